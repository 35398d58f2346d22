import { describe, expect, it } from 'vitest';
import { chargeStatuses } from './charges';
import { canMoveCharge, canMovePayment } from './payment-status';
import { isDecided, paymentStatuses } from './payments';

describe('payment status table', () => {
  it('allows exactly the listed payment moves and refuses every other', () => {
    const allowed = new Set(['PENDING>APPROVED', 'PENDING>REJECTED', 'PENDING>FLAGGED', 'UNDER_REVIEW>APPROVED', 'UNDER_REVIEW>REJECTED', 'REJECTED>PENDING', 'PENDING>CANCELLED', 'CANCELLED>FLAGGED', 'FLAGGED>APPROVED', 'FLAGGED>REJECTED']);
    for (const from of paymentStatuses) for (const to of paymentStatuses) expect(canMovePayment(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
  });

  it('never moves an approved payment; a flagged one only to APPROVED or REJECTED (treasury resolves it); no other decided one to APPROVED', () => {
    for (const to of paymentStatuses) expect(canMovePayment('APPROVED', to)).toBe(false);
    expect(paymentStatuses.filter((to) => canMovePayment('FLAGGED', to))).toEqual(['APPROVED', 'REJECTED']);
    for (const from of paymentStatuses) if (isDecided(from) && from !== 'FLAGGED') expect(canMovePayment(from, 'APPROVED'), from).toBe(false);
  });

  it('moves a charge only out of PENDING, to PAID or CANCELLED', () => {
    const allowed = new Set(['PENDING>PAID', 'PENDING>CANCELLED']);
    for (const from of chargeStatuses) for (const to of chargeStatuses) expect(canMoveCharge(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
  });
});
