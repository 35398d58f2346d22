// One worker process for platform/jobs.processes.test.ts (see test/job-workers.ts), on the database
// at JOB_TEST_DATABASE_URL; its lines go to stdout.
import { openDatabase } from '../platform/db';
import { startTestWorkers } from './job-workers';

const env = process.env;
const database = await openDatabase({ url: env.JOB_TEST_DATABASE_URL });
const queue = await startTestWorkers(database, { name: env.JOB_TEST_NAME!, smtpUrl: env.JOB_TEST_SMTP_URL!, slowTo: env.JOB_TEST_SLOW_TO, print: (line) => console.log(line) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void queue.stop(2000).then(() => database.close()).then(() => process.exit(0)));
