import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

/**
 * `inUse` is a seeded row that profiles or editions use (the list says «En uso», and its delete
 * button is disabled with `usedBy` as the reason); the refusal with counts is the API tests' business.
 * `query`/`remove` name the API list and delete, for the clean-up in `finally`.
 */
type Catalogue = { menu: string; url: string; newButton: string; query: string; remove: string; code?: string; newCode?: string; inUse: { name: string; usedBy: string } };

// Unique per run, so a repeated run on the same database (or rows a failed run left) cannot collide.
const run = Date.now().toString(36).slice(-6).toUpperCase();
/** Two letters no real country has (ISO 3166-1 leaves XA–XZ to private use), different per run. */
const countryCodes = () => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const n = Date.now() % (letters.length - 1);
  return [`X${letters[n]}`, `X${letters[n + 1]}`];
};
const [countryCode, newCountryCode] = countryCodes();

const catalogues: Catalogue[] = [
  { menu: 'Instituciones', url: '/dashboard/instituciones', newButton: 'Nueva institución', query: 'institutions', remove: 'deleteInstitution', code: `E2E${run}`, newCode: `E2F${run}`, inUse: { name: 'Consejo Nacional de Investigaciones Científicas y Técnicas', usedBy: 'la usan perfiles académicos' } },
  { menu: 'Áreas temáticas', url: '/dashboard/areas-tematicas', newButton: 'Nueva área temática', query: 'thematicAreas', remove: 'deleteThematicArea', inUse: { name: 'Teoría política', usedBy: 'la usan ediciones del congreso o coordinadores' } },
  { menu: 'Universidades', url: '/dashboard/universidades', newButton: 'Nueva universidad', query: 'universities', remove: 'deleteUniversity', inUse: { name: 'Universidad de Buenos Aires', usedBy: 'la usan perfiles académicos' } },
  { menu: 'Países', url: '/dashboard/paises', newButton: 'Nuevo país', query: 'countries', remove: 'deleteCountry', code: countryCode, newCode: newCountryCode, inUse: { name: 'Argentina', usedBy: 'lo usan perfiles personales o profesionales' } },
];

/** Deletes, through the API, the rows of `c` whose name contains `text` (what a failed test left). */
async function removeRows(c: Catalogue, text: string) {
  const { token } = await apiLogin(demo.sysadmin.email);
  const page = await api<Record<string, { items: { id: string }[] }>>(`query ($s: String!) { ${c.query}(search: $s, pageSize: 100) { items { id } } }`, { s: text }, token);
  for (const { id } of page[c.query].items) await api(`mutation ($id: ID!) { ${c.remove}(id: $id) }`, { id }, token);
}

async function openAsSysadmin(page: Page, c: Catalogue) {
  await signIn(page, demo.sysadmin.email);
  await page.getByRole('link', { name: c.menu }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.menu })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${c.url}`));
}

async function search(page: Page, text: string) {
  await page.getByLabel('Buscar por nombre').fill(text);
}

for (const c of catalogues) {
  test(`SYSADMIN manages ${c.menu}: create, search, edit, delete with confirmation`, async ({ page }) => {
    const name = `Registro E2E ${run} ${c.menu}`;
    try {
      await openAsSysadmin(page, c);
      await page.getByRole('button', { name: c.newButton }).click();
      const dialog = page.getByRole('dialog', { name: c.newButton });
      await dialog.getByLabel('Nombre').fill(name);
      if (c.code) await dialog.getByLabel('Código').fill(c.code);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();

      await search(page, `registro e2e ${run}`);
      const table = page.getByRole('table', { name: c.menu });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
      await expect(page.getByText('1-1 de 1')).toBeVisible();

      // A duplicate name is refused on the name field.
      await page.getByRole('button', { name: c.newButton }).click();
      const dup = page.getByRole('dialog', { name: c.newButton });
      await dup.getByLabel('Nombre').fill(name.toUpperCase());
      if (c.newCode) await dup.getByLabel('Código').fill(c.newCode);
      await dup.getByRole('button', { name: 'Guardar' }).click();
      await expect(dup.getByText(/^Ya existe (una|un) .* con ese nombre\.$/)).toBeVisible();
      await dup.getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('button', { name: `Editar «${name}»` }).click();
      const edit = page.getByRole('dialog', { name: /^Editar/ });
      await edit.getByLabel('Nombre').fill(`${name} editado`);
      if (c.newCode) await edit.getByLabel('Código').fill(c.newCode);
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await expect(table.getByRole('cell', { name: `${name} editado`, exact: true })).toBeVisible();
      if (c.newCode) await expect(table.getByRole('cell', { name: c.newCode, exact: true })).toBeVisible();

      await page.getByRole('button', { name: `Eliminar «${name} editado»` }).click();
      const confirm = page.getByRole('dialog', { name: /^¿Eliminar/ });
      await expect(confirm).toContainText('Esta acción no se puede deshacer');
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText(new RegExp(`^Se eliminó (la|el) .* «${name} editado»\\.$`))).toBeVisible();
      await expect(page.getByText(`Ningún resultado para «registro e2e ${run}».`)).toBeVisible();
    } finally {
      await removeRows(c, `Registro E2E ${run}`);
    }
  });

  test(`${c.menu}: a row in use says «En uso» and offers no delete, saying why; axe finds no violations`, async ({ page }) => {
    await openAsSysadmin(page, c);
    await search(page, c.inUse.name);
    await expect(page.getByRole('table', { name: c.menu }).getByRole('cell', { name: new RegExp(`^${c.inUse.name}\\s*En uso$`) })).toBeVisible();
    await expect(page.getByRole('button', { name: `Eliminar «${c.inUse.name}»: En uso: no se puede eliminar (${c.inUse.usedBy}).`, exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
}

test('the country list shows the provinces count; a USER does not see the catalogues in the menu', async ({ page }) => {
  await signIn(page, demo.sysadmin.email);
  await page.getByRole('link', { name: 'Países' }).click();
  await search(page, 'argentina');
  const row = page.getByRole('row', { name: /Argentina/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('24');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // Signed out once the login form is back (the sign-out's request may still be on its way).
  await expect(page.getByLabel('Correo electrónico o documento')).toBeVisible();
  await signIn(page, demo.socio.email);
  await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeVisible();
  for (const menu of ['Instituciones', 'Áreas temáticas', 'Universidades', 'Países']) await expect(page.getByRole('link', { name: menu })).toHaveCount(0);
});

test('an institution code another institution has (in any case) is refused on the code field', async ({ page }) => {
  await openAsSysadmin(page, catalogues[0]);
  await page.getByRole('button', { name: 'Nueva institución' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva institución' });
  await dialog.getByLabel('Nombre').fill(`Instituto con código repetido ${run}`);
  await dialog.getByLabel('Código').fill('conicet');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ya existe una institución con ese código.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await search(page, `código repetido ${run}`);
  await expect(page.getByText(`Ningún resultado para «código repetido ${run}».`)).toBeVisible();
});
