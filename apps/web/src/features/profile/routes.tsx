import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const profileRoutes: RouteObject[] = [
  { path: paths.dashboard.myProfile.pattern, lazy: () => import('./profile-page').then((m) => ({ Component: m.ProfilePage, loader: m.profileLoader })) },
];

/** Public: the link mailed to a new address works signed in or not. */
export const profilePublicRoutes: RouteObject[] = [
  { path: paths.emailConfirm.pattern, lazy: () => import('./email-confirm-page').then((m) => ({ Component: m.EmailConfirmPage })) },
];
