CREATE TABLE "certificate_settings" (
	"scope" text PRIMARY KEY NOT NULL,
	"conference_id" integer,
	"texts" jsonb NOT NULL,
	"signers" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "print" jsonb;--> statement-breakpoint
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;