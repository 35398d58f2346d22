import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const membershipPublicRoutes: RouteObject[] = [
  { path: paths.join.pattern, lazy: () => import('./join-page').then((m) => ({ Component: m.JoinPage })) },
  { path: paths.joinSent.pattern, lazy: () => import('./join-sent-page').then((m) => ({ Component: m.JoinSentPage })) },
  { path: paths.joinConfirm.pattern, lazy: () => import('./join-confirm-page').then((m) => ({ Component: m.JoinConfirmPage })) },
  { path: paths.joined.pattern, lazy: () => import('./joined-page').then((m) => ({ Component: m.JoinedPage })) },
];
/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const membershipDashboardRoutes: RouteObject[] = [
  { path: paths.dashboard.myMemberships.pattern, lazy: () => import('./my-memberships-page').then((m) => ({ Component: m.MyMembershipsPage })) },
  { path: paths.dashboard.membershipCategories.pattern, lazy: () => import('./categories-page').then((m) => ({ Component: m.CategoriesPage })) },
];
