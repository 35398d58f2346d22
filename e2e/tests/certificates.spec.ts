import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, apiLogin, createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dayFromToday } from '../support/dates';
import { createEdition } from '../support/editions';
import { pdfText } from '../support/pdf';
import { shoot } from '../support/screens';

const PAST_EDITION = 'Congreso Nacional de Ciencia Política';

/** Last year's edition of the demo data (over: its certificates are due), by name. */
async function pastEditionId(token: string) {
  const { conferences } = await api<{ conferences: { items: { id: string; name: string; edition: number }[] } }>('query ($s: String) { conferences(search: $s) { items { id name edition } } }', { s: PAST_EDITION }, token);
  return conferences.items.find((c) => c.name === PAST_EDITION && c.edition === 11)!.id;
}

/** A congress administrator of that edition of this run's own: a new member granted ADMIN_CONGRESO by TESORERIA. */
async function congressAdminOf(conferenceId: string) {
  const staff = await createMember('certificados');
  const admin = await apiLogin(demo.admin.email);
  const { users } = await api<{ users: { items: { id: string }[] } }>('query ($s: String) { users(search: $s) { items { id } } }', { s: staff.email }, admin.token);
  const treasury = await apiLogin(demo.tesoreria.email);
  await api('mutation ($c: ID!, $data: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $data) { id } }', { c: conferenceId, data: { role: 'ADMIN_CONGRESO', userId: users.items[0].id } }, treasury.token);
  return staff;
}

/**
 * A congress of this run's own that ended yesterday, with a member's paper approved by its
 * ADMIN_CONGRESO (a new member too): the presentation certificate is due. Nothing of the demo's.
 */
async function ownPresentation(title: string) {
  const name = `Congreso de certificados ${Date.now()}`;
  const edition = await createEdition({
    name,
    startDate: dayFromToday(-3),
    endDate: dayFromToday(-1),
    windows: [{ type: 'PRESENTACION', opensOn: dayFromToday(-5), closesOn: dayFromToday(30) }],
  });
  const author = await createMember('autora-certificado');
  const { token } = await apiLogin(author.email, author.password);
  const { createInscription } = await api<{ createInscription: { id: string } }>('mutation ($c: ID!, $k: ID!) { createInscription(categoryId: $k, conferenceId: $c) { id } }', { c: edition.id, k: edition.categoryId }, token);
  const { createPaper } = await api<{ createPaper: { id: string } }>(
    'mutation ($data: PaperInput!) { createPaper(data: $data) { id } }',
    {
      data: {
        inscriptionId: createInscription.id,
        thematicAreaId: edition.areas[0].id,
        title,
        abstract: 'Un estudio comparado de experiencias municipales.',
        keywords: ['participación', 'municipios', 'presupuesto'],
        authors: [
          { email: author.email, name: 'Prueba autora-certificado' },
          { email: 'joaquin.wisniewski@example.org', name: 'Joaquín Wiśniewski' },
        ],
      },
    },
    token,
  );
  const staff = await congressAdminOf(edition.id);
  const staffLogin = await apiLogin(staff.email, staff.password);
  await api('mutation ($id: ID!) { votePresentation(presentationId: $id, type: PRESENTACION, vote: { decision: APPROVE }) { id } }', { id: createPaper.id }, staffLogin.token);
  return { edition: { id: edition.id, name }, author, staff };
}

test('a member downloads a presentation certificate after the congress, its QR URL shows it valid signed out; ADMIN_CONGRESO revokes it and the page says revoked', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const PAPER_OWN = `Presupuestos participativos en el Litoral ${Date.now()}`;
  const { edition, author, staff } = await ownPresentation(PAPER_OWN);
  const HOLDER = 'Prueba autora-certificado';

  // The member: Mis certificados, grouped by edition, and «Descargar PDF» of the presentation.
  await signIn(page, author.email, author.password);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mis certificados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis certificados' })).toBeVisible();
  const group = page.getByRole('region', { name: new RegExp(`^${edition.name} — \\d{4}$`) });
  const card = group.getByRole('article', { name: new RegExp(PAPER_OWN) });
  await expect(card.getByText(`autoría: ${HOLDER}, Joaquín Wiśniewski`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await download;
  const pdf = readFileSync((await file.path())!);
  expect(pdf.length).toBeLessThan(200 * 1024);
  const text = pdfText(pdf).replace(/\s+/g, ' ');
  expect(text).toContain(HOLDER);
  expect(text).toContain(PAPER_OWN);
  const code = /Código: (CERT(-[A-Z0-9]{4}){4})/.exec(text)![1];
  const url = new RegExp(`(https?://\\S+/certificados/verificar/${code})`).exec(text)![1];
  await expect(card.getByText(code)).toBeVisible();
  await shoot(page, 'mis-certificados');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signed out, the QR's URL (its path on this portal): valid, with what it certifies.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const publicPage = await visitor.newPage();
  await publicPage.goto(new URL(url).pathname);
  await expect(publicPage.getByText('Certificado válido')).toBeVisible();
  await expect(publicPage.getByText(new RegExp(`${HOLDER} presentó el trabajo «${PAPER_OWN}»`))).toBeVisible();
  await expect(publicPage.getByText('válido', { exact: true })).toBeVisible();
  await expectNoAxeViolations(publicPage);
  await publicPage.setViewportSize({ width: 390, height: 844 });
  await expect(publicPage.getByText('Certificado válido')).toBeVisible();
  await expectNoAxeViolations(publicPage);
  await publicPage.setViewportSize({ width: 1280, height: 800 });

  // The congress administrator of that edition looks it up by its code and revokes it.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff.email, staff.password);
  await expect(staffPage).toHaveURL(/\/dashboard\/seleccionar-rol$/);
  await staffPage.getByRole('button', { name: new RegExp(`Administrador/a de congreso.*${edition.name}`) }).click();
  await staffPage.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Certificados', exact: true }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Certificados del congreso' })).toBeVisible();
  await expect(staffPage.getByRole('table', { name: 'Certificados por tipo' })).toBeVisible();
  await expect(staffPage.getByRole('region', { name: 'Inasistencias' }).getByText(`${HOLDER} · ${author.email}`)).toBeVisible();
  const lookUp = staffPage.getByRole('form', { name: 'Buscar un certificado por su código' });
  await lookUp.getByLabel('Código del certificado').fill(code.toLowerCase());
  await lookUp.getByRole('button', { name: 'Buscar' }).click();
  await expect(staffPage.getByRole('heading', { level: 3, name: new RegExp(`${HOLDER}: .*${PAPER_OWN}`) })).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await staffPage.getByLabel('Motivo de la revocación').selectOption({ label: 'Emitido por error' });
  await staffPage.getByRole('button', { name: 'Revocar certificado' }).click();
  await staffPage.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(staffPage.getByText(/^Revocado el \d\d\/\d\d\/\d{4}\. Motivo: Emitido por error\.$/)).toBeVisible();
  await shoot(staffPage, 'certificados-del-congreso');
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(staffPage);

  // The verification page says revoked at once.
  await publicPage.reload();
  await expect(publicPage.getByText('Certificado revocado')).toBeVisible();
  await expect(publicPage.getByText(/Motivo: Emitido por error/)).toBeVisible();
  await shoot(publicPage, 'verificacion-revocado');
  await expectNoAxeViolations(publicPage);
  await visitor.close();
  await staffContext.close();
});

