import { safeReturnPath } from '@portal/domain/return-path';
import { isDashboardPath, paths } from '../paths';

/** Location state of the login route: where the visitor wanted to go. */
export interface LoginLocationState {
  from?: string;
}

/** The `?next=` of a URL's search, when it is a path of this portal one may come back to. */
export function nextFromSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}

/**
 * Where to go after signing in: the dashboard screen that sent the visitor to the login, else the
 * page named by `?next=` (an inscription page, a dashboard screen), else the dashboard.
 */
export function loginRedirectTarget(state: unknown, search = ''): string {
  const from = (state as LoginLocationState | null)?.from;
  if (from && isDashboardPath(from)) return from;
  return nextFromSearch(search) ?? paths.dashboard.home();
}
