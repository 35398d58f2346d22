import { expect, test } from '@playwright/test';
import { api, apiLogin, createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';

function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const kinds = ['PRESENTACION', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] as const;

/** An edition of this spec (ADMIN, through the API), with two areas and every window open. */
async function createEdition(name: string) {
  const admin = await apiLogin(demo.admin.email);
  const { thematicAreas } = await api<{ thematicAreas: { items: { id: string; name: string }[] } }>('{ thematicAreas(pageSize: 100, sort: "name") { items { id name } } }', {}, admin.token);
  const areas = thematicAreas.items.slice(0, 2);
  const data = {
    name,
    edition: 21,
    venue: 'Universidad Nacional del Litoral',
    inscriptionStart: dayFromToday(-10),
    inscriptionEnd: dayFromToday(40),
    startDate: dayFromToday(60),
    endDate: dayFromToday(62),
    windows: kinds.map((type) => ({ type, opensOn: dayFromToday(-5), closesOn: dayFromToday(30) })),
    thematicAreaIds: areas.map((a) => a.id),
    abstractMaxWords: 300,
    keywordsMin: 3,
    keywordsMax: 5,
    authorsMax: 6,
    panelPapersMin: 3,
    panelPapersMax: 5,
    maxFileMb: 20,
    categories: [{ name: 'Expositor/a', memberFee: 3_500_000, nonMemberFee: 6_000_000, isStudent: false }],
  };
  const { createConference } = await api<{ createConference: { id: string; categories: { id: string }[] } }>(
    'mutation ($data: ConferenceInput!) { createConference(data: $data) { id categories { id } } }',
    { data },
    admin.token,
  );
  return { id: createConference.id, categoryId: createConference.categories[0].id, area: areas[0], adminToken: admin.token };
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
