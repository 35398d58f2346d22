-- Captured by npm run bench from the portal's users list, page 0, default sort: the bare twin runs exactly this.
-- params: [51,1001,2026]
with "page" as (select "id" from "users" order by "users"."sort_key" collate "C" asc, "users"."id" asc limit $1) select "users"."id", "users"."first_name", "users"."last_name", "users"."email", "users"."document", "users"."enabled", "users"."created_at", coalesce("roles", '[]'::json), (case
  when "charges"."status" = 'PENDING' then 'OWING'
  when "memberships"."id" is not null and not "memberships"."terminated_member" then 'UP_TO_DATE'
  else 'NONE' end), (select count(*) from ((select 1 from "users" limit $2)) as counted) from "page" inner join "users" on "users"."id" = "page"."id" left join "memberships" on ("memberships"."user_id" = "users"."id" and "memberships"."year" = $3) left join "charges" on "charges"."membership_id" = "memberships"."id" left join (select "user_id", json_agg("role" order by "role") as "roles" from "user_roles" where "user_roles"."user_id" in (select "id" from "page") group by "user_roles"."user_id") "role_lists" on "role_lists"."user_id" = "users"."id" order by "users"."sort_key" collate "C" asc, "users"."id" asc;
