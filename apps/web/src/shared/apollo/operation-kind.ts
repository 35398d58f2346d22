import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';

/** Mutations that never trigger the token refresh nor the "Sesión expirada" dialog. */
const PUBLIC_FIELDS = new Set(['login', 'refreshToken', 'recoveryPasswordInit', 'recoveryPassword']);

/**
 * - public: login, refresh and recovery: their errors belong to the page that sent them.
 * - logout: may refresh (so the session is really revoked) but never opens the session dialog.
 * - private: everything else.
 */
export type OperationKind = 'public' | 'logout' | 'private';

export function operationKind(query: DocumentNode): OperationKind {
  const definition = query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!definition || definition.kind !== Kind.OPERATION_DEFINITION) return 'private';
  if (definition.operation !== OperationTypeNode.MUTATION) return 'private';
  const fields = definition.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
  if (fields.length > 0 && fields.every((f) => PUBLIC_FIELDS.has(f))) return 'public';
  if (fields.length > 0 && fields.every((f) => f === 'logout')) return 'logout';
  return 'private';
}
