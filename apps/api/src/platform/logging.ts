import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * What never reaches a log line: SQL parameters, tokens, passwords, hashes, documents, phone
 * numbers. Errors are logged through `safeError` (no parameters, no row values, no quoted input),
 * requests without their query string, and these keys anywhere in a logged object are censored.
 */
const SECRET_KEYS = ['password', 'newPassword', 'oldPassword', 'currentPassword', 'passwordHash', 'token', 'refreshToken', 'tokenHash', 'document', 'phone', 'principalContactNumber', 'secondaryContactNumber', 'params', 'parameters', 'variables'];

const REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`])];

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
      redact: { paths: REDACT_PATHS, censor: '[oculto]' },
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
