-- Captured by npm run bench from the portal's universities list, page 0, default sort: the bare twin runs exactly this.
-- params: [50]
select "id", "name" from "universities" order by "universities"."name" asc, "universities"."id" asc limit $1;
