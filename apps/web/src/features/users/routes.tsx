import type { RouteObject } from 'react-router';

/** Lazy route modules of this feature (paths relative to their layout). */
export const userAdminRoutes: RouteObject[] = [];
