-- Captured by npm run bench from the portal's inscription-report list, page 0, default sort: the bare twin runs exactly this.
-- params: [1,50,0]
select i.id, u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, i.registration_date::text as "registrationDate",
      ic.name as category, c.fee_applied as fee, (case when c.fee_note is not null then c.fee_note
  when c.fee_applied = 'MEMBER' then 'Precio de socio: la cuota del año estaba paga al inscribirse.'
  when c.fee_applied = 'NON_MEMBER' then 'Precio general: la cuota del año no estaba paga al inscribirse.' end) as "feeReason", c.amount_cents as "amountCents", (case when c.status = 'PENDING' then 'PENDING' else 'PAID' end) as paid,
      coalesce(pr.proposals, 0) as proposals, coalesce(pr.accepted, 0) as accepted, coalesce(pr.kinds, '{}') as kinds, coalesce(pr.areas, '{}') as areas
    from "inscriptions" as i
  join "users" as u on u.id = i.user_id
  join "inscription_categories" as ic on ic.id = i.category_id
  left join "charges" as c on c.inscription_id = i.id
    left join lateral (
      select count(*) as proposals, count(*) filter (where p.status not in ('PENDING', 'REJECTED')) as accepted,
        array_agg(distinct p.kind) as kinds, array_agg(distinct ta.name) as areas
      from "proposals" as p join "thematic_areas" as ta on ta.id = p.thematic_area_id where p.inscription_id = i.id
    ) as pr on true
    where i.conference_id = $1
    order by i.registration_date , u.sort_key collate "C" , i.id 
    limit $2 offset $3;
