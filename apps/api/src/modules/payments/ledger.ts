// The ledger: charges, payments and allocations in integer ARS cents. A balance is always the
// charges minus the approved allocations; every change of state here runs inside the caller's
// transaction, with the payment and its charges locked.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ChargeStatus } from '@portal/domain/charges';
import { canMoveCharge, canMovePayment } from '@portal/domain/payment-status';
import { isDecided, PAYMENT_TOO_LARGE, paymentStatusLabels, type PaymentChannel, type PaymentMethod, type PaymentStatus } from '@portal/domain/payments';
import { formatCents, MAX_FEE_CENTS } from '@portal/domain/money';
import { formatDay, buenosAiresDay } from '@portal/domain/dates';
import { charges } from '../../db/schema/charges';
import { inscriptionCategories } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { memberships } from '../../db/schema/memberships';
import { credits, paymentAllocations, payments, receiptCounters, receipts } from '../../db/schema/payments';
import type { Executor } from '../../platform/db';
import { badInput, conflict, notFound } from '../../platform/errors';
import { isPayable } from './payments.rules';

export type Decision = {
  /** Who decided (null: the provider, for online payments). */
  decidedBy: string | null;
  providerPaymentId?: string | null;
  providerStatus?: string | null;
  now?: Date;
  /** Treasury resolving a FLAGGED payment (`resolveFlaggedPayment`): the one decision that moves a flagged payment. */
  resolvingFlag?: boolean;
  /** Flagging: what the provider says was received (kept for treasury's resolution). */
  received?: { cents: number; currency: string } | null;
};

/** Decided already, and not a flagged payment treasury is resolving: nothing changes. */
const settled = (status: PaymentStatus, decision: Decision) => isDecided(status) && !(decision.resolvingFlag && status === 'FLAGGED');

/** The received columns of a flag: only a whole positive amount the provider sent. */
const receivedColumns = (received: Decision['received']) =>
  received && Number.isSafeInteger(received.cents) && received.cents > 0 && received.cents <= 2_147_483_647 ? { receivedCents: received.cents, receivedCurrency: received.currency } : {};

export type DecisionResult = { changed: boolean; status: PaymentStatus; userId: string; receipt?: { year: number; number: number } };

const paymentMoveRefused = (from: PaymentStatus, to: PaymentStatus) =>
  conflict('TRANSITION_NOT_ALLOWED', `El pago no puede pasar de «${paymentStatusLabels[from]}» a «${paymentStatusLabels[to]}».`);

/**
 * Moves a locked payment to `to` with the other columns of the move, refusing what the status
 * table (`paymentTransitions`) does not allow. The only write of a payment's status.
 */
async function movePayment(tx: Executor, payment: { id: string; status: PaymentStatus }, to: PaymentStatus, columns: Partial<typeof payments.$inferInsert> = {}) {
  if (!canMovePayment(payment.status, to)) throw paymentMoveRefused(payment.status, to);
  await tx
    .update(payments)
    .set({ ...columns, status: to })
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)));
}

/**
 * A pending charge is now covered: PAID (the only write of a charge's PAID status, from an
 * approval or a credit applied). Any other starting status is refused by `chargeTransitions`.
 */
export async function markChargePaid(
  tx: Executor,
  charge: { id: number; status: ChargeStatus; description: string },
  now: Date,
  /** The payment that pays it (its own checkout is not cancelled). */
  payingId: string | null = null,
) {
  if (!canMoveCharge(charge.status, 'PAID')) throw conflict('CHARGE_SETTLED', `El cargo «${charge.description}» no tiene saldo pendiente.`);
  await tx.update(charges).set({ status: 'PAID', paidAt: now }).where(and(eq(charges.id, charge.id), eq(charges.status, charge.status)));
  await cancelCheckoutsOf(tx, charge.id, payingId, now);
}

/**
 * Online checkouts still PENDING that cover a charge now paid can no longer be finished: CANCELLED
 * (the member sees no «Continuar el pago»; should the provider approve one anyway, it is flagged for
 * a refund). Their other charges stay pending, to be paid by a new checkout.
 */
async function cancelCheckoutsOf(tx: Executor, chargeId: number, payingId: string | null, now: Date) {
  const stale = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .where(and(eq(paymentAllocations.chargeId, chargeId), eq(payments.status, 'PENDING'), eq(payments.channel, 'ONLINE'), payingId ? ne(payments.id, payingId) : undefined))
    .orderBy(asc(payments.id))
    .for('update', { of: payments });
  for (const payment of stale) await movePayment(tx, payment, 'CANCELLED', { decidedAt: now });
}

