import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, createMember, demo, linkPathIn, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { SUPPORT_EMAIL } from '../support/env';
import { mailsTo, waitForMail } from '../support/mail';
import { typeDate } from '../support/pickers';

const year = new Date().getFullYear();

/** Fills /asociarse (already open, category chosen) with a person's data. */
async function fillJoinForm(page: Page, p: { email: string; document: string; password: string; firstName?: string }) {
  await page.getByLabel('Correo electrónico').fill(p.email);
  await page.getByLabel(/^Nombre/).fill(p.firstName ?? 'Lucía');
  await page.getByLabel('Apellido').fill('Fernández');
  await page.getByLabel('Número de documento').fill(p.document);
  await page.getByLabel(/^Contraseña/).fill(p.password);
  await page.getByLabel('Repetir contraseña').fill(p.password);
  await typeDate(page.getByRole('group', { name: 'Fecha de nacimiento' }), '25/05/2001');
  await page.getByLabel('Género').selectOption({ label: 'Femenino' });
  await page.getByLabel('Teléfono de contacto').fill('11 4567-8901');
}

const uniqueDocument = (stamp: number) => String(50_000_000 + (stamp % 9_000_000));

test('a visitor joins as a student, confirms the e-mail from the link, lands on the confirmation, signs in and sees the pending charge', async ({ page }) => {
  const stamp = Date.now();
  const email = `estudiante.${stamp}@example.org`;
  const password = 'mi-clave-de-socia-2026';
  await page.goto('/');
  await page.getByRole('link', { name: 'Asociarse' }).click();
  await expect(page.getByRole('heading', { name: 'Asociarse' })).toBeVisible();
  await expect(page.getByLabel('Carrera universitaria')).toHaveCount(0);
  await page.getByLabel(/Socio Estudiante — \$ 15\.000,00 por año/).check();
  await expect(page.getByLabel('Carrera universitaria')).toBeVisible();

  // Nothing filled: the shared schema's messages, the career among them.
  await page.getByRole('button', { name: 'Asociarme' }).click();
  await expect(page.getByText('Ingrese su carrera universitaria')).toBeVisible();
  await expect(page.getByText('Ingrese su nombre')).toBeVisible();

  await page.getByLabel('Carrera universitaria').fill('Ciencia Política');
  await fillJoinForm(page, { email, document: uniqueDocument(stamp), password });
  await page.getByRole('button', { name: 'Asociarme' }).click();

  // Nothing exists yet: the screen asks to open the link.
  await expect(page).toHaveURL(/\/asociarse\/confirmacion$/);
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿No le llegó?' })).toBeVisible();
  await expectNoAxeViolations(page);

  const confirmation = await waitForMail(email, 'Confirme su correo para asociarse');
  await page.goto(linkPathIn(confirmation.text, '/asociarse/confirmar/'));
  await expect(page).toHaveURL(/\/asociarse\/\d+$/);
  await expect(page.getByRole('heading', { name: '¡Bienvenido/a a la Asociación!' })).toBeVisible();
  await expect(page.getByText(`Ya es socio/a en la categoría Socio Estudiante para ${year}.`)).toBeVisible();
  await expect(page.getByText('$ 15.000,00')).toBeVisible();
  const mail = await waitForMail(email, 'Bienvenida a la Asociación');
  expect(mail.text).toContain('$ 15.000,00');

  // Opened again without the form's state (a reload in another tab), the page shows no data.
  const url = page.url();
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByRole('heading', { name: 'Asociación registrada' })).toBeVisible();
  await expect(other.getByText('Socio Estudiante')).toHaveCount(0);
  // The link is spent: following it again says so.
  await other.goto(linkPathIn(confirmation.text, '/asociarse/confirmar/'));
  await expect(other.getByRole('heading', { name: 'No pudimos completar su asociación' })).toBeVisible();
  await expect(other.getByRole('alert')).toContainText('El enlace de confirmación no es válido');
  await other.close();

  await page.getByRole('link', { name: 'Ingresar' }).click();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Mis membresías', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(`^${year} Socio Estudiante`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Carrera: Ciencia Política');
  await expect(row).toContainText('$ 15.000,00');
  await expect(row).toContainText('Pendiente');
  await expect(page.getByRole('button', { name: 'Asociarme' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('joining with a known e-mail looks the same and mails a notice; a known document is told only on the confirmation screen, at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createMember('conocida');
  const mailsBefore = mailsTo(member.email).length;

  await page.goto('/asociarse');
  await page.getByLabel(/Socio Pleno/).check();
  await fillJoinForm(page, { email: member.email, document: uniqueDocument(Date.now()), password: 'otra-clave-larga-2026', firstName: 'Otra' });
  await page.getByRole('button', { name: 'Asociarme' }).click();
  await expect(page).toHaveURL(/\/asociarse\/confirmacion$/);
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expectNoAxeViolations(page);
  const notice = await waitForMail(member.email, 'Alguien intentó asociarse con su dirección', mailsBefore);
  expect(notice.text).toContain('/recuperacion');

  // A new e-mail with the member's document: the same screen; the link then says the document is in use.
  const email = `documento.${Date.now()}@example.org`;
  await page.goto('/asociarse');
  await page.getByLabel(/Socio Pleno/).check();
  await fillJoinForm(page, { email, document: member.document, password: 'otra-clave-larga-2026' });
  await page.getByRole('button', { name: 'Asociarme' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const confirmation = await waitForMail(email, 'Confirme su correo para asociarse');
  await page.goto(linkPathIn(confirmation.text, '/asociarse/confirmar/'));
  await expect(page.getByRole('heading', { name: 'No pudimos completar su asociación' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Ya existe una cuenta con ese número de documento');
  await expect(page.getByRole('link', { name: SUPPORT_EMAIL }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The account is untouched: its own password still signs in.
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('ADMIN creates a category and edits its fee', async ({ page }) => {
  const name = `Socio Honorario ${Date.now() % 100_000}`;
  await signIn(page, demo.admin.email);
  await page.getByRole('link', { name: 'Categorías de socio' }).click();
  await expect(page.getByRole('heading', { name: 'Categorías de socio', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nueva categoría' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Cuota anual').fill('abc');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingrese un importe válido, por ejemplo 45.000,00')).toBeVisible();
  await dialog.getByLabel('Cuota anual').fill('12.500,50');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Categoría creada')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$ 12.500,50');

  await row.getByRole('button', { name: `Editar «${name}»` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar categoría' });
  await expect(edit.getByLabel('Cuota anual')).toHaveValue('12.500,50');
  await edit.getByLabel('Cuota anual').fill('20.000');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Categoría actualizada')).toBeVisible();
  await expect(row).toContainText('$ 20.000,00');

  // Socio Pleno is in use: the list says so, and its delete is disabled with how many memberships use it.
  await expect(page.getByRole('cell', { name: /^Socio Pleno\s*En uso$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Eliminar «Socio Pleno»: En uso: no se puede eliminar \(la usan \d+ membresías\); puede desactivarla\.$/ })).toBeDisabled();
});

test('axe finds no violations on /asociarse, and ADMIN runs the yearly charges twice without duplicates', async ({ page }) => {
  await page.goto('/asociarse');
  await expect(page.getByRole('radiogroup')).toBeVisible();
  await expectNoAxeViolations(page);

  // The year to generate: the one after the demo member's latest membership. On a fresh database
  // that is next year; a repeated run on the same database moves on to the year after, so the first
  // generation always has something to create.
  const admin = await apiLogin(demo.admin.email);
  const { users } = await api<{ users: { items: { id: string }[] } }>('query ($s: String!) { users(search: $s) { items { id } } }', { s: demo.socio.email }, admin.token);
  expect(users.items).toHaveLength(1);
  const { user } = await api<{ user: { memberships: { year: number; terminatedMember: boolean }[] } }>(
    'query ($id: ID!) { user(id: $id) { memberships { year terminatedMember } } }',
    { id: users.items[0].id },
    admin.token,
  );
  const latest = Math.max(...user.memberships.map((m) => m.year));
  expect(latest).toBeGreaterThanOrEqual(year);
  expect(user.memberships.find((m) => m.year === latest)!.terminatedMember).toBe(false);
  const target = latest + 1;

  await signIn(page, demo.admin.email);
  await page.getByRole('link', { name: 'Categorías de socio' }).click();
  await page.getByLabel('Año').fill(String(target));
  await page.getByRole('button', { name: 'Generar cuotas' }).click();
  await page.getByRole('dialog', { name: `¿Generar las cuotas ${target}?` }).getByRole('button', { name: 'Generar cuotas' }).click();
  await expect(page.getByText(new RegExp(`Se generaron \\d+ cuotas ${target}\\.`))).toBeVisible();
  // While the dialog fades out the page behind it is still hidden from assistive technology.
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Generar cuotas' }).click();
  await page.getByRole('dialog', { name: `¿Generar las cuotas ${target}?` }).getByRole('button', { name: 'Generar cuotas' }).click();
  await expect(page.getByText(`No había cuotas ${target} por generar.`)).toBeVisible();
});
