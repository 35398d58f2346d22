import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The page does not scroll sideways: nothing is laid out wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The element is fully inside the window's width (not clipped off the right edge). */
async function expectWithinWidth(page: Page, locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('lists on a phone (390 wide)', () => {
  test.use({ viewport: PHONE });

  test('Usuarios shows each person as a card with every value, and its next-page arrow works', async ({ page }) => {
    await signIn(page, demo.admin.email);
    await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
    await page.goto('/dashboard/usuarios');
    const cards = page.getByRole('list', { name: 'Usuarios' });
    const first = cards.getByRole('listitem').first();
    for (const label of ['Correo electrónico', 'Documento', 'Roles', `Membresía ${new Date().getFullYear()}`, 'Cuenta', 'Alta']) {
      await expectWithinWidth(page, first.getByText(label, { exact: true }));
    }
    await expectWithinWidth(page, first.getByRole('link'));
    const next = page.getByRole('button', { name: 'Ir a la página siguiente' });
    await expectWithinWidth(page, next);
    await expect(page.getByText(/^1-10 de \d+$/)).toBeVisible();
    await next.click();
    await expect(page.getByText(/^11-\d+ de \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/pagina=2/);
    // Sorting without column headers.
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Nombre (descendente)' }).click();
    await expect(page).toHaveURL(/dir=desc/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('Mis membresías shows the fee and its status on the card, and the pagination', async ({ page }) => {
    await signIn(page, demo.socio.email);
    await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
    await page.goto('/dashboard/mis-membresias');
    const card = page.getByRole('list', { name: 'Mis membresías' }).getByRole('listitem').first();
    await expectWithinWidth(page, card.getByText('Cuota', { exact: true }));
    await expectWithinWidth(page, card.getByText('Estado de la cuota', { exact: true }));
    await expectWithinWidth(page, card.getByText(/^\$\s/));
    await expectWithinWidth(page, page.getByRole('button', { name: 'Ir a la página siguiente' }));
    await expectNoSidewaysScroll(page);
  });

  test('a catalogue card carries its actions with visible labels', async ({ page }) => {
    await signIn(page, demo.sysadmin.email);
    await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
    await page.goto('/dashboard/instituciones');
    const card = page.getByRole('list', { name: 'Instituciones' }).getByRole('listitem').first();
    await expectWithinWidth(page, card.getByRole('button', { name: /^Editar «.+»$/ }));
    await expect(card.getByRole('button', { name: /^Eliminar «.+»$/ })).toHaveText('Eliminar');
    await expectWithinWidth(page, page.getByRole('button', { name: 'Ir a la página siguiente' }));
    await expectNoSidewaysScroll(page);
  });
});

test('the journal list does not scroll sideways, on a desktop or a phone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
  await page.goto('/dashboard/novedades/revista');
  await expect(page.getByRole('table', { name: 'Números de la revista' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('list', { name: 'Números de la revista' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('after choosing a menu entry the focus is on the page heading; a skip link jumps to the content', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeFocused();
  // A filter changes only the query: the focus stays where the person is.
  await page.getByLabel('Buscar por nombre, correo o documento').fill('socio');
  await expect(page).toHaveURL(/buscar=socio/);
  await expect(page.getByLabel('Buscar por nombre, correo o documento')).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expectWithinWidth(page, skip);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the content, not the menu.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('on a phone the menu closes and the focus goes to the new page heading', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Categorías de socio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categorías de socio' })).toBeFocused();
});
