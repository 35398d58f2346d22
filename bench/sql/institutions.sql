-- Captured by npm run bench from the portal's institutions list, page 0, default sort: the bare twin runs exactly this.
-- params: [1001,51,0]
select "id", "name", "code", exists (select 1 from "academic_info" where "academic_info"."first_institution_id" = "institutions"."id" or "academic_info"."secondary_institution_id" = "institutions"."id"), (select count(*) from ((select 1 from "institutions" limit $1)) as counted) from "institutions" order by portal_sort_key("institutions"."name") collate "C" asc, "institutions"."id" asc limit $2 offset $3;
