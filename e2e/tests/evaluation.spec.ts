import { expect, test } from '@playwright/test';
import { api, apiLogin, createMember, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { dayFromToday } from '../support/dates';
import { createEdition as createSpecEdition, windowsForEveryKind } from '../support/editions';

/** An edition of this spec (ADMIN, through the API), with two areas and every window open. */
async function createEdition(name: string) {
  const { areas, ...edition } = await createSpecEdition({ name, windows: windowsForEveryKind(dayFromToday(-5), dayFromToday(30)), areas: 2 });
  return { ...edition, area: areas[0] };
}

test('a coordinator approves one paper and rejects another with a comment; the author sees the statuses and receives the e-mails', async ({ page, browser }) => {
  const stamp = Date.now();
  const edition = await createEdition(`Congreso de evaluación ${stamp}`);
  // The author inscribes and submits two papers in the coordinator's area.
  const author = await createMember('autora');
  const authorLogin = await apiLogin(author.email, author.password);
  const { createInscription } = await api<{ createInscription: { id: string } }>(
    'mutation ($c: ID!, $k: ID!) { createInscription(categoryId: $k, conferenceId: $c) { id } }',
    { c: edition.id, k: edition.categoryId },
    authorLogin.token,
  );
  const inscriptionId = createInscription.id;
  const titles = [`Federalismo y coaliciones ${stamp}`, `Partidos provinciales ${stamp}`];
  for (const title of titles) {
    await api(
      'mutation ($data: PaperInput!) { createPaper(data: $data) { id } }',
      {
        data: {
          inscriptionId,
          thematicAreaId: edition.area.id,
          title,
          abstract: 'Un estudio comparado de las coaliciones de gobierno en América del Sur.',
          keywords: ['coaliciones', 'federalismo', 'partidos'],
          authors: [{ email: author.email, name: 'Prueba autora' }],
        },
      },
      authorLogin.token,
    );
  }
  // ADMIN names a coordinator of that area.
  const coordinator = await createMember('coordinadora');
  const coordinatorLogin = await apiLogin(coordinator.email, coordinator.password);
  const { me } = await api<{ me: { id: string } }>('{ me { id } }', {}, coordinatorLogin.token);
  await api(
    'mutation ($c: ID!, $d: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $d) { __typename } }',
    { c: edition.id, d: { userId: me.id, role: 'COORDINADOR', thematicAreaIds: [edition.area.id] } },
    edition.adminToken,
  );

  // The coordinator evaluates.
  await signIn(page, coordinator.email, coordinator.password);
  await expect(page.getByRole('heading', { name: 'Seleccionar rol' })).toBeVisible();
  await page.getByRole('button', { name: /Coordinador/ }).click();
  await page.getByRole('link', { name: 'Evaluación', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Evaluación: ponencias' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/evaluacion/${edition.id}/ponencias`));
  await expect(page.getByText(`${edition.area.name}: 2`)).toBeVisible();

  await page.getByRole('link', { name: `Evaluar «${titles[0]}»` }).click();
  await expect(page.getByRole('heading', { name: titles[0], level: 1 })).toBeVisible();
  await expect(page.getByText('Prueba autora')).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar' }).click();
  const approve = page.getByRole('dialog', { name: 'Aprobar la propuesta' });
  await approve.getByLabel('Comentario (opcional)').fill('Muy buen trabajo, felicitaciones.');
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Propuesta aprobada. Se avisó a los autores por correo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Evaluación: ponencias' })).toBeVisible();
  await expect(page.getByText(`${edition.area.name}: 1`)).toBeVisible();

  await page.getByRole('link', { name: `Evaluar «${titles[1]}»` }).click();
  await page.getByRole('button', { name: 'Rechazar' }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar la propuesta' });
  // Rejecting needs the reason: the form says so before sending.
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject.getByText('Explique el motivo del rechazo: los autores lo reciben por correo.')).toBeVisible();
  await reject.getByLabel('Motivo del rechazo').fill('Falta el marco teórico y la metodología.');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText('Propuesta rechazada. Se avisó a los autores por correo.')).toBeVisible();
  await expect(page.getByText('No hay propuestas pendientes de evaluación en sus áreas.')).toBeVisible();

  // Evaluadas: both, with the decision and who took it.
  await page.getByRole('link', { name: 'Evaluadas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Evaluadas: ponencias' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Evaluadas: ponencias' });
  await expect(table.getByRole('row', { name: new RegExp(titles[0]) })).toContainText('APROBADO');
  await expect(table.getByRole('row', { name: new RegExp(titles[1]) })).toContainText('Falta el marco teórico y la metodología.');
  // At 1280 px the table fits its card: no horizontal scrolling.
  await page.setViewportSize({ width: 1280, height: 800 });
  const [tableWidth, boxWidth] = await table.evaluate((t) => [t.scrollWidth, (t.parentElement as HTMLElement).clientWidth]);
  expect(tableWidth).toBeLessThanOrEqual(boxWidth);
  await expectNoAxeViolations(page);

  // The author sees the statuses in Mis postulaciones.
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await signIn(authorPage, author.email, author.password);
  await expect(authorPage.getByRole('heading', { name: /Bienvenido\/a/ })).toBeVisible();
  await authorPage.goto(`/dashboard/mis-postulaciones/${inscriptionId}`);
  const mine = authorPage.getByRole('table', { name: 'Mis postulaciones' });
  await expect(mine.getByRole('row', { name: new RegExp(titles[0]) })).toContainText('APROBADO');
  await expect(mine.getByRole('row', { name: new RegExp(titles[1]) })).toContainText('RECHAZADO');
  await authorContext.close();

  // And the e-mails, in Spanish, with the comment.
  const approved = await waitForMail(author.email, 'Su propuesta fue aprobada');
  expect(approved.text).toContain(titles[0]);
  expect(approved.text).toContain('Muy buen trabajo, felicitaciones.');
  const rejected = await waitForMail(author.email, 'Su propuesta no fue aprobada');
  expect(rejected.text).toContain(titles[1]);
  expect(rejected.text).toContain('Falta el marco teórico y la metodología.');
  expect(rejected.html).toContain('Falta el marco teórico y la metodología.');
});

test('two coordinators decide one paper at once: the second sees who decided what and when, and the item read again', async ({ page }) => {
  const stamp = Date.now();
  const edition = await createEdition(`Congreso de decisiones simultáneas ${stamp}`);
  const author = await createMember('autora-simultanea');
  const authorLogin = await apiLogin(author.email, author.password);
  const { createInscription } = await api<{ createInscription: { id: string } }>(
    'mutation ($c: ID!, $k: ID!) { createInscription(categoryId: $k, conferenceId: $c) { id } }',
    { c: edition.id, k: edition.categoryId },
    authorLogin.token,
  );
  const title = `Decisión simultánea ${stamp}`;
  const { createPaper } = await api<{ createPaper: { id: string } }>(
    'mutation ($data: PaperInput!) { createPaper(data: $data) { id } }',
    { data: { inscriptionId: createInscription.id, thematicAreaId: edition.area.id, title, abstract: 'Resumen breve.', keywords: ['uno', 'dos', 'tres'], authors: [{ email: author.email, name: 'Prueba autora' }] } },
    authorLogin.token,
  );
  const coordinators = [];
  for (const label of ['coordinadora-a', 'coordinador-b']) {
    const person = await createMember(label);
    const login = await apiLogin(person.email, person.password);
    const { me } = await api<{ me: { id: string; firstName: string; lastName: string } }>('{ me { id firstName lastName } }', {}, login.token);
    await api(
      'mutation ($c: ID!, $d: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $d) { __typename } }',
      { c: edition.id, d: { userId: me.id, role: 'COORDINADOR', thematicAreaIds: [edition.area.id] } },
      edition.adminToken,
    );
    coordinators.push({ ...person, token: login.token, name: `${me.firstName} ${me.lastName}` });
  }
  const [first, second] = coordinators;

  await signIn(page, first.email, first.password);
  await page.getByRole('button', { name: /Coordinador/ }).click();
  await page.goto(`/dashboard/evaluacion/${edition.id}/ponencias/${createPaper.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar' }).click();
  const approve = page.getByRole('dialog', { name: 'Aprobar la propuesta' });
  await expect(approve).toBeVisible();
  // Meanwhile the other coordinator rejects it.
  await api(
    'mutation ($id: ID!, $vote: VoteInput) { votePresentation(presentationId: $id, type: PRESENTACION, vote: $vote) { event } }',
    { id: createPaper.id, vote: { decision: 'REJECT', comment: 'Fuera del área.' } },
    second.token,
  );
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(approve.getByText(new RegExp(`^Esta propuesta ya fue rechazada por ${second.name} el \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Actualice la página para ver la decisión\\.$`))).toBeVisible();
  // Behind the dialog, the item already shows the decision.
  await approve.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('RECHAZADO', { exact: true })).toBeVisible();
  await expect(page.getByText('Fuera del área.')).toBeVisible();
});
