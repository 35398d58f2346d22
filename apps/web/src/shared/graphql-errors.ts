import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';

/** Error codes of the server's contract (`extensions.code`). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

const GENERIC = 'Ocurrió un error inesperado. Intente nuevamente en unos minutos.';

export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => String(e.extensions?.code ?? ''));
}

/** Codes of a raw GraphQL result's `errors` (inside links, before Apollo wraps them). */
export function resultErrorCodes(errors: ReadonlyArray<{ extensions?: Record<string, unknown> | null }> | undefined): string[] {
  return (errors ?? []).map((e) => String(e.extensions?.code ?? ''));
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/** `extensions.fields` of a BAD_USER_INPUT error: `{ field: message }`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: Record<string, string> = {};
  for (const e of error.errors) {
    const f = e.extensions?.fields;
    if (e.extensions?.code === 'BAD_USER_INPUT' && f && typeof f === 'object') {
      for (const [key, message] of Object.entries(f as Record<string, unknown>)) {
        if (typeof message === 'string') fields[key] ??= message;
      }
    }
  }
  return fields;
}

/** The server's Spanish message; for masked errors the request id is appended for support. */
export function errorMessageOf(error: ErrorLike | unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (!first) return GENERIC;
    const requestId = first.extensions?.requestId;
    if (first.extensions?.code === 'INTERNAL_SERVER_ERROR' && typeof requestId === 'string') {
      return `${first.message} (código de referencia: ${requestId})`;
    }
    return first.message || GENERIC;
  }
  return GENERIC;
}
