import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
});
afterAll(() => h.close());

describe("the demo's treasury work", () => {
  it('has recorded payments, approved, flagged and unnotified online payments, and an open credit; receipts stay gapless', async () => {
    const counts = await h.db.execute<{ generated: number; approved_online: number; flagged: number; unnotified: number; credits: number }>(sql`
      select
        (select count(*) from payments where channel = 'GENERATED' and status = 'APPROVED' and created_by is not null)::int as generated,
        (select count(*) from payments where channel = 'ONLINE' and status = 'APPROVED')::int as approved_online,
        (select count(*) from payments where channel = 'ONLINE' and status = 'FLAGGED' and flag_reason is not null)::int as flagged,
        (select count(*) from payments p join simulated_checkout_payments s on s.external_reference = p.id::text
          where p.channel = 'ONLINE' and p.status = 'PENDING' and s.status = 'approved')::int as unnotified,
        (select count(*) from credits where status = 'OPEN')::int as credits`);
    const row = counts.rows[0];
    expect(Number(row.generated)).toBeGreaterThanOrEqual(3);
    expect(Number(row.approved_online)).toBeGreaterThanOrEqual(3);
    expect(Number(row.flagged)).toBeGreaterThanOrEqual(1);
    expect(Number(row.unnotified)).toBeGreaterThanOrEqual(1);
    expect(Number(row.credits)).toBeGreaterThanOrEqual(1);
    const gaps = await h.db.execute<{ n: number; max: number }>(sql`select count(*)::int as n, max(number)::int as max from receipts group by year`);
    for (const g of gaps.rows) expect(Number(g.max)).toBe(Number(g.n));
  });
});
