import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/accounts';

test('a person with two roles picks one, and can switch from the menu', async ({ page }) => {
  await signIn(page, demo.coordinador.email);
  await expect(page).toHaveURL(/\/dashboard\/seleccionar-rol$/);
  await expect(page.getByRole('heading', { name: 'Seleccionar rol' })).toBeVisible();
  await page.getByRole('button', { name: /Socio \/ usuario/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Socio / usuario')).toBeVisible();

  await page.getByRole('link', { name: 'Cambiar rol' }).click();
  await page.getByRole('button', { name: /Coordinador(\/a)? de área temática/ }).click();
  await expect(page.getByRole('banner').getByText(/Coordinador(\/a)? de área temática/)).toBeVisible();

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('banner').getByText(/Coordinador(\/a)? de área temática/)).toBeVisible();
});

test('a person with one role never sees the selector', async ({ page }) => {
  await signIn(page, demo.socio.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Cambiar rol' })).toHaveCount(0);
  await page.goto('/dashboard/seleccionar-rol');
  await expect(page).toHaveURL(/\/dashboard$/);
});
