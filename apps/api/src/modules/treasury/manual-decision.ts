// Treasury's decision on a manual payment under review (a member's report): the one way it is
// approved or rejected, whether from its review screen or from a confirmed bank-statement match.
import { eq } from 'drizzle-orm';
import { formatDateTime } from '@portal/domain/dates';
import { decideManualPaymentInput, paymentStatusLabels } from '@portal/domain/payments';
import { paymentReports } from '../../db/schema/payment-reports';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { approvePayment, closePayment, type DecisionResult } from '../payments/payments.service';
import { paymentApprovedMail, paymentRejectedMail } from '../payments/payments.service';
import { canDecidePayment } from '../payments/payments.rules';
import { paymentById } from '../payments/payments.service';

export const MANUAL_PAYMENT_NOT_FOUND = 'No se encontró el pago.';
/**
 * Nobody decides on a payment of their own. CONFLICT, not FORBIDDEN: the role may decide, this
 * payment is what it may not be decided on; and the web client answers FORBIDDEN by refreshing the
 * session and retrying, then shows a generic message, so this one would be lost.
 */
export const OWN_PAYMENT = 'No puede aprobar ni rechazar un pago propio: debe decidirlo otra persona de Tesorería.';

/**
 * Approves or rejects a manual payment UNDER_REVIEW, inside the caller's transaction: the payment
 * row locked first, so of two treasurers deciding at once one decides and the other gets CONFLICT
 * naming who decided and when. The ledger approves (receipt number, charges paid) or closes it;
 * treasury's note is kept (the member reads it when rejected); the decision is audited (before and
 * after) and the member e-mailed, all in the same transaction.
 */
export async function decideReportedPayment(
  tx: Tx,
  services: Services,
  actor: Viewer,
  paymentId: string,
  input: { decision: 'APPROVE' | 'REJECT'; note?: string | null },
): Promise<DecisionResult> {
  const { decision, note } = parseInput(decideManualPaymentInput, input);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || payment.channel === 'ONLINE') throw notFound(MANUAL_PAYMENT_NOT_FOUND);
  if (payment.status !== 'UNDER_REVIEW') {
    const [decider] = payment.decidedBy ? await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, payment.decidedBy)) : [];
    const who = decider ? ` por ${decider.firstName} ${decider.lastName}` : '';
    const when = payment.decidedAt ? ` el ${formatDateTime(payment.decidedAt)}` : '';
    throw conflict('PAYMENT_DECIDED', `Este pago ya no está en revisión: fue ${paymentStatusLabels[payment.status].toLowerCase()}${who}${when}.`);
  }
  if (!canDecidePayment(actor, payment)) throw conflict('OWN_PAYMENT', OWN_PAYMENT);

  const now = new Date();
  const result =
    decision === 'APPROVE'
      ? await approvePayment(tx, payment.id, { decidedBy: actor.id, now })
      : await closePayment(tx, payment.id, 'REJECTED', { decidedBy: actor.id, now });
  await tx.update(payments).set({ decisionNote: note }).where(eq(payments.id, payment.id));
  await recordAudit(tx, {
    actorId: actor.id,
    action: decision === 'APPROVE' ? 'payment.manual.approved' : 'payment.manual.rejected',
    targetType: 'payment',
    targetId: payment.id,
    targetUserId: payment.userId,
    before: { status: payment.status, amountCents: payment.amountCents },
    after: { status: result.status, note, receipt: result.receipt ?? null },
  });

  const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, payment.userId));
  const view = (await paymentById(tx, payment.id))!;
  // The member's words: what they said they paid (it may differ from what the charges ask).
  const [report] = await tx.select({ cents: paymentReports.reportedAmountCents }).from(paymentReports).where(eq(paymentReports.paymentId, payment.id));
  const { publicUrl, supportEmail } = services.config;
  await enqueueMail(
    tx,
    result.status === 'APPROVED'
      ? paymentApprovedMail(person, { amountCents: view.amountCents, concepts: view.charges.map((c) => c.description), receipt: result.receipt!, note }, publicUrl, supportEmail)
      : paymentRejectedMail(person, { amountCents: report?.cents ?? view.amountCents, note }, publicUrl, supportEmail),
  );
  return result;
}
