CREATE TABLE "inscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"conference_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"university_career" text,
	"registration_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscriptions_one_per_user" UNIQUE("user_id","conference_id")
);
--> statement-breakpoint
CREATE TABLE "proposal_authors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_authors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"invited_at" timestamp with time zone,
	CONSTRAINT "proposal_authors_email" UNIQUE("proposal_id","email")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conference_id" integer NOT NULL,
	"inscription_id" integer NOT NULL,
	"submitted_by" uuid NOT NULL,
	"kind" text NOT NULL,
	"thematic_area_id" integer NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "inscription_id" integer;--> statement-breakpoint
ALTER TABLE "inscriptions" ADD CONSTRAINT "inscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscriptions" ADD CONSTRAINT "inscriptions_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscriptions" ADD CONSTRAINT "inscriptions_category_id_inscription_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."inscription_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_authors" ADD CONSTRAINT "proposal_authors_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_authors" ADD CONSTRAINT "proposal_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_thematic_area_id_thematic_areas_id_fk" FOREIGN KEY ("thematic_area_id") REFERENCES "public"."thematic_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inscriptions_conference_idx" ON "inscriptions" USING btree ("conference_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_authors_user_idx" ON "proposal_authors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proposal_authors_unlinked_email_idx" ON "proposal_authors" USING btree ("email") WHERE user_id is null;--> statement-breakpoint
CREATE INDEX "proposals_inscription_idx" ON "proposals" USING btree ("inscription_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_conference_kind_idx" ON "proposals" USING btree ("conference_id","kind","status","thematic_area_id");--> statement-breakpoint
CREATE INDEX "proposals_submitted_by_idx" ON "proposals" USING btree ("submitted_by");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_inscription_id_unique" UNIQUE("inscription_id");