-- Captured by npm run bench from the portal's accounts-report list, page 0, default sort: the bare twin runs exactly this.
-- params: [50,0]
select * from (select "users"."id" as id, "users"."sort_key" as sort_key, "users"."last_name" as last_name, "users"."first_name" as first_name,
      "users"."email" as email, "users"."document" as document, pr.charged_cents, pr.paid_cents, pr.pending_cents, pr.credit_cents,
      coalesce(pr.up_to_30, 0) as up_to_30, coalesce(pr.from_31_to_90, 0) as from_31_to_90, coalesce(pr.over_90, 0) as over_90 , count(*) over () as list_total
    from (select r.user_id, sum(r.amount_cents)::bigint as charged_cents, sum(r.paid_cents)::bigint as paid_cents, sum(r.pending_cents)::bigint as pending_cents,
      sum(r.credit_cents)::bigint as credit_cents, sum(r.pending_cents) filter (where r.created_at > now() - interval '30 days')::bigint as up_to_30,
  sum(r.pending_cents) filter (where r.created_at <= now() - interval '30 days' and r.created_at > now() - interval '90 days')::bigint as from_31_to_90,
  sum(r.pending_cents) filter (where r.created_at <= now() - interval '90 days')::bigint as over_90
    from (select c.id, c.user_id, c.kind, c.amount_cents::bigint as amount_cents, c.created_at,
      case when c.status = 'PENDING' then greatest(c.amount_cents - coalesce(al.approved_cents, 0), 0) else 0 end::bigint as pending_cents,
      coalesce(al.paid_cents, 0)::bigint as paid_cents,
      coalesce(cr.credit_cents, 0)::bigint as credit_cents
    from charges c join "users" on "users"."id" = c.user_id left join memberships m on m.id = c.membership_id left join inscriptions i on i.id = c.inscription_id
      left join (select a.charge_id, sum(a.amount_cents) filter (where p.status = 'APPROVED') as approved_cents,
          sum(a.amount_cents) filter (where p.status = 'APPROVED') as paid_cents, count(*) filter (where p.status = 'APPROVED') as paid_count
        from payment_allocations a join payments p on p.id = a.payment_id group by a.charge_id) al on al.charge_id = c.id
      left join (select x.charge_id, sum(x.amount_cents) as credit_cents from credits x where x.status = 'OPEN' group by x.charge_id) cr on cr.charge_id = c.id
    where c.status <> 'CANCELLED' and "users"."enabled"
      ) r group by r.user_id) pr join "users" on "users"."id" = pr.user_id) people order by "pending_cents" desc, sort_key collate "C" asc, id asc limit $1 offset $2;
