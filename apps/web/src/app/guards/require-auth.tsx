import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAuthenticated, subscribeAuth } from '../../shared/auth/auth-storage';
import type { LoginLocationState } from '../../shared/auth/login-redirect';
import { paths } from '../../shared/paths';

/** /dashboard/*: without stored tokens go to the login (also when another tab signs out). */
export function RequireAuth() {
  const authenticated = useSyncExternalStore(subscribeAuth, isAuthenticated);
  const location = useLocation();
  if (!authenticated) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <Outlet />;
}
