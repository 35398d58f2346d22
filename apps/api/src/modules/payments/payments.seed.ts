import { sql } from 'drizzle-orm';
import type { SeedContext, Tx } from '../../platform/seed-context';

/**
 * The ledger behind the demo's paid charges: every charge seeded as PAID gets the approved payment
 * treasury would have recorded (a bank transfer) and its receipt, numbered per year in the order
 * paid, with the line it says it paid, so statements, "Mis pagos" and the receipt numbers agree
 * from the start.
 */
export async function seedPaymentsDemo(tx: Tx, _ctx: SeedContext): Promise<void> {
  await tx.execute(sql`
    with paid as (
      select gen_random_uuid() as payment_id, c.id as charge_id, c.user_id, c.amount_cents, c.description, coalesce(c.paid_at, c.created_at) as at
      from charges c
      where c.status = 'PAID'
        and not exists (select 1 from payment_allocations a join payments p on p.id = a.payment_id where a.charge_id = c.id and p.status = 'APPROVED')
    ),
    numbered as (
      select paid.*, extract(year from at)::int as year,
        row_number() over (partition by extract(year from at) order by at, charge_id)::int
          + coalesce((select last_number from receipt_counters rc where rc.year = extract(year from at)::int), 0) as number
      from paid
    ),
    new_payments as (
      insert into payments (id, user_id, amount_cents, currency, method, channel, status, created_at, decided_at)
      select payment_id, user_id, amount_cents, 'ARS', 'TRANSFERENCIA', 'GENERATED', 'APPROVED', at, at from numbered
      returning id
    ),
    new_allocations as (
      insert into payment_allocations (payment_id, charge_id, amount_cents)
      select payment_id, charge_id, amount_cents from numbered where payment_id in (select id from new_payments)
      returning payment_id
    ),
    new_receipts as (
      insert into receipts (payment_id, year, number, issued_at, lines)
      select payment_id, year, number, at, jsonb_build_array(jsonb_build_object('chargeId', charge_id, 'description', description, 'amountCents', amount_cents))
      from numbered where payment_id in (select id from new_payments)
      returning year, number
    )
    insert into receipt_counters (year, last_number)
    select year, max(number) from new_receipts group by year
    on conflict (year) do update set last_number = greatest(receipt_counters.last_number, excluded.last_number)`);
}
