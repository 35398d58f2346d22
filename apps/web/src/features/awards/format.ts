import { awardStatusLabels, type AwardStatus } from '@portal/domain/awards';
import { formatDay } from '@portal/domain/dates';
import { onFirstUse } from '@portal/domain/intl';

/** "del 01/03/2026 al 31/03/2026". */
export const windowLabel = (a: { opensOn: string; closesOn: string }) => `del ${formatDay(a.opensOn)} al ${formatDay(a.closesOn)}`;

export const statusLabel = (status: AwardStatus) => awardStatusLabels[status];

/** "7,5" with a Spanish decimal comma; "—" without a mean. */
const meanFormat = onFirstUse(() => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }));
export const meanLabel = (mean: number | null | undefined) => (mean === null || mean === undefined ? '—' : meanFormat().format(mean));

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
