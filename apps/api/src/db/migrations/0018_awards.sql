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
ALTER TABLE "award_applications" ADD CONSTRAINT "award_applications_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_applications" ADD CONSTRAINT "award_applications_inscription_id_inscriptions_id_fk" FOREIGN KEY ("inscription_id") REFERENCES "public"."inscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_applications" ADD CONSTRAINT "award_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_judges" ADD CONSTRAINT "award_judges_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_judges" ADD CONSTRAINT "award_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_scores" ADD CONSTRAINT "award_scores_application_id_award_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."award_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_scores" ADD CONSTRAINT "award_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_applications_award_idx" ON "award_applications" USING btree ("award_id","created_at");--> statement-breakpoint
CREATE INDEX "award_applications_user_idx" ON "award_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "award_judges_user_idx" ON "award_judges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "award_scores_judge_idx" ON "award_scores" USING btree ("judge_id");--> statement-breakpoint
CREATE INDEX "awards_conference_idx" ON "awards" USING btree ("conference_id","created_at");