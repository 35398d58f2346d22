-- Hand-written single statement for the `me` twin (bench/src/capture.ts); $1 is the admin id of this run.
-- params: ["31817b27-a35d-4b03-8603-c01865ee37f8"]
select u.id, u.email, u.first_name, u.last_name, u.document,
  coalesce((select json_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '[]'::json) as roles,
  coalesce((select json_agg(json_build_object('role', cr.role, 'conferenceId', c.id, 'conferenceName', c.name, 'thematicAreaId', a.id, 'thematicAreaName', a.name))
    from conference_roles cr join conferences c on c.id = cr.conference_id left join thematic_areas a on a.id = cr.thematic_area_id
    where cr.user_id = u.id), '[]'::json) as conference_roles,
  (select json_build_object('id', m.id, 'year', m.year, 'terminatedMember', m.terminated_member, 'created', m.created_at, 'categoryId', mc.id, 'categoryName', mc.name, 'chargeStatus', ch.status)
    from memberships m join membership_categories mc on mc.id = m.category_id left join charges ch on ch.membership_id = m.id
    where m.user_id = u.id and m.year = extract(year from now())::int and not m.terminated_member limit 1) as active_membership
from users u where u.id = $1;
