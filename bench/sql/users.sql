-- Captured by npm run bench from the portal's users list, page 0, default sort: the bare twin runs exactly this.
-- params: [2026,50]
select "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."document", "users"."enabled", "users"."created_at", coalesce((select json_agg("user_roles"."role" order by "user_roles"."role") from "user_roles" where "user_roles"."user_id" = "users"."id"), '[]'::json), (case
  when "charges"."status" = 'PENDING' then 'OWING'
  when "memberships"."id" is not null and not "memberships"."terminated_member" then 'UP_TO_DATE'
  else 'NONE' end) from "users" left join "memberships" on ("memberships"."user_id" = "users"."id" and "memberships"."year" = $1) left join "charges" on "charges"."membership_id" = "memberships"."id" order by lower("users"."last_name" || ' ' || "users"."first_name") asc, "users"."id" limit $2;
