-- Captured by npm run bench from the portal's member-report list, page 0, default sort: the bare twin runs exactly this.
-- params: [2026,50,0]
select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.document, u.created_at as joined,
      m.category_id as "categoryId", mc.name as category, (case when c.status = 'PENDING' then 'OWING' when m.terminated_member then 'TERMINATED' when m.id is not null then 'UP_TO_DATE' else 'NONE' end) as status, c.amount_cents as "amountCents",
      co.name as country, coalesce(pr.name, pi.province_name) as province, inst.name as institution
    from "users" as u
  left join "memberships" as m on m.user_id = u.id and m.year = $1
  left join "membership_categories" as mc on mc.id = m.category_id
  left join "charges" as c on c.membership_id = m.id
  left join "personal_info" as pi on pi.user_id = u.id
  left join "academic_info" as ai on ai.user_id = u.id left join "countries" as co on co.id = pi.country_id
  left join "provinces" as pr on pr.id = pi.province_id
  left join "institutions" as inst on inst.id = ai.first_institution_id
    
    order by u.sort_key collate "C" , u.sort_key collate "C" , u.id 
    limit $2 offset $3;
