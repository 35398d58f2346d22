import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createMember, demo, fillSignInForm, linkPathIn, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { typeDate } from '../support/pickers';
import { dayFromToday, shownDay } from '../support/dates';
import { createEdition as createSpecEdition, thematicAreas } from '../support/editions';

let editions = 0;
/** A congress edition of this spec's own, created by ADMIN through the API, with two categories. */
async function createEdition(o: { inscriptionStart: string; inscriptionEnd: string }) {
  const { token } = await apiLogin(demo.admin.email);
  const area = (await thematicAreas(token)).find((a) => a.name === 'Teoría política')!;
  const name = `Congreso de inscripción ${Date.now()}-${++editions}`;
  const edition = await createSpecEdition({
    name,
    edition: 14,
    venue: 'Universidad Nacional de Rosario',
    ...o,
    thematicAreaIds: [area.id],
    categories: [
      { name: 'Expositor/a', memberFee: 3_500_000, nonMemberFee: 6_000_000 },
      { name: 'Estudiante', memberFee: 500_000, nonMemberFee: 1_000_000, isStudent: true },
    ],
  });
  return { id: edition.id, name };
}

/** Fills /asociarse (already open) as a person does, in the first category. */
async function fillJoinForm(page: Page, p: { email: string; document: string; password: string; lastName: string }) {
  await page.getByLabel(/Socio Pleno/).check();
  await page.getByLabel('Correo electrónico').fill(p.email);
  await page.getByLabel(/^Nombre/).fill('Renata');
  await page.getByLabel('Apellido').fill(p.lastName);
  await page.getByLabel('Número de documento').fill(p.document);
  await page.getByLabel(/^Contraseña/).fill(p.password);
  await page.getByLabel('Repetir contraseña').fill(p.password);
  await typeDate(page.getByRole('group', { name: 'Fecha de nacimiento' }), '14/02/1999');
  await page.getByLabel('Género').selectOption({ label: 'Femenino' });
  await page.getByLabel('Teléfono de contacto').fill('11 4567-8901');
}

