import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { Outlet, useParams } from 'react-router';
import { paths, type RouteAccess } from '../../shared/paths';
import { accessAllows, storedRoleAllows } from '../../shared/session/route-access';
import { useSession } from '../../shared/session/session-context';
import { RoleDeniedPage } from '../../shared/ui/role-denied-page';

/** Every dashboard route's declaration (shared/paths.ts), by pattern. */
export function dashboardAccessByPattern(): Map<string, RouteAccess | undefined> {
  const found = new Map<string, RouteAccess | undefined>();
  const walk = (node: unknown) => {
    if (typeof node === 'function' && 'pattern' in node) {
      const r = node as unknown as { pattern: string; access?: RouteAccess };
      found.set(r.pattern, r.access);
    } else if (node && typeof node === 'object') {
      for (const child of Object.values(node)) walk(child);
    }
  };
  walk(paths.dashboard);
  return found;
}

/**
 * Above a page the active role may not open: the one "no disponible para su rol" screen instead
 * of the page (whose element, and so its queries, never run).
 */
export function RequireRole({ access }: { access: RouteAccess }) {
  const { activeRole } = useSession();
  const params = useParams();
  return accessAllows(access, activeRole, params) ? <Outlet /> : <RoleDeniedPage />;
}

/** A page's loader (a head-start query) runs only when the stored active role may open the page. */
function guardLoader(access: RouteAccess, loader: (args: LoaderFunctionArgs) => unknown) {
  return (args: LoaderFunctionArgs) => (storedRoleAllows(access, args.params) ? loader(args) : null);
}

function guardLoaders(route: RouteObject, access: RouteAccess): RouteObject {
  const { lazy, loader } = route;
  if (typeof loader === 'function') return { ...route, loader: guardLoader(access, loader as (args: LoaderFunctionArgs) => unknown) };
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: () =>
      lazy().then((module) =>
        typeof module.loader === 'function' ? { ...module, loader: guardLoader(access, module.loader as (args: LoaderFunctionArgs) => unknown) } : module,
      ),
  } as RouteObject;
}

/**
 * The dashboard's page routes, each under the guard its declaration asks for: a route open to
 * every role as it is; any other inside a pathless route that draws RequireRole, so the guard
 * decides before the lazy page is drawn. A route without a declaration is an error.
 */
export function guardRoutes(routes: RouteObject[]): RouteObject[] {
  const accessOf = dashboardAccessByPattern();
  return routes.map((route) => {
    if (route.path === '*') return route;
    const pattern = route.index ? paths.dashboard.home.pattern : route.path;
    const access = pattern === undefined ? undefined : accessOf.get(pattern);
    if (!access) throw new Error(`The dashboard route ${pattern ?? '(no path)'} declares no roles (shared/paths.ts)`);
    if (access.roles === 'all') return route;
    return { element: <RequireRole access={access} />, children: [guardLoaders(route, access)] };
  });
}
