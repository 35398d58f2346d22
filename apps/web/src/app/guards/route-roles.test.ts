import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conferenceRoles, globalRoles, type AnyRole } from '@portal/domain/roles';
import type { RouteAccess } from '../../shared/paths';
import { accessAllows, type ActiveRoleFacts } from '../../shared/session/route-access';

// The app's route table as router.tsx builds it (createBrowserRouter needs a browser: here it
// hands back the routes it is given).
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  createBrowserRouter: (routes: RouteObject[]) => routes,
}));

const { createAppRouter } = await import('../router');
const { RequireRole, guardRoutes } = await import('./require-role');
const { navItems } = await import('../layouts/dashboard-nav-items');

const allRoles: AnyRole[] = [...globalRoles, ...conferenceRoles];
const CONFERENCE = '7';
const activeAs = (role: AnyRole, conferenceId: string | null = (conferenceRoles as readonly string[]).includes(role) ? CONFERENCE : null): ActiveRoleFacts => ({ role, conferenceId });

/**
 * Spec §2 and §6, written here on their own (not read from shared/paths.ts): who may open each
 * dashboard section. First matching prefix wins.
 */
const expected: [RegExp, AnyRole[] | 'all'][] = [
  [/^\/dashboard(\/(seleccionar-rol|cambiar-contrasena|mi-perfil|mi-agenda|mis-certificados|coautorias|coautorias\/:presentationId))?$/, 'all'],
  [/^\/dashboard\/(instituciones|areas-tematicas|universidades|paises|carreras-y-titulos|tareas|auditoria|asociacion)$/, ['SYSADMIN']],
  [/^\/dashboard\/usuarios(\/|$)/, ['SYSADMIN', 'ADMIN']],
  [/^\/dashboard\/(categorias-socio|novedades|certificados-socios)(\/|$)/, ['ADMIN']],
  [/^\/dashboard\/certificados\/:conferenceId(\/textos)?$/, ['ADMIN_CONGRESO']],
  [/^\/dashboard\/(congresos|roles-congreso)(\/|$)/, ['ADMIN', 'TESORERIA']],
  [/^\/dashboard\/reportes\//, ['ADMIN', 'TESORERIA']],
  [/^\/dashboard\/(mis-membresias|mis-inscripciones|mis-postulaciones|estado-cuenta|mis-pagos)(\/|$)/, ['USER']],
  [/^\/dashboard\/pagos\//, ['TESORERIA']],
  [/^\/dashboard\/premios\/:conferenceId\/(nuevo|premio\/:premioId\/editar)$/, ['ADMIN_CONGRESO']],
  [/^\/dashboard\/premios\//, ['JUEZ', 'ADMIN_CONGRESO']],
  [/^\/dashboard\/propuestas\//, ['ADMIN_CONGRESO']],
  [/^\/dashboard\/(evaluacion|evaluadas|paneles)(\/|$)/, ['ADMIN_CONGRESO', 'COORDINADOR']],
  [/^\/dashboard\/cronogramas(\/|$)/, ['ADMIN_CONGRESO', 'ORGANIZADOR_CONGRESO']],
];
const expectedRoles = (pattern: string) => {
  const rule = expected.find(([re]) => re.test(pattern));
  if (!rule) throw new Error(`no expectation for ${pattern}`);
  return rule[1];
};

type Leaf = { pattern: string; route: RouteObject; guard: ReactElement<{ access: RouteAccess }> | null };

/** The pages under the dashboard layout, each with the guard element above it (if any). */
function dashboardLeaves(): Leaf[] {
  const routes = createAppRouter() as unknown as RouteObject[];
  const dashboard = routes[0]!.children!.find((r) => r.path === '/dashboard')!;
  const layout = dashboard.children![0]!;
  const leaves: Leaf[] = [];
  for (const child of layout.children!) {
    if (child.path === '*') continue;
    if (isValidElement(child.element)) {
      for (const page of child.children ?? []) leaves.push({ pattern: page.path!, route: page, guard: child.element as ReactElement<{ access: RouteAccess }> });
    } else {
      leaves.push({ pattern: child.index ? '/dashboard' : child.path!, route: child, guard: null });
    }
  }
  return leaves;
}

const paramsOf = (pattern: string, conferenceId = CONFERENCE) =>
  Object.fromEntries([...pattern.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, name === 'conferenceId' ? conferenceId : '1']));

describe('every dashboard route declares its roles, and its guard sits above the page', () => {
  const leaves = dashboardLeaves();

  it('finds the whole route table', () => {
    expect(leaves.length).toBeGreaterThan(60);
    expect(new Set(leaves.map((l) => l.pattern)).size).toBe(leaves.length);
  });

  it('puts every route that is not open to everyone under RequireRole, with the roles the spec gives it', () => {
    for (const { pattern, guard } of leaves) {
      const roles = expectedRoles(pattern);
      if (roles === 'all') {
        expect(guard, pattern).toBeNull();
        continue;
      }
      expect(guard?.type, pattern).toBe(RequireRole);
      expect([...(guard!.props.access.roles as AnyRole[])].sort(), pattern).toEqual([...roles].sort());
    }
  });

  it('walks every route × role: the guard lets through exactly the roles of the route', () => {
    let denied = 0;
    for (const { pattern, guard } of leaves) {
      const roles = expectedRoles(pattern);
      for (const role of allRoles) {
        const allowed = guard === null || accessAllows(guard.props.access, activeAs(role), paramsOf(pattern));
        expect(allowed, `${pattern} as ${role}`).toBe(roles === 'all' || roles.includes(role));
        if (!allowed) denied++;
      }
    }
    expect(denied).toBeGreaterThan(300);
  });

  it('refuses a conference role on another conference’s route, and a person with no active role', () => {
    for (const { pattern, guard } of leaves) {
      if (!guard) continue;
      for (const role of guard.props.access.roles as AnyRole[]) {
        if (pattern.includes(':conferenceId')) expect(accessAllows(guard.props.access, activeAs(role), paramsOf(pattern, '8')), `${pattern} as ${role} of another conference`).toBe(false);
      }
      expect(accessAllows(guard.props.access, null, paramsOf(pattern)), pattern).toBe(false);
    }
  });
});

describe('the menu and the route table agree', () => {
  it('every menu entry a role sees leads to a route that role may open', () => {
    const leaves = dashboardLeaves();
    let checked = 0;
    for (const item of navItems) {
      for (const role of item.roles ?? allRoles) {
        const active = { ...activeAs(role), key: role, label: role, scope: null, thematicAreaId: null };
        const to = typeof item.to === 'string' ? item.to : item.to(active);
        // The router's own ranking picks the route (a static segment wins over a `:param`).
        const match = matchRoutes(leaves.map((l) => ({ path: l.pattern })), to)?.[0];
        expect(match, `${item.label} → ${to}`).toBeDefined();
        const leaf = leaves.find((l) => l.pattern === match!.route.path);
        const params = match!.params;
        expect(leaf!.guard === null || accessAllows(leaf!.guard.props.access, activeAs(role), params), `${item.label} as ${role}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('a page’s loader under the guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubStoredRole = (activeRole: string | null) => {
    const store = new Map<string, string>(activeRole ? [['portal.session', JSON.stringify({ activeRole })]] : []);
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) });
  };

  it('runs only for a stored active role that may open the page (no head-start query otherwise)', async () => {
    const loader = vi.fn(() => 'asked');
    const [wrapped] = guardRoutes([{ path: '/dashboard/usuarios', lazy: async () => ({ loader }) }]);
    const page = wrapped!.children![0]!;
    const { loader: guarded } = await (page.lazy as () => Promise<{ loader: (args: unknown) => unknown }>)();
    const args = { params: {}, request: new Request('http://portal.test/dashboard/usuarios') };
    for (const role of ['USER', 'TESORERIA', 'ADMIN_CONGRESO:7', null]) {
      stubStoredRole(role);
      expect(guarded(args), String(role)).toBeNull();
    }
    expect(loader).not.toHaveBeenCalled();
    stubStoredRole('ADMIN');
    expect(guarded(args)).toBe('asked');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('refuses a route nobody declared roles for', () => {
    expect(() => guardRoutes([{ path: '/dashboard/sin-declarar', element: null }])).toThrow(/declares no roles/);
  });
});
