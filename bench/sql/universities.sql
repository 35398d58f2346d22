-- Captured by npm run bench from the portal's universities list, page 0, default sort: the bare twin runs exactly this.
-- params: [1001,51,0]
select "id", "name", (select count(*) from ((select 1 from "universities" limit $1)) as counted) from "universities" order by portal_sort_key("universities"."name") collate "C" asc, "universities"."id" asc limit $2 offset $3;
