-- Captured by npm run bench from the portal's thematic-areas list, page 0, default sort: the bare twin runs exactly this.
-- params: [50]
select "id", "name" from "thematic_areas" order by "thematic_areas"."name" asc, "thematic_areas"."id" asc limit $1;
