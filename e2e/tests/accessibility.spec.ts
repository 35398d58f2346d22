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

test('axe finds no violations on the panels list (with suggestions) and the panel form', async ({ page }) => {
  await signIn(page, demo.coordinador.email);
  await page.getByRole('button', { name: /Coordinador de área temática/ }).click();
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
