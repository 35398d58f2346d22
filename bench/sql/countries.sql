-- Captured by npm run bench from the portal's countries list, page 0, default sort: the bare twin runs exactly this.
-- params: [50]
select "id", "name", "code", (select count(*) from provinces p where p.country_id = "countries"."id")::int from "countries" order by "countries"."name" asc, "countries"."id" asc limit $1;
