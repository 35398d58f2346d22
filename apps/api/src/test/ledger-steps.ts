// The ledger's property-test generators: random money histories of one member (charges, dues,
// inscriptions, payments opened, approved, rejected, notified by the provider), played through the
// ledger's own code. The ledger's property test and the reports' totals test share them.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { charges } from '../db/schema/charges';
import { paymentAllocations, payments } from '../db/schema/payments';
import { approvePayment, closePayment, openPayment } from '../modules/payments/ledger';
import { applyProviderPayment } from '../modules/payments/payments.service';
import { isDomainError } from '../platform/errors';
import { buildCharge, buildInscription, buildInscriptionCategory, buildMembership, buildUser } from './factories';
import type { Harness } from './harness';

export const YEAR = new Date().getFullYear();

/** One step of a member's money history. Indexes pick among what exists (modulo its count). */
export type Step =
  | { t: 'charge'; cents: number }
  | { t: 'dues'; cents: number }
  | { t: 'inscribe'; memberCents: number; extraCents: number }
  | { t: 'open'; picks: number[]; channel: 'ONLINE' | 'REPORTED' }
  | { t: 'pay'; picks: number[]; channel: 'ONLINE' | 'REPORTED' }
  | { t: 'approve'; p: number }
  | { t: 'reject'; p: number }
  | { t: 'notify'; p: number; status: 'approved' | 'rejected' | 'in_process'; attempt: number; times: number };

export const step: fc.Arbitrary<Step> = fc.oneof(
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

/** A history: a first charge, then up to `maxLength` steps. */
export const history = (maxLength = 20) =>
  fc.tuple(fc.integer({ min: 1, max: 9_000_000 }), fc.array(step, { minLength: 1, maxLength })).map(([cents, rest]): Step[] => [{ t: 'charge', cents }, ...rest]);

/** Plays `steps` for a new member; answers who, and what the steps made. */
export async function playSteps(h: Harness, steps: Step[]) {
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
  return { user, chargeIds, paymentIds, duesCharge, memberFees };
}
