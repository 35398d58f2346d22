CREATE TABLE "transfer_references" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_references_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "panel_items" (
	"panel_id" integer NOT NULL,
	"proposal_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "panel_items_panel_id_proposal_id_pk" PRIMARY KEY("panel_id","proposal_id"),
	CONSTRAINT "panel_items_one_panel" UNIQUE("proposal_id")
);
--> statement-breakpoint
CREATE TABLE "panel_people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "panel_people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"panel_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"institution" text
);
--> statement-breakpoint
CREATE TABLE "panels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "panels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conference_id" integer NOT NULL,
	"kind" text NOT NULL,
	"thematic_area_id" integer,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panels_area_required" CHECK ("panels"."kind" = 'PANEL_FIJO' or "panels"."thematic_area_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "proposal_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"from_area_id" integer,
	"to_area_id" integer,
	"panel_id" integer,
	"actor_id" uuid,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "informed_day" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_file_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "internal_receipt" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "transfer_references" ADD CONSTRAINT "transfer_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_items" ADD CONSTRAINT "panel_items_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_items" ADD CONSTRAINT "panel_items_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_people" ADD CONSTRAINT "panel_people_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_people" ADD CONSTRAINT "panel_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_thematic_area_id_thematic_areas_id_fk" FOREIGN KEY ("thematic_area_id") REFERENCES "public"."thematic_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_decisions" ADD CONSTRAINT "proposal_decisions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_decisions" ADD CONSTRAINT "proposal_decisions_from_area_id_thematic_areas_id_fk" FOREIGN KEY ("from_area_id") REFERENCES "public"."thematic_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_decisions" ADD CONSTRAINT "proposal_decisions_to_area_id_thematic_areas_id_fk" FOREIGN KEY ("to_area_id") REFERENCES "public"."thematic_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_decisions" ADD CONSTRAINT "proposal_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "panel_people_panel_idx" ON "panel_people" USING btree ("panel_id","role","position");--> statement-breakpoint
CREATE INDEX "panel_people_user_idx" ON "panel_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "panels_conference_kind_idx" ON "panels" USING btree ("conference_id","kind","thematic_area_id");--> statement-breakpoint
CREATE INDEX "proposal_decisions_proposal_idx" ON "proposal_decisions" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_decisions_actor_idx" ON "proposal_decisions" USING btree ("actor_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_channel_status_idx" ON "payments" USING btree ("channel","status","created_at");