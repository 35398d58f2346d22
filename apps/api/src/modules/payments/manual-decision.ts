// Minimal stand-in (branch bank-import) for the manual-payments branch's manual-decision.ts: at
// merge the lead keeps theirs; the bank import only calls `decideReportedPayment` with this signature.
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { approvePayment, closePayment } from './ledger';
import { paymentApprovedMail } from './payment-mails';
import { paymentById } from './payments.service';

/**
 * Treasury's decision on a reported payment (UNDER_REVIEW), inside the caller's transaction: the
 * payment locked, refused when already decided (CONFLICT) or the actor's own, then approved through
 * the ledger (or rejected), audited, and the member told by e-mail when approved.
 */
export async function decideReportedPayment(
  tx: Executor,
  services: Services,
  actor: Viewer,
  paymentId: string,
  input: { decision: 'APPROVE' | 'REJECT'; note?: string | null },
): Promise<{ status: 'APPROVED' | 'REJECTED'; receipt?: { year: number; number: number } }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || payment.channel !== 'REPORTED') throw notFound('No se encontró el pago.');
  if (payment.status !== 'UNDER_REVIEW') throw conflict('Ese pago ya fue decidido.');
  if (payment.userId === actor.id) throw conflict('No puede decidir sobre un pago propio.');
  if (input.note !== undefined) await tx.update(payments).set({ decisionNote: input.note }).where(eq(payments.id, paymentId));
  const result =
    input.decision === 'APPROVE' ? await approvePayment(tx, paymentId, { decidedBy: actor.id }) : await closePayment(tx, paymentId, 'REJECTED', { decidedBy: actor.id });
  await recordAudit(tx, {
    actorId: actor.id,
    action: input.decision === 'APPROVE' ? 'payment.approved' : 'payment.rejected',
    targetType: 'payment',
    targetId: paymentId,
    targetUserId: payment.userId,
    before: { status: payment.status },
    after: { status: result.status, note: input.note ?? null },
  });
  if (result.status === 'APPROVED' && result.receipt) {
    const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, payment.userId));
    const view = (await paymentById(tx, paymentId))!;
    await enqueueMail(
      tx,
      paymentApprovedMail(person, { amountCents: view.amountCents, concepts: view.charges.map((c) => c.description), receipt: result.receipt }, services.config.publicUrl, services.config.supportEmail),
    );
  }
  return { status: result.status === 'APPROVED' ? 'APPROVED' : 'REJECTED', receipt: result.receipt };
}
