import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { solidPng } from '../../apps/api/src/platform/solid-png';
import { createMember, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { pdfText } from '../support/pdf';
import { shoot, openStatement } from '../support/screens';

// Two people, two browsers and screenshots at two widths: more than the default minute on a shared machine.
test.describe.configure({ timeout: 180_000 });

const year = new Date().getFullYear();
const dues = new RegExp(`Cuota de socio ${year}`);

/** The member picks the year's dues on the statement and reports a transfer with a receipt image. */
async function reportDues(page: Page, member: { email: string; password: string }, note: string, shots = false) {
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openStatement(page);
  const reference = page.getByRole('region', { name: 'Su código de referencia para transferencias' });
  await expect(reference).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await page.getByRole('checkbox', { name: /Elegir «Cuota de socio/ }).check();
  if (shots) await shoot(page, 'estado-cuenta-con-referencia');
  await page.getByRole('link', { name: 'Informar pago' }).click();

  await expect(page.getByRole('heading', { name: 'Informar un pago', level: 1 })).toBeVisible();
  // The statement's choice carried over, and the amount is what it owes.
  await expect(page.getByRole('checkbox', { name: dues })).toBeChecked();
  await expect(page.getByLabel('Importe pagado')).not.toHaveValue('');
  await expect(page.getByLabel('Medio de pago')).toHaveValue('TRANSFERENCIA');
  // No receipt yet: the form says so on its field.
  await page.getByRole('button', { name: 'Informar el pago' }).click();
  await expect(page.getByText('Adjunte el comprobante del pago (PDF, JPG o PNG)')).toBeVisible();
  const file = page.getByLabel('Comprobante del pago', { exact: true });
  await file.setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: Buffer.from('no es una imagen') });
  await expect(page.getByText('El archivo debe ser PDF, JPEG o PNG; su contenido no corresponde a ese tipo.')).toBeVisible();
  await file.setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: solidPng(320, 180, [40, 120, 200]) });
  await expect(page.getByRole('button', { name: 'Comprobante del pago: reemplazar archivo' })).toBeVisible();
  await page.getByLabel('Nota para Tesorería (opcional)').fill(note);
  await expectNoAxeViolations(page);
  if (shots) await shoot(page, 'informar-pago');
  await page.getByRole('button', { name: 'Informar el pago' }).click();

  await expect(page.getByText('Recibimos su informe de pago. Tesorería lo revisará y le avisaremos por correo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mis pagos', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: dues })).toContainText('En revisión');
  await waitForMail(member.email, 'Recibimos su informe de pago');
  await openStatement(page);
  await expect(page.getByRole('row', { name: dues }).first()).toContainText('En revisión');
}

