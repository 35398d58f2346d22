import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** The public programme and the standalone programme book (outside the dashboard's layout). */
export const programmePublicRoutes: RouteObject[] = [
  { path: paths.programme.pattern, lazy: () => import('./programme-page').then((m) => ({ Component: m.ProgrammePage })) },
  { path: paths.programmePdf.pattern, lazy: () => import('./programme-pdf-page').then((m) => ({ Component: m.ProgrammePdfPage })) },
];

/** Mi agenda, under /dashboard. */
export const programmeDashboardRoutes: RouteObject[] = [{ path: paths.dashboard.myAgenda.pattern, lazy: () => import('./my-agenda-page').then((m) => ({ Component: m.MyAgendaPage })) }];
