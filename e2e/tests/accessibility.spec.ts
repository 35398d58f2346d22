import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/accounts';

const publicScreens = ['/', '/recuperacion', '/recuperacion/confirmacion', '/recuperacion/token-de-prueba/persona%40example.org', '/recuperacion/completado', '/no-existe'];

for (const url of publicScreens) {
  test(`axe finds no violations on ${url}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('axe finds no violations on the dashboard home and the role selector', async ({ page }) => {
  await signIn(page, demo.coordinador.email);
  await expect(page.getByRole('heading', { name: 'Seleccionar rol' })).toBeVisible();
  let results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: /Socio \/ usuario/ }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenido/a, Camilo' })).toBeVisible();
  results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
