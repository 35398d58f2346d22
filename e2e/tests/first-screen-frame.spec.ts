import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { holdOperation } from '../support/hold';

/**
 * A dashboard page opened from its address shows, from the first paint and before any script has
 * run, the frame the server drew for it (apps/web/first-screen-frames.ts): the app bar, the page's
 * headings and the entry overlay. The app takes it away in the commit that shows the page.
 */

type Box = { text: string; x: number; y: number; width: number; height: number };

/** The headings of `scope` (the frame, or the page's <main>), with the box of their text. */
const headingBoxes = (page: Page, scope: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} h1, ${selector} h2`)].map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const r = range.getBoundingClientRect();
        return { text: element.textContent ?? '', x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    scope,
  );

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
    test(`${title} at ${width} px: the frame is drawn before the app runs, its headings lie where the page draws them, and it goes without a layout shift`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signIn(page, demo.sysadmin.email);
      await expect(page).toHaveURL(/\/dashboard$/);
      await recordShifts(page);
      const release = await holdAppScript(page);
      try {
        await page.goto(path, { waitUntil: 'commit' });
        // Only the server's HTML so far: the frame, its overlay (the only one), and no page.
        const frame = page.locator('#first-screen');
        await expect(frame.locator('h1')).toHaveText(title);
        await expect(page.getByRole('progressbar', { name: 'Cargando' })).toHaveCount(1);
        await expect(page.locator('#first-screen-overlay')).toBeVisible();
        // Hidden from assistive technology: the page's own heading is the only one it will meet.
        await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
        const drawn = await headingBoxes(page, '#first-screen');
        release();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(frame).toHaveCount(0);
        const shown = await headingBoxes(page, 'main');
        // The page's h1 is where the frame's was, at the same size (within a pixel).
        const [frameTitle, pageTitle] = [drawn[0], shown[0]];
        expect(pageTitle.text).toBe(frameTitle.text);
        for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(pageTitle[key] - frameTitle[key]), key).toBeLessThanOrEqual(1);
        // Every section heading of the frame is one of the page's, its text the same size.
        for (const heading of drawn.slice(1)) {
          const same = shown.find((h: Box) => h.text === heading.text);
          expect(same, heading.text).toBeDefined();
          expect(Math.abs(same!.width - heading.width), heading.text).toBeLessThanOrEqual(1);
          expect(Math.abs(same!.height - heading.height), heading.text).toBeLessThanOrEqual(1);
        }
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
    await expect(page.locator('#first-screen h1')).toHaveText('Usuarios');
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