/**
 * An online payment the provider rejected goes back to PENDING, when the provider approves a later
 * attempt of the same order; the caller then approves or flags it in the same transaction.
 */
export async function reopenRejectedPayment(tx: Executor, paymentId: string) {
  const payment = await lockPayment(tx, paymentId);
  if (payment.channel !== 'ONLINE') throw paymentMoveRefused(payment.status, 'PENDING');
  await movePayment(tx, payment, 'PENDING');
}

async function lockPayment(tx: Executor, paymentId: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  return payment;
}

/**
 * The next receipt number of `year`: the year's counter row is created or incremented by one
 * statement that holds its row lock until the approving transaction ends, so two approvals in
 * the same year wait for each other and take consecutive numbers; a rolled-back approval gives
 * its number back (no gaps).
 */
export async function nextReceiptNumber(tx: Executor, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ number: receiptCounters.lastNumber });
  return row.number;
}

/**
 * Approves a payment that is not yet decided (PENDING or UNDER_REVIEW; FLAGGED when treasury
 * resolves it, `resolvingFlag`, for its allocations as treasury set them): a receipt number, each
 * covered charge marked PAID once its approved allocations reach its amount, and a credit for
 * whatever a charge receives beyond its amount. Already decided: nothing changes.
 */
export async function approvePayment(tx: Executor, paymentId: string, decision: Decision): Promise<DecisionResult> {
  const payment = await lockPayment(tx, paymentId);
  if (settled(payment.status, decision)) return { changed: false, status: payment.status, userId: payment.userId };
  const now = decision.now ?? new Date();
  const allocations = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId)).orderBy(asc(paymentAllocations.chargeId));
  const chargeIds = allocations.map((a) => a.chargeId);
  // Charges locked in id order: two approvals touching the same charges never deadlock.
  const locked = chargeIds.length ? await tx.select().from(charges).where(inArray(charges.id, chargeIds)).orderBy(asc(charges.id)).for('update') : [];
  const approvedBefore = chargeIds.length
    ? await tx
        .select({ chargeId: paymentAllocations.chargeId, cents: sql<number>`coalesce(sum(${paymentAllocations.amountCents}), 0)::bigint` })
        .from(paymentAllocations)
        .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
        .where(and(inArray(paymentAllocations.chargeId, chargeIds), eq(payments.status, 'APPROVED'), ne(payments.id, paymentId)))
        .groupBy(paymentAllocations.chargeId)
    : [];
  const before = new Map(approvedBefore.map((r) => [r.chargeId, Number(r.cents)]));
  // Member price: the dues of a year paid (now, or before) by this payment move that year's
  // inscriptions of the person to the member fee before they are allocated.
  const duesIds = locked.filter((c) => c.kind === 'MEMBERSHIP' && c.membershipId !== null).map((c) => c.membershipId!);
  if (duesIds.length) {
    const years = await tx.select({ id: memberships.id, year: memberships.year }).from(memberships).where(inArray(memberships.id, duesIds));
    for (const charge of locked) {
      if (charge.kind !== 'MEMBERSHIP') continue;
      const allocation = allocations.find((a) => a.chargeId === charge.id)!;
      const paid = charge.status === 'PAID' || (before.get(charge.id) ?? 0) + allocation.amountCents >= charge.amountCents;
      const year = years.find((y) => y.id === charge.membershipId)?.year;
      if (!paid || year === undefined) continue;
      const moved = await moveToMemberFee(tx, { userId: payment.userId, year, paymentId, now });
      for (const m of moved) {
        const mine = locked.find((c) => c.id === m.id);
        if (mine) mine.amountCents = m.amountCents;
      }
    }
  }
  for (const allocation of allocations) {
    const charge = locked.find((c) => c.id === allocation.chargeId)!;
    const previously = before.get(charge.id) ?? 0;
    const after = previously + allocation.amountCents;
    const excess = Math.min(allocation.amountCents, Math.max(0, after - charge.amountCents));
    if (excess > 0) await tx.insert(credits).values({ userId: payment.userId, paymentId, chargeId: charge.id, amountCents: excess });
    if (after >= charge.amountCents && charge.status === 'PENDING') await markChargePaid(tx, charge, now, paymentId);
  }
  // The receipt's year is the association's (Buenos Aires), whatever the server's time zone.
  const year = Number(buenosAiresDay(now).slice(0, 4));
  const number = await nextReceiptNumber(tx, year);
  // What the receipt says it paid, fixed now: later refunds and credits applied elsewhere never change it.
  const lines = allocations.map((a) => ({ chargeId: a.chargeId, description: locked.find((c) => c.id === a.chargeId)!.description, amountCents: a.amountCents }));
  await tx.insert(receipts).values({ paymentId, year, number, issuedAt: now, lines });
  await movePayment(tx, payment, 'APPROVED', {
    decidedAt: now,
    decidedBy: decision.decidedBy,
    ...(decision.providerPaymentId !== undefined ? { providerPaymentId: decision.providerPaymentId } : {}),
    ...(decision.providerStatus !== undefined ? { providerStatus: decision.providerStatus } : {}),
  });
  return { changed: true, status: 'APPROVED', userId: payment.userId, receipt: { year, number } };
}

