import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, demo, signIn } from '../support/accounts';
import { createFailedMail } from '../support/jobs';
import { acceptMailTo } from '../support/mail';
import { REPO_ROOT } from '../support/env';

/** Where the README's tour reads its images from. */
const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'docs/screenshots');
const MAX_BYTES = 150 * 1024;

/**
 * Waits for what a person sees to settle (no spinner, fonts loaded, transitions over), then saves
 * the viewport as WebP (Chromium encodes it; a PNG of a list is about three times larger).
 */
async function capture(page: Page, name: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'webp', quality: 90 });
  await cdp.detach();
  const image = Buffer.from(data, 'base64');
  expect(image.length, `${name}.webp is ${Math.round(image.length / 1024)} KB`).toBeLessThan(MAX_BYTES);
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  writeFileSync(path.join(SCREENSHOTS_DIR, `${name}.webp`), image);
}

async function signInAs(page: Page, account: { email: string; name: string }) {
  await signIn(page, account.email);
  const firstName = account.name.split(' ')[0];
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(firstName) })).toBeVisible();
}

test('login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await capture(page, 'login');
});

test("the member's home", async ({ page }) => {
  await signInAs(page, demo.socio);
  await expect(page.getByRole('main').getByText(/Socio Pleno/)).toBeVisible();
  await capture(page, 'home-member');
});

test('Mi perfil', async ({ page }) => {
  await signInAs(page, demo.socio);
  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cuenta' }).getByLabel('Apellido')).not.toHaveValue('');
  await capture(page, 'profile');
});

test('the users list', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.getByRole('link', { name: 'Usuarios' }).click();
  const table = page.getByRole('table', { name: 'Usuarios' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await capture(page, 'users');
});

test("the member's account statement", async ({ page }) => {
  await signInAs(page, demo.socio);
  await page.getByRole('link', { name: 'Estado de cuenta', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estado de cuenta' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cargos' }).getByRole('row').nth(2)).toBeVisible();
  await capture(page, 'account-statement');
});

test("the member's Coautorías: one to answer, and the accepted ones", async ({ page }) => {
  await signInAs(page, demo.socio);
  await page.getByRole('navigation').getByRole('link', { name: 'Coautorías' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coautorías' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Aceptadas/ })).toBeVisible();
  await capture(page, 'coauthorships');
});

test('the jobs screen (SYSADMIN), with a failed e-mail, at 1280 and 390 wide', async ({ page }) => {
  test.setTimeout(180_000);
  const { email } = await createFailedMail((await apiLogin(demo.sysadmin.email)).token);
  acceptMailTo(email);
  await signInAs(page, demo.sysadmin);
  await page.getByRole('link', { name: 'Tareas en segundo plano' }).click();
  const failed = page.getByRole('main').getByRole('listitem').first();
  await expect(failed).toContainText('Fallida');
  await capture(page, 'jobs');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(failed.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await capture(page, 'jobs-390');
});
