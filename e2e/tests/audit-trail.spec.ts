import { expect, test } from '@playwright/test';
import { api, apiLogin, createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { typeDate } from '../support/pickers';

test.describe.configure({ timeout: 120_000 });

const ROLE = 'mutation ($u: ID!, $r: GlobalRole!) { grantRole(userId: $u, role: $r) { id } }';
const REVOKE = 'mutation ($u: ID!, $r: GlobalRole!) { revokeRole(userId: $u, role: $r) { id } }';

/** A role granted and taken back (the person ends as they were): two entries in their trail. */
async function grantAndRevoke(email: string) {
  const { token } = await apiLogin(demo.sysadmin.email);
  const found = await api<{ users: { items: { id: string }[] } }>('query ($s: String) { users(search: $s) { items { id } } }', { s: email }, token);
  const id = found.users.items[0].id;
  await api(ROLE, { u: id, r: 'TESORERIA' }, token);
  await api(REVOKE, { u: id, r: 'TESORERIA' }, token);
  return id;
}

test("a person's Historial de cambios reads as Spanish sentences, paginated and filtered in the URL", async ({ page }) => {
  const id = await grantAndRevoke((await createMember('trazabilidad')).email);
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
  await page.goto(`/dashboard/usuarios/${id}`);
  const trail = page.getByRole('table', { name: 'Historial de cambios' });
  const revoked = trail.getByRole('row').filter({ hasText: 'Sergio Ibáñez quitó un rol.' }).first();
  await expect(revoked).toBeVisible();
  await expect(revoked).toContainText('Roles: Tesorería, Socio / usuario → Socio / usuario');
  // Buenos Aires wall clock, dd/mm/aaaa hh:mm; no ISO instant, English key or raw enum anywhere.
  await expect(revoked.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(trail).not.toContainText(/TESORERIA|roles:|\d{4}-\d{2}-\d{2}T/);
  // Paginated on the server like every other table.
  const section = page.getByRole('region', { name: 'Historial de cambios' });
  await expect(section.getByText('Filas por página:')).toBeVisible();
  await expect(section.getByText(/^1–\d+ de \d+$|^1-\d+ de \d+$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Tipo de cambio' }).click();
  await page.getByRole('option', { name: 'Pagos y créditos' }).click();
  await expect(page).toHaveURL(/tipo=pagos/);
  await expect(page.getByText('Ningún cambio coincide con los filtros. Pruebe con otros.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo de cambio' }).click();
  await page.getByRole('option', { name: 'Cuenta y roles' }).click();
  await expect(page).toHaveURL(/tipo=cuenta/);
  await expect(revoked).toBeVisible();
  await expectNoAxeViolations(page);

  // The days are the portal's date pickers; a day after today leaves nothing.
  await typeDate(page.getByRole('group', { name: 'Desde' }), '01/01/2099');
  await expect(page).toHaveURL(/desde=2099-01-01/);
  await expect(page.getByText('Ningún cambio coincide con los filtros. Pruebe con otros.')).toBeVisible();
  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByText('Ningún cambio coincide con los filtros. Pruebe con otros.')).toBeVisible();
});

test('SYSADMIN reads the whole audit log from its menu; ADMIN has no such entry', async ({ page, browser }) => {
  // A person of the spec's own: the newest entries about them are this spec's.
  await grantAndRevoke((await createMember('Auditada')).email);
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, demo.admin.email);
    await expect(adminPage.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  await signIn(page, demo.sysadmin.email);
  await page.getByRole('link', { name: 'Auditoría' }).click();
  await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
  const log = page.getByRole('table', { name: 'Auditoría' });
  const row = log.getByRole('row').filter({ hasText: 'Sergio Ibáñez quitó un rol.' }).filter({ hasText: 'Prueba Auditada' }).first();
  await expect(row.getByRole('link', { name: 'Prueba Auditada' })).toBeVisible();
  await page.getByLabel('Buscar por quién actuó o a quién se refiere').fill('Auditada');
  await expect(page).toHaveURL(/buscar=Auditada/);
  // Today in Buenos Aires (UTC-3 all year).
  const today = new Date(Date.now() - 3 * 3600 * 1000).toISOString().slice(0, 10);
  await typeDate(page.getByRole('group', { name: 'Desde' }), today.split('-').reverse().join('/'));
  await expect(page).toHaveURL(new RegExp(`desde=${today}`));
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
});