/** A 1×1 PNG: a signature image as the file chooser hands it over. */
const SIGNATURE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('ADMIN_CONGRESO sets the attendance text and a signer, sees them in the live preview (the real PDF) and saves them', async ({ page }) => {
  test.setTimeout(180_000);
  const conferenceId = await pastEditionId((await apiLogin(demo.admin.email)).token);
  const staff = await congressAdminOf(conferenceId);
  const previews: Buffer[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('/graphql') || !res.request().postData()?.includes('EditionCertificatePreview')) return;
    const body = (await res.json().catch(() => null)) as { data?: { editionCertificatePreview?: string } } | null;
    const url = body?.data?.editionCertificatePreview;
    if (url) previews.push(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
  });
  await signIn(page, staff.email, staff.password);
  await page.getByRole('button', { name: new RegExp(`Administrador/a de congreso.*${PAST_EDITION}`) }).click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Certificados', exact: true }).click();
  await page.getByRole('link', { name: 'Textos y firmas de los certificados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Textos y firmas de los certificados' })).toBeVisible();

  // A placeholder that does not belong: the preview waits, and «Guardar» puts the Spanish message on the field (nothing is sent).
  const attendance = page.getByRole('textbox', { name: 'Asistencia' });
  await attendance.fill('asistió al {premio}');
  await expect(page.getByText('Corrija lo señalado en el formulario para actualizar la vista previa.')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/\{premio\} no corresponde a este certificado/)).toBeVisible();
  const unique = `${Date.now()}`.slice(-6);
  await attendance.fill(`participó del {congreso}, celebrado {fechas} (texto ${unique})`);
  await page.getByRole('button', { name: 'Agregar firmante' }).click();
  const signer = page.getByRole('group', { name: 'Firmante 1' });
  await signer.getByRole('textbox', { name: 'Nombre' }).fill('Dra. Ana Łopez');
  await signer.getByRole('textbox', { name: 'Cargo' }).fill('Presidenta de la Asociación');
  await signer.locator('input[type="file"]').setInputFiles({ name: 'firma.png', mimeType: 'image/png', buffer: SIGNATURE_PNG });

  // The preview is the server's PDF of a sample certificate, with what the form says now (read from the answer the page got).
  await expect(page.getByTitle('Vista previa del certificado (PDF)')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => (previews.at(-1) ? pdfText(previews.at(-1)!).replace(/\s+/g, ' ') : ''), { timeout: 20_000 })
    .toMatch(new RegExp(`participó del ${PAST_EDITION}.*texto ${unique}.*Dra\\. Ana Łopez.*Presidenta de la Asociación.*MUESTRA SIN VALIDEZ`));
  await expectNoAxeViolations(page);
  await shoot(page, 'certificados-textos-y-firmas');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Textos y firmas guardados')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Asistencia' })).toHaveValue(new RegExp(`texto ${unique}`));
  await expect(page.getByRole('group', { name: 'Firmante 1' }).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Dra. Ana Łopez');
});

test('ADMIN sees «Emitir y enviar» of a membership year on «Certificados de socios», with the year to choose and its counts', async ({ page }) => {
  // Only looked at: issuing would write to the demo's members (the job is tested in bulk.test.ts).
  await signIn(page, demo.admin.email);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Certificados de socios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Certificados de socios' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Emitir y enviar' });
  const year = section.getByRole('combobox', { name: 'Año de la membresía' });
  await expect(year).toHaveText(/^\d{4}$/);
  await expect(section.getByRole('button', { name: 'Emitir y enviar' })).toBeVisible();
  await expect(section.getByRole('table', { name: 'Certificados por tipo' }).or(section.getByText(/Nadie tiene todavía un certificado de socio\/a/))).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'certificados-de-socios');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
