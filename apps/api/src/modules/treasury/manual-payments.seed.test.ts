import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger, { storage: h.app.services.storage });
});
afterAll(() => h.close());

describe('the demo reported payments', () => {
  it('give treasury reports under review with stored receipts, and approved and rejected ones, none of its own', async () => {
    const [treasurer] = await h.db.select().from(users).where(eq(users.email, 'tesoreria@example.org'));
    const rows = await h.db
      .select({ status: payments.status, userId: payments.userId, decisionNote: payments.decisionNote, purpose: files.purpose, attachedId: files.attachedId, id: payments.id })
      .from(payments)
      .leftJoin(files, eq(files.id, payments.receiptFileId))
      .where(eq(payments.channel, 'REPORTED'));
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect(count('UNDER_REVIEW')).toBeGreaterThanOrEqual(4);
    expect(count('APPROVED')).toBeGreaterThanOrEqual(2);
    expect(count('REJECTED')).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.purpose === 'PAYMENT_RECEIPT' && r.attachedId === r.id)).toBe(true);
    expect(rows.some((r) => r.userId === treasurer.id)).toBe(false);
    expect(rows.filter((r) => r.status === 'REJECTED').every((r) => r.decisionNote)).toBe(true);
    const [socio] = await h.db.select().from(users).where(eq(users.email, 'socio@example.org'));
    expect(await h.db.select().from(payments).where(and(eq(payments.userId, socio.id), eq(payments.status, 'REJECTED'), eq(payments.channel, 'REPORTED')))).toHaveLength(1);
    // The receipts continue each year's sequence without gaps.
    const gaps = await h.db.execute<{ n: number; max: number; last: number }>(sql`
      select count(*)::int as n, max(r.number)::int as max, (select last_number from receipt_counters rc where rc.year = r.year) as last from receipts r group by r.year`);
    for (const row of gaps.rows) expect([row.max, row.last]).toEqual([row.n, row.n]);
  });
});
