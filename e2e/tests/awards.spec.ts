import { expect, test, type Browser } from '@playwright/test';
import { api, apiLogin, createMember, demo, fillSignInForm } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dayFromToday } from '../support/dates';
import { shoot } from '../support/screens';
import { createEdition as createSpecEdition } from '../support/editions';

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Title (${title}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** An edition of this spec (ADMIN, through the API) with one inscription category. */
async function createEdition(name: string) {
  return createSpecEdition({ name });
}

async function userIdOf(email: string) {
  const admin = await apiLogin(demo.admin.email);
  const { users } = await api<{ users: { items: { id: string }[] } }>('query ($s: String) { users(search: $s) { items { id } } }', { s: email }, admin.token);
  return users.items[0].id;
}

async function grant(conferenceId: string, email: string, role: 'JUEZ' | 'ADMIN_CONGRESO') {
  const treasury = await apiLogin(demo.tesoreria.email);
  await api('mutation ($c: ID!, $data: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $data) { id } }', { c: conferenceId, data: { role, userId: await userIdOf(email) } }, treasury.token);
}

async function inscribe(member: { email: string; password: string }, edition: { id: string; categoryId: string }) {
  const { token } = await apiLogin(member.email, member.password);
  await api('mutation ($c: ID!, $k: ID!) { createInscription(categoryId: $k, conferenceId: $c) { id } }', { c: edition.id, k: edition.categoryId }, token);
}

/** A member applies from Mis inscripciones with a PDF, as a person would. */
async function applyAsMember(browser: Browser, member: { email: string; password: string }, award: string, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await fillSignInForm(page, member.email, member.password);
  await page.getByRole('link', { name: 'Mis inscripciones' }).click();
  await page.getByRole('link', { name: /^Premios/ }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: award })).toBeVisible();
  await page.getByRole('button', { name: 'Postularme' }).click();
  const dialog = page.getByRole('dialog', { name: `Postularme al ${award}` });
  await dialog.getByLabel(/^Título del trabajo/).fill(title);
  await dialog.getByRole('textbox', { name: 'Resumen' }).fill('Un estudio comparado de coaliciones en el Cono Sur.');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'trabajo.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
  await expect(dialog.getByText('Descargar el archivo adjunto')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Se postuló con «${title}».`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver el trabajo (trabajo.pdf)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
}

test('members apply to an award with a file; a judge scores every application and then sees the ranking; ADMIN_CONGRESO closes it naming the winner and a mention, whose certificates are then due', async ({ browser, page }) => {
  // Two members and a judge, each signing in and going through several screens.
  test.slow();
  const stamp = Date.now();
  const edition = await createEdition(`Congreso de premios ${stamp}`);
  const [first, second, judge, manager] = [await createMember('postulante'), await createMember('postulante'), await createMember('jueza'), await createMember('gestora')];
  for (const m of [first, second]) await inscribe(m, edition);
  await grant(edition.id, judge.email, 'JUEZ');
  await grant(edition.id, manager.email, 'ADMIN_CONGRESO');
  const award = `Premio a la mejor tesis ${stamp}`;
  const { token } = await apiLogin(manager.email, manager.password);
  await api(
    'mutation ($c: ID!, $data: AwardInput!) { createAward(conferenceId: $c, data: $data) { id } }',
    { c: edition.id, data: { name: award, rules: 'Tesis defendidas en los últimos dos años.', opensOn: dayFromToday(-1), closesOn: dayFromToday(10), judgeIds: [await userIdOf(judge.email)] } },
    token,
  );

  await applyAsMember(browser, first, award, 'Federalismo fiscal y coaliciones');
  await applyAsMember(browser, second, award, 'Participación juvenil después del voto a los 16');

  // The judge: USER and JUEZ, so they choose the judge's role, then "Premios" in the menu.
  await page.goto('/');
  await fillSignInForm(page, judge.email, judge.password);
  await page.getByRole('button', { name: /Juez\/a de premios/ }).click();
  await page.getByRole('link', { name: 'Premios' }).click();
  await page.getByRole('link', { name: `Evaluar «${award}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: award })).toBeVisible();
  await expect(page.getByText('El ranking aparece cuando haya puntuado todas las postulaciones: le faltan 2.')).toBeVisible();
  // The applications are paged with the words every other table uses.
  await expect(page.getByText('Filas por página:', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const score = async (title: string, value: string, comment: string) => {
    const card = page.getByRole('article', { name: title });
    await card.getByRole('combobox', { name: 'Puntaje' }).click();
    await page.getByRole('option', { name: value, exact: true }).click();
    await card.getByRole('textbox', { name: 'Comentario' }).fill(comment);
    await card.getByRole('button', { name: `Guardar puntaje de «${title}»` }).click();
    await expect(page.getByText(`Se guardó su puntaje de «${title}».`)).toBeVisible();
  };
  await expect(page.getByRole('article', { name: 'Federalismo fiscal y coaliciones' }).getByRole('link', { name: 'Descargar el trabajo (trabajo.pdf)' })).toBeVisible();
  await score('Federalismo fiscal y coaliciones', '7', 'Sólido, le falta discusión teórica.');
  await expect(page.getByText('le falta 1.')).toBeVisible();
  await score('Participación juvenil después del voto a los 16', '9', 'Muy original.');

  const ranking = page.getByRole('table', { name: 'Ranking por promedio' });
  await expect(ranking).toBeVisible();
  await expect(ranking.getByRole('row').nth(1)).toContainText('1.º');
  await expect(ranking.getByRole('row').nth(1)).toContainText('Participación juvenil después del voto a los 16');
  await expect(ranking.getByRole('row').nth(2)).toContainText('Federalismo fiscal y coaliciones');
  await expectNoAxeViolations(page);

  // ADMIN_CONGRESO closes the award: the winner and a mention, chosen from the ranking.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await staff.newPage();
  await admin.goto('/');
  await fillSignInForm(admin, manager.email, manager.password);
  await admin.getByRole('button', { name: /Administrador\/a de congreso/ }).click();
  await admin.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Premios' }).click();
  await admin.getByRole('link', { name: `Ver «${award}»` }).click();
  await admin.getByRole('button', { name: 'Cerrar premio' }).click();
  const dialog = admin.getByRole('dialog', { name: `¿Cerrar el premio «${award}»?` });
  await dialog.getByRole('button', { name: 'Cerrar premio' }).click();
  await expect(dialog.getByText('Elija la postulación ganadora.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Ganador/a' }).click();
  await admin.getByRole('option', { name: /Participación juvenil/ }).click();
  await dialog.getByRole('checkbox', { name: /Federalismo fiscal/ }).check();
  await expectNoAxeViolations(admin);
  await shoot(admin, 'cerrar-premio');
  await dialog.getByRole('button', { name: 'Cerrar premio' }).click();
  await expect(admin.getByText(`Se cerró el premio «${award}».`)).toBeVisible();
  const closedRanking = admin.getByRole('table', { name: 'Ranking por promedio' });
  await expect(closedRanking.getByRole('row').nth(1)).toContainText('Ganador/a');
  await expect(closedRanking.getByRole('row').nth(2)).toContainText('Mención');
  await expectNoAxeViolations(admin);
  await shoot(admin, 'premio-cerrado');
  await staff.close();

  // The winner finds the award's certificate due in Mis certificados.
  const winnerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const winner = await winnerContext.newPage();
  await winner.goto('/');
  await fillSignInForm(winner, second.email, second.password);
  await winner.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mis certificados' }).click();
  const card = winner.getByRole('article', { name: new RegExp(`Premio «${award}»`) });
  await expect(card.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  await expectNoAxeViolations(winner);
  await shoot(winner, 'certificado-premio');
  await winnerContext.close();
});
