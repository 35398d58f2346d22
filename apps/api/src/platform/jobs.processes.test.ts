import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHarness, type Harness } from '../test/harness';
import { queuedMail } from '../test/mail-queue';
import { startTestWorkers } from '../test/job-workers';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp-receiver';
import pino from 'pino';
import { enqueueMail } from './mail';
import { JobQueue } from './jobs';

// Meaningful on PostgreSQL, where the two workers are two processes with their own connections
// (scripts/test-pg.mjs runs this file there); on PGlite one process owns the embedded database: the
// two workers are two queues in this process, and the kill is left to PostgreSQL (a job whose
// worker vanished is covered on both by the second test).

let h: Harness;
let receiver: SmtpReceiver;
const children: ChildProcess[] = [];

beforeAll(async () => {
  h = await createHarness();
  receiver = await startSmtpReceiver();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await receiver.close();
  await h.close();
});

const message = (to: string) => ({ to, subject: `Aviso para ${to}`, text: 'Hola', html: '<p>Hola</p>' });

type Worker = { lines: string[]; until: (pred: (lines: string[]) => boolean, ms?: number) => Promise<void>; ready: () => Promise<void>; stop: () => Promise<void>; child?: ChildProcess };

function follow(name: string, lines: string[]) {
  const until = async (pred: (lines: string[]) => boolean, ms = 60_000) => {
    const end = Date.now() + ms;
    while (!pred(lines)) {
      if (Date.now() > end) throw new Error(`worker ${name} never got there: ${lines.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { until, ready: () => until((l) => l.includes('ready')) };
}

/**
 * Workers of one server process: on PostgreSQL a child process (test/job-worker-process.ts) with
 * its own connections; on PGlite a second queue in this process on the same embedded database.
 */
function workers(name: string, slowTo?: string): Worker {
  const lines: string[] = [];
  if (!h.databaseUrl) {
    const started = startTestWorkers(h.database, { name, smtpUrl: receiver.url, slowTo, print: (line) => lines.push(line) });
    return { lines, ...follow(name, lines), stop: async () => (await started).stop(2000) };
  }
  const env: Record<string, string> = slowTo ? { JOB_TEST_SLOW_TO: slowTo } : {};
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../test/job-worker-process.ts')], {
    env: { ...process.env, JOB_TEST_DATABASE_URL: h.databaseUrl!, JOB_TEST_SMTP_URL: receiver.url, JOB_TEST_NAME: name, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let buffered = '';
  child.stdout!.on('data', (chunk) => {
    buffered += String(chunk);
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
  });
  // A process that ends by itself (a failed start) says so in the lines a failed wait prints.
  child.once('exit', (code, signal) => lines.push(`exited ${code ?? signal}`));
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  };
  return { child, lines, ...follow(name, lines), stop };
}

const waitFor = async (pred: () => boolean | Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('two server processes sharing one database', () => {
  it('each job runs on exactly one; a periodic job runs once per period between the two; (PostgreSQL) a process killed in the middle of a job loses nothing and the e-mail goes once', async () => {
    const a = workers('A', 'lenta@example.org');
    const b = workers('B');
    await Promise.all([a.ready(), b.ready()]);

    // 30 e-mails, added in the transactions of their changes: each is sent once, by one process.
    const addresses = Array.from({ length: 30 }, (_, i) => `persona${i + 1}@example.org`);
    await h.db.transaction(async (tx) => {
      for (const to of addresses) await enqueueMail(tx, message(to));
    });
    await waitFor(() => receiver.messages.length >= addresses.length);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.messages.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
    const sentBy = (w: { lines: string[] }) => w.lines.filter((l) => l.startsWith('sent ')).map((l) => l.split(' ')[1]);
    const byA = sentBy(a);
    const byB = sentBy(b);
    expect(byA.length + byB.length).toBe(addresses.length);
    expect(new Set([...byA, ...byB]).size).toBe(addresses.length);

    // Periodic: the `tick` kind (every minute) ran once per minute between the two processes.
    await waitFor(() => [...a.lines, ...b.lines].some((l) => l.startsWith('tick ')));
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const ticks = [...a.lines, ...b.lines].filter((l) => l.startsWith('tick '));
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ticks).size).toBe(ticks.length);

    await b.stop();
    if (!a.child) {
      // PGlite: one process owns the database, so there is no other process to kill (the next test
      // covers a job whose worker vanished).
      await a.stop();
      return;
    }
    // Killed in the middle of a job: A takes the slow e-mail and dies before sending it.
    await h.db.transaction((tx) => enqueueMail(tx, message('lenta@example.org')));
    await a.until((l) => l.some((x) => x.endsWith(' lenta@example.org') && x.startsWith('start ')));
    const killed = a.child;
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    expect((await queuedMail(h.db, 'lenta@example.org'))[0].state).toBe('active');
    // After a restart (a process without the slow path), the lost attempt runs again: sent once.
    const c = workers('C');
    await c.ready();
    await waitFor(() => receiver.to('lenta@example.org').length > 0);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(receiver.to('lenta@example.org')).toHaveLength(1);
    expect((await queuedMail(h.db, 'lenta@example.org'))[0]).toMatchObject({ state: 'completed', attempts: 2 });
    await c.stop();
  }, 180_000);
});

describe('a job whose worker vanished', () => {
  it('is put back once its attempt expired and runs again, once', async () => {
    await h.db.transaction((tx) => enqueueMail(tx, message('perdida@example.org')));
    const [job] = await queuedMail(h.db, 'perdida@example.org');
    // As a process that claimed it and died: active, started long ago, never finished.
    await h.db.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour', start_after = now() - interval '1 hour' where id = ${job.id}`);
    await h.flushMail();
    expect(h.smtp.to('perdida@example.org')).toHaveLength(0);
    await h.app.services.jobs.maintain();
    await h.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${job.id}`);
    await h.flushMail();
    expect(h.smtp.to('perdida@example.org')).toHaveLength(1);
    expect((await queuedMail(h.db, 'perdida@example.org'))[0]).toMatchObject({ state: 'completed', attempts: 2 });
  });
});

describe('processes starting at once on a version with new job kinds', () => {
  it('each creates the new queues or finds them made: none fails, each queue exists once', async () => {
    for (let round = 0; round < 3; round++) {
      const kinds = Array.from({ length: 6 }, (_, i) => `arranque-${round}-${i}`);
      const queues = Array.from({ length: 4 }, () => {
        const queue = new JobQueue(h.database, pino({ level: 'silent' }));
        for (const kind of kinds) queue.define({ kind, label: kind, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30, async run() {} });
        return queue;
      });
      const started = await Promise.allSettled(queues.map((queue) => queue.prepare()));
      await Promise.all(queues.map((queue) => queue.stop()));
      expect(started.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      const { rows } = (await h.db.execute(sql`select name from pgboss.queue where name like ${`arranque-${round}-%`} order by name`)) as unknown as { rows: { name: string }[] };
      expect(rows.map((r) => r.name)).toEqual([...kinds].sort());
    }
  }, 120_000);
});
