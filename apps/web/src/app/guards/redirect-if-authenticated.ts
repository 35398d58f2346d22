import { redirect } from 'react-router';
import { isAuthenticated } from '../../shared/auth/auth-storage';
import { paths } from '../../shared/paths';

/** Loader of the login route: a signed-in user goes to the dashboard. */
export function redirectIfAuthenticated() {
  return isAuthenticated() ? redirect(paths.dashboard.home()) : null;
}
