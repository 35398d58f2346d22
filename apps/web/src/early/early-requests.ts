import { readAuth } from '../shared/auth/auth-storage';
import { addEarlyRequest, appHasRequested, GRAPHQL_HEADERS, operationBody } from '../shared/apollo/early-requests';
import { listParamsFrom } from '../shared/list/list-params';
import { paths } from '../shared/paths';
import { usersListDefaults, usersVariables } from '../features/users/users-list-variables';
import type { EarlyOperation, EarlyTexts } from './operations';


export type PlannedRequest = { operationName: EarlyOperation; variables: Record<string, unknown> };

/** A token that expires this soon is refreshed by the app before its first query: not worth sending. */
const MIN_TOKEN_LIFE_MS = 60_000;

/**
 * What the app asks for first on this URL: `me` on every dashboard page (the layout's loader),
 * and the page's own first query on the pages a visit most often opens directly (their route
 * loaders, with the same variables: the users list's from the URL query).
 */
export function plannedRequests(pathname: string, search: string): PlannedRequest[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const dashboard = paths.dashboard.home.pattern;
  if (path !== dashboard && !path.startsWith(`${dashboard}/`)) return [];
  const planned: PlannedRequest[] = [{ operationName: 'Me', variables: {} }];
  if (path === paths.dashboard.users.pattern) {
    planned.push({ operationName: 'Users', variables: usersVariables(listParamsFrom(new URLSearchParams(search), usersListDefaults)) });
  } else if (path === paths.dashboard.myProfile.pattern) {
    planned.push({ operationName: 'MyProfile', variables: {} });
  }
  return planned;
}

/**
 * Sends this page's planned requests when a token that is not about to expire is stored, each in
 * a task of its own: the first read of localStorage and the first fetch of a page each cost a
 * phone tens of milliseconds, and together in one task they kept the page from answering input.
 * Returns how many it will send.
 */
type Schedule = (task: () => void) => unknown;

export function sendEarlyRequests(texts: EarlyTexts, { now = Date.now(), schedule = ((task) => setTimeout(task, 0)) as Schedule } = {}): number {
  const auth = readAuth();
  if (!auth?.token || !(Date.parse(auth.expire) - now > MIN_TOKEN_LIFE_MS)) return 0;
  const authorization = `bearer ${auth.token}`;
  const planned = plannedRequests(location.pathname, location.search);
  for (const { operationName, variables } of planned) {
    schedule(() => {
      // Too late: the app asks for itself (a tab opened in the background runs the app first).
      if (appHasRequested()) return;
      const body = operationBody(operationName, texts[operationName], variables);
      const response = fetch('/graphql', { method: 'POST', headers: { ...GRAPHQL_HEADERS, authorization }, body });
      // Unhandled here: a request that fails on the network is sent again by the app (earlyAwareFetch).
      response.catch(() => undefined);
      addEarlyRequest({ body, authorization, sentAt: performance.now(), response });
    });
  }
  return planned.length;
}
