ALTER TABLE "charges" ADD COLUMN "fee_note" text;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "applied_charge_id" integer;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_applied_charge_id_charges_id_fk" FOREIGN KEY ("applied_charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;