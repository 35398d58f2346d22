import type { z } from 'zod';
import { fieldErrors } from '@portal/domain/validation';
import { findTextProblems } from '@portal/domain/input-hygiene';
import type { ConflictReason } from '@portal/domain/conflicts';

/**
 * Domain errors: what services throw. They know no transport; the GraphQL layer
 * (graphql/errors.ts) and the HTTP routes (`httpStatusOf`) translate them to the wire contract
 * of PRODUCT.md section 3.
 */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export const contractCodes: ReadonlySet<string> = new Set<ErrorCode>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
]);

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field Spanish messages (BAD_USER_INPUT, CONFLICT). */
    readonly fields?: Record<string, string>,
    /** Further contract extensions (`retryAfter`, `reason`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The `extensions` object of the wire contract. */
  get extensions(): Record<string, unknown> {
    return { code: this.code, ...(this.fields ? { fields: this.fields } : {}), ...this.extra };
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

export const unauthenticated = (message = 'La sesión expiró o no es válida. Inicie sesión nuevamente.') =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'No tiene permisos para realizar esta acción.') => new DomainError('FORBIDDEN', message);
export const accessTokenExpired = () => new DomainError('FORBIDDEN', 'El token de acceso expiró.', undefined, { reason: 'TOKEN_EXPIRED' });
export const notFound = (message = 'No se encontró lo solicitado.') => new DomainError('NOT_FOUND', message);
export const badInput = (fields: Record<string, string>, message?: string) =>
  new DomainError('BAD_USER_INPUT', message ?? Object.values(fields)[0] ?? 'Los datos ingresados no son válidos.', fields);
/**
 * CONFLICT: the request was valid, but the state it meets does not allow it. `reason` is the stable
 * id (packages/domain/conflicts.ts) the client and the tests branch on; the message is for people.
 */
/**
 * CONFLICT with its reason id. `fields` are Spanish messages for the form's fields (clients show
 * them); facts that are not messages (who decided) go in `extra`, beside `reason`.
 */
export const conflict = (reason: ConflictReason, message: string, fields?: Record<string, string>, extra: Record<string, unknown> = {}) =>
  new DomainError('CONFLICT', message, fields, { ...extra, reason });
/** TOO_MANY_REQUESTS with the wait in seconds (`retryAfter`) and, in the message, in minutes. */
export const tooManyRequests = (retryAfterSeconds: number, lead = 'Demasiados intentos fallidos.') => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    'TOO_MANY_REQUESTS',
    `${lead} Intente nuevamente en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    undefined,
    { retryAfter: retryAfterSeconds },
  );
};

/**
 * Parses `input` with the shared zod schema or throws BAD_USER_INPUT with per-field messages.
 * Before the schema, the input hygiene layer's net: no string anywhere in `input` may hold control
 * characters (newlines only in multi-line fields), bidirectional overrides or be absurdly long,
 * whatever the schema says, so a service's input (GraphQL or HTTP) never reaches the database
 * with them.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const problems = findTextProblems(input);
  if (Object.keys(problems).length) throw badInput(problems);
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(fieldErrors(result.error));
  return result.data;
}

const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

/** The HTTP status an HTTP route (files, webhooks, downloads) answers for a domain error. */
export const httpStatusOf = (error: DomainError) => HTTP_STATUS[error.code];
