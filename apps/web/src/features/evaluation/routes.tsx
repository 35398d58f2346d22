import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const evaluationRoutes: RouteObject[] = [
  { path: paths.dashboard.evaluationStart.pattern, lazy: () => import('./evaluation-start-page').then((m) => ({ element: <m.EvaluationStartPage mode="pending" /> })) },
  { path: paths.dashboard.evaluatedStart.pattern, lazy: () => import('./evaluation-start-page').then((m) => ({ element: <m.EvaluationStartPage mode="evaluated" /> })) },
  { path: paths.dashboard.evaluation.pattern, lazy: () => import('./evaluation-list-page').then((m) => ({ element: <m.EvaluationListPage mode="pending" /> })) },
  { path: paths.dashboard.evaluated.pattern, lazy: () => import('./evaluation-list-page').then((m) => ({ element: <m.EvaluationListPage mode="evaluated" /> })) },
  { path: paths.dashboard.evaluationItem.pattern, lazy: () => import('./evaluation-item-page').then((m) => ({ Component: m.EvaluationItemPage })) },
];
