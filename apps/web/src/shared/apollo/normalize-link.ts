import { ApolloLink } from '@apollo/client/link';
import { ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';

/**
 * A server answering `application/json` with a 4xx status still carries a GraphQL
 * `{ errors }` body: turn it back into a GraphQL result so the error codes are seen.
 */
export const normalizeLink = new ApolloLink((operation, forward) => {
  return new Observable<ApolloLink.Result>((observer) => {
    const sub = forward(operation).subscribe({
      next: (value) => observer.next(value),
      complete: () => observer.complete(),
      error: (error: unknown) => {
        const body = ServerError.is(error) && error.statusCode < 500 ? parse(error.bodyText) : null;
        if (body) {
          observer.next(body);
          observer.complete();
        } else {
          observer.error(error);
        }
      },
    });
    return () => sub.unsubscribe();
  });
});

function parse(text: string): ApolloLink.Result | null {
  try {
    const body = JSON.parse(text) as ApolloLink.Result;
    return Array.isArray(body.errors) && body.errors.length > 0 ? body : null;
  } catch {
    return null;
  }
}