/**
 * Rejects (or flags, with a reason and what was received, for treasury) a payment not yet decided;
 * it never counts. A FLAGGED one is rejected only by treasury's resolution (`resolvingFlag`).
 */
export async function closePayment(
  tx: Executor,
  paymentId: string,
  status: 'REJECTED' | 'FLAGGED',
  decision: Decision & { flagReason?: string },
): Promise<DecisionResult> {
  const payment = await lockPayment(tx, paymentId);
  if (settled(payment.status, decision)) return { changed: false, status: payment.status, userId: payment.userId };
  await movePayment(tx, payment, status, {
    decidedAt: decision.now ?? new Date(),
    decidedBy: decision.decidedBy,
    // A resolved flag keeps its reason (treasury's list still says why it was flagged).
    ...(decision.resolvingFlag ? {} : { flagReason: decision.flagReason ?? null }),
    ...(status === 'FLAGGED' ? receivedColumns(decision.received) : {}),
    ...(decision.providerPaymentId !== undefined ? { providerPaymentId: decision.providerPaymentId } : {}),
    ...(decision.providerStatus !== undefined ? { providerStatus: decision.providerStatus } : {}),
  });
  return { changed: true, status, userId: payment.userId };
}

/**
 * The provider approved a checkout that was CANCELLED (its charges were paid another way): the
 * money came in, but it pays nothing. FLAGGED, with the reason, for treasury to refund.
 */
export async function flagCancelledPayment(tx: Executor, paymentId: string, decision: Decision): Promise<DecisionResult> {
  const payment = await lockPayment(tx, paymentId);
  if (payment.status !== 'CANCELLED') return { changed: false, status: payment.status, userId: payment.userId };
  await movePayment(tx, payment, 'FLAGGED', {
    decidedAt: decision.now ?? new Date(),
    flagReason: 'Mercado Pago aprobó un pago anulado: sus cargos ya estaban pagados. Corresponde devolver el dinero.',
    ...receivedColumns(decision.received),
    ...(decision.providerPaymentId !== undefined ? { providerPaymentId: decision.providerPaymentId } : {}),
    ...(decision.providerStatus !== undefined ? { providerStatus: decision.providerStatus } : {}),
  });
  return { changed: true, status: 'FLAGGED', userId: payment.userId };
}

/** What approved payments already gave to a charge (a correlated subquery over `charges`). */
export const approvedCentsOf = () =>
  sql<number>`(select coalesce(sum(a.amount_cents), 0) from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id where a.charge_id = "charges"."id" and p.status = 'APPROVED')::bigint`;

/** MEMBERSHIP charges: the year of their membership (a correlated subquery over `charges`). */
const duesYearOf = () => sql<number | null>`(select m.year from ${memberships} m where m.id = "charges"."membership_id")`;

/**
 * INSCRIPTION charges still at the non-member fee: the year whose dues decide their fee (the year
 * of the inscription, as when it was made) and the category's member fee; null otherwise.
 */
const memberPriceOf = () =>
  sql<{ year: number; cents: number } | null>`(select json_build_object('year', extract(year from i.registration_date)::int, 'cents', k.member_fee_cents)
    from ${inscriptions} i join ${inscriptionCategories} k on k.id = i.category_id
    where i.id = "charges"."inscription_id" and "charges"."fee_applied" = 'NON_MEMBER')`;

/**
 * The dues of `year` are paid: the person's inscriptions of that year (inscribed that year, as
 * the fee is decided at inscription) still at the non-member fee move to the member fee, with a
 * note for the statement. Only those not yet partly paid and not in a payment under way other
 * than `paymentId` (that payment's amount was agreed at the old price; it keeps it). Answers the
 * charges moved and their new amounts.
 */
