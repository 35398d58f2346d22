import { expect, test } from '@playwright/test';
import { demo, fillSignInForm, signIn } from '../support/accounts';
import { holdOperation } from '../support/hold';

test.describe('navigation guard and pages', () => {
  test('a visitor opening the dashboard goes to the login, and back to where they wanted after signing in', async ({ page }) => {
    await page.goto('/dashboard/cambiar-contrasena');
    await expect(page).toHaveURL(/\/$/);
    await fillSignInForm(page, demo.socio.email);
    await expect(page).toHaveURL(/\/dashboard\/cambiar-contrasena$/);
  });

  test('a signed-in user opening the login goes to the dashboard', async ({ page }) => {
    await signIn(page, demo.admin.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the dashboard shows a full-screen spinner on entry, until the data of the person has arrived', async ({ page }) => {
    await signIn(page, demo.tesoreria.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Hold the answer to the entry query, so the spinner's time on screen does not depend on how
    // fast this machine is: it must be there while the data is on its way, and gone after.
    const release = await holdOperation(page, 'Me');
    try {
      await page.goto('/dashboard');
      await expect(page.getByRole('progressbar', { name: 'Cargando' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bienvenido/a, Tomás' })).toHaveCount(0);
      release();
      await expect(page.getByRole('heading', { name: 'Bienvenido/a, Tomás' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    } finally {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('unknown paths show the not-found page, inside and outside the dashboard', async ({ page }) => {
    await page.goto('/no-existe/para-nada');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await signIn(page, demo.juez.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/tampoco-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('the home shows roles and membership', async ({ page }) => {
    await signIn(page, demo.socio.email);
    const main = page.getByRole('main');
    await expect(main.getByText('socio@example.org')).toBeVisible();
    await expect(main.getByText(/Socio Pleno/)).toBeVisible();
    await signInAgainAs(page, demo.congreso.email);
    await expect(page.getByRole('main').getByText(/No tiene una membresía activa/)).toBeVisible();
    await expect(page.getByRole('main').getByText(/Administrador\/a de congreso/).first()).toBeVisible();
  });
});

async function signInAgainAs(page: import('@playwright/test').Page, email: string) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}
