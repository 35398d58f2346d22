CREATE INDEX "countries_name_order_idx" ON "countries" USING btree (portal_sort_key("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "institutions_name_order_idx" ON "institutions" USING btree (portal_sort_key("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "institutions_name_trgm_idx" ON "institutions" USING gin (portal_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_name_order_idx" ON "universities" USING btree (portal_sort_key("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "universities_name_trgm_idx" ON "universities" USING gin (portal_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "journal_issues_year_number_idx" ON "journal_issues" USING btree ("year","number","id");--> statement-breakpoint
CREATE INDEX "news_product_publish_idx" ON "news" USING btree ("product","publish_at","id");--> statement-breakpoint
CREATE INDEX "news_product_title_idx" ON "news" USING btree ("product",portal_sort_key("title") collate "C","id");