import type { RouteObject } from 'react-router';
import { routePatterns } from '../../shared/paths';

/** Lazy route modules of this feature (paths relative to their layout). */
export const profileRoutes: RouteObject[] = [
  { path: routePatterns.myProfile, lazy: () => import('./profile-page').then((m) => ({ Component: m.ProfilePage })) },
];
