-- Captured by npm run bench from the portal's membership-categories list, page 0, default sort: the bare twin runs exactly this.
-- params: [1001,51]
select "id", "name", "yearly_fee_cents", "is_student", "active", "created_at", (select count(*)::int from "memberships" as usage where usage.category_id = "membership_categories"."id"), (select count(*) from ((select 1 from "membership_categories" limit $1)) as counted) from "membership_categories" order by portal_sort_key("membership_categories"."name") collate "C" asc, "membership_categories"."id" asc limit $2;
