import { chromium } from '@playwright/test';
const BASE = 'http://localhost:10271';
const out = '/tmp/awards-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function session(email) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(BASE + '/');
  await page.getByLabel('Correo electrónico o documento').fill(email);
  await page.getByLabel('Contraseña').fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/dashboard/);
  await page.waitForTimeout(800);
  return { ctx, page };
}
for (const w of [1280, 390]) {
  const { page, ctx } = await session('socio@example.org');
  await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
  await page.goto(BASE + '/dashboard/mis-inscripciones/1/premios');
  await page.getByRole('button', { name: /Modificar mi postulación/ }).first().click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}/member-dialog-${w}.png` });
  await page.goto(BASE + '/dashboard/mis-inscripciones');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/member-inscriptions-${w}.png`, fullPage: true });
  await ctx.close();
  const a = await session('congreso@example.org');
  await a.page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
  await a.page.goto(BASE + '/dashboard/premios/1/premio/1/editar');
  await a.page.waitForTimeout(1200);
  await a.page.screenshot({ path: `${out}/admin-edit-${w}.png`, fullPage: true });
  await a.page.goto(BASE + '/dashboard/premios/1');
  await a.page.getByRole('button', { name: /^Cerrar «/ }).first().click();
  await a.page.waitForTimeout(600);
  await a.page.screenshot({ path: `${out}/admin-close-confirm-${w}.png` });
  await a.ctx.close();
}
await browser.close();
