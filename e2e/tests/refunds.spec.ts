import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, demo, pageAs, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dayFromToday, shownDay } from '../support/dates';
import { createEdition } from '../support/editions';
import { waitForMail } from '../support/mail';
import { memberWithCredit, pesos } from '../support/payments';
import { pdfText } from '../support/pdf';
import { openStatement, shoot } from '../support/screens';

// Two people in two browsers, and a PDF: more than the default minute on a shared machine.
test.describe.configure({ timeout: 120_000 });

type Member = Awaited<ReturnType<typeof memberWithCredit>>;

/** Treasury opens «Créditos» and finds the member's open credit; answers its row. */
async function openCredit(page: Page, member: Member) {
  await signIn(page, demo.tesoreria.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Créditos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Créditos', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar persona' }).fill(member.email);
  const row = page.getByRole('row', { name: new RegExp(member.email.replace(/[.]/g, '\\.')) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(pesos(member.dues.amountCents));
  await expect(row).toContainText(member.dues.description);
  return row;
}

test('treasury refunds a credit from «Créditos»; the member sees the refund in Mis pagos and on the statement, and the receipt still lists what it paid', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await memberWithCredit('devolucion');
  const note = `Transferencia de devolución ${Date.now()} a la cuenta del socio`;
  const amount = pesos(member.dues.amountCents);

  const row = await openCredit(page, member);
  await row.getByRole('button', { name: `Marcar reintegrado el crédito de Prueba ${member.label}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar el crédito como reintegrado' });
  await expect(dialog).toContainText(amount);
  await dialog.getByLabel('Cómo se reintegró').fill(note);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Marcar reintegrado' }).click();
  await expect(page.getByText('El crédito quedó reintegrado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // No longer open; among the refunded ones, with how it went back.
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Reintegrado' }).click();
  await expect(row).toContainText('Reintegrado');
  await expect(row).toContainText(note);

  const mail = await waitForMail(member.email, 'Tesorería le devolvió un saldo a favor');
  expect(mail.text).toContain(note);

  const memberPage = await pageAs(browser, member.email, member.password);
  try {
    // Mis pagos: the reported transfer keeps its concept and receipt, and says what was given back.
    await memberPage.getByRole('link', { name: 'Mis pagos', exact: true }).first().click();
    await expect(memberPage.getByRole('heading', { name: 'Mis pagos', level: 1 })).toBeVisible();
    const reported = memberPage.getByRole('row', { name: new RegExp(member.dues.description) }).filter({ hasText: 'Transferencia bancaria' });
    await expect(reported).toContainText(`Devuelto el ${shownDay(dayFromToday())}: ${amount}`);
    await expect(reported).toContainText('Aprobado');
    const receiptLink = reported.getByRole('link', { name: /^Descargar el comprobante N\.º \d{4}-\d{6}$/ });
    const receiptNumber = /(\d{4}-\d{6})$/.exec((await receiptLink.getAttribute('aria-label'))!)![1];
    expect(mail.text).toContain(`comprobante N.º ${receiptNumber}`);
    const downloading = memberPage.waitForEvent('download');
    await receiptLink.click();
    const text = pdfText(readFileSync((await (await downloading).path())!));
    expect(text).toContain(`Comprobante de pago N.º ${receiptNumber}`);
    expect(text).toContain(member.dues.description);
    expect(text).toContain(amount);

    // The statement: the refund is a record of its own, with the receipt it came from.
    await openStatement(memberPage);
    const refunds = memberPage.getByRole('table', { name: 'Devoluciones' });
    const refund = refunds.getByRole('row', { name: new RegExp(`Saldo a favor de «${member.dues.description}»`) });
    await expect(refund).toContainText(shownDay(dayFromToday()));
    await expect(refund).toContainText(`(comprobante N.º ${receiptNumber})`);
    await expect(refund).toContainText(amount);
    await expect(refund).toContainText(note);
    await expect(memberPage.getByText(/Tiene un crédito de/)).toHaveCount(0);
    await expect(memberPage.getByRole('row', { name: new RegExp(member.dues.description) }).first()).toContainText('Pagado');
    await expectNoAxeViolations(memberPage);
    await shoot(memberPage, 'estado-cuenta-devolucion');
    // On a phone the refunds are a list of cards.
    await memberPage.setViewportSize({ width: 390, height: 844 });
    await expect(memberPage.getByRole('list', { name: 'Devoluciones' })).toContainText(note);
    await expectNoAxeViolations(memberPage);
  } finally {
    await memberPage.context().close();
  }
});

test('«Aplicar crédito» is disabled, saying «La persona no tiene otros cargos pendientes.», while the person owes nothing else, and enabled once they owe a charge', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await memberWithCredit('aplicar');
  const row = await openCredit(page, member);
  const open = async () => {
    await row.getByRole('button', { name: `Aplicar el crédito de Prueba ${member.label} a otro cargo` }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar el crédito a otro cargo' });
    await expect(dialog).toContainText(pesos(member.dues.amountCents));
    return dialog;
  };

  let dialog = await open();
  await expect(dialog.getByText('La persona no tiene otros cargos pendientes.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aplicar crédito' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // The member inscribes in a congress edition of this test's own: a charge to pay.
  const edition = await createEdition({ name: `Congreso crédito aplicado ${Date.now()}` });
  await api('mutation ($c: ID!, $k: ID!) { createInscription(conferenceId: $c, categoryId: $k) { id } }', { c: edition.id, k: edition.categoryId }, member.token);

  dialog = await open();
  const charge = dialog.getByLabel('Cargo pendiente');
  await expect(charge).toBeVisible();
  await expect(dialog.getByText('La persona no tiene otros cargos pendientes.')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Aplicar crédito' })).toBeEnabled();
  await charge.selectOption({ value: (await charge.locator('option', { hasText: edition.name }).getAttribute('value'))! });
  await dialog.getByRole('button', { name: 'Aplicar crédito' }).click();
  await expect(page.getByText(/^(El crédito se aplicó al cargo\.|Se aplicó parte del crédito; quedan \$ [\d.]+,\d\d a favor\.)$/)).toBeVisible();
  await expect(dialog).toBeHidden();
});
