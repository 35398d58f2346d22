import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { outbox } from '../db/schema/outbox';
import { createHarness, type Harness } from '../test/harness';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp-receiver';
import { enqueueMail, MailWorker } from './mail';

let h: Harness;
let receiver: SmtpReceiver;
let workers: MailWorker[];

beforeAll(async () => {
  h = await createHarness();
  receiver = await startSmtpReceiver();
  // Two workers, as two server processes would run them, sharing the harness's outbox table.
  workers = [1, 2].map((n) => new MailWorker(h.database, { smtpUrl: receiver.url, from: `Portal ${n} <portal@asociacion.test>`, outboxDir: h.config.dataDir }, pino({ level: 'silent' })));
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await receiver.close();
  await h.close();
});
beforeEach(async () => {
  receiver.clear();
  receiver.refuseWhen(() => false);
  await h.db.delete(outbox);
});

/** One pass of both workers at once. */
const bothPass = () => Promise.all(workers.map((w) => w.kick()));
/** The retry back-off has passed: every pending message is due again. */
const backOffPassed = () => h.db.update(outbox).set({ availableAt: sql`now() - interval '1 second'` }).where(eq(outbox.status, 'PENDING'));
const rows = () => h.db.select().from(outbox).orderBy(asc(outbox.id));

async function enqueue(addresses: string[]) {
  for (const [i, to] of addresses.entries()) await enqueueMail(h.db, { to, subject: `Aviso ${i + 1}`, text: `Mensaje ${i + 1}`, html: `<p>Mensaje ${i + 1}</p>` });
}

describe('outbox workers', () => {
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
    // A first refusal is not the end: each message waits for another attempt.
    for (const row of afterFirst) expect({ status: row.status, attempts: row.attempts }).toEqual({ status: 'PENDING', attempts: 1 });
    expect(afterFirst.every((r) => r.availableAt.getTime() > Date.now())).toBe(true);

    await backOffPassed();
    await bothPass();
    await bothPass();
    expect(receiver.messages.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
    expect(new Set(receiver.messages.map((m) => m.subject)).size).toBe(12);
    const final = await rows();
    for (const row of final) expect({ status: row.status, attempts: row.attempts, sent: row.sentAt instanceof Date }).toEqual({ status: 'SENT', attempts: 1, sent: true });
  });

  it('a message that keeps failing is marked FAILED after five attempts, and the others still go out once', async () => {
    await enqueue(['rebota@example.org', 'llega@example.org']);
    receiver.refuseWhen((address) => address === 'rebota@example.org');
    const bouncing = async () => (await rows()).find((r) => r.toAddress === 'rebota@example.org')!;

    for (let attempt = 1; attempt <= 4; attempt++) {
      await bothPass();
      expect(await bouncing()).toMatchObject({ status: 'PENDING', attempts: attempt, lastError: expect.stringContaining('451') });
      await backOffPassed();
    }
    await bothPass();
    expect(await bouncing()).toMatchObject({ status: 'FAILED', attempts: 5 });
    // Marked FAILED, it is not tried again.
    await h.db.update(outbox).set({ availableAt: sql`now() - interval '1 second'` });
    await bothPass();
    expect(await bouncing()).toMatchObject({ status: 'FAILED', attempts: 5 });
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
    while ((await rows()).some((r) => r.status === 'PENDING')) await bothPass();
    expect(receiver.messages).toHaveLength(tokens.length);
    for (const [i, token] of tokens.entries()) {
      const mail = receiver.to(`enlace${i}@example.org`)[0];
      expect(mail.text).toContain(`confirmar/${token}\n`);
      expect(mail.text).toContain('El enlace vale 24 horas.');
      expect(mail.html).toContain(`href="http://127.0.0.1:4173/asociarse/confirmar/${token}"`);
    }
  });
});
