-- Captured by npm run bench from the portal's institutions list, page 0, default sort: the bare twin runs exactly this.
-- params: [50]
select "id", "name", "code" from "institutions" order by "institutions"."name" asc, "institutions"."id" asc limit $1;
