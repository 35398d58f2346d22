import { conflictReasonIn, type ConflictReason } from '@portal/domain/conflicts';

/** Error codes of the server's contract (`extensions.code`). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export interface WireGraphQLError {
  message: string;
  extensions?: Record<string, unknown> | null;
}

const GENERIC = 'Ocurrió un error inesperado. Intente nuevamente en unos minutos.';

/**
 * The GraphQL errors inside an error thrown by Apollo (CombinedGraphQLErrors) or by
 * graphqlRequest (GraphQLRequestError): both carry an `errors` array. Duck-typed so that
 * public pages do not need Apollo.
 */
export function graphQLErrorsOf(error: unknown): WireGraphQLError[] {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
    return error.errors as WireGraphQLError[];
  }
  return [];
}

/** Codes of a list of GraphQL errors (results inside links, or graphQLErrorsOf). */
export function resultErrorCodes(errors: ReadonlyArray<WireGraphQLError> | undefined): string[] {
  return (errors ?? []).map((e) => String(e.extensions?.code ?? ''));
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return resultErrorCodes(graphQLErrorsOf(error)).includes(code);
}

/**
 * The stable reason id of the first CONFLICT among the errors (`extensions.reason`,
 * packages/domain/conflicts.ts), or null: branch on it, never on the message's text.
 */
export function conflictReasonOf(error: unknown): ConflictReason | null {
  for (const e of graphQLErrorsOf(error)) {
    const reason = conflictReasonIn(e.extensions);
    if (reason) return reason;
  }
  return null;
}

/** `extensions.fields` of a BAD_USER_INPUT error: `{ field: message }`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of graphQLErrorsOf(error)) {
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
export function errorMessageOf(error: unknown): string {
  const first = graphQLErrorsOf(error)[0];
  if (!first) return GENERIC;
  const requestId = first.extensions?.requestId;
  if (first.extensions?.code === 'INTERNAL_SERVER_ERROR' && typeof requestId === 'string') {
    return `${first.message} (código de referencia: ${requestId})`;
  }
  return first.message || GENERIC;
}
