import { createElement } from 'react';
import { formatCents } from '@portal/domain/money';

/** An amount (es-AR, `$ 12.345,67`) that never wraps between "$" and the digits. */
export const Money = ({ cents }: { cents: number }) => createElement('span', { style: { whiteSpace: 'nowrap' } }, formatCents(cents));
