import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const associationRoutes: RouteObject[] = [
  { path: paths.dashboard.association.pattern, lazy: () => import('./association-page').then((m) => ({ Component: m.AssociationPage })) },
];
