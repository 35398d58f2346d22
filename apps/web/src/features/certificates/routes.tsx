import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Mis certificados, under /dashboard. */
export const certificatesDashboardRoutes: RouteObject[] = [{ path: paths.dashboard.myCertificates.pattern, lazy: () => import('./my-certificates-page').then((m) => ({ Component: m.MyCertificatesPage })) }];
