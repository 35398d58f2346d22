import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { outbox } from '../db/schema/outbox';
import type { Database, Executor } from './db';
import type { Logger } from './logging';

export type MailMessage = { to: string; subject: string; html: string; text: string };

/** Writes a message to the outbox. Call it inside the transaction of the change that causes it. */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<void> {
  await tx.insert(outbox).values({ toAddress: message.to, subject: message.subject, html: message.html, text: message.text });
}

type Transport = (message: MailMessage & { id: number }) => Promise<void>;

function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (m) => {
    await transporter.sendMail({ from, to: m.to, subject: m.subject, html: m.html, text: m.text });
  };
}

/**
 * Without SMTP: each message becomes an .eml file whose name is logged, so a local user can open
 * it and follow its links. The links themselves are never logged: they carry tokens.
 */
function fileTransport(dir: string, from: string, logger: Logger): Transport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(dir, { recursive: true });
  return async (m) => {
    const info = await transporter.sendMail({ from, to: m.to, subject: m.subject, html: m.html, text: m.text });
    const file = path.join(dir, `${String(m.id).padStart(6, '0')}.eml`);
    writeFileSync(file, info.message as Buffer);
    logger.info({ to: m.to, subject: m.subject, file }, 'e-mail written to the local outbox');
  };
}

/**
 * A message is tried at most this many times (30 s × attempt apart) before it is marked FAILED;
 * docs/testing.md and platform/mail.test.ts hold this number.
 */
const MAX_ATTEMPTS = 5;

/**
 * Sends what the outbox holds. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * server processes can share the table without sending a message twice.
 */
export class MailWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private queued?: Promise<void>;
  private readonly send: Transport;

  constructor(
    private readonly database: Database,
    opts: { smtpUrl?: string; from: string; outboxDir: string },
    private readonly logger: Logger,
  ) {
    this.send = opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from) : fileTransport(opts.outboxDir, opts.from, logger);
  }

  start(intervalMs = 2000): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.queued;
    await this.running;
  }

  /**
   * Runs a pass that starts after this call, so a message committed before it is sent when the
   * promise resolves. A pass under way may have read the outbox already: then one more pass is
   * queued behind it (one at most; later calls join that one).
   */
  kick(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return (this.running = this.pass());
    this.queued = this.running.then(() => {
      this.queued = undefined;
      return (this.running = this.pass());
    });
    return this.queued;
  }

  private pass(): Promise<void> {
    return this.drain()
      .catch((error) => this.logger.error({ err: error }, 'outbox pass failed'))
      .finally(() => (this.running = undefined));
  }

  private async drain(): Promise<void> {
    for (;;) {
      const sent = await this.sendBatch(10);
      if (sent === 0) return;
    }
  }

  private async sendBatch(limit: number): Promise<number> {
    const { db } = this.database;
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'PENDING'), lte(outbox.availableAt, sql`now()`)))
        .orderBy(asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const sentIds: number[] = [];
      for (const row of rows) {
        try {
          await this.send({ id: row.id, to: row.toAddress, subject: row.subject, html: row.html, text: row.text });
          sentIds.push(row.id);
        } catch (error) {
          const attempts = row.attempts + 1;
          this.logger.warn({ err: error, outboxId: row.id, attempts }, 'e-mail not sent');
          await tx
            .update(outbox)
            .set({
              attempts,
              lastError: String((error as Error).message ?? error).slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
              availableAt: sql`now() + make_interval(secs => ${30 * attempts})`,
            })
            .where(eq(outbox.id, row.id));
        }
      }
      if (sentIds.length) {
        await tx.update(outbox).set({ status: 'SENT', sentAt: sql`now()` }).where(inArray(outbox.id, sentIds));
      }
      return sentIds.length;
    });
  }
}
