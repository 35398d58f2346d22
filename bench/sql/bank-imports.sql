-- Captured by npm run bench from the portal's bank-imports list, page 0, default sort: the bare twin runs exactly this.
-- params: [51]
select "id", "file_name", "status", "header_signature", "mapping", "line_count", "new_count", "duplicate_count", "debit_count", "created_by", "created_at", "imported_at", (select coalesce(json_object_agg(s.state, s.n), '{}'::json) from (select l.state, count(*)::int as n from "bank_statement_lines" l where l.import_id = "bank_imports"."id" group by l.state) s) from "bank_imports" order by "bank_imports"."created_at" desc, "bank_imports"."id" desc limit $1;