export async function moveToMemberFee(tx: Executor, o: { userId: string; year: number; paymentId: string; now: Date }): Promise<{ id: number; amountCents: number }[]> {
  const candidates = await tx.execute<{ id: number; amount_cents: number; member_fee_cents: number }>(sql`
    select c.id, c.amount_cents, k.member_fee_cents
    from ${charges} c join ${inscriptions} i on i.id = c.inscription_id join ${inscriptionCategories} k on k.id = i.category_id
    where c.user_id = ${o.userId} and c.kind = 'INSCRIPTION' and c.status = 'PENDING' and c.fee_applied = 'NON_MEMBER'
      and extract(year from i.registration_date)::int = ${o.year}
      and k.member_fee_cents < c.amount_cents
      and not exists (select 1 from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id
        where a.charge_id = c.id and (p.status = 'APPROVED' or (p.status in ('PENDING', 'UNDER_REVIEW') and p.id <> ${o.paymentId})))
    order by c.id
    for update of c`);
  const moved: { id: number; amountCents: number }[] = [];
  for (const row of candidates.rows) {
    const cents = Number(row.member_fee_cents);
    const note = `Precio de socio: la cuota ${o.year} quedó paga el ${formatDay(buenosAiresDay(o.now))}, antes de pagar la inscripción (precio general: ${formatCents(Number(row.amount_cents))}).`;
    await tx.update(charges).set({ amountCents: cents, feeApplied: 'MEMBER', feeNote: note }).where(eq(charges.id, Number(row.id)));
    moved.push({ id: Number(row.id), amountCents: cents });
  }
  return moved;
}

export type OpenPaymentInput = {
  /** Whose charges: a charge of anyone else is NOT_FOUND. */
  userId: string;
  chargeIds: readonly number[];
  method: PaymentMethod;
  channel: PaymentChannel;
  status: 'PENDING' | 'UNDER_REVIEW';
  /** The other columns of the payment row (provider, informed day, receipt file, note…). */
  columns?: Partial<Omit<typeof payments.$inferInsert, 'id' | 'userId' | 'amountCents' | 'method' | 'channel' | 'status'>>;
};

export type OpenedPayment = { id: string; amountCents: number; charges: { id: number; description: string; owingCents: number }[] };

/**
 * A new payment, not yet decided, over a person's chosen pending charges, each for what it still
 * owes (amount minus approved allocations): the charges locked in id order, then the payment and
 * its allocations. The caller approves it (`approvePayment`) in the same transaction when it is
 * recorded already decided. A charge of someone else or unknown: NOT_FOUND; one with nothing to
 * pay: CONFLICT naming it.
 */
export async function openPayment(tx: Executor, input: OpenPaymentInput): Promise<OpenedPayment> {
  const rows = await tx
    .select({
      id: charges.id,
      userId: charges.userId,
      description: charges.description,
      amountCents: charges.amountCents,
      status: charges.status,
      approved: approvedCentsOf(),
      duesYear: duesYearOf(),
      memberPrice: memberPriceOf(),
    })
    .from(charges)
    .where(inArray(charges.id, [...input.chargeIds]))
    .orderBy(asc(charges.id))
    .for('update', { of: charges });
  const own = rows.filter((c) => c.userId === input.userId);
  if (own.length !== input.chargeIds.length) throw notFound('No se encontró el cargo.');
  // The dues of a year in this same payment: that year's inscriptions here are owed at the member fee.
  const duesYears = new Set(own.filter((c) => c.duesYear !== null).map((c) => Number(c.duesYear)));
  const owingOf = (c: (typeof own)[number]) => {
    const approved = Number(c.approved);
    const member = (typeof c.memberPrice === 'string' ? JSON.parse(c.memberPrice) : c.memberPrice) as { year: number; cents: number } | null;
    if (member && duesYears.has(Number(member.year)) && approved === 0 && Number(member.cents) < c.amountCents) return Number(member.cents);
    return c.amountCents - approved;
  };
  const owing = own.map((c) => ({ id: c.id, description: c.description, status: c.status, owingCents: owingOf(c) }));
  const settled = owing.find((c) => !isPayable({ status: c.status, pendingCents: c.owingCents }));
  if (settled) throw conflict('CHARGE_SETTLED', `El cargo «${settled.description}» no tiene saldo pendiente.`, { payments: 'Elija solo cargos pendientes' });
  const amountCents = owing.reduce((s, c) => s + c.owingCents, 0);
  if (amountCents > MAX_FEE_CENTS) throw badInput({ payments: PAYMENT_TOO_LARGE });
  const [payment] = await tx
    .insert(payments)
    .values({ ...input.columns, userId: input.userId, amountCents, method: input.method, channel: input.channel, status: input.status })
    .returning({ id: payments.id });
  await tx.insert(paymentAllocations).values(owing.map((c) => ({ paymentId: payment.id, chargeId: c.id, amountCents: c.owingCents })));
  return { id: payment.id, amountCents, charges: owing.map(({ id, description, owingCents }) => ({ id, description, owingCents })) };
}

