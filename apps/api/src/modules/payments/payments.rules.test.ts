import { chargeStatuses } from '@portal/domain/charges';
import { creditStatuses, paymentChannels, paymentStatuses } from '@portal/domain/payments';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/viewer';
import { canDecideCredit, canDecidePayment, canRecordPaymentFor, chargePermissions, creditPermissions, isPayable, isReportable, paymentPermissions } from './payments.rules';

const treasurer: Viewer = { id: 'treasurer', sessionId: 's', email: 't@example.org', roles: ['USER', 'TESORERIA'], conferenceRoles: [] };

describe('payments rules', () => {
  it('a charge is payable only while PENDING and owing something; reportable unless already in a report', () => {
    for (const status of chargeStatuses) {
      for (const pendingCents of [-1, 0, 1]) {
        const expected = status === 'PENDING' && pendingCents > 0;
        expect(isPayable({ status, pendingCents }), `${status} ${pendingCents}`).toBe(expected);
        expect(isReportable({ status, pendingCents, inReport: false })).toBe(expected);
        expect(isReportable({ status, pendingCents, inReport: true })).toBe(false);
      }
    }
    expect(chargePermissions({ status: 'PENDING', pendingCents: 100, inReport: true })).toEqual({ canPay: true, canReport: false });
    expect(chargePermissions({ status: 'PENDING', pendingCents: 100, inReport: false })).toEqual({ canPay: true, canReport: true });
    expect(chargePermissions({ status: 'PAID', pendingCents: 0, inReport: false })).toEqual({ canPay: false, canReport: false });
  });

  it('treasury decides a manual payment under review, never an online one nor its own', () => {
    for (const status of paymentStatuses) {
      for (const channel of paymentChannels) {
        const expected = status === 'UNDER_REVIEW' && channel !== 'ONLINE';
        expect(canDecidePayment(treasurer, { userId: 'member', status, channel }), `${status} ${channel}`).toBe(expected);
        expect(canDecidePayment(treasurer, { userId: treasurer.id, status, channel })).toBe(false);
      }
    }
    expect(paymentPermissions(treasurer, { userId: 'member', status: 'UNDER_REVIEW', channel: 'REPORTED' })).toEqual({ canDecide: true });
    expect(paymentPermissions(treasurer, { userId: treasurer.id, status: 'UNDER_REVIEW', channel: 'REPORTED' })).toEqual({ canDecide: false });
  });

  it('treasury records a payment for anyone but themselves', () => {
    expect(canRecordPaymentFor(treasurer, 'member')).toBe(true);
    expect(canRecordPaymentFor(treasurer, treasurer.id)).toBe(false);
  });

  it('treasury refunds or applies an OPEN credit, never its own', () => {
    for (const status of creditStatuses) {
      expect(canDecideCredit(treasurer, { userId: 'member', status }), status).toBe(status === 'OPEN');
      expect(canDecideCredit(treasurer, { userId: treasurer.id, status })).toBe(false);
    }
    expect(creditPermissions(treasurer, { userId: 'member', status: 'OPEN', refundOnly: false })).toEqual({ canDecide: true, canApply: true });
    expect(creditPermissions(treasurer, { userId: treasurer.id, status: 'OPEN', refundOnly: false })).toEqual({ canDecide: false, canApply: false });
    // A flagged payment's money marked for refund: refunded, never applied.
    expect(creditPermissions(treasurer, { userId: 'member', status: 'OPEN', refundOnly: true })).toEqual({ canDecide: true, canApply: false });
  });
});
