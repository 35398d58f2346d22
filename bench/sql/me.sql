-- Hand-written single statement for the `me` twin (bench/src/capture.ts); $1 is the admin id of this run.
-- params: ["2688ed0a-da17-4adb-ba8b-0ac504bd968c"]
select u.id, u.email, u.first_name, u.last_name, u.document,
  coalesce((select json_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '[]'::json) as roles
from users u where u.id = $1;
