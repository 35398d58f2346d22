import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { holdOperation } from '../support/hold';

/**
 * A page's first Intl formatter costs the browser its locale data (about 120 ms of main thread on
 * a mid-range phone), so the screens below make none while they load: the login page formats
 * nothing, and the lists' pagination and Mi perfil need no number formatter (component-texts.ts,
 * lazy-number-format.ts). Counted from before the page's first script runs.
 */
async function countIntlFormatters(page: Page) {
  await page.addInitScript(() => {
    const made: Record<string, number> = {};
    Object.assign(window, { intlFormattersMade: made });
    for (const kind of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules'] as const) {
      const Original = Intl[kind];
      Object.defineProperty(Intl, kind, {
        configurable: true,
        writable: true,
        value: new Proxy(Original, {
          construct(target, args) {
            made[kind] = (made[kind] ?? 0) + 1;
            return Reflect.construct(target, args) as object;
          },
        }),
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlFormattersMade: Record<string, number> }).intlFormattersMade);
}

test('the login page makes no Intl formatter while it loads', async ({ page }) => {
  const made = await countIntlFormatters(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await made()).toEqual({});
});

test('the users list makes no number or date formatter while it loads, nor Mi perfil a number formatter', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
  const made = await countIntlFormatters(page);
  await page.goto('/dashboard/usuarios');
  await expect(page.getByText(/^1-10 de \d+$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Its "Alta" dates are Buenos Aires wall-clock time worked out without Intl (packages/domain/src/dates.ts).
  await expect(page.getByText(/^Alta$/).first()).toBeVisible();
  expect(await made()).toEqual({});
  await page.goto('/dashboard/mi-perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await made()).NumberFormat ?? 0).toBe(0);
});

test('a dashboard page asks for the person (`me`) while its own module is still on its way', async ({ page }) => {
  await signIn(page, demo.sysadmin.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The layout's loader starts `me` as soon as the layout module is there: the request must not
  // wait for the page's module (held here until `me` has been asked for) nor for the layout's render.
  const meAsked = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'Me');
  await page.route(/\/assets\/users-list-page-[\w-]+\.js$/, async (route) => {
    await meAsked;
    await route.fallback();
  });
  try {
    await page.goto('/dashboard/usuarios');
    await meAsked;
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  } finally {
    await page.unrouteAll({ behavior: 'wait' });
  }
});

test('on a phone, the error dialogs and the menu are fetched once the page is on display, not behind the entry overlay', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.sysadmin.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const deferred = /\/assets\/(error-dialogs|mobile-drawer)-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (deferred.test(request.url())) fetched.push(request.url());
  });
  // `me` is held: the entry overlay stays up, and everything the page loads without its first screen loads.
  const release = await holdOperation(page, 'Me');
  try {
    await page.goto('/dashboard/usuarios');
    await expect(page.getByRole('progressbar', { name: 'Cargando' })).toBeVisible();
    // Two rounds of two frames and an idle moment of the browser: what the app fetches "once the
    // first frames are painted and the browser is idle" has been asked for by then.
    for (let round = 0; round < 2; round++) {
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))));
    }
    expect(fetched).toEqual([]);
    const menu = page.waitForRequest((request) => /\/assets\/mobile-drawer-/.test(request.url()));
    const dialogs = page.waitForRequest((request) => /\/assets\/error-dialogs-/.test(request.url()));
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await Promise.all([menu, dialogs]);
  } finally {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  }
});
