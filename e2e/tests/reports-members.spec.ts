import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createEdition } from '../support/editions';

const YEAR = String(new Date().getFullYear());

for (const width of [1280, 390]) {
  test(`ADMIN filters «Miembros» by year and category, reads the totals, clicks a bar and exports XLSX (${width} px)`, async ({ page }) => {
    const member = await createMember(`reportado${width}`);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, demo.admin.email);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
    await page.goto('/dashboard/reportes/miembros');
    await expect(page.getByRole('heading', { name: 'Reporte de miembros', level: 1 })).toBeVisible();

    // The new member, found by e-mail: this year's membership, owing its dues.
    await page.getByLabel('Buscar por nombre, correo o documento').fill(member.email);
    await expect(page).toHaveURL(/buscar=/);
    const list = page.getByRole('table', { name: `Miembros ${YEAR}` }).or(page.getByRole('list', { name: `Miembros ${YEAR}` }));
    await expect(list.getByRole('link', { name: `reportado${width}, Prueba` })).toBeVisible();
    await expect(list.getByText('Con deuda')).toBeVisible();
    const category = (await page.getByText(/^Socio (Pleno|Adherente|Estudiante)$/).first().textContent())!;

    // Year and category from the filters: both kept in the URL.
    await page.getByRole('combobox', { name: 'Año' }).click();
    await page.getByRole('option', { name: YEAR }).click();
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: category }).click();
    // This year is the default: choosing it again leaves the URL without `anio` (a bar's year is written, below).
    await expect(page).toHaveURL(/categoria=\d+/);
    await expect(page.getByRole('combobox', { name: 'Año' })).toHaveText(YEAR);
    const totals = page.getByRole('region', { name: `Totales ${YEAR} por categoría y estado` });
    await expect(totals.getByText('Personas que cumplen los filtros, en todas las páginas: 1.')).toBeVisible();
    await expect(totals.getByRole('row', { name: new RegExp(`^${category} 0 1 0 0`) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`miembros-filtrado-${width}.png`), fullPage: true });

    // Without the search, a bar of the chart narrows the list to its year and category.
    await page.getByRole('button', { name: /Quitar los filtros/ }).click();
    await expect(page).not.toHaveURL(/categoria=/);
    await page.getByLabel('Buscar por nombre, correo o documento').fill('');
    const chart = page.getByRole('region', { name: /^Miembros por año y categoría/ });
    // A year or category without members draws a bar of no height: the bars one can see and click.
    const bars = chart.locator('.MuiBarChart-element').filter({ visible: true });
    await expect(bars.first()).toBeVisible();
    await bars.last().click();
    await expect(page).toHaveURL(/categoria=\d+/);
    await expect(page).toHaveURL(/anio=\d{4}/);
    await expect(page.getByText('Personas que cumplen los filtros, en todas las páginas:')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`miembros-barra-${width}.png`), fullPage: true });

    // The filtered report as XLSX, opened back with exceljs.
    await page.getByLabel('Buscar por nombre, correo o documento').fill(member.email);
    await page.getByRole('combobox', { name: 'Año' }).click();
    await page.getByRole('option', { name: YEAR }).click();
    await expect(list.getByRole('link', { name: `reportado${width}, Prueba` })).toBeVisible();
    await page.getByRole('button', { name: 'Exportar' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^reporte-miembros-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText('Se descargó el archivo.')).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Miembros')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Apellido', 'Nombre', 'Correo electrónico', 'Documento', 'Categoría', 'Estado', 'Cuota del año', 'Alta', 'País', 'Provincia', 'Institución']);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe(member.email.toLowerCase());
    expect(sheet.getRow(2).getCell(6).value).toBe('Con deuda');
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
  });

  test(`ADMIN reads «Inscripciones» of an edition (${width} px)`, async ({ page }) => {
    const edition = await createEdition({ name: `Congreso de los reportes ${width} ${Date.now()}` });
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, demo.admin.email);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
    await page.goto(`/dashboard/reportes/inscripciones?edicion=${edition.id}`);
    await expect(page.getByRole('heading', { name: 'Reporte de inscripciones', level: 1 })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totales por categoría y pago' });
    await expect(totals.getByText('Inscripciones que cumplen los filtros, en todas las páginas: 0.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Propuestas por área y estado' })).toBeVisible();
    await expect(page.getByText('Ninguna inscripción cumple estos filtros. Pruebe con otros.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`inscripciones-${width}.png`), fullPage: true });

    // Without an edition in the URL the report opens the current one (which other specs may
    // change, so its figures are not asserted here; the API tests check them).
    await page.goto('/dashboard/reportes/inscripciones');
    await expect(page.getByText(/Inscripciones que cumplen los filtros, en todas las páginas: \d/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`inscripciones-demo-${width}.png`), fullPage: true });
  });
}

test('ADMIN saves a view of «Miembros», renames it and opens it again after a reload (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
  await page.goto('/dashboard/reportes/miembros?estado=con-deuda');
  await expect(page.getByRole('heading', { name: 'Reporte de miembros', level: 1 })).toBeVisible();
  const name = `Con deuda ${Date.now()}`;
  await page.getByRole('button', { name: 'Vistas guardadas' }).click();
  await page.getByRole('menuitem', { name: 'Guardar la vista actual…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar la vista actual' });
  await dialog.getByLabel('Nombre de la vista').fill(name);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Vistas guardadas' }).click();
  await page.getByRole('menuitem', { name: 'Cambiar nombre o eliminar…' }).click();
  const manage = page.getByRole('dialog', { name: 'Mis vistas guardadas' });
  await manage.getByRole('button', { name: `Renombrar la vista «${name}»` }).click();
  const rename = page.getByRole('dialog', { name: 'Cambiar el nombre de la vista' });
  await expect(rename.getByLabel('Nombre de la vista')).toHaveValue(name);
  await rename.getByLabel('Nombre de la vista').fill(`${name} (renombrada)`);
  await rename.getByLabel('Compartirla con quienes tienen mi rol').check();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('miembros-renombrar-390.png') });
  await rename.getByRole('button', { name: 'Guardar' }).click();
  await expect(rename).toBeHidden();
  await expect(manage.getByText(`${name} (renombrada)`)).toBeVisible();
  await expect(manage.getByText('Compartida con su rol').first()).toBeVisible();
  await manage.getByRole('button', { name: 'Cerrar' }).click();

  await page.goto('/dashboard/reportes/miembros');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reporte de miembros', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Vistas guardadas' }).click();
  await expect(page.getByRole('menuitem', { name: `${name} (compartida)`, exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: `${name} (renombrada) (compartida)` }).click();
  await expect(page).toHaveURL(/estado=con-deuda/);
});
