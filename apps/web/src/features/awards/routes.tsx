import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of awards (absolute patterns from shared/paths). */
export const awardRoutes: RouteObject[] = [
  { path: paths.dashboard.awards.pattern, lazy: () => import('./awards-page').then((m) => ({ Component: m.AwardsPage })) },
  { path: paths.dashboard.awardNew.pattern, lazy: () => import('./award-form-page').then((m) => ({ Component: m.NewAwardPage })) },
  { path: paths.dashboard.award.pattern, lazy: () => import('./award-page').then((m) => ({ Component: m.AwardPage })) },
  { path: paths.dashboard.awardEdit.pattern, lazy: () => import('./award-form-page').then((m) => ({ Component: m.EditAwardPage })) },
  { path: paths.dashboard.inscriptionAwards.pattern, lazy: () => import('./inscription-awards-page').then((m) => ({ Component: m.InscriptionAwardsPage })) },
];
