import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { typeDate } from '../support/pickers';

/** A 2×2 blue PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGOQi1ogF7WAAUIBABymBGESUKuyAAAAAElFTkSuQmCC', 'base64');

/**
 * Markdown with payloads React does not neutralise by itself (a `<script>` element inserted by
 * React never runs anyway): `javascript:` and `data:` URLs in links and images, raw HTML with event
 * handlers, an iframe. Each would set `window.hacked` if it ran.
 */
const HOSTILE_MARKDOWN = [
  '## Programa',
  '',
  'Visitas guiadas **todo el día**.',
  '',
  '[Inscribirse aquí](javascript:window.hacked=1) y [ver el folleto](data:text/html,<script>parent.hacked=2</script>).',
  '',
  '![Plano de la sede](javascript:window.hacked=3)',
  '',
  '<img src="x" onerror="window.hacked=4"> <a href="javascript:window.hacked=5">Enlace crudo</a>',
  '',
  '<iframe src="javascript:parent.hacked=6"></iframe> <div onmouseover="window.hacked=7">Pase el cursor</div>',
].join('\n');

/** The rendered news holds the text but no active content, and nothing set the flag. */
async function expectNothingRan(page: Page, rendered: Locator) {
  await expect(rendered.getByRole('heading', { name: 'Programa' })).toBeVisible();
  // Raw HTML is dropped whole: no element with a handler, no iframe, no script.
  await expect(rendered.locator('[onerror], [onclick], [onmouseover], iframe, script, object, embed')).toHaveCount(0);
  await expect(rendered.locator('a', { hasText: 'Enlace crudo' })).toHaveCount(0);
  // Markdown links keep their text but lose the dangerous URL.
  for (const name of ['Inscribirse aquí', 'ver el folleto']) {
    const link = rendered.getByText(name, { exact: true });
    await expect(link).toBeVisible();
    const href = await link.evaluate((a) => a.getAttribute('href'));
    expect(href ?? '', name).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  }
  for (const src of await rendered.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''))) {
    expect(src).not.toMatch(/^\s*(javascript|data:text)/i);
  }
  await rendered.getByText('todo el día').hover();
  expect(await page.evaluate(() => (window as unknown as { hacked?: unknown }).hacked)).toBeUndefined();
}

test('an ADMIN publishes a news item with an image and a member sees it on the home screen', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Jornada de puertas abiertas ${Date.now()}`;
  await signIn(page, demo.admin.email);
  await page.getByRole('link', { name: 'Novedades de la Asociación' }).click();
  await expect(page.getByRole('heading', { name: 'Novedades de la Asociación' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Novedades de la Asociación' })).toContainText('Convocatoria a la Asamblea Anual');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nueva novedad' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva novedad' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByLabel('Resumen').fill('La sede abre sus puertas a la comunidad.');
  await page.getByRole('textbox', { name: 'Texto' }).fill(HOSTILE_MARKDOWN);
  await page.getByLabel('Imagen (opcional)', { exact: true }).setInputFiles({ name: 'sede.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Vista previa: imagen (opcional)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Vista previa' }).click();
  await expect(page.getByRole('tabpanel').getByText('todo el día')).toBeVisible();
  await expectNothingRan(page, page.getByRole('tabpanel'));
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Escribir' }).click();
  await page.getByRole('radio', { name: 'Publicada' }).check();
  // The publication date and time, typed in the picker (dd/mm/aaaa hh:mm, 24 h).
  const publishAt = page.getByRole('group', { name: 'Fecha de publicación' });
  await typeDate(publishAt, '31/03');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ingrese una fecha válida')).toBeVisible();
  // What was typed stays in the field to be completed.
  await expect(publishAt.getByRole('spinbutton', { name: 'Día' })).toHaveText('31');
  await expect(publishAt.getByRole('spinbutton', { name: 'Mes' })).toHaveText('03');
  // Yesterday at 14:05 (Buenos Aires): published, and among the newest on the home screen.
  const yesterday = new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' }).format(Date.now() - 86_400_000);
  await typeDate(publishAt, `${yesterday} 14:05`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Novedad creada')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Novedades de la Asociación' })).toContainText(title);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(`${yesterday} 14:05`);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, demo.socio.email);
  await expect(member.getByRole('heading', { name: 'Bienvenido/a, Sofía' })).toBeVisible();
  const card = member.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('La sede abre sus puertas a la comunidad.');
  // The news image is decorative (alt=""): check it loaded through its signed URL.
  const image = card.locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expect(member.getByText(`Membresía ${new Date().getFullYear()}`, { exact: false }).first()).toBeVisible();
  await expect(member.getByText('Programa completo del congreso')).toHaveCount(0);
  await expect(member.getByText('Borrador: premio a la trayectoria')).toHaveCount(0);
  await expectNoAxeViolations(member);
  await card.getByRole('button', { name: `Leer más: ${title}` }).click();
  const dialog = member.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: 'Programa' })).toBeVisible();
  await expect(dialog.getByText('todo el día')).toBeVisible();
  await expectNothingRan(member, dialog);
  await expectNoAxeViolations(member);
  await memberContext.close();
});

test('an ADMIN manages journal issues and deletes one after confirming', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin.email);
  await page.getByRole('link', { name: 'Revista' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revista' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Nuevo número' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo número de la revista' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill('Número de prueba');
  await page.getByRole('spinbutton', { name: 'Número' }).fill('99');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Indique un enlace o adjunte el PDF')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Enlace' }).fill('https://revista.example.org/99');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Número creado')).toBeVisible();
  const table = page.getByRole('table', { name: 'Números de la revista' });
  await expect(table).toContainText('Número de prueba');
  await page.getByRole('button', { name: /^Eliminar «número 99 \(\d{4}\)»$/ }).click();
  const confirm = page.getByRole('dialog', { name: /^¿Eliminar el número 99 \(\d{4}\) «Número de prueba»\?$/ });
  await expect(confirm).toContainText('Esta acción no se puede deshacer.');
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText(/^Se eliminó el número 99 \(\d{4}\) «Número de prueba»\.$/)).toBeVisible();
  await expect(table).not.toContainText('Número de prueba');
});
