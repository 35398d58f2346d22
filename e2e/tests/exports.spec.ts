import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

test('ADMIN exports the searched Usuarios list as CSV para Excel and the file holds the person', async ({ page }) => {
  const member = await createMember('exportable');

  await signIn(page, demo.admin.email);
  await expect(page.getByRole('heading', { name: 'Bienvenido/a, Ana' })).toBeVisible();
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar por nombre, correo o documento').fill(member.email);
  await expect(page).toHaveURL(/buscar=/);
  await expect(page.getByRole('table', { name: 'Usuarios' }).getByRole('link', { name: 'exportable, Prueba' })).toBeVisible();

  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Exportar' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['CSV', 'CSV para Excel', 'Excel (XLSX)']);
  const downloading = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'CSV para Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Se descargó el archivo.')).toBeVisible();
  await expectNoAxeViolations(page);

  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Apellido;Nombre;Correo electrónico;Documento;Roles;Membresía;Cuenta;Alta');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(new RegExp(`^exportable;Prueba;${member.email.replace(/\./g, '\\.')};${member.document};Socio / usuario;[^;]+;Habilitada;\\d{2}/\\d{2}/\\d{4}$`));
  expect(lines[2]).toBe('');
});

for (const width of [1280, 390]) {
  test(`TESORERIA chooses the columns of «Pagos Mercado Pago» and opens its XLSX with those columns (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, demo.tesoreria.email);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a, Tomás' })).toBeVisible();
    await page.goto('/dashboard/pagos/mercado-pago');
    await expect(page.getByRole('heading', { name: 'Pagos Mercado Pago', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('menuitem', { name: 'Elegir columnas…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Columnas del archivo' });
    for (const column of ['Documento', 'Decidido', 'Recibo', 'Cargos', 'N.º Mercado Pago', 'Estado en Mercado Pago']) await dialog.getByRole('checkbox', { name: column, exact: true }).uncheck();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`columnas-${width}.png`) });
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await page.getByRole('button', { name: 'Exportar' }).click();
    await expect(page.getByRole('menuitem', { name: 'Elegir columnas… (6 de 12)' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pagos-en-linea-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText('Se descargó el archivo.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`descargado-${width}.png`) });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pagos en línea')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Fecha', 'Apellido', 'Nombre', 'Correo electrónico', 'Importe', 'Estado']);
  });
}
