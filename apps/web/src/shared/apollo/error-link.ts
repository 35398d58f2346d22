import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { Observable, of } from 'rxjs';
import { openServerOfflineDialog, openSessionExpiredDialog } from '../error-dialogs/dialog-store';
import { resultErrorCodes } from '../graphql-errors';
import { notify } from '../notify';
import { operationKind, type OperationKind } from './operation-kind';
import { isFreshToken, refreshTokens } from './token-refresh';

export const FORBIDDEN_MESSAGE = 'No tiene permisos para realizar esta acción';

/**
 * Operations whose one retry after a refresh was refused again (FORBIDDEN), by the refreshed
 * token they were sent with. The cache reset after the refresh refetches active queries; such a
 * query is not sent a third time with the same token: it gets the same refusal, not notified
 * twice (PRODUCT.md: retry once, then show "No tiene permisos…").
 */
let refused: { token: string; results: Map<string, ApolloLink.Result> } | null = null;

const operationKey = (operation: ApolloLink.Operation) => `${operation.operationName ?? ''} ${JSON.stringify(operation.variables ?? {})}`;

function rememberRefusal(operation: ApolloLink.Operation, result: ApolloLink.Result) {
  const token = operation.getContext().sentToken;
  if (!token) return;
  if (refused?.token !== token) refused = { token, results: new Map() };
  refused.results.set(operationKey(operation), result);
}

/** Placed after the auth link: answers an operation already refused after a refresh with the same token. */
export const refusedAfterRefreshLink = new ApolloLink((operation, forward) => {
  const token = operation.getContext().sentToken;
  const result = token && refused?.token === token ? refused.results.get(operationKey(operation)) : undefined;
  if (!result) return forward(operation);
  operation.setContext({ refusedAfterRefresh: true });
  return of(result);
});

export interface ErrorLinkOptions {
  /** Called once the retry after a successful refresh has been dispatched. */
  onRefreshed: () => void;
}

/**
 * FORBIDDEN (expired token or missing role): refresh the token and retry the operation once;
 * a second FORBIDDEN is a permission problem and is notified.
 * UNAUTHENTICATED: the blocking "Sesión expirada" dialog. No answer at all, or SERVICE_UNAVAILABLE
 * (the server's database unreachable): the "servidor desconectado" dialog. Login, refresh and recovery never refresh.
 */
export function createErrorLink({ onRefreshed }: ErrorLinkOptions): ErrorLink {
  return new ErrorLink(({ error, result, operation, forward }) => {
    const kind = operationKind(operation.query);
    if (!CombinedGraphQLErrors.is(error)) {
      if (kind !== 'logout' && error.name !== 'AbortError') openServerOfflineDialog();
      return;
    }
    const codes = resultErrorCodes(error.errors);
    // The server answered that its database is unreachable (503): the same dialog as no answer.
    if (codes.includes('SERVICE_UNAVAILABLE')) {
      if (kind !== 'logout') openServerOfflineDialog();
      return;
    }
    if (kind === 'public') return;
    if (codes.includes('UNAUTHENTICATED')) {
      if (kind !== 'logout') openSessionExpiredDialog();
      return;
    }
    if (!codes.includes('FORBIDDEN')) return;

    const { sentToken, retriedAfterRefresh, refusedAfterRefresh } = operation.getContext();
    // Already refused and notified after this refresh: answered without a request.
    if (refusedAfterRefresh) return;
    if (retriedAfterRefresh || isFreshToken(sentToken)) {
      notifyForbidden(kind);
      return;
    }
    return retryAfterRefresh({ operation, forward, kind, sentToken: sentToken ?? null, result, error, onRefreshed });
  });
}

interface RetryArgs {
  operation: ApolloLink.Operation;
  forward: ApolloLink.ForwardFunction;
  kind: OperationKind;
  sentToken: string | null;
  result: ApolloLink.Result | undefined;
  error: CombinedGraphQLErrors;
  onRefreshed: () => void;
}

function retryAfterRefresh({ operation, forward, kind, sentToken, result, error, onRefreshed }: RetryArgs) {
  return new Observable<ApolloLink.Result>((observer) => {
    let cancelled = false;
    let retry: { unsubscribe(): void } | undefined;
    /** On failure the caller sees the original answer. */
    const giveUp = () => {
      if (result) {
        observer.next(result);
        observer.complete();
      } else {
        observer.error(error);
      }
    };

    refreshTokens(sentToken).then((refresh) => {
      if (cancelled) return;
      if (!refresh.ok) {
        if (kind === 'logout') {
          // signing out anyway: nothing to tell
        } else if (refresh.reason === 'network') openServerOfflineDialog();
        else openSessionExpiredDialog();
        giveUp();
        return;
      }
      operation.setContext({ retriedAfterRefresh: true });
      retry = forward(operation).subscribe({
        next: (value) => {
          const codes = resultErrorCodes(value.errors);
          if (codes.includes('FORBIDDEN')) {
            rememberRefusal(operation, value);
            notifyForbidden(kind);
          }
          else if (codes.includes('UNAUTHENTICATED') && kind !== 'logout') openSessionExpiredDialog();
          observer.next(value);
        },
        error: (e: unknown) => {
          if (kind !== 'logout' && !(e instanceof Error && e.name === 'AbortError')) openServerOfflineDialog();
          observer.error(e);
        },
        complete: () => observer.complete(),
      });
      onRefreshed();
    }, giveUp);

    return () => {
      cancelled = true;
      retry?.unsubscribe();
    };
  });
}

function notifyForbidden(kind: OperationKind) {
  if (kind === 'logout') return;
  notify(FORBIDDEN_MESSAGE, 'error');
}
