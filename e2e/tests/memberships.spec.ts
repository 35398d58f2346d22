import { expect, test } from '@playwright/test';
import { api, apiLogin, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { typeDate } from '../support/pickers';

const year = new Date().getFullYear();

test('a visitor joins as a student, lands on the confirmation, signs in and sees the pending charge', async ({ page }) => {
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
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Nombre/).fill('Lucía');
  await page.getByLabel('Apellido').fill('Fernández');
  await page.getByLabel('Número de documento').fill(String(50_000_000 + (stamp % 9_000_000)));
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByLabel('Repetir contraseña').fill(password);
  await typeDate(page.getByRole('group', { name: 'Fecha de nacimiento' }), '25/05/2001');
  await page.getByLabel('Género').selectOption({ label: 'Femenino' });
  await page.getByLabel('Teléfono de contacto').fill('11 4567-8901');
  await page.getByRole('button', { name: 'Asociarme' }).click();

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

test('joining with an e-mail already in use shows the message on the field and creates nothing', async ({ page }) => {
  await page.goto('/asociarse');
  await page.getByLabel(/Socio Pleno/).check();
  await page.getByLabel('Correo electrónico').fill(demo.socio.email);
  await page.getByLabel(/^Nombre/).fill('Otra');
  await page.getByLabel('Apellido').fill('Persona');
  await page.getByLabel('Número de documento').fill('49.111.222');
  await page.getByLabel(/^Contraseña/).fill('otra-clave-larga-2026');
  await page.getByLabel('Repetir contraseña').fill('otra-clave-larga-2026');
  await typeDate(page.getByRole('group', { name: 'Fecha de nacimiento' }), '01/02/1985');
  await page.getByLabel('Género').selectOption({ label: 'Prefiero no decirlo' });
  await page.getByLabel('Teléfono de contacto').fill('351 555-1234');
  await page.getByRole('button', { name: 'Asociarme' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(/^Ya existe una cuenta con ese correo electrónico/);
  await expect(page).toHaveURL(/\/asociarse$/);
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

  // Socio Pleno is in use: deleting it is refused with how many memberships use it.
  await page.getByRole('button', { name: 'Eliminar «Socio Pleno»' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar la categoría «Socio Pleno»?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(/No se puede eliminar: la usan \d+ membresías/);
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
