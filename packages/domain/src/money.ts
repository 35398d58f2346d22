import { z } from 'zod';
import { onFirstUse } from './intl';

const amount = onFirstUse(() => new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }));

/** Integer ARS cents shown es-AR: `$ 12.345,67`. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$ ${amount().format(Math.abs(cents) / 100)}`;
}

/** Cents as the pesos text of an input (`12.345,67`), which parsePesos reads back. */
export const centsToPesosInput = (cents: number): string => amount().format(cents / 100);

/**
 * Parses what a person types as pesos into integer cents, or null when it is not an amount.
 * Accepts `12345`, `12.345`, `12.345,67`, `12345,5` and `12345.67` (a dot followed by one or
 * two digits at the end is a decimal point); a leading `$` and spaces are ignored.
 */
export function parsePesos(input: string): number | null {
  const text = input.replace(/\$/g, '').replace(/\s/g, '');
  if (!text) return null;
  let whole: string;
  let decimals = '';
  if (text.includes(',')) {
    const parts = text.split(',');
    if (parts.length !== 2) return null;
    [whole, decimals] = parts;
    if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole)) return null;
    whole = whole.replace(/\./g, '');
  } else if (/^\d+\.\d{1,2}$/.test(text)) {
    [whole, decimals] = text.split('.');
  } else if (/^\d{1,3}(\.\d{3})+$|^\d+$/.test(text)) {
    whole = text.replace(/\./g, '');
  } else {
    return null;
  }
  if (!/^\d{0,2}$/.test(decimals)) return null;
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Largest amount accepted for a fee: $ 10.000.000,00 (keeps cents inside a 32-bit integer). */
export const MAX_FEE_CENTS = 1_000_000_000;

/** A pesos text field (form side): must parse to cents between 0 and the maximum; convert with parsePesos. */
export const pesosField = (message = 'Ingrese un importe válido, por ejemplo 45.000,00') =>
  z.string({ error: message }).superRefine((value, ctx) => {
    const cents = parsePesos(value);
    if (cents === null) ctx.addIssue({ code: 'custom', message });
    else if (cents > MAX_FEE_CENTS) ctx.addIssue({ code: 'custom', message: 'El importe es demasiado alto' });
  });
