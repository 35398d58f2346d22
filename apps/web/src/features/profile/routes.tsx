import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const profileRoutes: RouteObject[] = [
  { path: paths.dashboard.myProfile.pattern, lazy: () => import('./profile-page').then((m) => ({ Component: m.ProfilePage })) },
];
