import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * How far a background job went (`done` of `total`), written by the job as it runs and read by
 * the web app's progress bar. The jobs themselves live in the queue's own schema (`pgboss`,
 * platform/jobs.ts).
 */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  done: integer('done').notNull(),
  total: integer('total').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
