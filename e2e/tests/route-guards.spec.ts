import { expect, test, type Page, type Request } from '@playwright/test';
import { conferenceRoles, globalRoles, type AnyRole } from '@portal/domain/roles';
import { paths, type RouteAccess } from '../../apps/web/src/shared/paths';
import { api, DEMO_PASSWORD, demo } from '../support/accounts';

const DENIED = 'Esta página no está disponible para su rol';

/** Every dashboard route, as declared once in shared/paths.ts (the router and the menu read the same). */
function dashboardRoutes(): { pattern: string; access: RouteAccess }[] {
  const found: { pattern: string; access: RouteAccess }[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'function' && 'pattern' in node) {
      const r = node as unknown as { pattern: string; access?: RouteAccess };
      found.push({ pattern: r.pattern, access: r.access! });
    } else if (node && typeof node === 'object') for (const child of Object.values(node)) walk(child);
  };
  walk(paths.dashboard);
  return found;
}

/** A URL of the pattern: the role's conference for `:conferenceId`, a plausible value for the rest. */
function urlOf(pattern: string, conferenceId: string): string {
  const values: Record<string, string> = { conferenceId, kind: 'ponencias', product: 'asociacion', fileKind: 'ponencia', result: 'exito' };
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? '1');
}

type RoleKey = { key: string; role: AnyRole; conferenceId: string | null };

/** Signs the page in as `email` with the tokens in storage (as the login does), and lists its roles. */
async function signInAs(page: Page, email: string): Promise<RoleKey[]> {
  const { login } = await api<{ login: { token: string; refreshToken: string; expire: string } }>(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token refreshToken expire } }',
    { u: email, p: DEMO_PASSWORD },
  );
  const { me } = await api<{ me: { roles: AnyRole[]; conferenceRoles: { role: AnyRole; conference: { id: string }; thematicArea: { id: string } | null }[] } }>(
    '{ me { roles conferenceRoles { role conference { id } thematicArea { id } } } }',
    {},
    login.token,
  );
  await page.goto('/');
  await page.evaluate((auth) => {
    localStorage.setItem('portal.auth.token', auth.token);
    localStorage.setItem('portal.auth.expire', auth.expire);
    localStorage.setItem('portal.auth.refreshToken', auth.refreshToken);
  }, login);
  return [
    ...me.roles.map((role) => ({ key: role, role, conferenceId: null })),
    ...me.conferenceRoles.map((c) => ({
      key: [c.role, c.conference.id, c.role === 'COORDINADOR' ? c.thematicArea?.id : undefined].filter(Boolean).join(':'),
      role: c.role,
      conferenceId: c.conference.id,
    })),
  ];
}

/** GraphQL operations the page sends, and every level-1 heading it ever draws (a flash included). */
async function watch(page: Page) {
  const operations: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isGraphql = (request: Request) => request.url().endsWith('/graphql') && request.method() === 'POST';
  // Every request (a lazy route's module included): the page is still arriving while one is out.
  let anyInFlight = 0;
  let lastAny = Date.now();
  page.on('request', () => {
    anyInFlight++;
    lastAny = Date.now();
  });
  const anySettled = () => {
    anyInFlight--;
    lastAny = Date.now();
  };
  page.on('requestfinished', anySettled);
  page.on('requestfailed', anySettled);
  page.on('request', (request) => {
    if (!isGraphql(request)) return;
    operations.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
    inFlight++;
    lastActivity = Date.now();
  });
  const settled = (request: Request) => {
    if (!isGraphql(request)) return;
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { headingsSeen: seen });
    new MutationObserver(() => {
      // The app's headings (not the frame the server draws behind the entry overlay, first-screen-frames.ts).
      for (const h of document.querySelectorAll('h1')) if (h.textContent && !h.closest('#first-screen') && seen.at(-1) !== h.textContent) seen.push(h.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    operations,
    /** No request of any kind in flight for `ms`. */
    idleFor: (ms: number) => anyInFlight === 0 && Date.now() - lastAny > ms,
    /** Waits until the page has had no GraphQL request in flight for half a second (what it asks for after its first screen included). */
    quiet: () => expect.poll(() => (inFlight === 0 ? Date.now() - lastActivity : 0), { timeout: 15_000, intervals: [100] }).toBeGreaterThan(500),
    headings: () => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen.splice(0)),
  };
}

/** A navigation inside the app (the router follows the history), as a click on a link would. */
async function navigate(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Two frames: what the navigation started is on screen (the loading bar included). */
const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** A moment for anything the page would ask for to go out. */
const settle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), 150)));

/** Each role, walked as the demo account that holds it (a test of its own, so the walks run side by side). */
const walks: { role: AnyRole; account: { email: string } }[] = [
  { role: 'USER', account: demo.socio },
  { role: 'SYSADMIN', account: demo.sysadmin },
  { role: 'ADMIN', account: demo.admin },
  { role: 'TESORERIA', account: demo.tesoreria },
  { role: 'ADMIN_CONGRESO', account: demo.congreso },
  { role: 'COORDINADOR', account: demo.coordinador },
  { role: 'ORGANIZADOR_CONGRESO', account: demo.organizador },
  { role: 'JUEZ', account: demo.juez },
];

