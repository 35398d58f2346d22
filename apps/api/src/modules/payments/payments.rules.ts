import type { ChargeStatus } from '@portal/domain/charges';
import type { CreditStatus, PaymentChannel, PaymentStatus } from '@portal/domain/payments';
import type { Viewer } from '../../platform/viewer';

/**
 * Who may do what with money (PRODUCT.md "Payments"): a member pays and reports their own pending
 * charges; treasury decides reported payments, records payments for people and refunds or applies
 * credits, but never on their own money (separation of duties: another person of treasury must).
 * The API answers these as `permissions` objects; the web reads them and never copies a rule.
 */

/** What the rules need to know of a charge. */
export type ChargeFacts = {
  status: ChargeStatus;
  /** What it still owes: its amount minus what approved payments gave it. */
  pendingCents: number;
  /** A payment the member reported is waiting for treasury's decision over it. */
  inReport: boolean;
};

/** Still owes something: the only charges a payment may cover. */
export const isPayable = (c: Pick<ChargeFacts, 'status' | 'pendingCents'>) => c.status === 'PENDING' && c.pendingCents > 0;

/** Payable and not already in a report under review (one report at a time; online checkouts do not block it). */
export const isReportable = (c: ChargeFacts) => isPayable(c) && !c.inReport;

/** What the member may do with a charge of their own statement. */
export const chargePermissions = (c: ChargeFacts) => ({ canPay: isPayable(c), canReport: isReportable(c) });
export type ChargePermissions = ReturnType<typeof chargePermissions>;

/** The money is the viewer's own: their payment, their credit, their charges. */
export const isOwnMoney = (viewer: Viewer, o: { userId: string }) => viewer.id === o.userId;

/** A manual payment (reported or recorded) under review, and not the viewer's own. */
export const canDecidePayment = (viewer: Viewer, p: { userId: string; status: PaymentStatus; channel: PaymentChannel }) =>
  p.channel !== 'ONLINE' && p.status === 'UNDER_REVIEW' && !isOwnMoney(viewer, p);

/** Treasury records a payment for anyone but themselves. */
export const canRecordPaymentFor = (viewer: Viewer, userId: string) => !isOwnMoney(viewer, { userId });

/** An OPEN credit, and not the viewer's own: refunded or applied by another person of treasury. */
export const canDecideCredit = (viewer: Viewer, c: { userId: string; status: CreditStatus }) => c.status === 'OPEN' && !isOwnMoney(viewer, c);

export const paymentPermissions = (viewer: Viewer, p: Parameters<typeof canDecidePayment>[1]) => ({ canDecide: canDecidePayment(viewer, p) });
export type PaymentPermissions = ReturnType<typeof paymentPermissions>;

/** Decidable, and not the money of a flagged payment marked for refund (that is only refunded). */
export const creditPermissions = (viewer: Viewer, c: Parameters<typeof canDecideCredit>[1] & { refundOnly: boolean }) => ({
  canDecide: canDecideCredit(viewer, c),
  canApply: canDecideCredit(viewer, c) && !c.refundOnly,
});
export type CreditPermissions = ReturnType<typeof creditPermissions>;
