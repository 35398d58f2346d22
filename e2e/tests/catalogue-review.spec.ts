import { expect, test } from '@playwright/test';
import { api, apiLogin, demo, joinThroughApi, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

/** A member of its own who types two new careers into their academic data. */
async function memberWithTypedCareers(stamp: number) {
  const email = `carreras.${stamp}@example.org`;
  const password = 'una-clave-larga-2026';
  await joinThroughApi({
    email,
    firstName: 'Celia',
    lastName: `Escribe ${stamp % 100_000}`,
    document: String(61_000_000 + (stamp % 9_000_000)),
    password,
    dateBirth: '1980-05-05',
    gender: 'FEMENINO',
    principalContactNumber: '11 4567-8901',
  });
  const { token } = await apiLogin(email, password);
  const careers = { kept: `Carrera E2E ${stamp} aceptada`, merged: `Carrera E2E ${stamp} repetida` };
  await api('mutation ($d: AcademicInfoInput!) { updateMeAcademicInfo(data: $d) { id } }', { d: { universityCareer: { name: careers.kept }, masterCareer: { name: careers.merged } } }, token);
  return { token, careers, author: `Escribe ${stamp % 100_000}, Celia` };
}

test('SYSADMIN accepts a typed career and merges another into it, with confirmation; the member keeps the accepted one', async ({ page }) => {
  const stamp = Date.now();
  const member = await memberWithTypedCareers(stamp);
  // Pending: another member does not see them.
  const { token: otherToken } = await apiLogin(demo.socio.email);
  const seen = await api<{ careers: { name: string }[] }>('query ($s: String) { careers(search: $s) { name } }', { s: `E2E ${stamp}` }, otherToken);
  expect(seen.careers).toEqual([]);

  await signIn(page, demo.sysadmin.email);
  await page.getByRole('link', { name: 'Carreras y títulos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carreras y títulos' })).toBeVisible();
  await page.getByLabel('Buscar por nombre').fill(`E2E ${stamp}`);
  const table = page.getByRole('table', { name: 'Carreras pendientes' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const keptRow = table.getByRole('row').filter({ hasText: member.careers.kept });
  await expect(keptRow).toContainText(member.author);
  await expect(keptRow).toContainText('1 persona');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Aceptar «${member.careers.kept}»` }).click();
  const accept = page.getByRole('dialog', { name: `¿Aceptar la carrera «${member.careers.kept}»?` });
  await accept.getByRole('button', { name: 'Aceptar' }).click();
  await expect(accept).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText(`Se aceptó la carrera «${member.careers.kept}».`)).toBeVisible();

  await page.getByRole('button', { name: `Unificar con… «${member.careers.merged}»` }).click();
  const merge = page.getByRole('dialog', { name: `Unificar la carrera «${member.careers.merged}»` });
  await merge.getByRole('button', { name: 'Unificar' }).click();
  await expect(merge.getByText('Elija la carrera con la que unificar.')).toBeVisible();
  await merge.getByRole('combobox', { name: /Unificar con/ }).fill(`E2E ${stamp}`);
  await page.getByRole('option', { name: member.careers.kept }).click();
  await expectNoAxeViolations(page);
  await merge.getByRole('button', { name: 'Unificar' }).click();
  await expect(merge).toBeHidden();
  await expect(page.getByText(`Ningún resultado para «E2E ${stamp}».`)).toBeVisible();

  // The member now has the accepted career in both places, and everyone sees it.
  const { myProfile } = await api<{ myProfile: { academic: { universityCareer: { name: string }; masterCareer: { name: string } } } }>(
    '{ myProfile { academic { universityCareer { name } masterCareer { name } } } }',
    {},
    member.token,
  );
  expect(myProfile.academic).toEqual({ universityCareer: { name: member.careers.kept }, masterCareer: { name: member.careers.kept } });
  const after = await api<{ careers: { name: string }[] }>('query ($s: String) { careers(search: $s) { name } }', { s: `E2E ${stamp}` }, otherToken);
  expect(after.careers).toEqual([{ name: member.careers.kept }]);
});

test('an ADMIN has no menu entry for it', async ({ page }) => {
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carreras y títulos' })).toHaveCount(0);
});

test('on a phone (390 px) SYSADMIN reaches it from the menu; titles with a search that finds nothing say so in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.sysadmin.email);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Carreras y títulos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carreras y títulos' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Catálogo' }).click();
  await page.getByRole('option', { name: 'Títulos' }).click();
  const search = `ninguno-asi-${Date.now()}`;
  await page.getByLabel('Buscar por nombre').fill(search);
  await expect(page.getByText(`Ningún resultado para «${search}».`)).toBeVisible();
  await expect(page).toHaveURL(/catalogo=titulos/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});
