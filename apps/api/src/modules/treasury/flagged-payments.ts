// Treasury's resolution of a FLAGGED online payment (the provider's word did not match ours):
// accept what was received, or reject it and give the money back. The ledger allocates; this only
// decides how the received cents are spread over the order's charges before it does.
import { and, asc, eq, ne } from 'drizzle-orm';
import { formatDateTime } from '@portal/domain/dates';
import { paymentStatusLabels, resolveFlaggedPaymentInput } from '@portal/domain/payments';
import { credits, paymentAllocations, payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { isOwnMoney } from '../payments/payments.rules';
import { approvePayment, closePayment, paymentApprovedMail, paymentById } from '../payments/payments.service';
import { flaggedRefundMail } from './treasury-mails';

/** Nobody resolves a payment of their own (CONFLICT, as `OWN_PAYMENT` in manual-decision.ts explains). */
export const OWN_FLAGGED = 'No puede resolver un pago propio: debe hacerlo otra persona de Tesorería.';
export const RECEIVED_UNKNOWN = 'No se sabe cuánto recibió Mercado Pago por este pago: use «Conciliar» y vuelva a intentarlo.';
export const OTHER_CURRENCY = 'Mercado Pago informó este pago en otra moneda: no puede aceptarse en pesos. Elija devolverlo.';
export const NO_CHARGES = 'No se encontraron los cargos de la orden de este pago.';

/** The FLAGGED row is resolvable by `viewer`: the web reads this (never a copy of the rule). */
export const canResolveFlagged = (viewer: Viewer, p: { userId: string; status: string }) => p.status === 'FLAGGED' && !isOwnMoney(viewer, p);

type Target = { chargeId: number; amountCents: number };

/**
 * The charges of the payment's order, with what the order asked for each: its own allocations, or
 * (a second approval of an order, flagged as a row of its own) those of the order's payment.
 */
async function orderCharges(tx: Executor, payment: typeof payments.$inferSelect): Promise<Target[]> {
  const own = await tx.select({ chargeId: paymentAllocations.chargeId, amountCents: paymentAllocations.amountCents }).from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id)).orderBy(asc(paymentAllocations.chargeId));
  if (own.length || !payment.providerPreferenceId) return own;
  return tx
    .select({ chargeId: paymentAllocations.chargeId, amountCents: paymentAllocations.amountCents })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(payments.providerPreferenceId, payment.providerPreferenceId), eq(payments.channel, 'ONLINE'), ne(payments.id, payment.id)))
    .orderBy(asc(payments.createdAt), asc(paymentAllocations.chargeId));
}

/**
 * The received cents over the order's charges in charge order, each up to what the order asked;
 * what is left goes to the last one (the ledger makes it a credit). Short: the last charges get
 * less or nothing (they stay partly or wholly pending).
 */
export function spread(received: number, targets: Target[]): Target[] {
  const out: Target[] = [];
  let left = received;
  targets.forEach((t, i) => {
    const cents = i === targets.length - 1 ? left : Math.min(left, t.amountCents);
    if (cents > 0) out.push({ chargeId: t.chargeId, amountCents: cents });
    left -= cents;
  });
  return out;
}

async function notFlaggedAnymore(tx: Executor, payment: typeof payments.$inferSelect) {
  const [decider] = payment.decidedBy ? await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, payment.decidedBy)) : [];
  const who = decider ? ` por ${decider.firstName} ${decider.lastName}` : '';
  const when = payment.decidedAt ? ` el ${formatDateTime(payment.decidedAt)}` : '';
  return conflict('PAYMENT_NOT_FLAGGED', `Este pago ya no está observado: quedó «${paymentStatusLabels[payment.status]}»${who}${when}.`);
}

/**
 * `resolveFlaggedPayment(id, decision, note)`, in one transaction with the payment row locked (of
 * two treasurers at once, one resolves and the other gets CONFLICT):
 * - ACCEPT: the payment is for what the provider says was received, spread over its order's
 *   charges, and approved by the ledger as any approval (receipt, charges PAID when covered, a
 *   credit for what exceeds them); the member gets the approval mail with the note.
 * - REFUND: REJECTED for the portal's accounts; what was received becomes an OPEN credit marked
 *   `refundOnly`, which treasury completes with «Reembolsar» (refundCredit); the member is told.
 * Audited with the note; the payment keeps `flagResolution`, so the provider never reopens it.
 */
export async function resolveFlaggedPayment(services: Services, viewer: Viewer, input: unknown): Promise<string> {
  const { id, decision, note } = parseInput(resolveFlaggedPaymentInput, input);
  const { db } = services.database;
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment || payment.channel !== 'ONLINE') throw notFound('No se encontró el pago.');
    if (payment.status !== 'FLAGGED') throw await notFlaggedAnymore(tx, payment);
    if (isOwnMoney(viewer, payment)) throw conflict('OWN_PAYMENT', OWN_FLAGGED);
    const received = payment.receivedCents;
    if (received === null) throw conflict('RECEIVED_UNKNOWN', RECEIVED_UNKNOWN);
    const targets = await orderCharges(tx, payment);
    if (!targets.length) throw conflict('CHARGE_SETTLED', NO_CHARGES);
    const now = new Date();
    const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, payment.userId));
    const { publicUrl, supportEmail } = services.config;
    if (decision === 'ACCEPT') {
      if (payment.receivedCurrency !== null && payment.receivedCurrency !== payment.currency) throw conflict('TRANSITION_NOT_ALLOWED', OTHER_CURRENCY);
      await tx.delete(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id));
      await tx.insert(paymentAllocations).values(spread(received, targets).map((t) => ({ paymentId: payment.id, ...t })));
      await tx.update(payments).set({ amountCents: received, flagResolution: 'ACCEPT', decisionNote: note }).where(eq(payments.id, payment.id));
      const result = await approvePayment(tx, payment.id, { decidedBy: viewer.id, now, resolvingFlag: true });
      // What exceeded the charges (the ledger's credits of this payment).
      const excess = (await tx.select({ cents: credits.amountCents }).from(credits).where(eq(credits.paymentId, payment.id))).reduce((sum, c) => sum + c.cents, 0);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'payment.flag.accepted',
        targetType: 'payment',
        targetId: payment.id,
        targetUserId: payment.userId,
        before: { status: payment.status, amountCents: payment.amountCents, receivedCents: received, flagReason: payment.flagReason },
        after: { status: result.status, amountCents: received, note, receipt: result.receipt ?? null, creditCents: excess },
      });
      const view = (await paymentById(tx, payment.id))!;
      await enqueueMail(tx, paymentApprovedMail(person, { amountCents: received, concepts: view.charges.map((c) => c.description), receipt: result.receipt!, note }, publicUrl, supportEmail));
    } else {
      const result = await closePayment(tx, payment.id, 'REJECTED', { decidedBy: viewer.id, now, resolvingFlag: true });
      await tx.update(payments).set({ flagResolution: 'REFUND', decisionNote: note }).where(eq(payments.id, payment.id));
      await tx.insert(credits).values({ userId: payment.userId, paymentId: payment.id, chargeId: targets[0].chargeId, amountCents: received, refundOnly: true });
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'payment.flag.refunded',
        targetType: 'payment',
        targetId: payment.id,
        targetUserId: payment.userId,
        before: { status: payment.status, amountCents: payment.amountCents, receivedCents: received, flagReason: payment.flagReason },
        after: { status: result.status, note, refundCents: received },
      });
      await enqueueMail(tx, flaggedRefundMail(person, { amountCents: received, note }, publicUrl, supportEmail));
    }
  });
  void services.mail.kick();
  return id;
}
