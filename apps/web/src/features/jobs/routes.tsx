import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const jobRoutes: RouteObject[] = [{ path: paths.dashboard.jobs.pattern, lazy: () => import('./jobs-page').then((m) => ({ Component: m.JobsPage })) }];
