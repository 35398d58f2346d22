import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const conferenceRoutes: RouteObject[] = [
  { path: paths.dashboard.conferences.pattern, lazy: () => import('./conferences-page').then((m) => ({ Component: m.ConferencesPage })) },
  { path: paths.dashboard.conferenceRoles.pattern, lazy: () => import('./conference-roles-page').then((m) => ({ Component: m.ConferenceRolesPage })) },
];
