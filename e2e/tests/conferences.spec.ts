import { expect, test, type Page } from '@playwright/test';
import { demo, joinThroughApi, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { typeDate } from '../support/pickers';

/** A member of our own, so no demo account gains a role. */
async function registerMember(suffix: string) {
  const lastName = `Coordinación${suffix}`;
  await joinThroughApi({
    email: `coordina.${suffix}@example.org`,
    firstName: 'Inés',
    lastName,
    document: `8${suffix}`,
    password: 'una clave de socio 2026',
    dateBirth: '1988-03-02',
    gender: 'FEMENINO',
    principalContactNumber: '11 4567-8901',
  });
  return { firstName: 'Inés', lastName };
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

test('ADMIN creates an edition and marks it current; TESORERIA names a coordinator of one of its areas', async ({ page }) => {
  const suffix = Date.now().toString().slice(-7);
  const name = `Congreso E2E ${suffix}`;
  const member = await registerMember(suffix);

  await signIn(page, demo.admin.email);
  await page.getByRole('link', { name: 'Congresos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Congresos' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nueva edición' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva edición del congreso' });
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await dialog.getByLabel('Número de edición').fill('14');
  await dialog.getByLabel('Sede').fill('Universidad Nacional de Rosario');
  // The end before the start: the shared schema answers on the field, in Spanish.
  await typeDate(dialog.getByRole('group', { name: 'Inscripción desde' }), '01/03/2031');
  await typeDate(dialog.getByRole('group', { name: 'Inscripción hasta' }), '01/02/2031');
  await typeDate(dialog.getByRole('group', { name: 'Congreso desde' }), '10/06/2031');
  await typeDate(dialog.getByRole('group', { name: 'Congreso hasta' }), '12/06/2031');
  await typeDate(dialog.getByRole('group', { name: 'Apertura (ponencia)' }), '01/03/2031');
  await typeDate(dialog.getByRole('group', { name: 'Cierre (ponencia)' }), '30/04/2031');
  await dialog.getByLabel('Áreas que usa esta edición').click();
  await page.getByRole('option', { name: 'Teoría política' }).click();
  await page.getByRole('option', { name: 'Política comparada' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('Nombre de la categoría').fill('Expositor/a');
  await dialog.getByLabel('Cuota para socios').fill('35.000,00');
  await dialog.getByLabel('Cuota para no socios').fill('60.000,00');
  await expect(dialog.getByLabel('Palabras del resumen (máximo)')).toHaveValue('300');
  await expect(dialog.getByLabel('Tamaño de archivo (MB, máximo)')).toHaveValue('20');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El fin de la inscripción debe ser posterior a su inicio')).toBeVisible();
  await typeDate(dialog.getByRole('group', { name: 'Inscripción hasta' }), '31/05/2031');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar por nombre').fill(name);
  const table = page.getByRole('table', { name: 'Ediciones del congreso' });
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '10/06/2031 al 12/06/2031' })).toBeVisible();
  await page.getByRole('button', { name: `Marcar como actual «${name}»` }).click();
  // The row's chip (the column header reads "Actual" too).
  await expect(table.getByRole('row', { name: new RegExp(name) }).getByText('Actual', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Inicio' }).click();
  const current = page.getByRole('region', { name: 'Congreso actual' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Congreso actual' }) }));
  await expect(current).toContainText(name);
  await expect(current).toContainText('del 10/06/2031 al 12/06/2031 · Universidad Nacional de Rosario');

  await signOut(page);
  await signIn(page, demo.tesoreria.email);
  await page.getByRole('link', { name: 'Roles de congreso' }).click();
  await page.getByLabel('Buscar por nombre').fill(name);
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva edición' })).toHaveCount(0);
  await page.getByRole('link', { name: `Roles del congreso «${name}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Roles del congreso: ${name}` })).toBeVisible();
  await expect(page.getByText('Todavía nadie tiene roles en esta edición.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Otorgar rol' }).click();
  const grant = page.getByRole('dialog', { name: `Otorgar un rol en «${name}»` });
  await grant.getByLabel('Persona').fill(`ines ${member.lastName.toLowerCase().replace('ó', 'o')}`);
  await page.getByRole('option', { name: new RegExp(`${member.lastName}, Inés`) }).click();
  await grant.getByLabel('Rol').selectOption('COORDINADOR');
  await grant.getByRole('button', { name: 'Otorgar' }).click();
  await expect(grant.getByText('Elija al menos un área temática')).toBeVisible();
  await grant.getByLabel('Teoría política').check();
  await expectNoAxeViolations(page);
  await grant.getByRole('button', { name: 'Otorgar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Otorgar el rol?' });
  await expect(confirm).toContainText(`¿Otorgar a Inés ${member.lastName} el rol Coordinador de área temática de Teoría política en «${name}»?`);
  await confirm.getByRole('button', { name: 'Otorgar' }).click();
  await expect(grant).toBeHidden();
  const staff = page.getByRole('table', { name: 'Personas y roles en esta edición' });
  await expect(staff.getByRole('cell', { name: `${member.lastName}, Inés` })).toBeVisible();
  await expect(staff.getByText('Coordinadora de área temática · Teoría política')).toBeVisible();
  await expectNoAxeViolations(page);
});
