import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/**
 * Lazy route modules of this feature (absolute patterns from shared/paths). The user detail is
 * composed with the profile feature's sections in app/routes/user-detail-route.tsx.
 */
export const userAdminRoutes: RouteObject[] = [
  {
    path: paths.dashboard.users.pattern,
    lazy: () => import('./users-list-page').then((m) => ({ Component: m.UsersListPage, loader: m.usersListLoader })),
  },
  {
    path: paths.dashboard.auditLog.pattern,
    lazy: () => import('./audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
  },
];
