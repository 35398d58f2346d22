-- Captured by npm run bench from the portal's conferences list, page 0, default sort: the bare twin runs exactly this.
-- params: [1001,51,0]
select "id", "name", "edition", "venue", "inscription_start", "inscription_end", "start_date", "end_date", "abstract_max_words", "keywords_min", "keywords_max", "authors_max", "panel_papers_min", "panel_papers_max", "max_file_mb", "final_version_opens_on", "final_version_closes_on", "schedule_travel_gap_minutes", "is_current", "created_at", (select count(distinct staff.user_id)::int from "conference_roles" as staff where staff.conference_id = "conferences"."id"), (
  select coalesce(json_agg(json_build_object('type', w.type, 'opensOn', w.opens_on, 'closesOn', w.closes_on)), '[]'::json)
  from "conference_submission_windows" as w where w.conference_id = "conferences"."id"
), (
  select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) order by portal_sort_key(a.name) collate "C", a.id), '[]'::json)
  from "conference_thematic_areas" as ca join "thematic_areas" as a on a.id = ca.thematic_area_id
  where ca.conference_id = "conferences"."id"
), (
  select coalesce(json_agg(json_build_object(
    'id', k.id, 'conferenceId', k.conference_id, 'name', k.name, 'memberFeeCents', k.member_fee_cents,
    'nonMemberFeeCents', k.non_member_fee_cents, 'isStudent', k.is_student, 'position', k.position
  ) order by k.position, k.id), '[]'::json)
  from "inscription_categories" as k where k.conference_id = "conferences"."id"
), (select count(*) from ((select 1 from "conferences" limit $1)) as counted) from "conferences" order by "conferences"."start_date" desc, "conferences"."id" desc limit $2 offset $3;
