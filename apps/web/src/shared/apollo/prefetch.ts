import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { isAuthenticated } from '../auth/auth-storage';
import { apolloClient } from './client';

/**
 * A route loader's head start: asks for a page's first query while the dashboard still loads
 * `me`, instead of after it (the page's own useQuery then joins the request in flight, or finds
 * its result in the cache). Never waits and never fails: the page shows the outcome as always.
 * Signed out, nothing is asked (the guard sends the visitor to the login).
 *
 * With `fresh`, the query goes to the server on every visit even when the cache holds it: the
 * page can then read it `cache-first` and still show fresh data, with one request instead of a
 * `cache-and-network` page that asks again once the head start has answered.
 */
export function prefetchQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  { fresh = false }: { fresh?: boolean } = {},
): null {
  if (isAuthenticated()) {
    const fetchPolicy = fresh ? 'network-only' : 'cache-first';
    apolloClient.query<TData, TVariables>({ query, variables, fetchPolicy } as ApolloClient.QueryOptions<TData, TVariables>).catch(() => undefined);
  }
  return null;
}
