CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conference_id" integer NOT NULL,
	"name" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"notes" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_name_unique" UNIQUE("conference_id","name")
);
--> statement-breakpoint
CREATE TABLE "schedule_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conference_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"day" date NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"reserved_kind" text,
	"item_kind" text,
	"proposal_id" integer,
	"panel_id" integer,
	"placed_by" uuid,
	"placed_at" timestamp with time zone,
	CONSTRAINT "schedule_hours_range" CHECK ("schedule_hours"."start_minute" >= 0 and "schedule_hours"."end_minute" <= 1440 and "schedule_hours"."end_minute" > "schedule_hours"."start_minute"),
	CONSTRAINT "schedule_hours_item" CHECK (("schedule_hours"."item_kind" is null and "schedule_hours"."proposal_id" is null and "schedule_hours"."panel_id" is null) or ("schedule_hours"."item_kind" in ('PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE', 'PANEL_FIJO') and "schedule_hours"."panel_id" is not null and "schedule_hours"."proposal_id" is null) or ("schedule_hours"."item_kind" in ('PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO') and "schedule_hours"."proposal_id" is not null and "schedule_hours"."panel_id" is null))
);
--> statement-breakpoint
CREATE TABLE "schedule_interests" (
	"user_id" uuid NOT NULL,
	"conference_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_interests_user_id_item_kind_item_id_pk" PRIMARY KEY("user_id","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conference_id" integer NOT NULL,
	"version" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sessions" jsonb NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_key" text,
	CONSTRAINT "schedule_releases_version" UNIQUE("conference_id","version")
);
--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "schedule_travel_gap_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_hours" ADD CONSTRAINT "schedule_hours_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_hours" ADD CONSTRAINT "schedule_hours_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_hours" ADD CONSTRAINT "schedule_hours_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_hours" ADD CONSTRAINT "schedule_hours_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_hours" ADD CONSTRAINT "schedule_hours_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_interests" ADD CONSTRAINT "schedule_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_interests" ADD CONSTRAINT "schedule_interests_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_releases" ADD CONSTRAINT "schedule_releases_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_releases" ADD CONSTRAINT "schedule_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rooms_conference_position_idx" ON "rooms" USING btree ("conference_id","position","id");--> statement-breakpoint
CREATE INDEX "schedule_hours_conference_day_idx" ON "schedule_hours" USING btree ("conference_id","day","start_minute","room_id");--> statement-breakpoint
CREATE INDEX "schedule_hours_room_day_idx" ON "schedule_hours" USING btree ("room_id","day","start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_hours_one_proposal" ON "schedule_hours" USING btree ("proposal_id") WHERE "schedule_hours"."proposal_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_hours_one_area_panel" ON "schedule_hours" USING btree ("panel_id") WHERE "schedule_hours"."panel_id" is not null and "schedule_hours"."item_kind" <> 'PANEL_FIJO';--> statement-breakpoint
CREATE INDEX "schedule_hours_panel_idx" ON "schedule_hours" USING btree ("panel_id");--> statement-breakpoint
CREATE INDEX "schedule_interests_item_idx" ON "schedule_interests" USING btree ("conference_id","item_kind","item_id");