/** Treasury (the demo TESORERIA account) opens the member's report from Pagos manuales. */
async function openAsTreasury(browser: Browser, member: { email: string; label: string }, shots = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, demo.tesoreria.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Pagos manuales' }).click();
  await expect(page.getByRole('heading', { name: 'Pagos manuales', level: 1 })).toBeVisible();
  // The default view is what waits for a decision.
  await expect(page.getByRole('combobox', { name: 'Estado' })).toContainText('En revisión');
  if (shots) {
    await expect(page.getByRole('table', { name: 'Pagos manuales' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'pagos-manuales');
  }
  await page.getByRole('searchbox', { name: 'Buscar por nombre, correo o documento' }).fill(member.email);
  await expect(page).toHaveURL(/buscar=/);
  const row = page.getByRole('row', { name: new RegExp(`${member.label}, Prueba`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('En revisión');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Evaluar pago', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /Comprobante de pago de Prueba/ })).toBeVisible();
  return { context, page };
}

test('a member reports a transfer with its receipt; treasury sees the receipt and approves it; the member has it paid, with the receipt PDF and the e-mail', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = { ...(await createMember('informa-pago')), label: 'informa-pago' };
  await reportDues(page, member, 'Transferí desde el Banco Provincia.', true);
  await shoot(page, 'estado-cuenta-en-revision');

  const treasury = await openAsTreasury(browser, member, true);
  try {
    const review = treasury.page;
    await expect(review.getByText('Transferí desde el Banco Provincia.')).toBeVisible();
    await expect(review.getByText(/[0-9A-Z]{4}-[0-9A-Z]{4}/).first()).toBeVisible();
    // The receipt image is served through its signed link.
    const image = review.getByRole('img', { name: /Comprobante de pago de Prueba/ });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expectNoAxeViolations(review);
    await shoot(review, 'evaluar-pago');
    await review.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = review.getByRole('dialog', { name: '¿Aprobar este pago?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí, aprobar' }).click();
    await expect(review.getByText('Pago aprobado. Le avisamos al socio por correo.')).toBeVisible();
    await expect(review.getByRole('region', { name: 'Historial' })).toContainText(`Aprobado por ${demo.tesoreria.name}`);
    await expect(review.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
    await shoot(review, 'evaluar-pago-aprobado');
  } finally {
    await treasury.context.close();
  }
  // The member's window comes to the front again (Chromium may hold back a window left behind).
  await page.bringToFront();

  const mail = await waitForMail(member.email, 'Su pago fue aprobado');
  const receiptNumber = /Comprobante N\.º (\d{4}-\d{6})/.exec(mail.text)![1];
  // The member was left on the statement: they come back to it through Mis pagos. After
  // treasury's window closes, the first click has at times left the statement on screen with no
  // request sent (seen in CI and locally; cause not found): it is tried again until Mis pagos is drawn.
  const paymentRow = page.getByRole('row', { name: dues });
  await expect(async () => {
    await page.getByRole('link', { name: 'Mis pagos', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pagos' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(paymentRow).toContainText('Aprobado');
  await expect(paymentRow).toContainText('Transferencia bancaria');
  const downloading = page.waitForEvent('download');
  await paymentRow.getByRole('link', { name: `Descargar el comprobante N.º ${receiptNumber}` }).click();
  const bytes = readFileSync((await (await downloading).path())!);
  expect(pdfText(bytes)).toContain(`Comprobante de pago N.º ${receiptNumber}`);
  await openStatement(page);
  // Once the payments in course are read again, the dues are the only row that names them.
  await expect(page.getByText('No tiene pagos pendientes ni en revisión.')).toBeVisible();
  await expect(page.getByRole('row', { name: dues })).toContainText('Pagado');
});

test('treasury rejects a report with a note; the member reads why, by e-mail and in Mis pagos, and the dues stay pending', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = { ...(await createMember('informe-rechazado')), label: 'informe-rechazado' };
  await reportDues(page, member, 'Pagué por home banking.');

  const note = 'El comprobante no muestra el importe. Súbalo completo, por favor.';
  const treasury = await openAsTreasury(browser, member);
  try {
    const review = treasury.page;
    // Rejecting asks for the reason first.
    await review.getByRole('button', { name: 'Rechazar' }).click();
    await expect(review.getByText('Escriba el motivo del rechazo: el socio lo verá')).toBeVisible();
    await review.getByLabel('Nota para el socio').fill(note);
    await review.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = review.getByRole('dialog', { name: '¿Rechazar este pago?' });
    await dialog.getByRole('button', { name: 'Sí, rechazar' }).click();
    await expect(review.getByText('Pago rechazado. Le avisamos al socio por correo con el motivo.')).toBeVisible();
    await expect(review.getByRole('region', { name: 'Historial' })).toContainText(note);
    await shoot(review, 'evaluar-pago-rechazado');
  } finally {
    await treasury.context.close();
  }
  // The member's window comes to the front again (Chromium may hold back a window left behind).
  await page.bringToFront();

  const mail = await waitForMail(member.email, 'Su pago no fue aprobado');
  expect(mail.text).toContain(note);
  await page.getByRole('link', { name: 'Mis pagos', exact: true }).first().click();
  // On Mis pagos (the statement has a row of the same dues, which a slow navigation still shows).
  await expect(page.getByRole('heading', { name: 'Mis pagos', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: dues });
  await expect(row).toContainText('Rechazado');
  await expect(row).toContainText(`Motivo de Tesorería: ${note}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'mis-pagos-rechazado');
  await openStatement(page);
  await expect(page.getByText('No tiene pagos pendientes ni en revisión.')).toBeVisible();
  await expect(page.getByRole('row', { name: dues })).toContainText('Pendiente');
});

test('Informar pago: choosing a charge fills in the amount, and the error a failed submit left under the amount goes with it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createMember('importe-autocompletado');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openStatement(page);
  // Nothing chosen on the statement: the form starts empty.
  await page.getByRole('link', { name: 'Informar pago' }).click();
  await expect(page.getByRole('heading', { name: 'Informar un pago', level: 1 })).toBeVisible();
  const amount = page.getByLabel('Importe pagado');
  const amountHelp = 'Lo que pagó, en pesos. Si difiere de lo adeudado, Tesorería lo verificará.';
  await expect(amount).toHaveValue('');
  await expect(page.getByText(amountHelp)).toBeVisible();

  // A submit with nothing chosen fails on the charges and on the amount.
  await page.getByRole('button', { name: 'Informar el pago' }).click();
  await expect(page.getByText('Elija al menos un cargo a pagar')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(amountHelp)).toHaveCount(0);

  // Choosing the dues fills in what they owe, and the amount's error is gone (the receipt's stays).
  const dues = page.getByRole('checkbox', { name: new RegExp(`Cuota de socio ${year}`) });
  const owed = (await page.getByRole('group', { name: 'Cargos que pagó' }).getByText(/^\$ [\d.]+,\d\d$/).textContent())!;
  await dues.check();
  await expect(amount).toHaveValue(owed.replace('$ ', ''));
  await expect(amount).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText(amountHelp)).toBeVisible();
  await expect(page.getByText('Elija al menos un cargo a pagar')).toHaveCount(0);
  await expect(page.getByText('Adjunte el comprobante del pago (PDF, JPG o PNG)')).toBeVisible();
  await expectNoAxeViolations(page);
});
