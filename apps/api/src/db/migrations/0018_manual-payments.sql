CREATE TABLE "payment_reports" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"reported_amount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;