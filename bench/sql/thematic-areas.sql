-- Captured by npm run bench from the portal's thematic-areas list, page 0, default sort: the bare twin runs exactly this.
-- params: [1001,51,0]
select "id", "name", (select count(*) from ((select 1 from "thematic_areas" limit $1)) as counted) from "thematic_areas" order by portal_sort_key("thematic_areas"."name") collate "C" asc, "thematic_areas"."id" asc limit $2 offset $3;
