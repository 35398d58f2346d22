import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api, apiLogin, demo, joinThroughApi, signIn } from '../support/accounts';
import { expectDate, typeDate } from '../support/pickers';

/** A new member of its own (the spec owns its data), joined through the public `register`. */
async function newMember() {
  const stamp = Date.now();
  const email = `corregir.${stamp}@example.org`;
  await joinThroughApi({
    email,
    firstName: 'Marta',
    lastName: `Corregible ${stamp % 100_000}`,
    document: String(60_000_000 + (stamp % 9_000_000)),
    password: 'una-clave-larga-2026',
    dateBirth: '1970-01-01',
    gender: 'FEMENINO',
    principalContactNumber: '11 4567-8901',
  });
  const { token } = await apiLogin(demo.admin.email);
  const { users } = await api<{ users: { items: { id: string; lastName: string }[] } }>('query ($s: String) { users(search: $s) { items { id lastName } } }', { s: email }, token);
  return users.items[0];
}

test("an ADMIN corrects a member's personal, professional and academic data from the user's detail; the history shows it", async ({ page }) => {
  const member = await newMember();
  await signIn(page, demo.admin.email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/dashboard/usuarios/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marta ${member.lastName}` })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Perfil' });
  const personal = profile.getByRole('region', { name: 'Datos personales' });
  await expectDate(personal.getByRole('group', { name: 'Fecha de nacimiento' }), '01/01/1970');

  await typeDate(personal.getByRole('group', { name: 'Fecha de nacimiento' }), '02/01/1970');
  await personal.getByRole('combobox', { name: 'País' }).fill('chile');
  await page.getByRole('option', { name: 'Chile' }).click();
  await personal.getByLabel('Provincia, estado o región').fill('Región de Valparaíso');
  await personal.getByLabel('Localidad').fill('Viña del Mar');
  await personal.getByRole('button', { name: 'Guardar datos personales' }).click();
  await expect(page.getByText('Datos personales guardados')).toBeVisible();

  const professional = profile.getByRole('region', { name: 'Datos profesionales' });
  await professional.getByLabel('Correo electrónico laboral').fill('no es un correo');
  await professional.getByRole('button', { name: 'Guardar datos profesionales' }).click();
  await expect(professional.getByLabel('Correo electrónico laboral')).toHaveAccessibleDescription('Ingrese un correo electrónico válido');
  await professional.getByLabel('Correo electrónico laboral').fill('marta.trabajo@example.org');
  await professional.getByRole('button', { name: 'Guardar datos profesionales' }).click();
  await expect(page.getByText('Datos profesionales guardados')).toBeVisible();

  const academic = profile.getByRole('region', { name: 'Datos académicos' });
  await academic.getByLabel('Otros estudios complementarios').fill('Diplomatura en gestión pública.');
  await academic.getByRole('button', { name: 'Guardar datos académicos' }).click();
  await expect(page.getByText('Datos académicos guardados')).toBeVisible();

  const history = page.getByRole('table', { name: 'Historial de cambios' });
  await expect(history.getByRole('row', { name: /corrigió los datos personales/ })).toContainText('Localidad: — → Viña del Mar');
  await expect(history.getByRole('row', { name: /corrigió los datos personales/ })).toContainText('Ana Domínguez');
  await expect(history.getByRole('row', { name: /corrigió los datos profesionales/ })).toContainText('marta.trabajo@example.org');
  await expect(history.getByRole('row', { name: /corrigió los datos académicos/ })).toBeVisible();

  await page.reload();
  const saved = page.getByRole('region', { name: 'Perfil' }).getByRole('region', { name: 'Datos personales' });
  await expectDate(saved.getByRole('group', { name: 'Fecha de nacimiento' }), '02/01/1970');
  await expect(saved.getByLabel('Provincia, estado o región')).toHaveValue('Región de Valparaíso');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
