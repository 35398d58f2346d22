import { MAX_INT_ID } from '@portal/domain/input-hygiene';
import { badInput } from './errors';

export { MAX_INT_ID };

/**
 * An integer row id from an API id (GraphQL `ID` arrives as a string). Anything that is not a
 * positive integer within PostgreSQL's `integer` range is BAD_USER_INPUT on `field`.
 */
export function parseIntId(id: unknown, field = 'id'): number {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,10}$/.test(id.trim()) ? Number(id) : NaN;
  if (!Number.isInteger(n) || n <= 0 || n > MAX_INT_ID) throw badInput({ [field]: 'El identificador no es válido.' });
  return n;
}

/** The same check without throwing: null when `id` cannot be a row id. */
export function intIdOrNull(id: unknown): number | null {
  try {
    return parseIntId(id);
  } catch {
    return null;
  }
}
