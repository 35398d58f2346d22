import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';
import { accountOf } from './ledger';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
});
afterAll(() => h.close());

describe('the demo ledger', () => {
  it('gives every paid demo charge its approved payment and a receipt, numbered without gaps', async () => {
    const orphans = await h.db.execute(sql`select c.id from charges c where c.status = 'PAID' and not exists (
      select 1 from payment_allocations a join payments p on p.id = a.payment_id where a.charge_id = c.id and p.status = 'APPROVED')`);
    expect(orphans.rows).toEqual([]);
    const gaps = await h.db.execute<{ year: number; n: number; max: number; last: number }>(sql`
      select r.year, count(*)::int as n, max(r.number)::int as max, (select last_number from receipt_counters rc where rc.year = r.year) as last
      from receipts r group by r.year`);
    expect(gaps.rows.length).toBeGreaterThan(0);
    for (const row of gaps.rows) expect([row.max, row.last]).toEqual([row.n, row.n]);
    // Each receipt says what it paid (its lines are what «Mis pagos» and the PDF show).
    const blank = await h.db.execute(sql`select payment_id from receipts where jsonb_array_length(lines) = 0`);
    expect(blank.rows).toEqual([]);
    const [socio] = await h.db.select().from(users).where(eq(users.email, 'socio@example.org'));
    const account = await accountOf(h.db, socio.id);
    expect(account.paidCents).toBeGreaterThan(0);
    expect(account.balanceCents).toBeGreaterThan(0);
  });
});
