ALTER TABLE "credits" ADD COLUMN "refund_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag_resolution" text;--> statement-breakpoint
-- A second approval of one order was flagged as a row of its own, for the provider's amount: that is what was received.
UPDATE "payments" SET "received_cents" = "amount_cents", "received_currency" = "currency" WHERE "status" = 'FLAGGED' AND "flag_reason" LIKE 'Mercado Pago aprobó otro pago para la misma orden%';
