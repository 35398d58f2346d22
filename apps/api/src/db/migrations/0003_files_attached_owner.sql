ALTER TABLE "files" ADD COLUMN "attached_type" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached_id" text;--> statement-breakpoint
CREATE INDEX "files_attached_idx" ON "files" USING btree ("attached_type","attached_id");--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE attached_type is null;--> statement-breakpoint
-- Hand-written: files already in use belong to the news item or journal issue that uses them.
UPDATE "files" SET "attached_type" = 'news', "attached_id" = "news"."id"::text FROM "news" WHERE "news"."image_file_id" = "files"."id";--> statement-breakpoint
UPDATE "files" SET "attached_type" = 'journal_issue', "attached_id" = "journal_issues"."id"::text FROM "journal_issues" WHERE "journal_issues"."cover_file_id" = "files"."id" OR "journal_issues"."pdf_file_id" = "files"."id";
