import { GraphQLError } from 'graphql';
import { DomainError, contractCodes } from '../platform/errors';

/**
 * The GraphQL side of the error contract: domain errors (platform/errors.ts) become GraphQL
 * errors with `extensions.code` and the rest of their extensions as they are: per-field messages
 * (`fields`), a CONFLICT's stable `reason` id, a wait (`retryAfter`). Services never import this
 * file; they throw domain errors.
 */
export function toGraphQLError(error: DomainError, from?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, { nodes: from?.nodes, path: from?.path, extensions: error.extensions });
}

/** A contract error already shaped for the wire, or null when `error` is something else. */
export function contractError(error: unknown): GraphQLError | null {
  const gqlError = error instanceof GraphQLError ? error : null;
  const original = gqlError?.originalError ?? error;
  if (original instanceof DomainError) return toGraphQLError(original, gqlError ?? undefined);
  if (gqlError && contractCodes.has(String(gqlError.extensions?.code))) return gqlError;
  if (original instanceof GraphQLError && contractCodes.has(String(original.extensions?.code))) {
    return new GraphQLError(original.message, { nodes: gqlError?.nodes, path: gqlError?.path, extensions: original.extensions });
  }
  return null;
}
