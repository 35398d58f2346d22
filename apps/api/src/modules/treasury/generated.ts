// generatePayment: treasury records an approved payment on behalf of a person (spec section 7).
import { generatePaymentInput, type PaymentMethod } from '@portal/domain/payments';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { approvePayment, openPayment } from '../payments/payments.service';
import { canRecordPaymentFor } from '../payments/payments.rules';
import { paymentById, type PaymentView } from '../payments/payments.service';
import { signReceiptUrl } from '../payments/payments.service';
import { paymentRecordedMail } from './treasury-mails';

/** The e-mailed receipt link stays valid this long (the member may open the mail days later). */
export const MAILED_RECEIPT_TTL_SECONDS = 30 * 24 * 3600;

export const OWN_PAYMENT_MESSAGE = 'No puede registrar un pago a su propio nombre: otra persona de Tesorería debe hacerlo.';

export type GeneratedPaymentInput = {
  userId: string;
  chargeIds: number[];
  informedDay: string;
  method: PaymentMethod;
  internalReceipt?: string | null;
  note?: string | null;
  notify: boolean;
};

/**
 * Records an APPROVED payment (channel GENERATED, created by `actor`) over the person's chosen
 * pending charges, each for what it still owes, inside the caller's transaction: openPayment
 * (charges locked, so the same charge recorded twice at once gives one payment and a CONFLICT)
 * then approvePayment (receipt number, charges PAID, member price), audited; with `notify`, the
 * receipt e-mail is queued in the same transaction.
 *
 * Treasury may not record a payment for themselves: CONFLICT, not FORBIDDEN. The role allows the
 * operation; it is this person and this target together that clash (nobody approves their own
 * payment), and FORBIDDEN makes the web refresh the token and retry (spec section 8), which
 * would only fail again.
 */
export async function recordGeneratedPayment(tx: Tx, services: Services, actor: Viewer, input: GeneratedPaymentInput): Promise<{ paymentId: string; receipt: { year: number; number: number } }> {
  if (!canRecordPaymentFor(actor, input.userId)) throw conflict('OWN_PAYMENT', OWN_PAYMENT_MESSAGE, { userId: OWN_PAYMENT_MESSAGE });
  const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, input.userId));
  if (!person) throw notFound('No se encontró la persona.');
  const opened = await openPayment(tx, {
    userId: input.userId,
    chargeIds: input.chargeIds,
    method: input.method,
    channel: 'GENERATED',
    status: 'PENDING',
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
    after: {
      amountCents: opened.amountCents,
      charges: opened.charges.map((c) => ({ id: c.id, cents: c.owingCents })),
      method: input.method,
      informedDay: input.informedDay,
      internalReceipt: input.internalReceipt ?? null,
      note: input.note ?? null,
      notify: input.notify,
      receipt,
    },
  });
  if (input.notify) {
    const { publicUrl, supportEmail, jwtSecret } = services.config;
    const receiptUrl = `${publicUrl}${signReceiptUrl(jwtSecret, opened.id, MAILED_RECEIPT_TTL_SECONDS)}`;
    await enqueueMail(
      tx,
      paymentRecordedMail(
        person,
        { amountCents: opened.amountCents, concepts: opened.charges.map((c) => c.description), method: input.method, informedDay: input.informedDay, receipt, receiptUrl },
        publicUrl,
        supportEmail,
      ),
    );
  }
  return { paymentId: opened.id, receipt };
}

/** `generatePayment(userId, payments, informedDay, method, internalReceipt?, note?, notify?)` (TESORERIA). */
export async function generatePayment(services: Services, viewer: Viewer, input: unknown): Promise<PaymentView> {
  const parsed = parseInput(generatePaymentInput, input);
  const { db } = services.database;
  const { paymentId } = await db.transaction((tx) =>
    recordGeneratedPayment(tx, services, viewer, {
      userId: parsed.userId,
      chargeIds: parsed.payments,
      informedDay: parsed.informedDay,
      method: parsed.method,
      internalReceipt: parsed.internalReceipt,
      note: parsed.note,
      notify: parsed.notify,
    }),
  );
  if (parsed.notify) void services.mail.kick();
  return (await paymentById(db, paymentId))!;
}
