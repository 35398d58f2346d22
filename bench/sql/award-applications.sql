-- Captured by npm run bench from the portal's award-applications list, page 0, default sort: the bare twin runs exactly this.
-- params: [3,1,1,"637f75fe-90a1-4f4c-8143-83ee2de2678c",1001,"637f75fe-90a1-4f4c-8143-83ee2de2678c","637f75fe-90a1-4f4c-8143-83ee2de2678c",3,"637f75fe-90a1-4f4c-8143-83ee2de2678c",3,1,1,"637f75fe-90a1-4f4c-8143-83ee2de2678c",51]
select (select count(*) from ((select 1 from "award_applications" inner join "awards" on "awards"."id" = "award_applications"."award_id" inner join "users" on "users"."id" = "award_applications"."user_id" where ("award_applications"."award_id" = $1 and ("awards"."conference_id" in ($2) or ("awards"."conference_id" in ($3) and exists (select 1 from "award_judges" as j where j.award_id = "award_applications".award_id and j.user_id = $4)))) limit $5)) as counted), "award_applications"."id", "award_applications"."award_id", "award_applications"."inscription_id", "award_applications"."user_id", "award_applications"."title", "award_applications"."summary", "award_applications"."created_at", "award_applications"."updated_at", "users"."id", "users"."first_name", "users"."last_name", "users"."email", "awards"."conference_id", (select json_build_object('id', f.id, 'name', f.original_name, 'sizeBytes', f.size_bytes, 'uploadedAt', f.created_at)
  from "files" as f where f.attached_type = 'awardApplication' and f.attached_id = "award_applications".id::text order by f.created_at desc limit 1), exists (select 1 from "academic_info" as ji, "academic_info" as ai
  where ji.user_id = $6::uuid and ai.user_id = "award_applications".user_id
  and ((ji.first_institution_id is not null and ji.first_institution_id in (ai.first_institution_id, ai.secondary_institution_id))
    or (ji.secondary_institution_id is not null and ji.secondary_institution_id in (ai.first_institution_id, ai.secondary_institution_id)))), (select json_build_object('score', s.score, 'comment', s.comment, 'updatedAt', s.updated_at)
  from "award_scores" as s where s.application_id = "award_applications".id and s.judge_id = $7), (select count(*)::int from "award_applications" as a where a.award_id = $8
  and not exists (select 1 from "award_scores" as s where s.application_id = a.id and s.judge_id = $9)), (select round(avg(s.score)::numeric, 2) from "award_scores" as s
  where s.application_id = "award_applications".id and not exists (select 1 from "academic_info" as ji, "academic_info" as ai
  where ji.user_id = s.judge_id and ai.user_id = "award_applications".user_id
  and ((ji.first_institution_id is not null and ji.first_institution_id in (ai.first_institution_id, ai.secondary_institution_id))
    or (ji.secondary_institution_id is not null and ji.secondary_institution_id in (ai.first_institution_id, ai.secondary_institution_id))))), (select count(*)::int from "award_scores" as s
  where s.application_id = "award_applications".id and not exists (select 1 from "academic_info" as ji, "academic_info" as ai
  where ji.user_id = s.judge_id and ai.user_id = "award_applications".user_id
  and ((ji.first_institution_id is not null and ji.first_institution_id in (ai.first_institution_id, ai.secondary_institution_id))
    or (ji.secondary_institution_id is not null and ji.secondary_institution_id in (ai.first_institution_id, ai.secondary_institution_id))))), (select json_agg(json_build_object('judgeId', u.id, 'name', u.first_name || ' ' || u.last_name, 'score', s.score, 'comment', s.comment,
    'conflict', exists (select 1 from "academic_info" as ji, "academic_info" as ai
  where ji.user_id = j.user_id and ai.user_id = "award_applications".user_id
  and ((ji.first_institution_id is not null and ji.first_institution_id in (ai.first_institution_id, ai.secondary_institution_id))
    or (ji.secondary_institution_id is not null and ji.secondary_institution_id in (ai.first_institution_id, ai.secondary_institution_id)))), 'updatedAt', s.updated_at) order by u.last_name, u.first_name)
  from "award_judges" as j join "users" as u on u.id = j.user_id
  left join "award_scores" as s on s.application_id = "award_applications".id and s.judge_id = j.user_id
  where j.award_id = "award_applications".award_id) from "award_applications" inner join "awards" on "awards"."id" = "award_applications"."award_id" inner join "users" on "users"."id" = "award_applications"."user_id" where ("award_applications"."award_id" = $10 and ("awards"."conference_id" in ($11) or ("awards"."conference_id" in ($12) and exists (select 1 from "award_judges" as j where j.award_id = "award_applications".award_id and j.user_id = $13)))) order by "award_applications"."created_at" asc, "award_applications"."id" asc limit $14;
