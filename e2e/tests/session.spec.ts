import path from 'node:path';
import { expect, test } from '@playwright/test';
import { api, apiLogin, createMember, demo, fillSignInForm, signIn } from '../support/accounts';
import { E2E_DIR, E2E_PORT, SUPPORT_EMAIL } from '../support/env';
import { startPortal } from '../support/portal-process';

test('a session ended on the server shows "Sesión expirada" on the next action and returns to /', async ({ page }) => {
  // A member of the spec's own: changing the password ends their sessions, nobody else's.
  const member = await createMember('sesion');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Let the home finish its own queries, so the next request is the person's action.
  await page.waitForLoadState('networkidle');

  // On another device the same person changes the password: this session ends.
  const other = await apiLogin(member.email, member.password);
  await api('mutation ($o: String!, $n: String!) { updatePassword(oldPassword: $o, newPassword: $n) }', { o: member.password, n: 'sesion temporal 2026' }, other.token);

  // The next action: opening "Mi perfil", which asks the server for the profile. A request the
  // page sends on its own may meet the ended session first: the dialog is then already up, over
  // the link, which is what the person would see too.
  const dialog = page.getByRole('dialog', { name: 'Sesión expirada' });
  await page
    .getByRole('link', { name: 'Mi perfil' })
    .click({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      if (!(await dialog.isVisible())) throw error;
    });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(SUPPORT_EMAIL);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a stopped server shows "El servidor se encuentra desconectado"', async ({ page }) => {
  // A second portal of its own, on the port after the suite's (E2E_PORT + 1), so runs side by side do not collide.
  const portal = await startPortal({ port: E2E_PORT + 1, dataDir: path.join(E2E_DIR, 'offline-portal') });
  // The error dialogs download once the first screen is on display; this test stops the server
  // (which serves them) within a second of that, sooner than a person could, so it waits for them.
  // (Their module and MUI's dialog, which it imports: both fully received, as the page's resource timings say.)
  const dialogsDownloaded = () =>
    page.waitForFunction(() =>
      [/\/error-dialogs-[\w-]+\.js$/, /\/Dialog-[\w-]+\.js$/].every((file) =>
        performance.getEntriesByType('resource').some((e) => file.test(new URL(e.name).pathname) && (e as PerformanceResourceTiming).responseEnd > 0),
      ),
    );
  try {
    await page.goto(`${portal.url}/`);
    await fillSignInForm(page, demo.admin.email);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await page.getByLabel('Contraseña actual').fill('portal-demo-2026');
    await page.getByLabel('Nueva contraseña').fill('una clave cualquiera 99');
    await page.getByLabel('Repetir contraseña').fill('una clave cualquiera 99');
    await dialogsDownloaded();
    await portal.stop();
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();

    const dialog = page.getByRole('dialog', { name: 'El servidor se encuentra desconectado' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(SUPPORT_EMAIL);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await portal.stop();
  }
});

test('the home links only what the role may open; the page typed anyway says so and asks the server nothing', async ({ page }) => {
  await signIn(page, demo.socio.email);
  await expect(page.getByRole('link', { name: 'Ver mis membresías' })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, demo.juez.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Bienvenido/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The judge holds no membership role: the home does not offer the link.
  await expect(page.getByRole('link', { name: 'Ver mis membresías' })).toHaveCount(0);

  // Opening the page anyway: the one screen for a route the role may not use, and none of the
  // page's queries is sent (so none is refused, retried or sent again).
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) sent.push(body.operationName);
  });
  await page.goto('/dashboard/mis-membresias');
  await expect(page.getByRole('heading', { level: 1, name: 'Esta página no está disponible para su rol' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sent.filter((name) => name === 'MyMemberships')).toEqual([]);
  await expect(page.getByText('No tiene permisos para realizar esta acción')).toHaveCount(0);
});
