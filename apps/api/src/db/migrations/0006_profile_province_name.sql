ALTER TABLE "personal_info" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "professional_info" ADD COLUMN "province_name" text;