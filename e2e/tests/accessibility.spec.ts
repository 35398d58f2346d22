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
