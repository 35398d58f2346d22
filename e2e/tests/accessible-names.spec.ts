import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';

/**
 * What axe cannot see: a name (`aria-label`) on an element without a role is not read by screen
 * readers (ARIA prohibits naming generic elements), and a tooltip that opens on hover only never
 * reaches a keyboard user.
 */

/** Elements named with aria-label that have no role to carry the name (div, span, p, strong…). */
function namelessRoles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')]
      .filter((el) => ['DIV', 'SPAN', 'P', 'STRONG', 'B', 'EM', 'I', 'CODE'].includes(el.tagName) && !el.hasAttribute('role'))
      .map((el) => `<${el.tagName.toLowerCase()} aria-label="${el.getAttribute('aria-label')}">`),
  );
}

test('the tables\' pagination is a named group, and no generic element carries a name', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('table', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Paginación de Usuarios' })).toBeVisible();
  expect(await namelessRoles(page)).toEqual([]);
});

test("the coordinator's evaluation list: «Pendientes por área» is a named group, and no generic element carries a name", async ({ page }) => {
  await signIn(page, demo.coordinador.email);
  await page.getByRole('button', { name: /Coordinador(\/a)? de área temática/ }).click();
  await page.getByRole('link', { name: 'Evaluación', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluación: ponencias' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pendientes por área' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pendientes por área' })).toContainText(/Teoría política: \d+/);
  expect(await namelessRoles(page)).toEqual([]);
});

test('the transfer code is read out character by character from text, not from a name on a <strong>', async ({ page }) => {
  await signIn(page, demo.socio.email);
  await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
  await page.goto('/dashboard/estado-cuenta');
  const reference = page.getByRole('region', { name: 'Su código de referencia para transferencias' });
  await expect(reference).toBeVisible();
  await expect(reference.getByText(/^Código( \S)+$/)).toBeAttached();
  expect(await namelessRoles(page)).toEqual([]);
});

test('Pagos manuales: the amount\'s warning tooltip opens on keyboard focus too', async ({ page }) => {
  await signIn(page, demo.tesoreria.email);
  // Signed in (the home drawn) before the address changes, or the page opens on the login screen.
  await expect(page.getByRole('heading', { name: /^Bienvenido\/a/ })).toBeVisible();
  await page.goto('/dashboard/pagos/manuales');
  const table = page.getByRole('table', { name: 'Pagos manuales' });
  const warning = table.locator('svg[aria-label="Importe informado distinto"]').first();
  await expect(warning).toBeVisible();
  // A keyboard user: a key pressed, then the focus moves onto the amount (as Tab would bring it).
  await page.keyboard.press('Tab');
  const trigger = warning.locator('xpath=..');
  await trigger.focus();
  await expect(trigger).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText(/^Informó \$ .+; los cargos suman \$ .+$/);
  // The tooltip describes the amount it belongs to.
  await expect(trigger).toHaveAccessibleDescription(/^Informó \$ .+; los cargos suman \$ .+$/);
});
