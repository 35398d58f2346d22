import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { pdfText } from '../support/pdf';
import { shoot, openStatement } from '../support/screens';

const year = new Date().getFullYear();
const dues = new RegExp(`Cuota de socio ${year}`);

test('a member pays the year dues through the simulated checkout and sees them paid, with the receipt', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createMember('pagos');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openStatement(page);
  const row = page.getByRole('row', { name: dues });
  await expect(row).toContainText('Pendiente');
  await expect(page.getByText('Saldo a pagar')).toBeVisible();
  await expect(page.getByText('No tiene pagos pendientes ni en revisión.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'estado-cuenta');

  await expect(page.getByRole('button', { name: 'Pagar en línea' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /Elegir «Cuota de socio/ }).check();
  await expect(page.getByText(/1 cargo elegido: \$/)).toBeVisible();
  await page.getByRole('button', { name: 'Pagar en línea' }).click();

  // The portal's own checkout (no Mercado Pago credentials here).
  await expect(page).toHaveURL(/\/checkout\/simulado\/sim-[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'Pago simulado' })).toBeVisible();
  await expect(page.getByRole('cell', { name: dues })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'checkout-simulado');
  await page.getByRole('button', { name: 'Aprobar el pago' }).click();

  await expect(page).toHaveURL(/\/dashboard\/estado-cuenta\/pago\/aprobado\?/);
  await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
  const receiptNumber = (await page.getByText(/Comprobante N\.º/).locator('strong').textContent())!;
  expect(receiptNumber).toMatch(new RegExp(`^${year}-\\d{6}$`));
  await expectNoAxeViolations(page);
  await shoot(page, 'pago-aprobado');

  const mail = await waitForMail(member.email, 'Su pago fue aprobado');
  expect(mail.text).toContain(receiptNumber);

  await openStatement(page);
  await expect(page.getByRole('row', { name: dues })).toContainText('Pagado');
  await expect(page.getByText('Saldo a pagar')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Elegir «Cuota de socio/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Mis pagos', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Mis pagos', level: 1 })).toBeVisible();
  const paymentRow = page.getByRole('row', { name: dues });
  await expect(paymentRow).toContainText('Aprobado');
  await expect(paymentRow).toContainText('Mercado Pago');
  await expectNoAxeViolations(page);
  await shoot(page, 'mis-pagos');

  const downloading = page.waitForEvent('download');
  await paymentRow.getByRole('link', { name: `Descargar el comprobante N.º ${receiptNumber}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`comprobante-${receiptNumber}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(`Comprobante de pago N.º ${receiptNumber}`);
  expect(text).toMatch(dues);
});

test('a checkout left pending shows as under review and can be finished later; a rejection leaves the charge pending', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createMember('pagos-pendientes');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openStatement(page);
  await page.getByRole('checkbox', { name: /Elegir «Cuota de socio/ }).check();
  await page.getByRole('button', { name: 'Pagar en línea' }).click();
  await page.getByRole('button', { name: 'Dejarlo pendiente' }).click();

  await expect(page).toHaveURL(/\/dashboard\/estado-cuenta\/pago\/pendiente\?/);
  await expect(page.getByRole('heading', { name: 'Pago pendiente de confirmación' })).toBeVisible();
  await expect(page.getByText('Estamos esperando la confirmación del medio de pago.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'pago-pendiente');

  await page.getByRole('link', { name: 'Volver al estado de cuenta' }).click();
  await expect(page.getByRole('row', { name: dues }).first()).toContainText('En revisión');
  const inCourse = page.getByRole('table', { name: 'Pagos en curso' });
  await expect(inCourse).toContainText('Pendiente');
  await inCourse.getByRole('link', { name: 'Continuar el pago' }).click();
  await expect(page.getByRole('heading', { name: 'Pago simulado' })).toBeVisible();
  await page.getByRole('button', { name: 'Rechazar el pago' }).click();

  await expect(page).toHaveURL(/\/dashboard\/estado-cuenta\/pago\/rechazado\?/);
  await expect(page.getByRole('heading', { name: 'El pago fue rechazado' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'pago-rechazado');
  await page.getByRole('link', { name: 'Volver al estado de cuenta' }).click();
  await expect(page.getByRole('row', { name: dues })).toContainText('Pendiente');
  await expect(page.getByText('No tiene pagos pendientes ni en revisión.')).toBeVisible();
});

test("the demo member's statement and payments show the demo ledger: this year's dues pending, last year's paid with its receipt", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.socio.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openStatement(page);
  await expect(page.getByRole('row', { name: dues })).toContainText('Pendiente');
  await expect(page.getByRole('row', { name: new RegExp(`Cuota de socio ${year - 1}`) })).toContainText('Pagado');
  await shoot(page, 'demo-estado-cuenta');
  await page.getByRole('link', { name: 'Mis pagos', exact: true }).first().click();
  const paid = page.getByRole('row', { name: new RegExp(`Cuota de socio ${year - 1}`) });
  await expect(paid).toContainText('Transferencia bancaria');
  await expect(paid).toContainText('Aprobado');
  await expect(paid.getByRole('link', { name: /Descargar el comprobante N\.º \d{4}-\d{6}/ })).toBeVisible();
  await shoot(page, 'demo-mis-pagos');
});
