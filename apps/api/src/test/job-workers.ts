import pino from 'pino';
import type { Database } from '../platform/db';
import { JobQueue } from '../platform/jobs';
import { mailJob, type MailMessage } from '../platform/mail';

/**
 * A server process's job workers, for platform/jobs.processes.test.ts: the mail kind (SMTP to
 * `smtpUrl`) and a periodic `tick` kind, started, printing one line per job they run. An e-mail to
 * `slowTo` hangs before it is sent (so the test can kill the process in the middle of the job).
 */
export async function startTestWorkers(database: Database, o: { name: string; smtpUrl: string; slowTo?: string; print: (line: string) => void }): Promise<JobQueue> {
  const logger = pino({ level: 'silent' });
  const mail = mailJob({ smtpUrl: o.smtpUrl, from: `Portal ${o.name} <portal@asociacion.test>`, outboxDir: '/nonexistent' }, logger);
  const queue = new JobQueue(database, logger, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, cronMonitorIntervalSeconds: 1 })
    .define<MailMessage>({
      ...mail,
      // Short enough for a test: an attempt lost with its process is retried 2 s later, a second after that.
      expireInSeconds: 2,
      retryDelaySeconds: 1,
      async run(job) {
        o.print(`start ${job.id} ${job.data.to}`);
        if (job.data.to === o.slowTo) await new Promise((resolve) => setTimeout(resolve, 60_000));
        await mail.run(job);
        o.print(`sent ${job.id} ${job.data.to}`);
      },
    })
    .define({
      kind: 'tick',
      label: 'Prueba periódica',
      cron: '* * * * *',
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
      async run(job) {
        const { rows } = (await database.db.execute(`select created_on from pgboss.job where id = '${job.id}'`)) as unknown as { rows: { created_on: string }[] };
        o.print(`tick ${new Date(rows[0].created_on).toISOString().slice(0, 16)}`);
      },
    });
  await queue.start();
  o.print('ready');
  return queue;
}
