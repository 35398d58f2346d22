ALTER TABLE "award_applications" ADD COLUMN "result" text;--> statement-breakpoint
CREATE UNIQUE INDEX "award_applications_one_winner" ON "award_applications" USING btree ("award_id") WHERE "award_applications"."result" = 'WINNER';--> statement-breakpoint
ALTER TABLE "award_applications" ADD CONSTRAINT "award_applications_result" CHECK ("award_applications"."result" in ('WINNER', 'MENTION'));