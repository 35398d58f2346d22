import { isDashboardPath, paths } from '../paths';

/** Location state of the login route: where the visitor wanted to go. */
export interface LoginLocationState {
  from?: string;
}

export function loginRedirectTarget(state: unknown): string {
  const from = (state as LoginLocationState | null)?.from;
  return from && isDashboardPath(from) ? from : paths.dashboard.home();
}
