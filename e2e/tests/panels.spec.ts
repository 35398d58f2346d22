import { expect, test } from '@playwright/test';
import { api, apiLogin, createMember, demo, signIn } from '../support/accounts';

const AREA = 'Administración y políticas públicas';

/**
 * A coordinator of its own (a new member made COORDINADOR of one area of the demo congress by
 * TESORERIA through the API). The approved papers are the demo data's unpanelled ones of that
 * area (the panels seed keeps some in every area); the spec asserts only on the panel it builds,
 * and deletes it at the end, which gives its papers back.
 */
async function coordinatorOfArea() {
  const member = await createMember('paneles');
  const treasury = await apiLogin(demo.tesoreria.email);
  // The demo congress (the one coordinador@ coordinates in), not "the current one": another spec
  // marks a new edition current.
  const coordinator = await apiLogin(demo.coordinador.email);
  const { me } = await api<{ me: { conferenceRoles: { role: string; conference: { id: string } }[] } }>('{ me { conferenceRoles { role conference { id } } } }', {}, coordinator.token);
  const conferenceId = me.conferenceRoles.find((r) => r.role === 'COORDINADOR')!.conference.id;
  const { conference: currentConference } = await api<{ conference: { id: string; thematicAreas: { id: string; name: string }[] } }>(
    'query ($id: ID!) { conference(id: $id) { id thematicAreas { id name } } }',
    { id: conferenceId },
    treasury.token,
  );
  const area = currentConference.thematicAreas.find((a) => a.name === AREA)!;
  const { staffCandidates } = await api<{ staffCandidates: { id: string; email: string }[] }>('query ($s: String!) { staffCandidates(search: $s) { id email } }', { s: member.email }, treasury.token);
  await api(
    'mutation ($c: ID!, $d: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $d) { id } }',
    { c: currentConference.id, d: { userId: staffCandidates.find((p) => p.email === member.email)!.id, role: 'COORDINADOR', thematicAreaIds: [area.id] } },
    treasury.token,
  );
  return { member, conferenceId: currentConference.id };
}

test('a coordinator builds a regular panel from a suggestion and edits it', async ({ page }) => {
  const { member, conferenceId } = await coordinatorOfArea();
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard\/seleccionar-rol$/);
  await page.getByRole('button', { name: /Coordinador(\/a)? de área temática/ }).click();
  await page.getByRole('link', { name: 'Paneles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Paneles regulares: / })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/paneles/${conferenceId}/panel-regular`));

  // The first suggestion of the area: its name and papers come into the new panel's form.
  await expect(page.getByRole('heading', { name: `Paneles sugeridos · ${AREA}` })).toBeVisible();
  const candidates = page.getByRole('list', { name: 'ponencias aprobadas sin panel' }).getByRole('listitem');
  await expect(candidates.first()).toBeVisible();
  const available = await candidates.count();
  const suggestion = page.getByRole('region', { name: /^Sugerencia: / }).first();
  await expect(suggestion).toBeVisible();
  const suggested = (await suggestion.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]);
  await suggestion.getByRole('link', { name: /^Usar la sugerencia/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo panel regular' })).toBeVisible();
  const items = page.getByRole('list', { name: 'ponencias del panel, en orden' });
  await expect(items.getByRole('listitem')).toHaveCount(suggested.length);
  await expect(page.getByLabel('Área temática')).toHaveValue(/\d+/);

  const name = `Panel de prueba ${Date.now()}`;
  await page.getByLabel('Nombre del panel').fill(name);
  await page.getByLabel('Comentarista').fill('Marta Quiroga');
  await page.getByRole('option', { name: 'Agregar «Marta Quiroga»' }).click();
  await page.getByRole('button', { name: 'Crear panel regular' }).click();
  await expect(page.getByText(`Se creó «${name}».`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Paneles regulares del congreso' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(String(suggested.length));
  await expect(row).toContainText('Marta Quiroga');
  // Its papers left the candidates.
  await expect(candidates).toHaveCount(available - suggested.length);

  try {
    // Edit: the last paper moves up one place, the first one leaves the panel, and a new name.
    // (Demo titles repeat: rows are found by position.)
    await row.getByRole('link', { name: `Editar «${name}»` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar panel regular' })).toBeVisible();
    const rows = items.getByRole('listitem');
    await expect(rows).toHaveCount(suggested.length);
    const last = suggested[suggested.length - 1];
    await rows.last().getByRole('button', { name: /^Subir «/ }).click();
    await expect(rows.nth(suggested.length - 2)).toContainText(last);
    if (suggested.length === 3) {
      // At the minimum already: add another approved paper before taking one out.
      await page.getByLabel('Agregar ponencia').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    }
    await rows.first().getByRole('button', { name: /^Quitar «/ }).click();
    const kept = await rows.count();
    await page.getByLabel('Nombre del panel').fill(`${name} (revisado)`);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText(`Se guardaron los cambios de «${name}».`)).toBeVisible();
    const edited = table.getByRole('row', { name: new RegExp(`${name} \\(revisado\\)`) });
    await expect(edited).toBeVisible();
    await edited.getByRole('link', { name: `Editar «${name} (revisado)»` }).click();
    await expect(rows).toHaveCount(kept);
    await page.getByRole('link', { name: 'Cancelar' }).click();

    // Delete it: a confirmation first, then its papers are offered again.
    await table.getByRole('button', { name: `Eliminar «${name} (revisado)»` }).click();
    await page.getByRole('dialog', { name: '¿Eliminar el panel?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await expect(candidates).toHaveCount(available);
  } finally {
    // Whatever happened, the spec's panel does not stay behind holding demo papers.
    const { token } = await apiLogin(member.email, member.password);
    const { regularPanels } = await api<{ regularPanels: { items: { id: string; name: string }[] } }>('query ($c: ID!, $s: String) { regularPanels(conferenceId: $c, search: $s) { items { id name } } }', { c: conferenceId, s: name }, token);
    for (const p of regularPanels.items) await api('mutation ($id: ID!) { deleteRegularPanel(id: $id) }', { id: p.id }, token);
  }
});
