import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of the reports (absolute patterns from shared/paths). */
export const reportRoutes: RouteObject[] = [
  { path: paths.dashboard.memberReport.pattern, lazy: () => import('./member-report-page').then((m) => ({ Component: m.MemberReportPage })) },
  { path: paths.dashboard.inscriptionReport.pattern, lazy: () => import('./inscription-report-page').then((m) => ({ Component: m.InscriptionReportPage })) },
  { path: paths.dashboard.accountsReport.pattern, lazy: () => import('./accounts-report-page').then((m) => ({ Component: m.AccountsReportPage })) },
];
