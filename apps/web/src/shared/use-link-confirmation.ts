import { useEffect, useState } from 'react';

export type LinkConfirmation<T> = { state: 'pending' } | { state: 'done'; result: T } | { state: 'failed'; error: unknown };

/** One request per link, even when React runs the effect twice (a spent link would fail the second time). */
const started = new Map<string, Promise<unknown>>();

/**
 * Follows a single-use e-mailed link once: calls `confirm` for `key` (kind and token) and
 * reports what happened.
 */
export function useLinkConfirmation<T>(key: string, confirm: () => Promise<T>): LinkConfirmation<T> {
  const [outcome, setOutcome] = useState<LinkConfirmation<T>>({ state: 'pending' });
  useEffect(() => {
    let current = true;
    let promise = started.get(key) as Promise<T> | undefined;
    if (!promise) started.set(key, (promise = confirm()));
    promise.then(
      (result) => current && setOutcome({ state: 'done', result }),
      (error: unknown) => current && setOutcome({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `confirm` is a new function at every render; the key names the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return outcome;
}
