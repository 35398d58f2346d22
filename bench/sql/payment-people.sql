-- Captured by npm run bench from the portal's payment-people list, page 0, default sort: the bare twin runs exactly this.
-- params: [true,1001,true,51,0]
select "id", "first_name", "last_name", "email", "document", (select coalesce(sum(c.amount_cents - (select coalesce(sum(a.amount_cents), 0) from "payment_allocations" a join "payments" p on p.id = a.payment_id where a.charge_id = c.id and p.status = 'APPROVED')), 0)
    from "charges" c where c.user_id = "users"."id" and c.status = 'PENDING')::bigint, (select count(*) from ((select 1 from "users" where "users"."enabled" = $1 limit $2)) as counted) from "users" where "users"."enabled" = $3 order by "users"."sort_key" collate "C" asc, "users"."id" asc limit $4 offset $5;
