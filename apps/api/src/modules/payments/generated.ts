// Minimal stand-in (branch bank-import) for the treasury-tools branch's generated.ts: at merge the
// lead keeps theirs; the bank import only calls `recordGeneratedPayment` with this signature.
import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/domain/payments';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { approvePayment, openPayment } from './ledger';
import { paymentApprovedMail } from './payment-mails';

export type GeneratedPaymentInput = {
  userId: string;
  chargeIds: readonly number[];
  /** The day the money was paid (yyyy-mm-dd, Buenos Aires). */
  informedDay: string;
  method: PaymentMethod;
  internalReceipt?: string | null;
  note?: string | null;
  notify?: boolean;
};

/**
 * An approved payment recorded by treasury for a person's chosen pending charges, inside the
 * caller's transaction: opened and approved through the ledger, audited, and e-mailed when `notify`.
 */
export async function recordGeneratedPayment(
  tx: Executor,
  services: Services,
  actor: Viewer,
  input: GeneratedPaymentInput,
): Promise<{ paymentId: string; receipt: { year: number; number: number } }> {
  const opened = await openPayment(tx, {
    userId: input.userId,
    chargeIds: input.chargeIds,
    method: input.method,
    channel: 'GENERATED',
    status: 'UNDER_REVIEW',
    columns: { informedDay: input.informedDay, internalReceipt: input.internalReceipt ?? null, note: input.note ?? null, createdBy: actor.id },
  });
  const result = await approvePayment(tx, opened.id, { decidedBy: actor.id });
  const receipt = result.receipt!;
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'payment.generated',
    targetType: 'payment',
    targetId: opened.id,
    targetUserId: input.userId,
    after: { amountCents: opened.amountCents, chargeIds: input.chargeIds, method: input.method, informedDay: input.informedDay },
  });
  if (input.notify) {
    const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, input.userId));
    await enqueueMail(
      tx,
      paymentApprovedMail(person, { amountCents: opened.amountCents, concepts: opened.charges.map((c) => c.description), receipt }, services.config.publicUrl, services.config.supportEmail),
    );
  }
  return { paymentId: opened.id, receipt };
}
