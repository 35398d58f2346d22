CREATE TABLE "conference_submission_windows" (
	"conference_id" integer NOT NULL,
	"type" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	CONSTRAINT "conference_submission_windows_conference_id_type_pk" PRIMARY KEY("conference_id","type")
);
--> statement-breakpoint
CREATE TABLE "conference_thematic_areas" (
	"conference_id" integer NOT NULL,
	"thematic_area_id" integer NOT NULL,
	CONSTRAINT "conference_thematic_areas_conference_id_thematic_area_id_pk" PRIMARY KEY("conference_id","thematic_area_id")
);
--> statement-breakpoint
CREATE TABLE "inscription_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inscription_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conference_id" integer NOT NULL,
	"name" text NOT NULL,
	"member_fee_cents" integer NOT NULL,
	"non_member_fee_cents" integer NOT NULL,
	"is_student" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inscription_categories_name" UNIQUE("conference_id","name")
);
--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "edition" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "venue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "abstract_max_words" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "keywords_min" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "keywords_max" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "authors_max" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "panel_papers_min" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "panel_papers_max" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "max_file_mb" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "is_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conference_submission_windows" ADD CONSTRAINT "conference_submission_windows_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_thematic_areas" ADD CONSTRAINT "conference_thematic_areas_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_thematic_areas" ADD CONSTRAINT "conference_thematic_areas_thematic_area_id_thematic_areas_id_fk" FOREIGN KEY ("thematic_area_id") REFERENCES "public"."thematic_areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscription_categories" ADD CONSTRAINT "inscription_categories_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_thematic_areas_area" ON "conference_thematic_areas" USING btree ("thematic_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conferences_one_current" ON "conferences" USING btree ("is_current") WHERE "conferences"."is_current";