import type { RouteObject } from 'react-router';
import { routePatterns } from '../../shared/paths';

/** Lazy route modules of this feature (paths relative to their layout). */
export const catalogueRoutes: RouteObject[] = [
  { path: routePatterns.institutions, lazy: () => import('./institutions-page').then((m) => ({ Component: m.InstitutionsPage })) },
  { path: routePatterns.thematicAreas, lazy: () => import('./thematic-areas-page').then((m) => ({ Component: m.ThematicAreasPage })) },
  { path: routePatterns.universities, lazy: () => import('./universities-page').then((m) => ({ Component: m.UniversitiesPage })) },
  { path: routePatterns.countries, lazy: () => import('./countries-page').then((m) => ({ Component: m.CountriesPage })) },
];
