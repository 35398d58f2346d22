import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** The public inscription page (card layout). */
export const inscriptionPublicRoutes: RouteObject[] = [
  { path: paths.inscription.pattern, lazy: () => import('./inscription-page').then((m) => ({ Component: m.InscriptionPage })) },
];

/** Lazy route modules of this feature under /dashboard (absolute patterns from shared/paths). */
export const inscriptionDashboardRoutes: RouteObject[] = [
  { path: paths.dashboard.myInscriptions.pattern, lazy: () => import('./my-inscriptions-page').then((m) => ({ Component: m.MyInscriptionsPage })) },
];
