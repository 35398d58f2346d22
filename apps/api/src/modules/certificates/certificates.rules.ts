import { isSettled, type ChargeStatus } from '@portal/domain/charges';
import { formatDay } from '@portal/domain/dates';
import { isInGroup, type ProposalStatus } from '@portal/domain/proposal-status';

/**
 * When each kind of certificate is due (issue 32): one named function per kind, pure, each taking
 * the facts it needs and `today` (a Buenos Aires calendar day, yyyy-mm-dd). A certificate is
 * - DUE: it may be issued and downloaded now;
 * - PENDING: it will be due, and `reason` says from when or what is missing (Mis certificados shows it);
 * - NONE: it will not be due as things stand (a rejected proposal, an absence): not listed.
 */
export type Availability = { status: 'DUE' } | { status: 'PENDING' | 'NONE'; reason: string };

const due: Availability = { status: 'DUE' };
const pending = (reason: string): Availability => ({ status: 'PENDING', reason });
const none = (reason: string): Availability => ({ status: 'NONE', reason });

/** The congress has ended: from its end date (inclusive) on. */
export const congressEnded = (endDate: string, today: string) => today >= endDate;
const afterCongress = (endDate: string) => pending(`disponible desde el ${formatDay(endDate)}, al finalizar el congreso`);

/**
 * Membership: a membership year whose charge is PAID, from the payment on. A year without a charge
 * counts as paid, as everywhere in the portal (`isSettled`); a cancelled charge certifies nothing.
 */
export function membershipCertificate(m: { year: number; chargeStatus: ChargeStatus | null }): Availability {
  if (m.chargeStatus === 'CANCELLED') return none(`la cuota ${m.year} fue anulada`);
  if (!isSettled(m.chargeStatus)) return pending(`pendiente de pago de la cuota ${m.year}`);
  return due;
}

/** Attendance: a PAID inscription, from the congress's end date, unless ADMIN_CONGRESO marked the person absent. */
export function attendanceCertificate(i: { chargeStatus: string | null; absent: boolean; endDate: string }, today: string): Availability {
  if (i.absent) return none('la organización registró tu inasistencia al congreso');
  if (i.chargeStatus !== 'PAID') return pending('pendiente de pago de la inscripción');
  if (!congressEnded(i.endDate, today)) return afterCongress(i.endDate);
  return due;
}

/**
 * Whether an item was presented: once the edition has a schedule (any item placed), only what is
 * on it (a paper: its panel on it; a closed panel, research group or book: itself); before that,
 * any approved item.
 */
export function wasPresented(item: { status: ProposalStatus; scheduled: boolean; scheduleExists: boolean }): boolean {
  if (!isInGroup(item.status, 'accepted')) return false;
  return item.scheduleExists ? item.scheduled : true;
}

/** Presentation: each author of an item that was presented (`wasPresented`), from the congress's end date. */
export function presentationCertificate(item: { status: ProposalStatus; scheduled: boolean; scheduleExists: boolean; endDate: string }, today: string): Availability {
  if (item.status === 'PENDING') return pending('el trabajo está pendiente de evaluación');
  if (!isInGroup(item.status, 'accepted')) return none('el trabajo no fue aprobado');
  if (!wasPresented(item)) return none('el trabajo no figura en el cronograma del congreso');
  if (!congressEnded(item.endDate, today)) return afterCongress(item.endDate);
  return due;
}

/** Panel roles: the chair or the commentator of a panel (built or closed) that was presented, from the congress's end date. */
export function panelRoleCertificate(panel: { status: ProposalStatus; scheduled: boolean; scheduleExists: boolean; endDate: string }, today: string): Availability {
  if (!wasPresented(panel)) return panel.status === 'PENDING' ? pending('el panel está pendiente de evaluación') : none('el panel no figura en el cronograma del congreso');
  if (!congressEnded(panel.endDate, today)) return afterCongress(panel.endDate);
  return due;
}

/** Coordination: each COORDINADOR of an area of the edition, after the congress. */
export function coordinationCertificate(c: { endDate: string }, today: string): Availability {
  return congressEnded(c.endDate, today) ? due : afterCongress(c.endDate);
}

/** Judging: each JUEZ of an award, once the award is closed. */
export function judgingCertificate(a: { awardStatus: string }): Availability {
  return a.awardStatus === 'CLOSED' ? due : pending('disponible cuando se cierre el premio');
}

/**
 * Award: the winner and each mention of an award, once ADMIN_CONGRESO closed it naming them. Before
 * the close nobody has a result, and an applicant is not told they may win (NONE: not listed);
 * after it, an application that obtained nothing certifies nothing.
 */
export function awardCertificate(a: { awardStatus: string; result: 'WINNER' | 'MENTION' | null }): Availability {
  if (a.awardStatus !== 'CLOSED') return none('el premio todavía no se cerró');
  if (a.result !== 'WINNER' && a.result !== 'MENTION') return none('su trabajo no obtuvo el premio ni una mención');
  return due;
}

/** Nobody revokes their own certificate. */
export const canRevokeCertificate = (viewerId: string, certificate: { userId: string; revokedAt: Date | null }) => certificate.userId !== viewerId && certificate.revokedAt === null;
