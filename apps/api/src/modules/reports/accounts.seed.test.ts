import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';
import { accountCollected, accountTotals } from './accounts.read';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
});
afterAll(() => h.close());

describe('the demo of «Estados de cuenta»', () => {
  it('shows collected money over several months and methods, and debts of every age', async () => {
    const collected = await accountCollected(h.db, {});
    const months = new Set(collected.map((c) => c.month));
    const methods = new Set(collected.map((c) => c.method));
    console.log(`demo accounts report: ${months.size} months, ${[...methods].join(', ')}`);
    expect(methods.size).toBeGreaterThanOrEqual(3);
    expect(months.size).toBeGreaterThanOrEqual(2);
    const totals = await accountTotals(h.db, {});
    expect(totals.paidCents).toBe(collected.reduce((s, c) => s + c.cents, 0));
    expect(totals.upTo30Cents).toBeGreaterThan(0);
    expect(totals.from31To90Cents + totals.over90Cents).toBeGreaterThan(0);
    // Every approved payment still has its receipt, numbered without gaps per year.
    const gaps = await h.db.execute(sql`select year, count(*)::int as n, max(number) as max from receipts group by year`);
    for (const row of gaps.rows as { n: number; max: number }[]) expect(Number(row.max)).toBe(Number(row.n));
  });
});
