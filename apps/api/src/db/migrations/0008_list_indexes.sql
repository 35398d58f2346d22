ALTER TABLE "users" ADD COLUMN "sort_key" text GENERATED ALWAYS AS (portal_sort_key(last_name || ' ' || first_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (portal_fold(first_name || ' ' || last_name || ' / ' || last_name || ' ' || first_name || ' / ' || last_name || ', ' || first_name || ' / ' || email || ' / ' || document)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role","user_id");--> statement-breakpoint
CREATE INDEX "users_sort_key_idx" ON "users" USING btree ("sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "users_email_id_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memberships_category_idx" ON "memberships" USING btree ("category_id");