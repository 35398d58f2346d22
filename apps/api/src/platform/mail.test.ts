import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createHarness, type Harness } from '../test/harness';
import { queuedMail } from '../test/mail-queue';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp-receiver';
import { JobQueue } from './jobs';
import { enqueueMail, MAIL_KIND, mailJob, MAX_ATTEMPTS } from './mail';

let h: Harness;
let receiver: SmtpReceiver;
let workers: JobQueue[];

beforeAll(async () => {
  h = await createHarness();
  receiver = await startSmtpReceiver();
  // Two queues with a mail worker each, as two server processes would run them, sharing the harness's database.
  const silent = pino({ level: 'silent' });
  workers = [1, 2].map((n) => new JobQueue(h.database, silent).define(mailJob({ smtpUrl: receiver.url, from: `Portal ${n} <portal@asociacion.test>`, outboxDir: h.config.dataDir }, silent)));
  await Promise.all(workers.map((w) => w.prepare()));
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await receiver.close();
  await h.close();
});
beforeEach(async () => {
  receiver.clear();
  receiver.refuseWhen(() => false);
  await h.db.execute(sql`delete from pgboss.job where name = ${MAIL_KIND}`);
});

/** One pass of both workers at once: each runs the jobs that are due and that it claims. */
const bothPass = () => Promise.all(workers.map((w) => w.runDue(MAIL_KIND)));
/** The retry back-off has passed: every message waiting for a retry is due again. */
const backOffPassed = () => h.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${MAIL_KIND} and state = 'retry'`);
const rows = () => queuedMail(h.db);

async function enqueue(addresses: string[]) {
  for (const [i, to] of addresses.entries()) await enqueueMail(h.db, { to, subject: `Aviso ${i + 1}`, text: `Mensaje ${i + 1}`, html: `<p>Mensaje ${i + 1}</p>` });
}

describe('mail workers on the job queue', () => {
  it('two workers sharing one queue, with a receiver that refuses then accepts: every message is delivered exactly once', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `persona${i + 1}@example.org`);
    await enqueue(addresses);
    const refusedOnce = new Set<string>();
    receiver.refuseWhen((address) => {
      if (refusedOnce.has(address)) return false;
      refusedOnce.add(address);
      return true;
    });

    await bothPass();
    expect(receiver.messages).toHaveLength(0);
    const afterFirst = await rows();
    expect(afterFirst).toHaveLength(12);
    // A first refusal is not the end: each message waits for another attempt, 30 s or more later.
    for (const row of afterFirst) expect({ state: row.state, attempts: row.attempts }).toEqual({ state: 'retry', attempts: 1 });
    expect(afterFirst.every((r) => r.startAfter.getTime() > Date.now() + 25_000)).toBe(true);

    await backOffPassed();
    await bothPass();
    await bothPass();
    expect(receiver.messages.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
    expect(new Set(receiver.messages.map((m) => m.subject)).size).toBe(12);
    const final = await rows();
    for (const row of final) expect({ state: row.state, attempts: row.attempts, sent: row.completedOn instanceof Date }).toEqual({ state: 'completed', attempts: 2, sent: true });
  });

  it('a message that keeps failing is marked failed after five attempts, and the others still go out once', async () => {
    expect(MAX_ATTEMPTS).toBe(5);
    await enqueue(['rebota@example.org', 'llega@example.org']);
    receiver.refuseWhen((address) => address === 'rebota@example.org');
    const bouncing = async () => (await rows()).find((r) => r.to === 'rebota@example.org')!;

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await bothPass();
      const row = await bouncing();
      expect(row).toMatchObject({ state: 'retry', attempts: attempt, lastError: expect.stringContaining('451') });
      waits.push(row.startAfter.getTime() - Date.now());
      await backOffPassed();
    }
    // The back-off grows: 30 s before the second attempt, at least twice that before the fifth.
    expect(waits[0]).toBeGreaterThan(25_000);
    expect(waits[3]).toBeGreaterThan(2 * 25_000);
    await bothPass();
    expect(await bouncing()).toMatchObject({ state: 'failed', attempts: 5, lastError: expect.stringContaining('451') });
    // Failed, it is not tried again.
    await h.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${MAIL_KIND}`);
    await bothPass();
    expect(await bouncing()).toMatchObject({ state: 'failed', attempts: 5 });
    expect(receiver.messages.map((m) => m.to)).toEqual([['llega@example.org']]);
  });
});

describe('the test receiver reads what was sent', () => {
  it('a link whose token holds "--" at any position (a quoted-printable break may put it at a line start) arrives whole in text and HTML', async () => {
    const tokens = Array.from({ length: 44 }, (_, pos) => `${'A'.repeat(pos)}--${'B'.repeat(44 - pos)}`);
    for (const [i, token] of tokens.entries()) {
      const link = `http://127.0.0.1:4173/asociarse/confirmar/${token}`;
      await enqueueMail(h.db, { to: `enlace${i}@example.org`, subject: 'Confirme su correo', text: `Hola, Sofía:\n\nConfirmar y asociarme: ${link}\n\nEl enlace vale 24 horas.`, html: `<p>Confirmar: <a href="${link}">${link}</a></p>` });
    }
    while ((await rows()).some((r) => r.state !== 'completed')) await bothPass();
    expect(receiver.messages).toHaveLength(tokens.length);
    for (const [i, token] of tokens.entries()) {
      const mail = receiver.to(`enlace${i}@example.org`)[0];
      expect(mail.text).toContain(`confirmar/${token}\n`);
      expect(mail.text).toContain('El enlace vale 24 horas.');
      expect(mail.html).toContain(`href="http://127.0.0.1:4173/asociarse/confirmar/${token}"`);
    }
  });
});
