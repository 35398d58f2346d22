import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { onSessionCleared } from '../auth/clear-session';
import { authLink } from './auth-link';
import { createErrorLink, refusedAfterRefreshLink } from './error-link';
import { normalizeLink } from './normalize-link';

let inFlight = 0;
let resetPending = false;

/** Counts operations on the wire so the cache reset after a refresh never cancels one of them. */
const inFlightLink = new ApolloLink((operation, forward) => {
  return new Observable<ApolloLink.Result>((observer) => {
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
      if (inFlight === 0 && resetPending) queueMicrotask(resetNow);
    };
    const sub = forward(operation).subscribe({
      next: (v) => observer.next(v),
      error: (e) => {
        finish();
        observer.error(e);
      },
      complete: () => {
        finish();
        observer.complete();
      },
    });
    return () => {
      sub.unsubscribe();
      finish();
    };
  });
});

/**
 * After a refresh the cache is reset (spec §4). The reset refetches active queries; it waits
 * until nothing is in flight, so the retried operation is not cancelled. Its refetches cannot
 * loop: a FORBIDDEN to a freshly refreshed token is notified, not refreshed again, and an
 * operation whose retry was refused is not sent again (refusedAfterRefreshLink).
 */
export function resetStoreAfterRefresh(): void {
  resetPending = true;
  if (inFlight === 0) queueMicrotask(resetNow);
}

function resetNow() {
  if (!resetPending || inFlight > 0) return;
  resetPending = false;
  apolloClient.resetStore().catch(() => {
    // refetch errors are reported by the queries themselves
  });
}

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    inFlightLink,
    createErrorLink({ onRefreshed: resetStoreAfterRefresh }),
    authLink,
    refusedAfterRefreshLink,
    normalizeLink,
    new HttpLink({ uri: '/graphql' }),
  ]),
  cache: new InMemoryCache({
    // Types whose identity is not called `id`: normalised by it, so two queries that read them (the
    // home's count of co-authorship invitations, the «Coautorías» page) share one entry each.
    typePolicies: { CoAuthorInvitation: { keyFields: ['authorId'] } },
  }),
  // No `extensions.clientLibrary` in every request: the server has no use for it.
  enhancedClientAwareness: { transport: false },
});

// Nothing of the previous user survives a sign-out.
onSessionCleared(() => {
  resetPending = false;
  void apolloClient.clearStore();
});
