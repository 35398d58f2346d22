import { awardStatusLabels, type AwardStatus } from '@portal/domain/awards';
import { buenosAiresDay, formatDay } from '@portal/domain/dates';
import { onFirstUse } from '@portal/domain/intl';

/** "del 01/03/2026 al 31/03/2026". */
export const windowLabel = (a: { opensOn: string; closesOn: string }) => `del ${formatDay(a.opensOn)} al ${formatDay(a.closesOn)}`;

export const statusLabel = (status: AwardStatus) => awardStatusLabels[status];

/**
 * What an award's state reads as on a given Buenos Aires day (`yyyy-mm-dd`): «Cerrado» once closed;
 * an open award before its call «Abre el 01/03/2026», during it «Abierto», after it «En evaluación»
 * (no more applications; the jury still scores until the award is closed).
 */
export function awardStateLabel(a: { status: AwardStatus; opensOn: string; closesOn: string }, today: string = buenosAiresDay()): string {
  if (a.status === 'CLOSED') return awardStatusLabels.CLOSED;
  if (today < a.opensOn) return `Abre el ${formatDay(a.opensOn)}`;
  if (today > a.closesOn) return 'En evaluación';
  return awardStatusLabels.OPEN;
}

/** The chip colour of that state: green only while the call receives applications. */
export const awardStateColor = (a: { status: AwardStatus; opensOn: string; closesOn: string }, today: string = buenosAiresDay()) =>
  a.status === 'OPEN' && a.opensOn <= today && today <= a.closesOn ? ('success' as const) : ('default' as const);

/** "7,5" with a Spanish decimal comma; "—" without a mean. */
const meanFormat = onFirstUse(() => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }));
export const meanLabel = (mean: number | null | undefined) => (mean === null || mean === undefined ? '—' : meanFormat().format(mean));

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
