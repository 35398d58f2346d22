CREATE TABLE "job_progress" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"done" integer NOT NULL,
	"total" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: e-mails still waiting in the outbox move to the job queue (schema pgboss, which
-- pg-boss creates before the migrations run: platform/jobs.ts, installJobSchema) as jobs of kind
-- "mail", in their order, keeping the attempts made so far and when they are due; sent and failed
-- ones go with the table. The queue's settings are the mail kind's (platform/mail.ts), which the
-- app sets again at every start.
SELECT pgboss.create_queue('mail', '{"policy":"standard","retryLimit":4,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300}')
WHERE EXISTS (SELECT 1 FROM "outbox" WHERE "status" = 'PENDING') AND NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'mail');--> statement-breakpoint
INSERT INTO pgboss.job (name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, expire_in, created_on, policy)
SELECT 'mail',
  jsonb_build_object('to', "to_address", 'subject', "subject", 'html', "html", 'text', "text"),
  (CASE WHEN "attempts" > 0 THEN 'retry' ELSE 'created' END)::pgboss.job_state,
  4, LEAST("attempts", 4), 30, true, "available_at", interval '5 minutes', "created_at", 'standard'
FROM "outbox" WHERE "status" = 'PENDING' ORDER BY "id";--> statement-breakpoint
DROP TABLE "outbox" CASCADE;