import { expect, test } from '@playwright/test';
import { api, apiLogin, createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dayFromToday, shownDay } from '../support/dates';
import { createEdition as createSpecEdition } from '../support/editions';
import { waitForMail } from '../support/mail';

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Title (${title}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** An edition of this spec (ADMIN, through the API): papers received until today, the «versión final» window open from today. */
async function createEdition(name: string, finalVersion: { opensOn: string; closesOn: string }) {
  const { areas, ...edition } = await createSpecEdition({
    name,
    edition: 22,
    venue: 'Universidad Nacional de Tucumán',
    windows: [{ type: 'PRESENTACION', opensOn: dayFromToday(-5), closesOn: dayFromToday(30) }],
    finalVersionOpensOn: finalVersion.opensOn,
    finalVersionClosesOn: finalVersion.closesOn,
  });
  return { ...edition, areaId: areas[0].id };
}

/** A member's paper in the edition, approved by a new ADMIN_CONGRESO of it (through the API). */
async function approvedPaper(edition: Awaited<ReturnType<typeof createEdition>>, title: string) {
  const author = await createMember('autora-final');
  const { token } = await apiLogin(author.email, author.password);
  const { createInscription } = await api<{ createInscription: { id: string } }>('mutation ($c: ID!, $k: ID!) { createInscription(categoryId: $k, conferenceId: $c) { id } }', { c: edition.id, k: edition.categoryId }, token);
  const { createPaper } = await api<{ createPaper: { id: string } }>(
    'mutation ($data: PaperInput!) { createPaper(data: $data) { id } }',
    { data: { inscriptionId: createInscription.id, thematicAreaId: edition.areaId, title, abstract: 'Un estudio de las coaliciones provinciales.', keywords: ['coaliciones', 'provincias', 'partidos'], authors: [{ email: author.email, name: 'Prueba autora' }] } },
    token,
  );
  const staff = await createMember('admin-congreso-final');
  const staffLogin = await apiLogin(staff.email, staff.password);
  const { me } = await api<{ me: { id: string } }>('{ me { id } }', {}, staffLogin.token);
  const treasury = await apiLogin(demo.tesoreria.email);
  await api('mutation ($c: ID!, $data: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $data) { id } }', { c: edition.id, data: { role: 'ADMIN_CONGRESO', userId: me.id } }, treasury.token);
  const again = await apiLogin(staff.email, staff.password);
  await api('mutation ($id: ID!) { votePresentation(presentationId: $id, type: PRESENTACION, vote: { decision: APPROVE }) { id } }', { id: createPaper.id }, again.token);
  return { author, staff, inscriptionId: createInscription.id, proposalId: createPaper.id };
}

test('the author of an approved paper uploads and replaces its final version inside the window; the acceptance e-mail tells the dates; ADMIN_CONGRESO sees it in Propuestas', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const window = { opensOn: dayFromToday(0), closesOn: dayFromToday(15) };
  const edition = { ...(await createEdition(`Congreso versión final ${stamp}`, window)), name: `Congreso versión final ${stamp}` };
  const title = `Coaliciones provinciales ${stamp}`;
  const { author, staff, inscriptionId, proposalId } = await approvedPaper(edition, title);

  const mail = await waitForMail(author.email, 'Su propuesta fue aprobada');
  expect(mail.text).toContain(`versión final de los trabajos aprobados del ${shownDay(window.opensOn)} al ${shownDay(window.closesOn)} inclusive`);

  await signIn(page, author.email, author.password);
  await expect(page.getByRole('heading', { name: /Bienvenido\/a/ })).toBeVisible();
  await page.goto(`/dashboard/mis-postulaciones/${inscriptionId}/postulacion/${proposalId}`);
  const section = page.getByRole('region', { name: 'Versión final' });
  await expect(section.getByText(`Período de recepción: del ${shownDay(window.opensOn)} al ${shownDay(window.closesOn)} inclusive.`)).toBeVisible();
  await expect(section.getByText('Todavía no se subió la versión final.')).toBeVisible();
  await section.getByLabel('Subir la versión final', { exact: true }).setInputFiles({ name: 'final-1.pdf', mimeType: 'application/pdf', buffer: pdf('Primera') });
  await expect(page.getByText('Se guardó la versión final.')).toBeVisible();
  await expect(section.getByText('final-1.pdf')).toBeVisible();
  await expect(section.getByText(/subida el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();

  await section.getByLabel('Reemplazar la versión final', { exact: true }).setInputFiles({ name: 'final-2.pdf', mimeType: 'application/pdf', buffer: pdf('Segunda') });
  await expect(page.getByText('Se reemplazó la versión final.')).toBeVisible();
  await expect(section.getByText('final-2.pdf')).toBeVisible();
  await expect(section.getByText('final-1.pdf')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // At 390 px the section reads in one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(section.getByRole('link', { name: 'Descargar la versión final «final-2.pdf»' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The congress administrator's list: the column, and the filter «Con versión final» / «Aprobadas sin versión final».
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff.email, staff.password);
  await expect(staffPage).toHaveURL(/\/dashboard\/seleccionar-rol$/);
  await staffPage.getByRole('button', { name: new RegExp(`Administrador/a de congreso.*${edition.name}`) }).click();
  await staffPage.goto(`/dashboard/propuestas/${edition.id}/ponencias`);
  const row = staffPage.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('link', { name: 'Descargar la versión final «final-2.pdf»' })).toBeVisible();
  await staffPage.getByRole('combobox', { name: 'Versión final' }).click();
  await staffPage.getByRole('option', { name: 'Aprobadas sin versión final' }).click();
  await expect(staffPage).toHaveURL(/version-final=sin/);
  await expect(staffPage.getByText('Ninguna propuesta coincide con la búsqueda o los filtros.')).toBeVisible();
  await staffPage.getByRole('combobox', { name: 'Versión final' }).click();
  await staffPage.getByRole('option', { name: 'Con versión final' }).click();
  await expect(row).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await staffContext.close();
});

test('before the window opens the author reads when it opens, and no upload is offered', async ({ page }) => {
  const stamp = Date.now();
  const window = { opensOn: dayFromToday(5), closesOn: dayFromToday(20) };
  const edition = await createEdition(`Congreso versión final futura ${stamp}`, window);
  const { author, inscriptionId, proposalId } = await approvedPaper(edition, `Partidos y territorio ${stamp}`);
  await signIn(page, author.email, author.password);
  await expect(page.getByRole('heading', { name: /Bienvenido\/a/ })).toBeVisible();
  await page.goto(`/dashboard/mis-postulaciones/${inscriptionId}/postulacion/${proposalId}`);
  const section = page.getByRole('region', { name: 'Versión final' });
  await expect(section.getByText(`La recepción de versiones finales abre el ${shownDay(window.opensOn)} y cierra el ${shownDay(window.closesOn)}.`, { exact: false })).toBeVisible();
  await expect(section.getByLabel('Subir la versión final', { exact: true })).toHaveCount(0);
});
