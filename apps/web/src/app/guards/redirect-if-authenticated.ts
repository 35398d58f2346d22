import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isAuthenticated } from '../../shared/auth/auth-storage';
import { nextFromSearch } from '../../shared/auth/login-redirect';
import { paths } from '../../shared/paths';

/** Loader of the login route: a signed-in user goes to `?next=` (when it is safe) or the dashboard. */
export function redirectIfAuthenticated({ request }: LoaderFunctionArgs) {
  return isAuthenticated() ? redirect(nextFromSearch(new URL(request.url).search) ?? paths.dashboard.home()) : null;
}
