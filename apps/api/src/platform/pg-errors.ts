/** PostgreSQL error classes we answer differently from "unexpected" (SQLSTATE codes). */
const PG_CODES = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  notNullViolation: '23502',
  checkViolation: '23514',
  serializationFailure: '40001',
} as const;

export type PgErrorKind = keyof typeof PG_CODES;

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The driver's error, whichever driver threw it (drizzle wraps it in `cause`, possibly twice). */
function driverError(error: unknown): { code: string; constraint: string | null } | null {
  for (let e = error as DriverError | undefined, depth = 0; e && depth < 5; e = e.cause as DriverError | undefined, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : null };
    }
  }
  return null;
}

/** Which known PostgreSQL error this is, or null. */
export function pgErrorKind(error: unknown): PgErrorKind | null {
  const found = driverError(error);
  if (!found) return null;
  const entry = Object.entries(PG_CODES).find(([, code]) => code === found.code);
  return entry ? (entry[0] as PgErrorKind) : null;
}

/** A unique violation; with `constraint`, only of that constraint (when the driver names it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgErrorKind(error) !== 'uniqueViolation') return false;
  const named = driverError(error)?.constraint;
  return !constraint || !named || named === constraint;
}

/** The constraint the driver names, if any (e.g. `institutions_code_unique`). */
export const pgConstraint = (error: unknown): string | null => driverError(error)?.constraint ?? null;

export const isForeignKeyViolation = (error: unknown) => pgErrorKind(error) === 'foreignKeyViolation';

/** Node's socket errors and the driver's own words when the connection to the server is gone. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const CONNECTION_WORDS = /Connection terminated|terminating connection|the database system is (starting up|shutting down)|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * The database server cannot be reached (stopped, restarting, the network): SQLSTATE classes 08
 * (connection exception) and 57P (operator intervention: shutdown, crash, cannot connect now), a
 * refused or reset socket, or the driver's "Connection terminated". The request was not applied
 * (or its transaction rolled back) and may be sent again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as (DriverError & { message?: unknown }) | undefined, depth = 0; e && depth < 5; e = e.cause as DriverError | undefined, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || CONNECTION_CODES.has(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_WORDS.test(e.message)) return true;
  }
  return false;
}
