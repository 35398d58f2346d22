import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Executor } from './db';
import { enqueueJob, type JobDefinition, type JobQueue } from './jobs';
import type { Logger } from './logging';

/** A text file sent with a message (an .ics calendar); kept in the job's data, so small. */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type MailMessage = { to: string; subject: string; html: string; text: string; attachments?: MailAttachment[] };

/** Adds a message to the mail queue. Call it inside the transaction of the change that causes it. */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<void> {
  await enqueueJob(tx, MAIL_KIND, { to: message.to, subject: message.subject, html: message.html, text: message.text, ...(message.attachments?.length ? { attachments: message.attachments } : {}) });
}

const nodemailerMessage = (from: string, m: MailMessage) => ({ from, to: m.to, subject: m.subject, html: m.html, text: m.text, attachments: m.attachments });

type Transport = (message: MailMessage & { id: string }) => Promise<void>;

function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (m) => {
    await transporter.sendMail(nodemailerMessage(from, m));
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
    const info = await transporter.sendMail(nodemailerMessage(from, m));
    const file = path.join(dir, `${m.id}.eml`);
    writeFileSync(file, info.message as Buffer);
    logger.info({ to: m.to, subject: m.subject, file }, 'e-mail written to the local outbox');
  };
}

/**
 * A message is tried at most this many times (then its job is `failed`), the retries 30 s
 * (`MAIL_RETRY_DELAY_SECONDS`), then about 60, 120 and 240 s apart (doubling, with jitter); docs/testing.md and platform/mail.test.ts
 * hold this number.
 */
export const MAX_ATTEMPTS = 5;

/** The job kind of e-mails. */
export const MAIL_KIND = 'mail';

/**
 * The mail job: sends one message (SMTP, or an .eml file named after the job, so a job run again
 * after its process died writes the same file). Several processes share the queue; each job runs
 * on one of them.
 */
export function mailJob(opts: { smtpUrl?: string; from: string; outboxDir: string; retryDelaySeconds?: number }, logger: Logger): JobDefinition<MailMessage> {
  const send = opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from) : fileTransport(opts.outboxDir, opts.from, logger);
  return {
    kind: MAIL_KIND,
    label: 'Correo electrónico',
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelaySeconds: opts.retryDelaySeconds ?? 30,
    // An SMTP exchange that has not ended in 5 minutes is taken as lost.
    expireInSeconds: 300,
    batchSize: 10,
    async run(job) {
      await send({ ...job.data, id: job.id });
    },
  };
}

/** `services.mail`: sends what is due without waiting for the next poll. */
export class Mail {
  /** The pass under way (tests, scripts): a kick waits for it, so it ends after every e-mail due before it went out. */
  private pass: Promise<void> = Promise.resolve();

  constructor(
    private readonly jobs: JobQueue,
    private readonly logger: Logger,
  ) {}

  /**
   * Call after committing a change that added e-mails. A process whose workers run (a server)
   * wakes its mail worker and resolves at once; one without (tests, scripts) sends what is due
   * here, after any pass under way (which may hold a claimed e-mail), and resolves when that is done.
   */
  kick(): Promise<void> {
    if (this.jobs.running) {
      this.jobs.notify(MAIL_KIND);
      return Promise.resolve();
    }
    this.pass = this.pass.then(() =>
      this.jobs.runDue(MAIL_KIND).then(
        () => undefined,
        (error) => this.logger.error({ err: error }, 'sending e-mails failed'),
      ),
    );
    return this.pass;
  }
}
