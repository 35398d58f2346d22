import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, createMember, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dayFromToday } from '../support/dates';
import { createEdition, windowsForEveryKind } from '../support/editions';
import { mailsTo, waitForMail } from '../support/mail';
import { shoot } from '../support/screens';

const NOTICE = 'Lo incluyeron como coautor/a de una propuesta';

/** Inscribes a member in an edition through the API; answers the inscription's id. */
async function inscribe(member: { email: string; password: string }, edition: { id: string; categoryId: string }) {
  const { token } = await apiLogin(member.email, member.password);
  const { createInscription } = await api<{ createInscription: { id: string } }>(
    'mutation ($c: ID!, $k: ID!) { createInscription(categoryId: $k, conferenceId: $c) { id } }',
    { c: edition.id, k: edition.categoryId },
    token,
  );
  return createInscription.id;
}

/** The submitter sends a paper through the form, naming `coauthor` by e-mail; answers its id. */
async function submitPaper(page: Page, inscriptionId: string, area: string, title: string, coauthor: { name: string; email: string }) {
  await page.goto(`/dashboard/mis-postulaciones/${inscriptionId}/nueva-postulacion/ponencia`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva ponencia' })).toBeVisible();
  await page.getByLabel('Área temática').selectOption({ label: area });
  await page.getByLabel(/^Título/).first().fill(title);
  await page.getByRole('textbox', { name: 'Resumen', exact: true }).fill('Un estudio de las coaliciones de gobierno en las provincias argentinas entre 1983 y 2023.');
  for (const keyword of ['coaliciones', 'provincias', 'federalismo']) {
    await page.getByLabel('Nueva palabra clave').fill(keyword);
    await page.getByLabel('Nueva palabra clave').press('Enter');
  }
  await expect(page.getByRole('button', { name: 'Quitar «federalismo»' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar coautor/a' }).click();
  const second = page.getByRole('listitem', { name: 'Autor/a 2', exact: true });
  await second.getByLabel('Nombre y apellido').fill(coauthor.name);
  await second.getByLabel('Correo electrónico').fill(coauthor.email);
  await page.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page.getByText('Se envió la postulación. Ahora puede subir el texto completo.')).toBeVisible();
  await expect(page).toHaveURL(/\/archivo-ponencia\/\d+\/ponencia$/);
  return /\/archivo-ponencia\/(\d+)\//.exec(page.url())![1];
}

test('a member named co-author by another finds both proposals from the e-mail and the home, accepts one (now listed as co-author) and declines the other, which leaves their lists', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-6);
  const edition = await createEdition({ name: `Congreso de coautorías ${stamp}`, edition: 22, windows: windowsForEveryKind(dayFromToday(-5), dayFromToday(30)) });
  const area = edition.areas[0].name;
  const author = await createMember('autora-coautorias');
  const coauthor = await createMember('coautora');
  const authorInscription = await inscribe(author, edition);
  const coauthorInscription = await inscribe(coauthor, edition);
  const named = { name: 'Prueba coautora', email: coauthor.email };

  // The submitter names the co-author (an account) in two papers.
  await signIn(page, author.email, author.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const kept = `Coaliciones provinciales ${stamp}`;
  const dropped = `Federalismo electoral ${stamp}`;
  const keptId = await submitPaper(page, authorInscription, area, kept, named);
  const droppedId = await submitPaper(page, authorInscription, area, dropped, named);

  // Each e-mail to the co-author links to «Coautorías».
  await waitForMail(coauthor.email, NOTICE);
  await expect.poll(() => mailsTo(coauthor.email).filter((m) => m.subject === NOTICE).length).toBe(2);
  const link = /Aceptar o rechazar: https?:\/\/[^\s/]+(\/\S+)/.exec(mailsTo(coauthor.email).find((m) => m.subject === NOTICE)!.text);
  expect(link?.[1]).toBe('/dashboard/coautorias');

  const other = await browser.newContext();
  const co = await other.newPage();
  try {
    await signIn(co, coauthor.email, coauthor.password);
    // The home says how many wait for an answer, and leads there.
    const notice = co.getByRole('alert', { name: 'Coautorías sin responder' });
    await expect(notice).toHaveText(/Lo\/la nombraron coautor\/a de 2 propuestas que todavía no respondió\./);
    await expectNoAxeViolations(co);
    await shoot(co, 'inicio-coautorias');
    await notice.getByRole('link', { name: 'Responder en «Coautorías»' }).click();
    await expect(co).toHaveURL(/\/dashboard\/coautorias$/);
    await expect(co.getByRole('heading', { level: 1, name: 'Coautorías' })).toBeVisible();
    // So does the e-mail's link, and the menu.
    await co.goto(link![1]);
    await expect(co.getByRole('heading', { level: 2, name: 'Sin responder (2)' })).toBeVisible();
    await expect(co.getByRole('navigation').getByRole('link', { name: 'Coautorías' })).toBeVisible();
    const card = (title: string) => co.getByRole('article', { name: title });
    await expect(card(kept)).toContainText(`Ponencia · ${edition.name}`);
    await expect(card(kept)).toContainText(new RegExp(`Presentada por Prueba autora-coautorias el \\d{2}/\\d{2}/\\d{4}`));
    await expect(card(kept)).toContainText('Sin responder');
    await expectNoAxeViolations(co);
    await shoot(co, 'coautorias-sin-responder');

    // Before answering, Mis postulaciones marks both as not confirmed.
    await co.goto(`/dashboard/mis-postulaciones/${coauthorInscription}`);
    const table = co.getByRole('table', { name: 'Mis postulaciones' });
    await expect(table.getByRole('row', { name: new RegExp(kept) })).toContainText('Coautor/a sin confirmar');
    await expect(co.getByText('2 coautorías de esta lista esperan su respuesta.')).toBeVisible();
    await expectNoAxeViolations(co);
    await shoot(co, 'mis-postulaciones-coautorias');
    await co.getByRole('link', { name: 'Aceptar o rechazar en «Coautorías»' }).click();

    // Accepting: it moves to «Aceptadas», and the proposal lists them as co-author.
    await card(kept).getByRole('button', { name: `Aceptar la coautoría de «${kept}»` }).click();
    await expect(co.getByText(`Aceptó la coautoría de «${kept}».`)).toBeVisible();
    await expect(co.getByRole('heading', { level: 2, name: 'Aceptadas (1)' })).toBeVisible();
    await expect(co.getByRole('heading', { level: 2, name: 'Sin responder (1)' })).toBeVisible();
    await expect(card(kept)).toContainText('Aceptada');
    await expect(card(kept).getByRole('button', { name: /^Aceptar/ })).toHaveCount(0);
    await co.goto(`/dashboard/mis-postulaciones/${coauthorInscription}`);
    const keptRow = table.getByRole('row', { name: new RegExp(kept) });
    await expect(keptRow).toContainText('Coautor/a');
    await expect(keptRow).not.toContainText('sin confirmar');
    await expect(co.getByText('Una coautoría de esta lista espera su respuesta.')).toBeVisible();
    // The submitter's form now says that the co-author accepted.
    await page.goto(`/dashboard/mis-postulaciones/${authorInscription}/editar-postulacion/${keptId}`);
    await expect(page.getByRole('listitem', { name: 'Autor/a 2', exact: true })).toContainText('aceptó la coautoría');

    // Declining, from the proposal read-only: asked first, with what it means.
    await co.goto('/dashboard/coautorias');
    await card(dropped).getByRole('link', { name: `Ver la propuesta «${dropped}»` }).click();
    await expect(co.getByRole('heading', { level: 1, name: 'Propuesta en coautoría' })).toBeVisible();
    await expect(co.getByRole('heading', { level: 2, name: dropped })).toBeVisible();
    await expect(co.getByRole('definition').filter({ hasText: 'Prueba coautora' })).toBeVisible();
    const answer = co.getByRole('alert', { name: 'Su coautoría' });
    await expect(answer).toContainText('Prueba autora-coautorias lo/la nombró coautor/a de esta propuesta');
    await expectNoAxeViolations(co);
    await shoot(co, 'coautoria-propuesta');
    await answer.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = co.getByRole('dialog', { name: `¿Rechazar la coautoría de «${dropped}»?` });
    await expect(dialog).toContainText('La propuesta dejará de estar vinculada a su cuenta: usted no figurará como coautor/a de ella en el portal ni la verá en sus postulaciones.');
    await expectNoAxeViolations(co);
    await shoot(co, 'coautoria-rechazar');
    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(answer).toContainText('Todavía no respondió.');
    await answer.getByRole('button', { name: 'Rechazar' }).click();
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(co.getByText(`Rechazó la coautoría de «${dropped}».`)).toBeVisible();
    await expect(co).toHaveURL(/\/dashboard\/coautorias$/);
    await expect(co.getByRole('heading', { level: 2, name: 'Sin responder (0)' })).toBeVisible();
    await expect(co.getByText('No tiene coautorías sin responder.')).toBeVisible();
    await expect(card(dropped)).toHaveCount(0);
    await expect(card(kept)).toBeVisible();
    await expectNoAxeViolations(co);
    await shoot(co, 'coautorias-respondidas');

    // The declined proposal left their lists and is no longer theirs to open.
    await co.goto(`/dashboard/mis-postulaciones/${coauthorInscription}`);
    await expect(table.getByRole('row', { name: new RegExp(kept) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(dropped) })).toHaveCount(0);
    await co.goto(`/dashboard/coautorias/${droppedId}`);
    await expect(co.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    // And the home has nothing left to answer.
    await co.goto('/dashboard');
    await expect(co.getByRole('heading', { level: 2, name: 'Congreso actual' })).toBeVisible();
    await expect(co.getByRole('alert', { name: 'Coautorías sin responder' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