test('the walks below cover every role there is', () => {
  expect(walks.map((w) => w.role).sort()).toEqual([...globalRoles, ...conferenceRoles].sort());
});

test.describe('every route × every role', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { role: roleName, account } of walks) {
    test(`as ${roleName}: a route the role may not use shows the one screen and the page sends nothing; one it may use draws its page`, async ({ page }) => {
      test.setTimeout(300_000);
      const routes = dashboardRoutes();
      const watched = await watch(page);
      const role = (await signInAs(page, account.email)).find((r) => r.role === roleName);
      expect(role, `${account.email} holds ${roleName}`).toBeDefined();
      await page.evaluate((key) => localStorage.setItem('portal.session', JSON.stringify({ activeRole: key })), role!.key);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido\/a/ })).toBeVisible();
      await settle(page);
      let deniedPairs = 0;
      let allowedPairs = 0;
      for (const { pattern, access } of routes) {
        const url = urlOf(pattern, role!.conferenceId ?? '1');
        const allowed = access.roles === 'all' || access.roles.includes(role!.role);
        // What the page before drew is not this route's.
        const before = new Set(await page.locator('main h1').allTextContents());
        await watched.headings();
        watched.operations.length = 0;
        await navigate(page, url);
        if (allowed) {
          // The route's module has arrived (a lazy route keeps the page before on display, and its
          // bar, until then), the page is drawn (its heading), and it is not the one screen.
          await nextFrames(page);
          await expect(page.getByRole('progressbar', { name: 'Cargando página' }), `${url} as ${role!.key}`).toHaveCount(0, { timeout: 20_000 });
          // Its own heading, not the page before's still on display (the router may not have shown
          // its bar yet on a busy machine; a heading drawn late would be taken for the next route's).
          // (A page whose heading is the one before's, /dashboard or a redirect to it: nothing more arrives for a second.)
          await expect
            .poll(async () => watched.idleFor(1000) || (await page.locator('main h1').allTextContents()).some((h) => !before.has(h)), { message: `${url} as ${role!.key}: its own heading`, timeout: 20_000 })
            .toBe(true);
          await expect(page.locator('main h1').first(), `${url} as ${role!.key}`).toBeVisible();
          await expect(page.getByRole('heading', { level: 1, name: DENIED }), `${url} as ${role!.key}`).toHaveCount(0);
          // What this page asks for once drawn (Mi perfil's lower sections, mounted when the browser
          // is idle) is not the next route's: every section drawn, then no request in flight.
          await expect(page.locator('main [aria-busy="true"]'), `${url} as ${role!.key}`).toHaveCount(0, { timeout: 20_000 });
          await watched.quiet();
          allowedPairs++;
          continue;
        }
        await expect(page.getByRole('heading', { level: 1, name: DENIED }), `${url} as ${role!.key}`).toBeVisible();
        await settle(page);
        expect(watched.operations.filter((name) => name !== 'Me'), `${url} as ${role!.key}: operations`).toEqual([]);
        // Nothing drawn but the one screen (and what the page before had, as the navigation starts).
        expect((await watched.headings()).filter((h) => !before.has(h) && h !== DENIED), `${url} as ${role!.key}: headings drawn`).toEqual([]);
        await expect(page.getByText('No tiene permisos')).toHaveCount(0);
        deniedPairs++;
      }
      // Every route was walked, and the role opens some of them (the menu's own pages at least).
      expect(deniedPairs + allowedPairs).toBe(routes.length);
      expect(allowedPairs).toBeGreaterThan(0);
    });
  }
});

test('opened directly, a page the role may not use shows the one screen with a way back, and asks for nothing of its own', async ({ page }) => {
  const watched = await watch(page);
  const roles = await signInAs(page, demo.socio.email);
  await page.evaluate((key) => localStorage.setItem('portal.session', JSON.stringify({ activeRole: key })), roles[0]!.key);
  for (const url of ['/dashboard/usuarios', '/dashboard/instituciones', '/dashboard/pagos/manuales/1', '/dashboard/propuestas/1/ponencias']) {
    watched.operations.length = 0;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: DENIED })).toBeVisible();
    await settle(page);
    // `me` only: no early request, no route loader, no page query.
    expect(watched.operations, url).toEqual(['Me']);
    expect(await watched.headings(), url).toEqual([DENIED]);
  }
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido\/a/ })).toBeVisible();
});

test('a congress role on another edition’s pages sees the same screen', async ({ page }) => {
  const watched = await watch(page);
  const roles = await signInAs(page, demo.congreso.email);
  const adminOfCongress = roles.find((r) => r.role === 'ADMIN_CONGRESO')!;
  await page.evaluate((key) => localStorage.setItem('portal.session', JSON.stringify({ activeRole: key })), adminOfCongress.key);
  const other = String(Number(adminOfCongress.conferenceId) + 1000);
  for (const url of [paths.dashboard.proposalAdminList(other, 'ponencias'), paths.dashboard.regularPanels(other), paths.dashboard.awards(other)]) {
    watched.operations.length = 0;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: DENIED })).toBeVisible();
    await settle(page);
    expect(watched.operations, url).toEqual(['Me']);
  }
  // Its own edition opens.
  await page.goto(paths.dashboard.proposalAdminList(adminOfCongress.conferenceId!, 'ponencias'));
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: DENIED })).toHaveCount(0);
});
