import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * What never reaches a log line: SQL parameters, tokens, passwords, hashes, documents, phone
 * numbers. Errors are logged through `safeError` (no parameters, no row values, no quoted input),
 * requests without their query string, and these keys anywhere in a logged object are censored.
 */
const SECRET_KEYS = ['password', 'newPassword', 'oldPassword', 'currentPassword', 'passwordHash', 'token', 'refreshToken', 'tokenHash', 'document', 'phone', 'principalContactNumber', 'secondaryContactNumber', 'params', 'parameters', 'variables'];

const SECRET = new Set(SECRET_KEYS);
const SECRET_HEADERS = ['authorization', 'cookie'];
const CENSOR = '[oculto]';
const SERIALIZED = new Set(['err', 'error', 'req']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** `value` with `keys` censored where it has them; the same object when it has none. */
function censored(value: Record<string, unknown>, keys: Iterable<string>): Record<string, unknown> {
  let out = value;
  for (const key of keys) {
    if (value[key] === undefined) continue;
    if (out === value) out = { ...value };
    out[key] = CENSOR;
  }
  return out;
}

/**
 * What a log call's object becomes before it is written: every secret key censored at the top and
 * one level down (`{ password }`, `{ input: { document } }`), and the `authorization` and `cookie`
 * of any `headers` one level down (`{ request: { headers } }`); a request or an error under `req`,
 * `err` or `error` goes to its serializer, which keeps only what holds no secret. The caller's
 * objects are never changed:
 * what holds a secret is copied, the rest is logged as it is. (pino's `redact` does the same for
 * these paths, at about 30 µs a line and 6 µs for each request's child logger; this costs about 1.)
 */
export function censorSecrets(logged: object): Record<string, unknown> {
  const obj = logged as Record<string, unknown>;
  let out = obj;
  for (const key in obj) {
    const value = obj[key];
    let next: unknown = value;
    if (SECRET.has(key)) next = value === undefined ? value : CENSOR;
    // A request or an error goes whole to its serializer, which keeps only what holds no secret (a copy would lose their getters).
    else if (isPlainObject(value) || (isRecord(value) && !SERIALIZED.has(key) && !(value instanceof Error))) {
      next = censored(value, SECRET_KEYS);
      if (isRecord(value.headers)) {
        const headers = censored(value.headers, SECRET_HEADERS);
        if (headers !== value.headers) next = { ...(next as Record<string, unknown>), headers };
      }
    }
    if (next === value) continue;
    if (out === obj) out = { ...obj };
    out[key] = next;
  }
  return out;
}

export function createLogger(level: string) {
  return withLogHygiene(
    pino({
      level,
      base: { service: 'portal-api' },
    }),
  );
}
export type Logger = pino.Logger;

/** A child of `logger` that applies the rules above (the app wraps whatever logger it is given). */
export function withLogHygiene(logger: pino.Logger): pino.Logger {
  return logger.child(
    {},
    {
      formatters: { log: censorSecrets },
      serializers: { err: safeError, error: safeError, req: safeRequest },
    },
  );
}

/** PostgreSQL error fields that name the problem without the values involved. */
const SAFE_PG_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine', 'schema'] as const;

/**
 * Removes values from an error text: a failed statement's `params:` list, PostgreSQL's
 * `Key (email)=(…)` details and quoted input (`invalid input syntax for type integer: "…"`).
 */
export function scrubErrorText(text: string): string {
  return text
    .replace(/\n?params:[^\n]*/g, '\nparams: [oculto]')
    .replace(/\(([^()]*)\)=\([^\n]*?\)(?= already exists| is not present| conflicts)/g, '($1)=([oculto])')
    .replace(/: "[^\n]*"/g, ': "[oculto]"')
    .replace(/: '[^\n]*'/g, ": '[oculto]'");
}

/** pino's error serializer, without anything that could hold submitted values. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubErrorText(error) : error;
  const e = error as Error & Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: e.constructor?.name ?? e.name,
    message: scrubErrorText(String(e.message)),
    stack: e.stack ? scrubErrorText(e.stack) : undefined,
  };
  // A failed statement: its SQL text (placeholders only) helps; its parameters never go out.
  if (typeof e.query === 'string') out.query = e.query;
  for (const key of SAFE_PG_FIELDS) if (typeof e[key] === 'string') out[key] = e[key];
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

type LoggedRequest = { method?: string; url?: string; ip?: string; host?: string; socket?: { remotePort?: number } };

/** The request as logged: its path only (a query string may hold tokens or GraphQL variables). */
export function safeRequest(req: LoggedRequest) {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return {
    method: req.method,
    url: q === -1 ? url : `${url.slice(0, q)}?[oculto]`,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Carries the request id to code that has no request at hand (error masking). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();
