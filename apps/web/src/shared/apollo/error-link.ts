import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { openServerOfflineDialog, openSessionExpiredDialog } from '../error-dialogs/dialog-store';
import { resultErrorCodes } from '../graphql-errors';
import { notify } from '../notify';
import { operationKind, type OperationKind } from './operation-kind';
import { isFreshToken, refreshTokens } from './token-refresh';

export const FORBIDDEN_MESSAGE = 'No tiene permisos para realizar esta acción';

export interface ErrorLinkOptions {
  /** Called once the retry after a successful refresh has been dispatched. */
  onRefreshed: () => void;
}

/**
 * FORBIDDEN (expired token or missing role): refresh the token and retry the operation once;
 * a second FORBIDDEN is a permission problem and is notified.
 * UNAUTHENTICATED: the blocking "Sesión expirada" dialog. No answer at all: the
 * "servidor desconectado" dialog. Login, refresh and recovery never refresh.
 */
export function createErrorLink({ onRefreshed }: ErrorLinkOptions): ErrorLink {
  return new ErrorLink(({ error, result, operation, forward }) => {
    const kind = operationKind(operation.query);
    if (!CombinedGraphQLErrors.is(error)) {
      if (kind !== 'logout' && error.name !== 'AbortError') openServerOfflineDialog();
      return;
    }
    if (kind === 'public') return;
    const codes = resultErrorCodes(error.errors);
    if (codes.includes('UNAUTHENTICATED')) {
      if (kind !== 'logout') openSessionExpiredDialog();
      return;
    }
    if (!codes.includes('FORBIDDEN')) return;

    const { sentToken, retriedAfterRefresh } = operation.getContext();
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
          if (codes.includes('FORBIDDEN')) notifyForbidden(kind);
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
