import { chromium } from '@playwright/test';
const BASE = 'http://localhost:10271';
const out = '/tmp/awards-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function session(email, role) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(BASE + '/');
  await page.getByLabel('Correo electrónico o documento').fill(email);
  await page.getByLabel('Contraseña').fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/dashboard/);
  if (role) {
    await page.getByRole('button', { name: role }).first().click().catch(() => {});
  }
  await page.waitForTimeout(800);
  return { ctx, page };
}
async function shoot(page, name, url) {
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
    await page.goto(BASE + url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/${name}-${w}.png`, fullPage: true });
  }
}
const conf = process.argv[2];
const award = process.argv[3];
const insc = process.argv[4];
{
  const { page, ctx } = await session('juez@example.org');
  await shoot(page, 'judge-list', `/dashboard/premios/${conf}`);
  await shoot(page, 'judge-award', `/dashboard/premios/${conf}/premio/${award}`);
  await ctx.close();
}
{
  const { page, ctx } = await session('congreso@example.org');
  await shoot(page, 'admin-list', `/dashboard/premios/${conf}`);
  await shoot(page, 'admin-award', `/dashboard/premios/${conf}/premio/${award}`);
  await shoot(page, 'admin-new', `/dashboard/premios/${conf}/nuevo`);
  await shoot(page, 'admin-edit', `/dashboard/premios/${conf}/premio/${award}/editar`);
  await ctx.close();
}
{
  const { page, ctx } = await session('socio@example.org', /Socio/);
  await shoot(page, 'member-awards', `/dashboard/mis-inscripciones/${insc}/premios`);
  await shoot(page, 'member-inscriptions', `/dashboard/mis-inscripciones`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(BASE + `/dashboard/mis-inscripciones/${insc}/premios`);
  await page.waitForLoadState('networkidle');
  const btn = page.getByRole('button', { name: /Modificar mi postulación/ }).first();
  if (await btn.count()) { await btn.click(); await page.waitForTimeout(500); await page.screenshot({ path: `${out}/member-dialog-1280.png` }); }
  await ctx.close();
}
await browser.close();
