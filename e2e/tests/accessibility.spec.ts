import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

const publicScreens = ['/', '/recuperacion', '/recuperacion/confirmacion', '/recuperacion/token-de-prueba/persona%40example.org', '/recuperacion/completado', '/no-existe'];

for (const url of publicScreens) {
  test(`axe finds no violations on ${url}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations on the dashboard home and the role selector', async ({ page }) => {
  await signIn(page, demo.coordinador.email);
  await expect(page.getByRole('heading', { name: 'Seleccionar rol' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Socio \/ usuario/ }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenido/a, Camilo' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violations on proposal administration and fixed panels (ADMIN_CONGRESO, demo data, read only)', async ({ page }) => {
  await signIn(page, demo.congreso.email);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('link', { name: 'Propuestas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Propuestas: ponencias' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ponencias' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Libros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Propuestas: libros' })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Paneles fijos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paneles fijos' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^Editar «Plenario inaugural/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar panel fijo' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violations on the award screens of the demo congress (judge, ADMIN_CONGRESO, member)', async ({ page }) => {
  await signIn(page, demo.juez.email);
  await page.getByRole('link', { name: 'Premios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Premios' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Evaluar «Premio a la mejor tesis doctoral»' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Evaluar «Premio a la mejor tesis doctoral»' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Premio a la mejor tesis doctoral' })).toBeVisible();
  await expect(page.getByText('conflicto de interés: misma institución', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // Signed out once the login form is back (the sign-out's request may still be on its way).

  await expect(page.getByLabel('Correo electrónico o documento')).toBeVisible();
  await signIn(page, demo.congreso.email);
  await page.getByRole('link', { name: 'Premios' }).click();
  await page.getByRole('link', { name: 'Ver «Premio a la mejor tesis doctoral»' }).click();
  await expect(page.getByRole('table', { name: 'Ranking por promedio' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await page.getByRole('link', { name: 'Nuevo premio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo premio' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // Signed out once the login form is back (the sign-out's request may still be on its way).

  await expect(page.getByLabel('Correo electrónico o documento')).toBeVisible();
  await signIn(page, demo.socio.email);
  await page.getByRole('link', { name: 'Mis inscripciones' }).click();
  await page.getByRole('link', { name: /^Premios/ }).first().click();
  await expect(page.getByText('Se postuló con «El federalismo fiscal en la Argentina reciente».')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violations on the evaluation screens (list, detail with its vote dialog, evaluated list)', async ({ page }) => {
  await signIn(page, demo.congreso.email);
  await expect(page.getByRole('heading', { name: /Bienvenido\/a/ })).toBeVisible();
  await page.getByRole('link', { name: 'Evaluación', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Evaluación: ponencias' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Evaluar «/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^Evaluar «/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Historial de decisiones' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByRole('dialog', { name: 'Rechazar la propuesta' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('link', { name: 'Evaluadas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Evaluadas: ponencias' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ver detalle «/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violations on the panels list (with suggestions) and the panel form', async ({ page }) => {
  await signIn(page, demo.coordinador.email);
  await page.getByRole('button', { name: /Coordinador(\/a)? de área temática/ }).click();
  await page.getByRole('link', { name: 'Paneles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Paneles regulares: / })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Paneles sugeridos · / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'ponencias aprobadas sin panel' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Nuevo panel regular' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo panel regular' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Volver a paneles regulares' }).click();
  await page.getByRole('link', { name: 'Mesas de estudiantes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Mesas de estudiantes: / })).toBeVisible();
  await expectNoAxeViolations(page);
});
