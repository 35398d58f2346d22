import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, createMember, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dayFromToday, shownDay as shown } from '../support/dates';
import { createEdition as createSpecEdition, windowsForEveryKind } from '../support/editions';

/** A congress edition of this spec, created by ADMIN through the API; `windows` opens or closes every kind. */
async function createEdition(name: string, windows: 'open' | 'closed') {
  const [opensOn, closesOn] = windows === 'open' ? [dayFromToday(-5), dayFromToday(30)] : [dayFromToday(-40), dayFromToday(-20)];
  const { areas, ...edition } = await createSpecEdition({ name, edition: 20, venue: 'Universidad Nacional de Cuyo', windows: windowsForEveryKind(opensOn, closesOn), areas: 3 });
  return { ...edition, area: areas[0].name, closedOn: shown(closesOn) };
}

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

const ABSTRACT = 'Un estudio comparado de las coaliciones de gobierno en América del Sur entre 1983 y 2023, con datos de nueve países.';

/** The common part of every form: area, title, abstract, three keywords. */
async function fillCommon(page: Page, area: string, title: string, abstractLabel = 'Resumen') {
  await page.getByLabel('Área temática').selectOption({ label: area });
  await page.getByLabel(/^Título/).first().fill(title);
  await page.getByRole('textbox', { name: abstractLabel, exact: true }).fill(ABSTRACT);
  await expect(page.getByText('21 de 300 palabras.').first()).toBeVisible();
  for (const keyword of ['coaliciones', 'presidencialismo', 'América del Sur']) {
    await page.getByLabel('Nueva palabra clave').fill(keyword);
    await page.getByLabel('Nueva palabra clave').press('Enter');
  }
  await expect(page.getByRole('button', { name: 'Quitar «presidencialismo»' })).toBeVisible();
}

async function choose(page: Page, inscriptionId: string, kind: string) {
  await page.goto(`/dashboard/mis-postulaciones/${inscriptionId}`);
  await page.getByRole('link', { name: 'Nueva postulación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva postulación' })).toBeVisible();
  await page.getByRole('link', { name: kind, exact: true }).click();
}

async function send(page: Page) {
  await page.getByRole('button', { name: 'Enviar postulación' }).click();
}

