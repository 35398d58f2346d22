import { describe, expect, it } from 'vitest';
import { attendanceCertificate, awardCertificate, canRevokeCertificate, coordinationCertificate, judgingCertificate, membershipCertificate, panelRoleCertificate, presentationCertificate } from './certificates.rules';

const END = '2026-09-15';
const BEFORE = '2026-09-14';
const ON = '2026-09-15';
const AFTER = '2026-10-01';

describe('membershipCertificate', () => {
  it('is due for a year whose charge is PAID', () => expect(membershipCertificate({ year: 2026, chargeStatus: 'PAID' })).toEqual({ status: 'DUE' }));
  it('is due for a year without a charge (nothing to pay counts as paid)', () => expect(membershipCertificate({ year: 2026, chargeStatus: null }).status).toBe('DUE'));
  it('is pending, saying so, while the charge is unpaid', () => expect(membershipCertificate({ year: 2026, chargeStatus: 'PENDING' })).toEqual({ status: 'PENDING', reason: 'pendiente de pago de la cuota 2026' }));
  it('is not due for a cancelled charge', () => expect(membershipCertificate({ year: 2026, chargeStatus: 'CANCELLED' }).status).toBe('NONE'));
});

describe('attendanceCertificate', () => {
  it('is due for a paid inscription from the end date of the congress on', () => {
    expect(attendanceCertificate({ chargeStatus: 'PAID', absent: false, endDate: END }, ON).status).toBe('DUE');
    expect(attendanceCertificate({ chargeStatus: 'PAID', absent: false, endDate: END }, AFTER).status).toBe('DUE');
  });
  it('is pending before the end date, with the day it will be available', () =>
    expect(attendanceCertificate({ chargeStatus: 'PAID', absent: false, endDate: END }, BEFORE)).toEqual({ status: 'PENDING', reason: 'disponible desde el 15/09/2026, al finalizar el congreso' }));
  it('is pending while the inscription is unpaid, even after the congress', () =>
    expect(attendanceCertificate({ chargeStatus: 'PENDING', absent: false, endDate: END }, AFTER)).toEqual({ status: 'PENDING', reason: 'pendiente de pago de la inscripción' }));
  it('is withheld when the person was marked absent', () => expect(attendanceCertificate({ chargeStatus: 'PAID', absent: true, endDate: END }, AFTER).status).toBe('NONE'));
});

describe('presentationCertificate', () => {
  const item = { status: 'INCLUDE_IN_PANEL' as const, scheduled: true, scheduleExists: true, endDate: END };
  it('is due for a scheduled item after the congress', () => expect(presentationCertificate(item, AFTER).status).toBe('DUE'));
  it('is pending for a scheduled item before the end date', () => expect(presentationCertificate(item, BEFORE).status).toBe('PENDING'));
  it('is not due for an approved item left off the schedule once the schedule exists', () => expect(presentationCertificate({ ...item, scheduled: false }, AFTER).status).toBe('NONE'));
  it('is due for an approved item when the edition has no schedule', () => expect(presentationCertificate({ status: 'APPROVED', scheduled: false, scheduleExists: false, endDate: END }, AFTER).status).toBe('DUE'));
  it('is not due for a rejected item', () => expect(presentationCertificate({ status: 'REJECTED', scheduled: false, scheduleExists: false, endDate: END }, AFTER).status).toBe('NONE'));
  it('is pending while the item waits for evaluation', () => expect(presentationCertificate({ status: 'PENDING', scheduled: false, scheduleExists: false, endDate: END }, AFTER).status).toBe('PENDING'));
});

describe('panelRoleCertificate', () => {
  const panel = { status: 'INCLUDE_IN_SCHEDULE' as const, scheduled: true, scheduleExists: true, endDate: END };
  it('is due for the chair or commentator of a scheduled panel after the congress', () => expect(panelRoleCertificate(panel, AFTER).status).toBe('DUE'));
  it('is pending before the end date', () => expect(panelRoleCertificate(panel, BEFORE).status).toBe('PENDING'));
  it('is not due for a panel taken off the schedule', () => expect(panelRoleCertificate({ ...panel, status: 'NOT_INCLUDE_IN_SCHEDULE', scheduled: false }, AFTER).status).toBe('NONE'));
  it('is not due for a rejected closed panel', () => expect(panelRoleCertificate({ ...panel, status: 'REJECTED', scheduled: false, scheduleExists: false }, AFTER).status).toBe('NONE'));
});

describe('coordinationCertificate', () => {
  it('is due after the congress', () => expect(coordinationCertificate({ endDate: END }, ON).status).toBe('DUE'));
  it('is pending before it ends', () => expect(coordinationCertificate({ endDate: END }, BEFORE).status).toBe('PENDING'));
});

describe('judgingCertificate', () => {
  it('is due once the award is closed', () => expect(judgingCertificate({ awardStatus: 'CLOSED' }).status).toBe('DUE'));
  it('is pending while the award is open', () => expect(judgingCertificate({ awardStatus: 'OPEN' })).toEqual({ status: 'PENDING', reason: 'disponible cuando se cierre el premio' }));
});

describe('awardCertificate', () => {
  it('is due for the winner and for a mention once the award is closed', () => {
    expect(awardCertificate({ awardStatus: 'CLOSED', result: 'WINNER' })).toEqual({ status: 'DUE' });
    expect(awardCertificate({ awardStatus: 'CLOSED', result: 'MENTION' })).toEqual({ status: 'DUE' });
  });
  it('is not due while the award is open, whatever the application has', () => {
    expect(awardCertificate({ awardStatus: 'OPEN', result: null }).status).toBe('NONE');
    expect(awardCertificate({ awardStatus: 'OPEN', result: 'WINNER' }).status).toBe('NONE');
  });
  it('is not due for an applicant who obtained neither', () => expect(awardCertificate({ awardStatus: 'CLOSED', result: null }).status).toBe('NONE'));
});

describe('canRevokeCertificate', () => {
  it('lets staff revoke a valid certificate of someone else', () => expect(canRevokeCertificate('a', { userId: 'b', revokedAt: null })).toBe(true));
  it('refuses one’s own certificate and one already revoked', () => {
    expect(canRevokeCertificate('a', { userId: 'a', revokedAt: null })).toBe(false);
    expect(canRevokeCertificate('a', { userId: 'b', revokedAt: new Date() })).toBe(false);
  });
});
