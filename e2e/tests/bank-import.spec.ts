import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { dayFromToday, shownDay } from '../support/dates';
import { shoot } from '../support/screens';

const pesos = (cents: number) => `${Math.floor(cents / 100).toLocaleString('es-AR')},${String(cents % 100).padStart(2, '0')}`;
const today = () => shownDay(dayFromToday());

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The member's side here is their pending dues (a payment to record). Confirming a reported payment
// ("confirmar informe") is covered by the API tests; with the manual-payments branch merged, its
// `reportPayment` can stand in for the dues here.
test('treasury imports a bank CSV, maps its columns, confirms the proposed match, and the member is paid', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createMember('banco');
  const { token } = await apiLogin(member.email, member.password);
  const { myTransferReference: code } = await api<{ myTransferReference: string }>('{ myTransferReference }', {}, token);
  const { myCharges } = await api<{ myCharges: { items: { id: string; description: string; pendingCents: number }[] } }>('{ myCharges(pendingOnly: true) { items { id description pendingCents } } }', {}, token);
  const owed = myCharges.items.reduce((s, c) => s + c.pendingCents, 0);
  expect(owed).toBeGreaterThan(0);
  const stray = 1_000_000 + (Date.now() % 900_000);
  const csv = [
    'Fecha;Descripción;Importe;Saldo',
    `${today()};TRANSF. RECIBIDA PRUEBA BANCO ${code};${pesos(owed)};1.000.000,00`,
    `${today()};COMISION MANTENIMIENTO;-1.500,00;998.500,00`,
    `${today()};DEPOSITO SIN DATOS ${stray};${pesos(stray)};1.010.000,00`,
  ].join('\r\n');

  await signIn(page, demo.tesoreria.email);
  await page.getByRole('link', { name: 'Extractos bancarios', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Extractos bancarios', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Extractos bancarios' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'extractos');

  await page.getByLabel('Archivo del extracto (CSV)').setInputFiles({ name: 'extracto-prueba.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
  await expect(page.getByRole('heading', { name: 'Columnas del archivo' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Primeras filas del archivo' })).toContainText(code);
  await choose(page, 'Fecha', 'Fecha');
  await choose(page, 'Importe', 'Importe');
  await choose(page, 'Concepto o descripción', 'Descripción');
  await choose(page, 'Referencia o id. de la operación (opcional)', 'Ninguna');
  await choose(page, 'Débito / crédito (opcional)', 'Ninguna');
  await expectNoAxeViolations(page);
  await shoot(page, 'extracto-columnas');
  await page.getByRole('button', { name: 'Importar y buscar coincidencias' }).click();

  const table = page.getByRole('table', { name: 'Líneas del extracto' });
  const proposed = table.getByRole('row', { name: new RegExp(code) });
  await expect(proposed).toContainText('Registrar pago');
  await expect(proposed).toContainText('Propuesta');
  await expect(proposed).toContainText(`Código ${code}`);
  await expect(proposed).toContainText(member.email);
  const unknown = table.getByRole('row', { name: new RegExp(`DEPOSITO SIN DATOS ${stray}`) });
  await expect(unknown).toContainText('Sin coincidencia');
  await expect(page.getByText('1 débito omitido')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'extracto-lineas');

  // The unknown deposit: nobody to match it to by hand, so it is set aside.
  await unknown.getByRole('button', { name: 'Asociar a mano «fila 4»' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asociar a mano la fila 4' });
  await expect(dialog.getByText(/No hay informes en revisión por/)).toBeVisible();
  await dialog.getByLabel('Buscar persona (nombre, correo, documento o código)').fill(member.email);
  await expect(dialog.getByText(/Elegidos: \$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'extracto-asociar');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await unknown.getByRole('button', { name: 'Descartar «fila 4»' }).click();
  await page.getByRole('dialog', { name: 'Descartar la fila 4' }).getByRole('button', { name: 'Descartar' }).click();
  await expect(unknown).toContainText('Descartada');

  // The proposal, confirmed.
  await proposed.getByRole('checkbox', { name: 'Elegir la fila 2' }).check();
  await page.getByRole('button', { name: 'Confirmar elegidas (1)' }).click();
  await page.getByRole('dialog', { name: 'Confirmar la fila 2' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Coincidencia confirmada: el pago quedó aprobado.')).toBeVisible();
  await expect(proposed).toContainText('Confirmada');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Confirmada' }).click();
  await expect(page).toHaveURL(/estado=confirmada/);
  await expect(table.getByRole('row')).toHaveCount(2);

  // The member's side: the dues paid by an approved transfer, and the e-mail with its receipt.
  const { myPayments } = await api<{ myPayments: { items: { status: string; method: string; amountCents: number; receiptNumber: string | null }[] } }>(
    '{ myPayments { items { status method amountCents receiptNumber } } }',
    {},
    token,
  );
  expect(myPayments.items).toEqual([expect.objectContaining({ status: 'APPROVED', method: 'TRANSFERENCIA', amountCents: owed, receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/) })]);
  const mail = await waitForMail(member.email, 'Tesorería registró su pago');
  expect(mail.text).toContain(myPayments.items[0].receiptNumber!);
});