test('a member submits one proposal of each kind, uploads the full text, edits one, deletes another; a co-author sees the paper; closed windows close the forms', async ({ page, browser }) => {
  // One journey through eleven screens, with axe on each and a throttled upload.
  test.setTimeout(240_000);
  const stamp = Date.now().toString().slice(-6);
  const edition = await createEdition(`Congreso de postulaciones ${stamp}`, 'open');
  const closed = await createEdition(`Congreso cerrado ${stamp}`, 'closed');
  const author = await createMember('autora');
  const coauthor = await createMember('coautor');
  const inscriptionId = await inscribe(author, edition);
  const coauthorInscriptionId = await inscribe(coauthor, edition);
  const closedInscriptionId = await inscribe(author, closed);

  await signIn(page, author.email, author.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Reached from the inscription, in Mis inscripciones.
  await page.getByRole('navigation').getByRole('link', { name: 'Mis inscripciones' }).click();
  await page.getByRole('link', { name: `Ver postulaciones «${edition.name}»` }).click();
  await expect(page).toHaveURL(new RegExp(`/mis-postulaciones/${inscriptionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mis postulaciones' })).toBeVisible();
  await expect(page.getByText(edition.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Todavía no presentó postulaciones en esta inscripción.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The chooser: every kind, what it is, and its window.
  await page.getByRole('link', { name: 'Nueva postulación' }).click();
  await expect(page.getByText('Un panel completo ya armado', { exact: false })).toBeVisible();
  await expect(page.getByText(/Abierta hasta el/)).toHaveCount(5);
  await expectNoAxeViolations(page);

  // Ponencia, with a co-author named by e-mail, moved first and back.
  const paper = `Coaliciones de gobierno ${stamp}`;
  await page.getByRole('link', { name: 'Ponencia', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva ponencia' })).toBeVisible();
  const submitter = page.getByRole('listitem', { name: 'Autor/a 1 (quien presenta)' });
  await expect(submitter.getByLabel('Correo electrónico')).toHaveValue(author.email);
  await expectNoAxeViolations(page);
  await send(page);
  await expect(page.getByText('Ingrese el título')).toBeVisible();
  await expect(page.getByText('Ingrese al menos 3 palabras clave')).toBeVisible();
  await fillCommon(page, edition.area, paper);
  await page.getByRole('button', { name: 'Agregar coautor/a' }).click();
  const second = page.getByRole('listitem', { name: 'Autor/a 2' });
  await second.getByLabel('Nombre y apellido').fill('Prueba coautor');
  await second.getByLabel('Correo electrónico').fill(coauthor.email);
  await page.getByRole('button', { name: 'Subir a Prueba coautor' }).click();
  await expect(page.getByRole('listitem', { name: 'Autor/a 2 (quien presenta)' })).toBeVisible();
  await page.getByRole('button', { name: 'Subir a Prueba autora' }).click();
  await expect(page.getByRole('listitem', { name: 'Autor/a 1 (quien presenta)' })).toBeVisible();
  await send(page);

  // Kinds with a full text go to their upload screen.
  await expect(page.getByText('Se envió la postulación. Ahora puede subir el texto completo.')).toBeVisible();
  await expect(page).toHaveURL(/\/archivo-ponencia\/\d+\/ponencia$/);
  await expect(page.getByRole('heading', { level: 2, name: paper })).toBeVisible();
  await expect(page.getByText('Todavía no subió el texto completo.')).toBeVisible();
  await expectNoAxeViolations(page);
  const fileInput = page.getByLabel('Subir el texto completo', { exact: true });
  await fileInput.setInputFiles({ name: 'ponencia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(page.getByText('El archivo debe ser PDF, DOCX u ODT; su contenido no corresponde a ese tipo.')).toBeVisible();
  // A slow connection, so the progress of a real upload shows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(768 * 1024, '% relleno\n'), Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n')]);
  await fileInput.setInputFiles({ name: 'coaliciones-texto-completo.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('progressbar', { name: /Subiendo: \d+ %/ })).toBeVisible();
  await expect(page.getByText('Se guardó el archivo.')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const current = page.getByRole('group', { name: 'Archivo actual' });
  await expect(current.getByText('coaliciones-texto-completo.pdf')).toBeVisible();
  await expect(current.getByText(/^768 KB · subido el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(current.getByRole('link', { name: 'Descargar «coaliciones-texto-completo.pdf»' })).toBeVisible();
  await expectNoAxeViolations(page);
  // A kind segment that is not this proposal's: the dashboard's not-found page.
  await page.goto(page.url().replace(/\/ponencia$/, '/panel-cerrado'));
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

  // Ponencia de estudiante.
  const student = `Trayectorias estudiantiles ${stamp}`;
  await choose(page, inscriptionId, 'Ponencia de estudiante');
  await fillCommon(page, edition.area, student);
  await page.getByLabel('Carrera').fill('Licenciatura en Ciencia Política');
  await page.getByLabel('Institución').fill('Universidad Nacional de Cuyo');
  await expectNoAxeViolations(page);
  await send(page);
  await expect(page).toHaveURL(/\/archivo-ponencia\/\d+\/ponencia-estudiante$/);

  // Panel cerrado: rationale, chair, commentator and three papers, each with an author.
  const panel = `Federalismo fiscal ${stamp}`;
  await choose(page, inscriptionId, 'Panel cerrado');
  await fillCommon(page, edition.area, panel);
  await page.getByRole('textbox', { name: 'Fundamentación', exact: true }).fill('Tres miradas sobre la coparticipación federal y sus reformas.');
  await page.getByLabel('Nombre y apellido (coordinación)').fill('Marta Quiroga');
  await page.getByLabel('Nombre y apellido (comentarista)').fill('Luis Ferreyra');
  for (const i of [1, 2, 3]) {
    await page.getByLabel(`Título de la ponencia ${i}`).fill(`Ponencia ${i} del panel`);
    await page.getByLabel(`Resumen de la ponencia ${i}`).fill(`Resumen de la ponencia ${i} del panel sobre coparticipación.`);
    await page.getByRole('group', { name: `Ponencia ${i}` }).getByLabel('Autor/a 1: nombre y apellido').fill(`Autora ${i}`);
  }
  await expect(page.getByRole('button', { name: 'Quitar la ponencia 1' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await send(page);
  await expect(page).toHaveURL(/\/archivo-ponencia\/\d+\/panel-cerrado$/);

  // Grupo de investigación.
  const group = `Grupo de estudios legislativos ${stamp}`;
  await choose(page, inscriptionId, 'Grupo de investigación');
  // The two required lists show the asterisk the other required fields show, and say so to a screen reader while empty.
  for (const [legend, input] of [
    ['Palabras clave', 'Nueva palabra clave'],
    ['Integrantes', 'Nombre y apellido del integrante'],
  ]) {
    await expect(page.getByRole('group', { name: legend, exact: true }).locator(':scope > legend')).toHaveText(`${legend} *`);
    await expect(page.getByLabel(input)).toHaveAttribute('aria-required', 'true');
  }
  await fillCommon(page, edition.area, group);
  await page.getByLabel('Nombre del grupo').fill('GEL');
  await page.getByLabel('Institución').fill('CONICET');
  await page.getByLabel('Director/a').fill('Ana Ledesma');
  for (const member of ['Julia Paz', 'Martín Oviedo']) {
    await page.getByLabel('Nombre y apellido del integrante').fill(member);
    await page.getByRole('button', { name: 'Agregar integrante' }).click();
  }
  await expectNoAxeViolations(page);
  await send(page);
  await expect(page).toHaveURL(/\/archivo-ponencia\/\d+\/grupo-investigacion$/);

  // Libro: the abstract is its synopsis; no full text, back to the list.
  const book = `La democracia en disputa ${stamp}`;
  await choose(page, inscriptionId, 'Libro');
  await fillCommon(page, edition.area, book, 'Sinopsis');
  await page.getByLabel('Autores del libro').fill('Ana Ledesma y Julio Ríos');
  await page.getByLabel('Editorial').fill('Eudeba');
  await page.getByLabel('Año de publicación').fill('2024');
  await page.getByLabel('ISBN (opcional)').fill('978-3-16-148410-1');
  await page.getByLabel('Quiénes lo presentan').fill('Marta Quiroga');
  await send(page);
  await expect(page.getByText('El ISBN no es válido')).toBeVisible();
  await page.getByLabel('ISBN (opcional)').fill('978-3-16-148410-0');
  await expectNoAxeViolations(page);
  await send(page);
  await expect(page.getByText('Se envió la postulación.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mis-postulaciones/${inscriptionId}$`));

  // The list: five proposals, their kinds and statuses, and what may be done with each.
  const table = page.getByRole('table', { name: 'Mis postulaciones' });
  await expect(page.getByText('1-5 de 5')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(paper) })).toContainText('PENDIENTE');
  await expect(table.getByRole('row', { name: new RegExp(paper) })).toContainText('Subido');
  await expect(table.getByRole('row', { name: new RegExp(panel) })).toContainText('Sin subir');
  await expect(table.getByRole('row', { name: new RegExp(book) })).toContainText('No lleva');
  await expect(page.getByRole('link', { name: `Subir archivo «${panel}»` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Subir archivo «${book}»` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Edit the student paper.
  await page.getByRole('link', { name: `Editar «${student}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar ponencia de estudiante' })).toBeVisible();
  await expect(page.getByLabel('Carrera')).toHaveValue('Licenciatura en Ciencia Política');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`${student} (versión corregida)`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Se guardaron los cambios.')).toBeVisible();
  await expect(table.getByRole('cell', { name: `${student} (versión corregida)`, exact: true })).toBeVisible();

  // Delete the research group, after confirming.
  await page.getByRole('button', { name: `Eliminar «${group}»` }).click();
  const dialog = page.getByRole('dialog', { name: `¿Eliminar la postulación «${group}»?` });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`Se eliminó la postulación «${group}».`)).toBeVisible();
  await expect(page.getByText('1-4 de 4')).toBeVisible();
  await expect(table.getByText(group)).toHaveCount(0);

  // The co-author named by e-mail has an account, but the submitter is not told so: until that
  // person accepts, the form says only that the invitation was sent.
  await page.getByRole('link', { name: `Editar «${paper}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar ponencia' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Autor/a 2' })).toContainText('invitación enviada');
  await expectNoAxeViolations(page);

  // In an edition whose windows closed, the chooser and the forms say so and offer nothing to send.
  await page.goto(`/dashboard/mis-postulaciones/${closedInscriptionId}/nueva-postulacion`);
  await expect(page.getByText(`Cerrada. Cerró el ${closed.closedOn}.`)).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Ponencia', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(`/dashboard/mis-postulaciones/${closedInscriptionId}/nueva-postulacion/ponencia`);
  await expect(page.getByText(`La presentación de propuestas de tipo «Ponencia» está cerrada: cerró el ${closed.closedOn}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar postulación' })).toHaveCount(0);

  // The co-author finds the paper in their own list, marked and read-only.
  const other = await browser.newContext();
  const coPage = await other.newPage();
  try {
    await signIn(coPage, coauthor.email, coauthor.password);
    await expect(coPage).toHaveURL(/\/dashboard$/);
    await coPage.goto(`/dashboard/mis-postulaciones/${coauthorInscriptionId}`);
    const row = coPage.getByRole('table', { name: 'Mis postulaciones' }).getByRole('row', { name: new RegExp(paper) });
    await expect(row).toContainText('Coautor/a');
    // Only «Ver» (the read-only detail): nothing to edit, upload or delete.
    await expect(row.getByRole('link')).toHaveCount(1);
    await expect(row.getByRole('link', { name: /^Ver «/ })).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(coPage);
    // Another person's inscription is not theirs to open.
    await coPage.goto(`/dashboard/mis-postulaciones/${inscriptionId}`);
    await expect(coPage.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('typing one’s own e-mail as co-author is refused with a field message, and the row stays editable and removable', async ({ page }) => {
  const stamp = Date.now().toString().slice(-6);
  const edition = await createEdition(`Congreso de coautoría ${stamp}`, 'open');
  const author = await createMember('autora-propia');
  const inscriptionId = await inscribe(author, edition);
  await signIn(page, author.email, author.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await choose(page, inscriptionId, 'Ponencia');
  await fillCommon(page, edition.area, `Propio correo ${stamp}`);
  await page.getByRole('button', { name: 'Agregar coautor/a' }).click();
  const second = page.getByRole('listitem', { name: 'Autor/a 2', exact: true });
  await second.getByLabel('Nombre y apellido').fill('Otra persona');
  await second.getByLabel('Correo electrónico').fill(author.email.toUpperCase());
  // Still a co-author row: one «quien presenta», its fields and its delete button usable.
  await expect(page.getByRole('listitem', { name: /quien presenta/ })).toHaveCount(1);
  await expect(second.getByLabel('Correo electrónico')).toBeEditable();
  await expect(second.getByLabel('Nombre y apellido')).toBeEditable();
  await expect(second.getByRole('button', { name: 'Quitar a Otra persona' })).toBeEnabled();
  await send(page);
  await expect(second.getByText('Ese es el correo de quien presenta, que ya figura entre los autores.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/nueva|\/ponencia/);
  // Fixing the e-mail keeps what was typed and sends.
  await second.getByLabel('Correo electrónico').fill(`coautor-${stamp}@example.org`);
  await expect(page.getByLabel(/^Título/).first()).toHaveValue(`Propio correo ${stamp}`);
  await send(page);
  await expect(page.getByText('Se envió la postulación. Ahora puede subir el texto completo.')).toBeVisible();
});
