-- Captured by npm run bench from the portal's countries list, page 0, default sort: the bare twin runs exactly this.
-- params: [1001,51,0]
select "id", "name", "code", (select count(*) from provinces p where p.country_id = "countries"."id")::int, (select count(*) from ((select 1 from "countries" limit $1)) as counted) from "countries" order by portal_sort_key("countries"."name") collate "C" asc, "countries"."id" asc limit $2 offset $3;
