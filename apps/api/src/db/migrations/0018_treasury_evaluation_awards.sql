CREATE TABLE "payment_reports" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"reported_amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"award_id" integer NOT NULL,
	"inscription_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_applications_one_per_member" UNIQUE("award_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "award_judges" (
	"award_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "award_judges_award_id_user_id_pk" PRIMARY KEY("award_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "award_scores" (
	"application_id" integer NOT NULL,
	"judge_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_scores_application_id_judge_id_pk" PRIMARY KEY("application_id","judge_id"),
	CONSTRAINT "award_scores_range" CHECK ("award_scores"."score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conference_id" integer NOT NULL,
	"name" text NOT NULL,
	"rules" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "awards_window_order" CHECK ("awards"."opens_on" <= "awards"."closes_on")
);
--> statement-breakpoint
CREATE TABLE "bank_column_mappings" (
	"header_signature" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"header_signature" text NOT NULL,
	"content" text,
	"mapping" jsonb,
	"line_count" integer DEFAULT 0 NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"debit_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"duplicate_of_id" integer,
	"day" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"concept" text NOT NULL,
	"bank_reference" text,
	"state" text NOT NULL,
	"proposal_kind" text,
	"confidence" text,
	"reason" text,
	"reference_code" text,
	"proposed_user_id" uuid,
	"proposed_payment_id" uuid,
	"proposed_charge_ids" jsonb,
	"payment_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "fee_note" text;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "credits" ADD COLUMN "applied_charge_id" integer;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_applications" ADD CONSTRAINT "award_applications_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_applications" ADD CONSTRAINT "award_applications_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_applications" ADD CONSTRAINT "award_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_judges" ADD CONSTRAINT "award_judges_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_judges" ADD CONSTRAINT "award_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_scores" ADD CONSTRAINT "award_scores_application_id_award_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."award_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_scores" ADD CONSTRAINT "award_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_column_mappings" ADD CONSTRAINT "bank_column_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_proposed_user_id_users_id_fk" FOREIGN KEY ("proposed_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_proposed_payment_id_payments_id_fk" FOREIGN KEY ("proposed_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_applications_award_idx" ON "award_applications" USING btree ("award_id","created_at");--> statement-breakpoint
CREATE INDEX "award_applications_user_idx" ON "award_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "award_judges_user_idx" ON "award_judges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "award_scores_judge_idx" ON "award_scores" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "awards_conference_idx" ON "awards" USING btree ("conference_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_imports_created_idx" ON "bank_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_fingerprint_unique" ON "bank_statement_lines" USING btree ("fingerprint") WHERE duplicate_of_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_lines_payment_unique" ON "bank_statement_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bank_lines_import_idx" ON "bank_statement_lines" USING btree ("import_id","state","row_number");--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_applied_charge_id_charges_id_fk" FOREIGN KEY ("applied_charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;