import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { credits, paymentAllocations, payments, receipts } from '../../db/schema/payments';
import { buildCharge, buildUser } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';
import { history, playSteps, YEAR } from '../../test/ledger-steps';
import { accountOf, approvePayment } from './ledger';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** What the rows say, computed here without the ledger's code. */
async function independentTotals(userId: string) {
  const chargeRows = await h.db.select().from(charges).where(eq(charges.userId, userId));
  const approved = await h.db
    .select({ chargeId: paymentAllocations.chargeId, cents: paymentAllocations.amountCents })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(sql`${payments.userId} = ${userId} and ${payments.status} = 'APPROVED'`);
  const byCharge = new Map<number, number>();
  for (const a of approved) byCharge.set(a.chargeId, (byCharge.get(a.chargeId) ?? 0) + a.cents);
  const charged = chargeRows.reduce((s, c) => s + c.amountCents, 0);
  const paid = approved.reduce((s, a) => s + a.cents, 0);
  const excess = chargeRows.reduce((s, c) => s + Math.max(0, (byCharge.get(c.id) ?? 0) - c.amountCents), 0);
  return { chargeRows, byCharge, charged, paid, excess };
}

describe('the ledger (property)', () => {
  it('keeps every balance = charges − approved allocations, charges PAID exactly when covered, and receipt numbers unique and gapless', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(history(), async (steps) => {
        runs++;
        const { user, duesCharge, memberFees } = await playSteps(h, steps);
        const account = await accountOf(h.db, user.id);
        const t = await independentTotals(user.id);
        expect(account.chargedCents).toBe(t.charged);
        expect(account.paidCents).toBe(t.paid);
        expect(account.balanceCents).toBe(t.charged - t.paid);
        for (const c of t.chargeRows) expect(c.status === 'PAID', `charge ${c.id}`).toBe((t.byCharge.get(c.id) ?? 0) >= c.amountCents);
        const [{ credit }] = await h.db.select({ credit: sql<number>`coalesce(sum(${credits.amountCents}), 0)::int` }).from(credits).where(eq(credits.userId, user.id));
        expect(Number(credit)).toBe(t.excess);
        expect(account.creditCents).toBe(t.excess);
        const own = await h.db.select({ status: payments.status, receipt: receipts.number }).from(payments).leftJoin(receipts, eq(receipts.paymentId, payments.id)).where(eq(payments.userId, user.id));
        for (const p of own) expect(p.receipt !== null).toBe(p.status === 'APPROVED');
        // Member price: an inscription moved to the member fee only once this year's dues were paid, and to exactly that fee.
        const duesPaid = duesCharge !== null && t.chargeRows.find((c) => c.id === duesCharge)!.status === 'PAID';
        for (const c of t.chargeRows.filter((r) => memberFees.has(r.id))) {
          if (c.feeApplied === 'MEMBER') {
            expect(duesPaid, `charge ${c.id} moved without paid dues`).toBe(true);
            expect(c.amountCents).toBe(memberFees.get(c.id));
            expect(c.feeNote).toContain(`cuota ${YEAR}`);
          } else {
            expect(c.amountCents).toBeGreaterThan(memberFees.get(c.id)!);
          }
        }
      }),
      {
        numRuns: 100,
        // Always among the runs: dues paid before the inscription, so its price moves to the member fee.
        examples: [
          [
            [
              { t: 'charge', cents: 100_00 },
              { t: 'inscribe', memberCents: 1_000_00, extraCents: 500_00 },
              { t: 'dues', cents: 2_000_00 },
              { t: 'open', picks: [2], channel: 'REPORTED' },
              { t: 'approve', p: 0 },
            ],
          ],
        ],
      },
    );
    const numbers = await h.db.select({ year: receipts.year, number: receipts.number }).from(receipts).orderBy(receipts.year, receipts.number);
    const byYear = new Map<number, number[]>();
    for (const r of numbers) byYear.set(r.year, [...(byYear.get(r.year) ?? []), r.number]);
    for (const list of byYear.values()) expect(list).toEqual(list.map((_, i) => i + 1));
    const [{ moved }] = await h.db.select({ moved: sql<number>`count(*)::int` }).from(charges).where(sql`${charges.feeNote} is not null`);
    console.log(`ledger property: ${runs} runs, ${numbers.length} receipts, numbers consecutive and unique; ${moved} inscriptions moved to the member fee`);
    expect(Number(moved)).toBeGreaterThan(0);
    expect(runs).toBeGreaterThanOrEqual(100);
  }, 240_000);

  it('gives consecutive receipt numbers to approvals racing each other', async () => {
    const user = await buildUser(h.db);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const charge = await buildCharge(h.db, { userId: user.id, amountCents: 1000 + i });
      const [p] = await h.db.insert(payments).values({ userId: user.id, amountCents: charge.amountCents, method: 'TRANSFERENCIA', channel: 'REPORTED', status: 'UNDER_REVIEW' }).returning();
      await h.db.insert(paymentAllocations).values({ paymentId: p.id, chargeId: charge.id, amountCents: charge.amountCents });
      ids.push(p.id);
    }
    // Each approval twice, all at once.
    await Promise.all([...ids, ...ids].map((id) => h.db.transaction((tx) => approvePayment(tx, id, { decidedBy: null }))));
    const rows = await h.db.select({ number: receipts.number, year: receipts.year }).from(receipts).where(sql`${receipts.paymentId} in ${ids}`);
    expect(rows).toHaveLength(12);
    const all = (await h.db.select({ number: receipts.number }).from(receipts).where(eq(receipts.year, rows[0].year))).map((r) => r.number).sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, i) => i + 1));
  });
});
