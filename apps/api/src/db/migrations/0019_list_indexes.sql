CREATE INDEX "users_sort_key_search_idx" ON "users" USING btree ("sort_key" collate "C","id","search_text");--> statement-breakpoint
CREATE INDEX "proposals_conference_kind_created_idx" ON "proposals" USING btree ("conference_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "proposals_conference_kind_updated_idx" ON "proposals" USING btree ("conference_id","kind","updated_at","id");--> statement-breakpoint
CREATE INDEX "payments_channel_created_idx" ON "payments" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX "panels_conference_kind_name_idx" ON "panels" USING btree ("conference_id","kind",portal_sort_key("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "bank_lines_import_row_idx" ON "bank_statement_lines" USING btree ("import_id","row_number","id");