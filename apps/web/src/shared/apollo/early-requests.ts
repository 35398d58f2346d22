/**
 * Early requests: a dashboard page's first queries, sent by a small script of their own
 * (src/early/early-requests.ts, which the server puts first in the dashboard pages' head) while
 * the app's scripts are still downloading. The app's HTTP link takes an early request's response instead of sending
 * the same request again (earlyAwareFetch in client.ts).
 *
 * "The same request" is byte for byte: the same body (operation, variables, query text as the
 * app's Apollo client prints it) under the same Authorization header, taken once, and only in
 * the first EARLY_RESPONSE_TTL_MS after it was sent; anything else goes to the network as before.
 * Without React, Apollo or the DOM (beyond `fetch`), so the early script stays a few KB.
 */

/** Where the early script leaves its requests for the app (a global of the page). */
export const EARLY_REQUESTS_GLOBAL = '__portalEarlyRequests';

/** How long after it was sent an early response may stand in for the app's own request. */
export const EARLY_RESPONSE_TTL_MS = 10_000;

/** The headers Apollo Client's HttpLink sends with every operation (besides Authorization). */
export const GRAPHQL_HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'content-type': 'application/json',
} as const;

export interface EarlyRequest {
  body: string;
  authorization: string;
  /** performance.now() when it was sent. */
  sentAt: number;
  response: Promise<Response>;
}

/** Set by the app's first request: from then on the early script sends nothing more. */
export const APP_REQUESTED_GLOBAL = '__portalAppRequested';

type EarlyGlobal = { [EARLY_REQUESTS_GLOBAL]?: EarlyRequest[]; [APP_REQUESTED_GLOBAL]?: boolean };

/** Whether the app has sent (or taken) a request of its own already. */
export function appHasRequested(scope: object = globalThis): boolean {
  return (scope as EarlyGlobal)[APP_REQUESTED_GLOBAL] === true;
}

/** The POST body of an operation, in the order and form Apollo's HttpLink writes it. */
export function operationBody(operationName: string, query: string, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ operationName, variables, query });
}

/** Leaves a request sent by the early script where the app looks for it. */
export function addEarlyRequest(request: EarlyRequest, scope: object = globalThis): void {
  const holder = scope as EarlyGlobal;
  (holder[EARLY_REQUESTS_GLOBAL] ??= []).push(request);
}

/**
 * The response of an early request with exactly this body and Authorization header, sent less
 * than EARLY_RESPONSE_TTL_MS ago, removed from the list (each is used once); else undefined.
 * Stale ones are dropped on the way.
 */
export function takeEarlyResponse(body: string, authorization: string | null, now: number, scope: object = globalThis): Promise<Response> | undefined {
  const holder = scope as EarlyGlobal;
  const requests = holder[EARLY_REQUESTS_GLOBAL];
  if (!requests?.length) return undefined;
  const fresh = requests.filter((r) => now - r.sentAt < EARLY_RESPONSE_TTL_MS);
  const index = authorization === null ? -1 : fresh.findIndex((r) => r.body === body && r.authorization === authorization);
  const [taken] = index === -1 ? [] : fresh.splice(index, 1);
  holder[EARLY_REQUESTS_GLOBAL] = fresh;
  return taken?.response;
}

/** `fetch` for Apollo's HttpLink: an early request's response when there is one for this request. */
export const earlyAwareFetch: typeof fetch = (input, init) => {
  (globalThis as EarlyGlobal)[APP_REQUESTED_GLOBAL] = true;
  const body = typeof init?.body === 'string' ? init.body : null;
  const early = body === null ? undefined : takeEarlyResponse(body, new Headers(init?.headers).get('authorization'), performance.now());
  // An early request that failed on the network is sent again, as if there had been none.
  return early ? early.catch(() => fetch(input, init)) : fetch(input, init);
};
