import { expect, test } from '@playwright/test';
import { api, apiLogin, createMember, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dayFromToday } from '../support/dates';
import { createEdition as createSpecEdition, windowsForEveryKind } from '../support/editions';

/**
 * This spec's own edition (submission windows already closed: only its ADMIN_CONGRESO may still
 * submit), a member inscribed in it, and a new account made its ADMIN_CONGRESO, all through the API.
 */
async function setUp(stamp: string) {
  const { areas, adminToken, ...created } = await createSpecEdition({ name: `Congreso administrado ${stamp}`, windows: windowsForEveryKind(dayFromToday(-40), dayFromToday(-20)), areas: 2 });
  const edition = { ...created, area: areas[0].name };

  const member = await createMember('socia');
  const memberLogin = await apiLogin(member.email, member.password);
  const { createInscription } = await api<{ createInscription: { id: string } }>(
    'mutation ($c: ID!, $k: ID!) { createInscription(categoryId: $k, conferenceId: $c) { id } }',
    { c: edition.id, k: edition.categoryId },
    memberLogin.token,
  );

  const staff = await createMember('congreso');
  const { staffCandidates } = await api<{ staffCandidates: { id: string }[] }>('query ($s: String!) { staffCandidates(search: $s) { id } }', { s: staff.email }, adminToken);
  await api('mutation ($c: ID!, $d: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $d) { id } }', { c: edition.id, d: { role: 'ADMIN_CONGRESO', userId: staffCandidates[0].id } }, adminToken);
  return { edition, member, memberInscriptionId: createInscription.id, staff };
}

test('ADMIN_CONGRESO submits a paper on behalf of an inscribed member, who finds it in Mis postulaciones, and sets up a fixed panel', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-6);
  const { edition, member, memberInscriptionId, staff } = await setUp(stamp);

  // The congress administrator picks the congress role, and reaches Propuestas from the menu.
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/dashboard\/seleccionar-rol$/);
  await page.getByRole('button', { name: new RegExp(`Administrador/a de congreso.*${edition.name}`) }).click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Propuestas' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/propuestas/${edition.id}/ponencias$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Propuestas: ponencias' })).toBeVisible();
  await expect(page.getByText('Todavía no hay propuestas de este tipo en la edición.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A paper on the member's behalf, although the window closed: first the person, then their form.
  await page.getByRole('link', { name: 'Nueva ponencia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva ponencia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿En nombre de quién?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Buscar por nombre, correo o documento').fill(member.email);
  await expect(page.getByRole('list', { name: 'Personas inscriptas' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Elegir a Prueba socia' }).click();
  await expect(page.getByText(`En nombre de Prueba socia (${member.email})`, { exact: false })).toBeVisible();
  const submitter = page.getByRole('listitem', { name: 'Autor/a 1 (quien presenta)' });
  await expect(submitter.getByLabel('Correo electrónico')).toHaveValue(member.email);
  await expectNoAxeViolations(page);
  const title = `Ponencia cargada por la organización ${stamp}`;
  await page.getByLabel('Área temática').selectOption({ label: edition.area });
  await page.getByLabel(/^Título/).first().fill(title);
  await page.getByRole('textbox', { name: 'Resumen', exact: true }).fill('Un estudio de las coaliciones de gobierno en el Cono Sur, cargado por la organización del congreso.');
  for (const keyword of ['coaliciones', 'gobierno', 'Cono Sur']) {
    await page.getByLabel('Nueva palabra clave').fill(keyword);
    await page.getByLabel('Nueva palabra clave').press('Enter');
  }
  await page.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(page.getByText('Se envió la propuesta. Ahora puede subir el texto completo.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/propuestas/${edition.id}/ponencia/archivo/\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back in the list: found by the author's e-mail, pending, editable.
  await page.getByRole('link', { name: 'Ponencias' }).first().click();
  await page.getByLabel('Buscar por título, autor o correo').fill(member.email);
  const table = page.getByRole('table', { name: 'Ponencias' });
  await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('PENDIENTE');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'RECHAZADO' }).click();
  await expect(page.getByText('Ninguna propuesta coincide con la búsqueda o los filtros.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'PENDIENTE' }).click();
  await expect(table.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await expectNoAxeViolations(page);

  // The member sees it as their own in Mis postulaciones.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await memberPage.goto(`/dashboard/mis-postulaciones/${memberInscriptionId}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Mis postulaciones' })).toBeVisible();
  await expect(memberPage.getByRole('row', { name: new RegExp(title) })).toContainText('PENDIENTE');
  await memberContext.close();

  // A fixed panel: an opening plenary, its chair typed in, two speakers (one of them an account).
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Paneles fijos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paneles fijos' })).toBeVisible();
  await expect(page.getByText('Todavía no hay paneles fijos.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Nuevo panel fijo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo panel fijo' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear panel' }).click();
  await expect(page.getByText('Ingrese el título del panel')).toBeVisible();
  const plenary = `Plenario inaugural ${stamp}`;
  await page.getByLabel(/^Título/).fill(plenary);
  const chair = page.getByRole('region', { name: 'Coordinación' });
  await chair.getByLabel('Nombre y apellido').fill('Marta Quiroga');
  await chair.getByLabel('Institución (opcional)').fill('Universidad de Buenos Aires');
  const first = page.getByRole('listitem', { name: 'Participante 1' });
  await first.getByLabel('Buscar una cuenta (participante 1)').fill(member.email);
  await page.getByRole('option', { name: new RegExp(member.email) }).click();
  await expect(first.getByText('Vinculado a la cuenta de Prueba socia.')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar participante' }).click();
  const second = page.getByRole('listitem', { name: 'Participante 2' });
  await second.getByLabel('Nombre y apellido').fill('Guillermo Ortiz');
  await second.getByLabel('Correo electrónico (opcional)').fill('no-es-un-correo');
  await page.getByRole('button', { name: 'Crear panel' }).click();
  await expect(second.getByText('Ingrese un correo electrónico válido')).toBeVisible();
  await second.getByLabel('Correo electrónico (opcional)').fill('');
  await second.getByLabel('Institución (opcional)').fill('Universidad de la República');
  await page.getByRole('button', { name: 'Subir a Guillermo Ortiz' }).click();
  await expect(page.getByRole('listitem', { name: 'Participante 1' }).getByLabel('Nombre y apellido')).toHaveValue('Guillermo Ortiz');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Crear panel' }).click();
  await expect(page.getByText('Se creó el panel fijo.')).toBeVisible();
  const panels = page.getByRole('table', { name: 'Paneles fijos' });
  const row = panels.getByRole('row', { name: new RegExp(plenary) });
  await expect(row).toContainText('Marta Quiroga');
  await expect(row).toContainText('Guillermo Ortiz, Prueba socia');

  // Edit it: a new title; then delete it, with confirmation.
  await page.getByRole('link', { name: `Editar «${plenary}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar panel fijo' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Participante 2' }).getByText('Vinculado a la cuenta de Prueba socia.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Título/).fill(`${plenary} (reprogramado)`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Se guardaron los cambios.')).toBeVisible();
  await expect(panels.getByRole('row', { name: new RegExp(`${plenary} \\(reprogramado\\)`) })).toBeVisible();
  await page.getByRole('button', { name: `Eliminar «${plenary} (reprogramado)»` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Todavía no hay paneles fijos.', { exact: false })).toBeVisible();
});