export type Account = {
  /** Every charge that is not cancelled. */
  chargedCents: number;
  /** Approved allocations to those charges. */
  paidCents: number;
  /** Charged minus approved: negative when the member paid more than owed. */
  balanceCents: number;
  /** Allocated by payments waiting for a decision (online pending, or under review). */
  underReviewCents: number;
  /** Open credits: paid beyond a charge's amount, for treasury to refund or apply. */
  creditCents: number;
  /** Money treasury gave back (refunded credits), newest first: each its own record, the receipts stay as issued. */
  refunds: AccountRefund[];
};

export type AccountRefund = {
  id: number;
  amountCents: number;
  refundedAt: Date;
  /** Treasury's note: how the money went back. */
  note: string | null;
  /** The charge the money was paid for (beyond its amount, or in a flagged payment). */
  description: string;
  /** The receipt of the payment it came from (none for a flagged payment treasury rejected). */
  receipt: { year: number; number: number } | null;
  /** Money of a flagged online payment treasury decided to give back (it never paid the charge). */
  refundOnly: boolean;
};

type RefundRow = { id: number; amountCents: number; refundedAt: string; note: string | null; description: string; receiptYear: number | null; receiptNumber: number | null; refundOnly: boolean };

/**
 * A member's account in one statement, with the refunds treasury made. Sums are bigint (read with
 * Number(): exact below 2⁵³): a member may owe more than a 32-bit integer holds, though no single
 * charge or payment does.
 */
export async function accountOf(db: Executor, userId: string): Promise<Account> {
  const result = await db.execute<{ charged: number; paid: number; review: number; credit: number; refunds: RefundRow[] | string }>(sql`
    select
      (select coalesce(sum(c.amount_cents), 0) from ${charges} c where c.user_id = ${userId} and c.status <> 'CANCELLED')::bigint as charged,
      (select coalesce(sum(a.amount_cents), 0) from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id join ${charges} c on c.id = a.charge_id
        where p.user_id = ${userId} and p.status = 'APPROVED' and c.status <> 'CANCELLED')::bigint as paid,
      (select coalesce(sum(a.amount_cents), 0) from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id
        where p.user_id = ${userId} and p.status in ('PENDING', 'UNDER_REVIEW'))::bigint as review,
      (select coalesce(sum(cr.amount_cents), 0) from ${credits} cr where cr.user_id = ${userId} and cr.status = 'OPEN')::bigint as credit,
      (select coalesce(json_agg(json_build_object('id', cr.id, 'amountCents', cr.amount_cents, 'refundedAt', cr.resolved_at, 'note', cr.resolution_note, 'description', c.description,
          'receiptYear', r.year, 'receiptNumber', r.number, 'refundOnly', cr.refund_only) order by cr.resolved_at desc, cr.id desc), '[]'::json)
        from ${credits} cr join ${charges} c on c.id = cr.charge_id left join ${receipts} r on r.payment_id = cr.payment_id
        where cr.user_id = ${userId} and cr.status = 'REFUNDED') as refunds`);
  const row = result.rows[0];
  const charged = Number(row.charged);
  const paid = Number(row.paid);
  const refunds = (typeof row.refunds === 'string' ? (JSON.parse(row.refunds) as RefundRow[]) : row.refunds).map((f) => ({
    id: f.id,
    amountCents: f.amountCents,
    refundedAt: new Date(f.refundedAt),
    note: f.note,
    description: f.description,
    receipt: f.receiptYear !== null && f.receiptNumber !== null ? { year: f.receiptYear, number: f.receiptNumber } : null,
    refundOnly: f.refundOnly,
  }));
  return { chargedCents: charged, paidCents: paid, balanceCents: charged - paid, underReviewCents: Number(row.review), creditCents: Number(row.credit), refunds };
}
