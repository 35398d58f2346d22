/**
 * The ledger's state machines (PRODUCT.md "Payments"): which status a payment and a charge may
 * move to from each status. The API's ledger (apps/api/src/modules/payments/ledger.ts) is the one
 * place that changes either status, and it refuses any move this table does not list.
 */
import type { ChargeStatus } from './charges';
import type { PaymentStatus } from './payments';

/**
 * PENDING (an online checkout, or a payment treasury is recording) is approved, rejected or flagged;
 * UNDER_REVIEW (a member's report) is approved or rejected by treasury; REJECTED goes back to
 * PENDING only when the provider approves a later attempt of the same online order; APPROVED never
 * moves. FLAGGED moves only by treasury's resolution (`resolveFlaggedPayment`): APPROVED for what was
 * received, or REJECTED with the money marked for refund; never by the provider.
 * A PENDING online checkout whose charges another payment (or a credit) has paid is CANCELLED, so
 * it can no longer be finished; should the provider still approve it, it becomes FLAGGED for a refund.
 */
export const paymentTransitions = {
  PENDING: ['APPROVED', 'REJECTED', 'FLAGGED', 'CANCELLED'],
  UNDER_REVIEW: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: ['PENDING'],
  FLAGGED: ['APPROVED', 'REJECTED'],
  CANCELLED: ['FLAGGED'],
} as const satisfies Record<PaymentStatus, readonly PaymentStatus[]>;

/** A pending charge is paid (approved payments or a credit cover it) or cancelled; then it stays. */
export const chargeTransitions = {
  PENDING: ['PAID', 'CANCELLED'],
  PAID: [],
  CANCELLED: [],
} as const satisfies Record<ChargeStatus, readonly ChargeStatus[]>;

export const canMovePayment = (from: PaymentStatus, to: PaymentStatus) => (paymentTransitions[from] as readonly PaymentStatus[]).includes(to);
export const canMoveCharge = (from: ChargeStatus, to: ChargeStatus) => (chargeTransitions[from] as readonly ChargeStatus[]).includes(to);
