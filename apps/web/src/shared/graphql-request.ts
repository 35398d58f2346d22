import { Kind, print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { openServerOfflineDialog } from './error-dialogs/dialog-store';
import type { WireGraphQLError } from './graphql-errors';

/** The server answered with GraphQL errors (read them with the helpers in graphql-errors.ts). */
export class GraphQLRequestError extends Error {
  readonly errors: WireGraphQLError[];
  constructor(errors: WireGraphQLError[]) {
    super(errors[0]?.message ?? 'GraphQL error');
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }
}

/** The server did not answer (or not with GraphQL). */
export class NetworkRequestError extends Error {
  constructor() {
    super('El servidor se encuentra desconectado');
    this.name = 'NetworkRequestError';
  }
}

/**
 * A plain POST /graphql for the public screens (login, recovery), which send a single
 * unauthenticated mutation and need neither the Apollo cache nor the refresh logic. Keeping
 * Apollo out of the login screen's first download is what keeps it within budget.
 * A missing answer, or SERVICE_UNAVAILABLE, opens the "servidor desconectado" dialog, as the Apollo link does.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  headers: Record<string, string> = {},
): Promise<TResult> {
  let body: { data?: TResult | null; errors?: WireGraphQLError[] };
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...headers,
      },
      body: JSON.stringify({ operationName: operationName(document), query: print(document), variables }),
    });
    body = await response.json();
  } catch {
    openServerOfflineDialog();
    throw new NetworkRequestError();
  }
  // SERVICE_UNAVAILABLE: the server answered, but its database did not.
  if (body.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
    openServerOfflineDialog();
    throw new NetworkRequestError();
  }
  if (body.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!body.data) {
    openServerOfflineDialog();
    throw new NetworkRequestError();
  }
  return body.data;
}

function operationName(document: DocumentNode): string | undefined {
  for (const d of document.definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION) return d.name?.value;
  }
  return undefined;
}
