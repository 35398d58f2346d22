import { chargeStatusLabels, type ChargeStatus } from '@portal/domain/charges';

/** `yyyy-mm-dd` as dd/mm/yyyy, without any time-zone shift. */
export const day = (iso: string) => iso.split('-').reverse().join('/');

/** "del dd/mm/yyyy al dd/mm/yyyy" (or one day). */
export const dateRange = (from: string, to: string) => (from === to ? `el ${day(from)}` : `del ${day(from)} al ${day(to)}`);

/** The words of a charge's state, and the chip colour that goes with it. */
export const chargeState = (status: ChargeStatus) => ({
  label: status === 'PAID' ? 'Pagada' : chargeStatusLabels[status],
  color: status === 'PAID' ? ('success' as const) : status === 'PENDING' ? ('warning' as const) : ('default' as const),
});
