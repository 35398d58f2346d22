import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { credits, paymentAllocations, payments, receipts } from '../../db/schema/payments';
import { buildCharge, buildInscription, buildInscriptionCategory, buildMembership, buildUser } from '../../test/factories';
import { isDomainError } from '../../platform/errors';
import { createHarness, type Harness } from '../../test/harness';
import { accountOf, approvePayment, closePayment, openPayment } from './ledger';
import { applyProviderPayment } from './payments.service';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const YEAR = new Date().getFullYear();

/** One step of a member's money history. Indexes pick among what exists (modulo its count). */
type Step =
  | { t: 'charge'; cents: number }
  | { t: 'dues'; cents: number }
  | { t: 'inscribe'; memberCents: number; extraCents: number }
  | { t: 'open'; picks: number[]; channel: 'ONLINE' | 'REPORTED' }
  | { t: 'pay'; picks: number[]; channel: 'ONLINE' | 'REPORTED' }
  | { t: 'approve'; p: number }
  | { t: 'reject'; p: number }
  | { t: 'notify'; p: number; status: 'approved' | 'rejected' | 'in_process'; attempt: number; times: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ t: fc.constant('charge' as const), cents: fc.integer({ min: 1, max: 9_000_000 }) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('pay' as const), picks: fc.array(fc.nat(20), { minLength: 1, maxLength: 3 }), channel: fc.constantFrom('ONLINE' as const, 'REPORTED' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('dues' as const), cents: fc.integer({ min: 1, max: 9_000_000 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('inscribe' as const), memberCents: fc.integer({ min: 1, max: 5_000_000 }), extraCents: fc.integer({ min: 1, max: 5_000_000 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('open' as const), picks: fc.array(fc.nat(20), { minLength: 1, maxLength: 3 }), channel: fc.constantFrom('ONLINE' as const, 'REPORTED' as const) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('approve' as const), p: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reject' as const), p: fc.nat(20) }) },
  { weight: 3, arbitrary: fc.record({
    t: fc.constant('notify' as const),
    p: fc.nat(20),
    status: fc.constantFrom('approved' as const, 'rejected' as const, 'in_process' as const),
    attempt: fc.nat(1),
    times: fc.integer({ min: 1, max: 3 }),
  }) },
);

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
      fc.asyncProperty(fc.tuple(fc.integer({ min: 1, max: 9_000_000 }), fc.array(step, { minLength: 1, maxLength: 20 })).map(([cents, rest]): Step[] => [{ t: 'charge', cents }, ...rest]), async (steps) => {
        runs++;
        const user = await buildUser(h.db);
        const chargeIds: number[] = [];
        const paymentIds: string[] = [];
        let duesCharge: number | null = null;
        /** Inscription charges and their category's member fee. */
        const memberFees = new Map<number, number>();
        for (const s of steps) {
          if (s.t === 'charge') {
            chargeIds.push((await buildCharge(h.db, { userId: user.id, amountCents: s.cents })).id);
          } else if (s.t === 'dues') {
            // This year's dues, once per person.
            if (duesCharge !== null) continue;
            await buildMembership(h.db, { userId: user.id, year: YEAR, charge: 'PENDING', amountCents: s.cents });
            const [row] = await h.db.select().from(charges).where(sql`${charges.userId} = ${user.id} and ${charges.kind} = 'MEMBERSHIP'`);
            duesCharge = row.id;
            chargeIds.push(row.id);
          } else if (s.t === 'inscribe') {
            // An inscription of this year at the general fee (the member fee is lower).
            const category = await buildInscriptionCategory(h.db, { memberFeeCents: s.memberCents, nonMemberFeeCents: s.memberCents + s.extraCents });
            const inscription = await buildInscription(h.db, { userId: user.id, conferenceId: category.conferenceId, categoryId: category.id, registrationDate: `${YEAR}-03-01` });
            const [row] = await h.db.select().from(charges).where(eq(charges.inscriptionId, inscription.id));
            memberFees.set(row.id, s.memberCents);
            chargeIds.push(row.id);
          } else if (s.t === 'open') {
            // Through the ledger: each charge for what it owes (the member fee with that year's dues).
            const picked = [...new Set(s.picks.map((i) => chargeIds[i % chargeIds.length]))];
            try {
              const opened = await h.db.transaction((tx) =>
                openPayment(tx, { userId: user.id, chargeIds: picked, method: s.channel === 'ONLINE' ? 'MERCADO_PAGO' : 'TRANSFERENCIA', channel: s.channel, status: s.channel === 'ONLINE' ? 'PENDING' : 'UNDER_REVIEW' }),
              );
              paymentIds.push(opened.id);
            } catch (error) {
              if (!isDomainError(error) || error.code !== 'CONFLICT') throw error;
            }
          } else if (s.t === 'pay') {
            if (!chargeIds.length) continue;
            const picked = [...new Set(s.picks.map((i) => chargeIds[i % chargeIds.length]))];
            const rows = await h.db.select().from(charges).where(sql`${charges.id} in ${picked}`);
            const [payment] = await h.db
              .insert(payments)
              .values({ userId: user.id, amountCents: rows.reduce((sum, c) => sum + c.amountCents, 0), method: s.channel === 'ONLINE' ? 'MERCADO_PAGO' : 'TRANSFERENCIA', channel: s.channel, status: s.channel === 'ONLINE' ? 'PENDING' : 'UNDER_REVIEW' })
              .returning();
            await h.db.insert(paymentAllocations).values(rows.map((c) => ({ paymentId: payment.id, chargeId: c.id, amountCents: c.amountCents })));
            paymentIds.push(payment.id);
          } else if (!paymentIds.length) {
            continue;
          } else {
            const paymentId = paymentIds[s.p % paymentIds.length];
            if (s.t === 'approve') await h.db.transaction((tx) => approvePayment(tx, paymentId, { decidedBy: null }));
            else if (s.t === 'reject') await h.db.transaction((tx) => closePayment(tx, paymentId, 'REJECTED', { decidedBy: null }));
            else {
              const [p] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
              if (p.channel !== 'ONLINE') continue;
              const remote = { id: `${paymentId}-${s.attempt}`, status: s.status, statusDetail: null, amountCents: p.amountCents, currency: 'ARS', externalReference: paymentId };
              // The same notification delivered `times` times at once: duplicates.
              await Promise.all(Array.from({ length: s.times }, () => applyProviderPayment(h.app.services, remote)));
            }
          }
        }
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
