import type { RouteObject } from 'react-router';
import { routePatterns } from '../../shared/paths';

/** Lazy route modules of this feature (paths relative to their layout). */
export const membershipPublicRoutes: RouteObject[] = [
  { path: routePatterns.join, lazy: () => import('./join-page').then((m) => ({ Component: m.JoinPage })) },
  { path: routePatterns.joined, lazy: () => import('./joined-page').then((m) => ({ Component: m.JoinedPage })) },
];
/** Lazy route modules of this feature (paths relative to their layout). */
export const membershipDashboardRoutes: RouteObject[] = [
  { path: routePatterns.myMemberships, lazy: () => import('./my-memberships-page').then((m) => ({ Component: m.MyMembershipsPage })) },
  { path: routePatterns.membershipCategories, lazy: () => import('./categories-page').then((m) => ({ Component: m.CategoriesPage })) },
];
