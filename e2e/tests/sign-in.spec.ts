import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/accounts';

test.describe('signing in and out', () => {
  for (const [key, account] of Object.entries(demo)) {
    test(`${key} signs in and out`, async ({ page }) => {
      await signIn(page, account.email);
      if (key === 'coordinador') {
        await expect(page).toHaveURL(/\/dashboard\/seleccionar-rol$/);
        await page.getByRole('button', { name: /Coordinador(\/a)? de área temática/ }).click();
      }
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: `Bienvenido/a, ${account.name.split(' ')[0]}` })).toBeVisible();
      await expect(page.getByRole('banner').getByText(account.name)).toBeVisible();

      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    });
  }

  test('signs in with the document number', async ({ page }) => {
    await signIn(page, '30.111.222');
    await expect(page.getByRole('heading', { name: 'Bienvenido/a, Sofía' })).toBeVisible();
  });

  test('a wrong password shows the Spanish message and stays on the login', async ({ page }) => {
    await signIn(page, demo.socio.email, 'no-es-la-clave');
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the login focuses its first field once it is drawn', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('Correo electrónico o documento')).toBeFocused();
  });

  test('the login leaves the focus where the person put it before the first field was focused', async ({ page }) => {
    // Focuses the password field the moment it is in the page (a microtask of React's commit, so
    // before the task that focuses the first field): that task must then leave it there.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const password = document.querySelector<HTMLInputElement>('input[type="password"]');
        if (!password) return;
        observer.disconnect();
        password.focus();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByLabel('Contraseña')).toBeFocused();
    // Two frames and a task later, the first field's focus task (queued by the commit's effects,
    // before those frames) has run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    await expect(page.getByLabel('Contraseña')).toBeFocused();
    await page.keyboard.type('abc');
    await expect(page.getByLabel('Contraseña')).toHaveValue('abc');
    await expect(page.getByLabel('Correo electrónico o documento')).toHaveValue('');
  });

  test('empty fields get their messages without a request', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Ingrese su correo electrónico o número de documento')).toBeVisible();
    await expect(page.getByText('Ingrese su contraseña')).toBeVisible();
  });
});
