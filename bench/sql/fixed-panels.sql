-- Captured by npm run bench from the portal's fixed-panels list, page 0, default sort: the bare twin runs exactly this.
-- params: [1,"PANEL_FIJO",51]
select "id", "conference_id", "kind", "thematic_area_id", "name", "description", "status", "created_by", "created_at", "updated_at", (select json_agg(json_build_object('role', pp.role, 'userId', pp.user_id, 'name', pp.name, 'email', pp.email, 'institution', pp.institution) order by pp.role, pp.position)
  from "panel_people" as pp where pp.panel_id = "panels"."id") from "panels" where ("panels"."conference_id" = $1 and "panels"."kind" = $2) order by portal_sort_key("panels"."name") collate "C" asc, "panels"."id" asc limit $3;
