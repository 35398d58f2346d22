import { createElement } from 'react';
import { formatCents } from '@portal/domain/money';

export { formatCents };

/** An amount that never wraps between "$" and the digits. */
export const Money = ({ cents }: { cents: number }) => createElement('span', { style: { whiteSpace: 'nowrap' } }, formatCents(cents));

const date = new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "dd/mm/yyyy" in Buenos Aires time. */
export function formatDate(iso: string): string {
  const p = Object.fromEntries(date.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year}`;
}
