-- Captured by npm run bench from the portal's journal-issues list, page 0, default sort: the bare twin runs exactly this.
-- params: [1001,51,0]
select "id", "title", "number", "year", "cover_file_id", "link", "pdf_file_id", "status", "publish_at", "created_at", "updated_at", (select count(*) from ((select 1 from "journal_issues" limit $1)) as counted) from "journal_issues" order by "journal_issues"."year" desc, "journal_issues"."number" desc, "journal_issues"."id" desc limit $2 offset $3;
