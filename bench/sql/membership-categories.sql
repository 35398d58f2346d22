-- Captured by npm run bench from the portal's membership-categories list, page 0, default sort: the bare twin runs exactly this.
-- params: [50]
select "id", "name", "yearly_fee_cents", "is_student", "active", "created_at", (select count(*)::int from "memberships" as usage where usage.category_id = "membership_categories"."id") from "membership_categories" order by "membership_categories"."name" asc, "membership_categories"."id" asc limit $1;
