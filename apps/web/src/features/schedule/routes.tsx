import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of the congress programme (absolute patterns from shared/paths). */
export const scheduleRoutes: RouteObject[] = [
  { path: paths.dashboard.schedules.pattern, lazy: () => import('./schedule-home').then((m) => ({ Component: m.ScheduleHome })) },
  { path: paths.dashboard.scheduleSetup.pattern, lazy: () => import('./setup-page').then((m) => ({ Component: m.ScheduleSetupPage })) },
  { path: paths.dashboard.scheduleGrid.pattern, lazy: () => import('./grid-page').then((m) => ({ Component: m.ScheduleGridPage })) },
];