test('a visitor opens an inscription page, joins without losing it, comes back, inscribes and finds it in Mis inscripciones', async ({ page }) => {
  const edition = await createEdition({ inscriptionStart: dayFromToday(-5), inscriptionEnd: dayFromToday(20) });
  await page.goto(`/inscripcion/${edition.id}`);
  await expect(page.getByRole('heading', { level: 2, name: edition.name })).toBeVisible();
  await expect(page.getByText('Universidad Nacional de Rosario')).toBeVisible();
  await expect(page.getByText(`Del ${shownDay(dayFromToday(60))} al ${shownDay(dayFromToday(62))}`)).toBeVisible();
  // Signed out: both fees of each category, and why.
  await expect(page.getByText('Socios con la cuota al día: $ 35.000,00 · General: $ 60.000,00')).toBeVisible();
  await expect(page.getByText(/Inicie sesión para ver la suya/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Asociarme' }).click();
  await expect(page).toHaveURL(new RegExp(`/asociarse\\?next=%2Finscripcion%2F${edition.id}$`));
  const stamp = `${Date.now()}`;
  const person = { email: `inscripta.${stamp}@example.org`, document: String(30_000_000 + (Number(stamp.slice(-7)) % 9_000_000)), password: 'una clave para inscribirme 2026', lastName: `Inscripta${stamp.slice(-5)}` };
  await fillJoinForm(page, person);
  await page.getByRole('button', { name: 'Asociarme' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();

  // The confirmation link brings her back: after joining, signing in returns to the congress page.
  const confirmation = await waitForMail(person.email, 'Confirme su correo para asociarse');
  await page.goto(linkPathIn(confirmation.text, '/asociarse/confirmar/'));
  await expect(page.getByRole('heading', { name: '¡Bienvenido/a a la Asociación!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ingresar y volver a la inscripción' }).click();
  await fillSignInForm(page, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`/inscripcion/${edition.id}$`));

  // Her membership of this year is not paid yet: the general fee applies, and the page says why.
  await expect(page.getByText(/Tiene membresía este año, pero su cuota está pendiente/)).toBeVisible();
  await expect(page.getByLabel('Carrera universitaria')).toHaveCount(0);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText('Elija una categoría de inscripción')).toBeVisible();
  await page.getByLabel(/Estudiante — \$ 10\.000,00/).check();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText('Ingrese su carrera universitaria')).toBeVisible();
  await page.getByLabel('Carrera universitaria').fill('Ciencia Política');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Inscribirme' }).click();

  await expect(page.getByText(/Ya está inscripto\/a en este congreso, en la categoría Estudiante/)).toBeVisible();
  await expect(page.getByText(/\$ 10\.000,00 \(pendiente de pago\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const mail = await waitForMail(person.email, `Inscripción confirmada: ${edition.name}`);
  expect(mail.text).toContain('categoría Estudiante');
  expect(mail.text).toContain('$ 10.000,00');

  await page.getByRole('link', { name: 'Ver mis inscripciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis inscripciones' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mis inscripciones' });
  const row = table.getByRole('row').filter({ hasText: edition.name });
  await expect(row).toContainText('Estudiante');
  await expect(row).toContainText('Carrera: Ciencia Política');
  await expect(row).toContainText(shownDay(dayFromToday()));
  await expect(row).toContainText('$ 10.000,00');
  await expect(row).toContainText('Cuota general');
  await expect(row).toContainText('Pendiente');
  await expect(row.getByRole('link', { name: `Ver postulaciones «${edition.name}»` })).toHaveAttribute('href', /\/dashboard\/mis-postulaciones\/\d+$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Mis inscripciones' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The career of a student inscription can be corrected from the list.
  await row.getByRole('button', { name: `Cambiar carrera «${edition.name}»` }).click();
  const dialog = page.getByRole('dialog', { name: `Carrera universitaria — ${edition.name}` });
  await expect(dialog.getByLabel('Carrera universitaria')).toHaveValue('Ciencia Política');
  await dialog.getByLabel('Carrera universitaria').fill(' ');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingrese su carrera universitaria')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Carrera universitaria').fill('Relaciones Internacionales');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Carrera: Relaciones Internacionales');
});

test('outside the window the page says when it opens or that it closed, and offers nothing to click', async ({ page }) => {
  const early = await createEdition({ inscriptionStart: dayFromToday(10), inscriptionEnd: dayFromToday(40) });
  const late = await createEdition({ inscriptionStart: dayFromToday(-40), inscriptionEnd: dayFromToday(-1) });
  const card = page.getByRole('main');

  await page.goto(`/inscripcion/${early.id}`);
  await expect(page.getByText(`La inscripción todavía no abrió: abre el ${shownDay(dayFromToday(10))} y cierra el ${shownDay(dayFromToday(40))}.`)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/inscripcion/${late.id}`);
  await expect(page.getByText(`La inscripción a este congreso cerró el ${shownDay(dayFromToday(-1))}.`)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('link')).toHaveCount(0);

  await page.goto('/inscripcion/999999');
  await expect(page.getByRole('heading', { level: 2, name: 'Congreso no encontrado' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed in it is the same: nothing to inscribe with.
  const member = await createMember('fueradeplazo');
  await signIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: /Bienvenido/ })).toBeVisible();
  await page.goto(`/inscripcion/${late.id}`);
  await expect(page.getByText(`La inscripción a este congreso cerró el ${shownDay(dayFromToday(-1))}.`)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Mis inscripciones, still empty, points to the current congress's inscription page (whichever
  // edition is current now: another spec may have marked its own).
  await page.goto('/dashboard/mis-inscripciones');
  const empty = page.getByRole('link', { name: /^Inscribirme en el / });
  await expect(empty).toBeVisible();
  await expectNoAxeViolations(page);
  const current = (await empty.textContent())!.replace(/^Inscribirme en el /, '');
  await empty.click();
  await expect(page).toHaveURL(/\/inscripcion\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: current })).toBeVisible();
  const inscriptionPage = page.url();

  // The home screen's current-congress block leads to the same page.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Ver la página de inscripción' }).click();
  await expect(page).toHaveURL(inscriptionPage);
});

test('TESORERIA grants COORDINADOR of an area to a signed-in member, who finds the role in the selector after the next token refresh, without signing in again', async ({ browser }) => {
  const edition = await createEdition({ inscriptionStart: dayFromToday(-5), inscriptionEnd: dayFromToday(20) });
  const member = await createMember('coordinacion');
  const lastName = 'coordinacion';

  // The member works in their own browser; their clock is the page's, so time can pass there.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.clock.install();
  await signIn(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  await expect(memberPage.getByRole('link', { name: 'Cambiar rol' })).toHaveCount(0);

  const treasuryContext = await browser.newContext();
  const treasury = await treasuryContext.newPage();
  await signIn(treasury, demo.tesoreria.email);
  await expect(treasury).toHaveURL(/\/dashboard$/);
  await treasury.goto(`/dashboard/roles-congreso/${edition.id}`);
  await expect(treasury.getByRole('heading', { level: 1, name: `Roles del congreso: ${edition.name}` })).toBeVisible();
  await treasury.getByRole('button', { name: 'Otorgar rol' }).click();
  const grant = treasury.getByRole('dialog', { name: `Otorgar un rol en «${edition.name}»` });
  await grant.getByLabel('Persona').fill(member.email);
  await treasury.getByRole('option', { name: new RegExp(`${lastName}, Prueba`) }).click();
  await grant.getByLabel('Rol').selectOption('COORDINADOR');
  await grant.getByLabel('Teoría política').check();
  await grant.getByRole('button', { name: 'Otorgar' }).click();
  await treasury.getByRole('dialog', { name: '¿Otorgar el rol?' }).getByRole('button', { name: 'Otorgar' }).click();
  await expect(grant).toBeHidden();
  await expect(treasury.getByRole('table', { name: 'Personas y roles en esta edición' }).getByText('Coordinador/a de área temática · Teoría política')).toBeVisible();

  // Nothing changes for the member until their token is refreshed: a quarter of an hour later the
  // app refreshes it on its own, reloads who they are, and the new role asks to be chosen.
  await expect(memberPage.getByRole('link', { name: 'Cambiar rol' })).toHaveCount(0);
  await memberPage.clock.fastForward('15:00');
  await expect(memberPage).toHaveURL(/\/dashboard\/seleccionar-rol$/);
  const coordinator = memberPage.getByRole('button', { name: new RegExp(`Coordinador/a de área temática.*${edition.name}`) });
  await expect(coordinator).toBeVisible();
  await coordinator.click();
  await expect(memberPage.getByRole('banner').getByText(/Coordinador\/a de área temática/)).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Cambiar rol' })).toBeVisible();

  await memberContext.close();
  await treasuryContext.close();
});
