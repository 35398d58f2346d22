import { createElement } from 'react';
import { formatCents } from '@portal/domain/money';

/** An amount that never wraps between "$" and the digits. */
export const Money = ({ cents }: { cents: number }) => createElement('span', { style: { whiteSpace: 'nowrap' } }, formatCents(cents));
