// The bench's audit log: what four years of an association of this size leave in it. Each
// member's confirmed sign-up, a treasurer's decision on every reported payment decided, staff
// roles granted, and one member in twenty with personal data corrected by an administrator.
import { BENCH_ADMIN_EMAIL } from './env';

export const BENCH_AUDIT_SQL = `
  with admin as (select id from users where email = '${BENCH_ADMIN_EMAIL}')
  insert into audit_log (actor_id, action, target_type, target_id, target_user_id, before, after, created_at)
  select p.id, 'user.registered', 'user', p.id::text, p.id, null,
         jsonb_build_object('email', u.email, 'firstName', p.first_name, 'lastName', p.last_name), p.created_at
  from bench_people p join users u on u.id = p.id
  union all
  select admin.id, case when pay.status = 'REJECTED' then 'payment.manual.rejected' else 'payment.manual.approved' end, 'payment', pay.id::text, pay.user_id,
         jsonb_build_object('status', 'UNDER_REVIEW'),
         jsonb_build_object('status', pay.status, 'amountCents', pay.amount_cents, 'method', pay.method), pay.decided_at
  from payments pay cross join admin where pay.channel = 'REPORTED' and pay.decided_at is not null
  union all
  select admin.id, 'user.role.granted', 'user', r.user_id::text, r.user_id, null, jsonb_build_object('role', r.role), coalesce(r.granted_at, now())
  from user_roles r cross join admin where r.role <> 'USER'
  union all
  select admin.id, 'profile.personal.updated', 'user', p.id::text, p.id,
         jsonb_build_object('document', p.document, 'gender', 'FEMENINO'),
         jsonb_build_object('document', p.document || '0', 'gender', 'MASCULINO'), p.created_at + interval '30 days'
  from bench_people p cross join admin where p.i % 20 = 0;
`;
