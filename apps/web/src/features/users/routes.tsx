import type { RouteObject } from 'react-router';
import { routePatterns } from '../../shared/paths';

/** Lazy route modules of this feature (paths relative to their layout). */
export const userAdminRoutes: RouteObject[] = [
  {
    path: routePatterns.users,
    lazy: () => import('./users-list-page').then((m) => ({ Component: m.UsersListPage })),
  },
  {
    path: routePatterns.user,
    lazy: () => import('./user-detail-page').then((m) => ({ Component: m.UserDetailPage })),
  },
];
