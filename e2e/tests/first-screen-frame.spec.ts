import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { holdOperation } from '../support/hold';

/**
 * A dashboard page opened from its address shows, from the first paint and before any script has
 * run, the frame the server drew (apps/web/first-screen-frames.ts): the app bar, the menu's panel
 * and the entry overlay, no page of its own. The app takes it away in the commit that shows the page.
 */

type Box = { x: number; y: number; width: number; height: number };

/** The box of the first element matching `selector` (the frame's or the app's), if there is one. */
const boxOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, selector);

const expectSameBox = (shown: Box | null, drawn: Box | null, what: string, keys: (keyof Box)[] = ['x', 'y', 'width', 'height']) => {
  expect(drawn, what).not.toBeNull();
  expect(shown, what).not.toBeNull();
  for (const key of keys) expect(Math.abs(shown![key] - drawn![key]), `${what} ${key}`).toBeLessThanOrEqual(1);
};

/** Holds the app's entry script (the frame stays as the server sent it) until the returned release. */
async function holdAppScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Layout shifts of this document, summed as CLS sums them (every shift counts here, not only the worst window). */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

for (const width of [390, 1280]) {
  for (const { path, title } of [
    { path: '/dashboard/usuarios', title: 'Usuarios' },
    { path: '/dashboard/mi-perfil', title: 'Mi perfil' },
  ]) {
    test(`${title} at ${width} px: the frame is drawn before the app runs, its app bar and menu panel lie where the app draws them, and it goes without a layout shift`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signIn(page, demo.sysadmin.email);
      await expect(page).toHaveURL(/\/dashboard$/);
      // The home drawn: the session has stored its active role, which the page's head-start query needs.
      await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
      await recordShifts(page);
      const release = await holdAppScript(page);
      try {
        await page.goto(path, { waitUntil: 'commit' });
        // Only the server's HTML so far: the frame, its overlay (the only one), and no page.
        const frame = page.locator('#first-screen');
        await expect(frame.locator('.fs-bar')).toBeVisible();
        await expect(page.getByRole('progressbar', { name: 'Cargando' })).toHaveCount(1);
        await expect(page.locator('#first-screen-overlay')).toBeVisible();
        // The frame knows no page, and is hidden from assistive technology.
        await expect(frame.locator('h1, h2')).toHaveCount(0);
        await expect(page.getByRole('heading')).toHaveCount(0);
        const drawnBar = await boxOf(page, '#first-screen .fs-bar');
        const drawnName = await boxOf(page, '#first-screen .fs-app');
        // From md up the menu is a fixed panel beside the page.
        const drawnSide = width >= 900 ? await boxOf(page, '#first-screen .fs-side') : null;
        release();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(frame).toHaveCount(0);
        expectSameBox(await boxOf(page, 'header'), drawnBar, 'app bar');
        const name = page.locator('header').getByText('Portal de la Asociación', { exact: true });
        // Its width is what the bar leaves it: the app's bar also holds the person and the sign-out.
        expectSameBox(await name.boundingBox(), drawnName, 'app name', ['x', 'y', 'height']);
        if (width >= 900) expectSameBox(await boxOf(page, '#dashboard-drawer'), drawnSide, 'menu panel');
        await page.waitForLoadState('networkidle');
        expect(await shiftsSoFar(page)).toEqual([]);
      } finally {
        release();
        await page.unrouteAll({ behavior: 'wait' });
      }
    });
  }
}

test("once the app's entry overlay is up, the frame's overlay is gone: one dimmed layer, never two", async ({ page }) => {
  await signIn(page, demo.sysadmin.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // `me` held: the app's overlay stays up over the frame.
  const release = await holdOperation(page, 'Me');
  try {
    await page.goto('/dashboard/usuarios');
    await expect(page.locator('#first-screen-overlay')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Cargando' })).toHaveCount(1);
    // The frame itself stays under the app's overlay until the page is shown.
    await expect(page.locator('#first-screen .fs-bar')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Cargando' })).toHaveCount(0);
  } finally {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  }
});

test('a signed-out visit to a dashboard page ends on the login page with nothing of the frame left', async ({ page }) => {
  await page.goto('/dashboard/usuarios');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The login page is usable: nothing lies over its fields.
  await page.getByLabel('Correo electrónico o documento').click();
  await expect(page.getByLabel('Correo electrónico o documento')).toBeFocused();
});

test('a public page gets no frame, and a dashboard page whose module cannot load shows its error without it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  expect(await page.locator('#first-screen').count()).toBe(0);
  await signIn(page, demo.sysadmin.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.route(/\/assets\/users-list-page-[\w-]+\.js$/, (route) => route.abort());
  try {
    await page.goto('/dashboard/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'El servidor se encuentra desconectado' })).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reintentar' }).click({ trial: true });
  } finally {
    await page.unrouteAll({ behavior: 'wait' });
  }
});
