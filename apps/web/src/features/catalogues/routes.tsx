import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const catalogueRoutes: RouteObject[] = [
  { path: paths.dashboard.institutions.pattern, lazy: () => import('./institutions-page').then((m) => ({ Component: m.InstitutionsPage })) },
  { path: paths.dashboard.thematicAreas.pattern, lazy: () => import('./thematic-areas-page').then((m) => ({ Component: m.ThematicAreasPage })) },
  { path: paths.dashboard.universities.pattern, lazy: () => import('./universities-page').then((m) => ({ Component: m.UniversitiesPage })) },
  { path: paths.dashboard.countries.pattern, lazy: () => import('./countries-page').then((m) => ({ Component: m.CountriesPage })) },
  { path: paths.dashboard.catalogueReview.pattern, lazy: () => import('./catalogue-review-page').then((m) => ({ Component: m.CatalogueReviewPage })) },
];
