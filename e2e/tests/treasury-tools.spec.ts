import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, createMember, demo, pageAs, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { dayFromToday } from '../support/dates';
import { shoot } from '../support/screens';
import { createEdition } from '../support/editions';

const year = new Date().getFullYear();
const dues = new RegExp(`Cuota de socio ${year}`);

/** Treasury finds the person by e-mail in "Registrar pago" and opens their payment form. */
async function openGeneratePayment(page: Page, email: string) {
  await page.getByRole('link', { name: 'Registrar pago', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registrar pago', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar persona' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: /^Registrar pago de / }).click();
  await expect(page).toHaveURL(/\/dashboard\/pagos\/generar-pago\/[0-9a-f-]{36}$/);
  await expect(page.getByText(email)).toBeVisible();
}

/** Chooses the charges, fills the form and confirms; answers the receipt number shown. */
async function recordPayment(page: Page, charges: RegExp[], method: string) {
  for (const c of charges) await page.getByRole('checkbox', { name: c }).check();
  await page.getByLabel('Medio de pago').selectOption({ label: method });
  await page.getByLabel('Recibo interno').fill('R-E2E-1');
  await page.getByLabel('Nota').fill('Pagó en la sede.');
  await expect(page.getByRole('checkbox', { name: 'Enviar comprobante por correo' })).toBeChecked();
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Registrar el pago?' });
  await expect(dialog).toContainText('Se le enviará el comprobante por correo.');
  await dialog.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(page.getByRole('heading', { name: 'Pago registrado' })).toBeVisible();
  const receipt = (await page.getByRole('status').filter({ hasText: 'Comprobante N.º' }).locator('strong').nth(1).textContent())!;
  expect(receipt).toMatch(new RegExp(`^${year}-\\d{6}$`));
  return receipt;
}

test('treasury records a payment for a fresh member; the member sees it paid with its receipt', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createMember('tesoreria-registra');
  await signIn(page, demo.tesoreria.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Registrar pago', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registrar pago', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'registrar-pago');

  await openGeneratePayment(page, member.email);
  await expect(page.getByRole('checkbox', { name: dues })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'generar-pago');

  // Nothing chosen: the form says so on its field.
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(page.getByText('Elija al menos un cargo a pagar')).toBeVisible();

  const receipt = await recordPayment(page, [dues], 'Efectivo');
  await expect(page.getByRole('link', { name: `Descargar el comprobante N.º ${receipt} (PDF)` })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'generar-pago-listo');

  const mail = await waitForMail(member.email, 'Tesorería registró su pago');
  expect(mail.text).toContain(receipt);
  expect(mail.text).toMatch(/\/comprobantes\/[0-9a-f-]{36}\?exp=\d+&sig=/);

  const memberPage = await pageAs(browser, member.email, member.password);
  await memberPage.getByRole('link', { name: 'Mis pagos', exact: true }).first().click();
  const row = memberPage.getByRole('row', { name: dues });
  await expect(row).toContainText('Aprobado');
  await expect(row).toContainText('Efectivo');
  await expect(row.getByRole('link', { name: `Descargar el comprobante N.º ${receipt}` })).toBeVisible();
  await memberPage.getByRole('link', { name: 'Estado de cuenta', exact: true }).click();
  await expect(memberPage.getByRole('row', { name: dues })).toContainText('Pagado');
  await memberPage.context().close();
});

test('an inscription at the general fee drops to the member fee when treasury records the dues first, and the statement says why', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createMember('precio-socio');
  // A congress edition of this test's own, open for inscriptions, and the member inscribed in it.
  const edition = await createEdition({ name: `Congreso precio de socio ${Date.now()}`, edition: 15, venue: 'Universidad Nacional de Cuyo', inscriptionStart: dayFromToday(-5), inscriptionEnd: dayFromToday(30) });
  const mine = await apiLogin(member.email, member.password);
  await api('mutation ($c: ID!, $k: ID!) { createInscription(conferenceId: $c, categoryId: $k) { id } }', { c: edition.id, k: edition.categoryId }, mine.token);

  const memberPage = await pageAs(browser, member.email, member.password);
  await memberPage.getByRole('link', { name: 'Estado de cuenta', exact: true }).click();
  const inscription = memberPage.getByRole('row', { name: /Congreso precio de socio/ });
  await expect(inscription).toContainText('$ 60.000,00');
  await expect(inscription).toContainText('Precio general');

  // Treasury records the dues only.
  await signIn(page, demo.tesoreria.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openGeneratePayment(page, member.email);
  await expect(page.getByText(/Precio general: la cuota del año no estaba paga/)).toBeVisible();
  await recordPayment(page, [dues], 'Transferencia bancaria');

  await memberPage.reload();
  await expect(inscription).toContainText('$ 35.000,00');
  await expect(inscription).toContainText(`Precio de socio: la cuota ${year} quedó paga`);
  await expect(inscription).toContainText('Pendiente');
  await expect(memberPage.getByRole('row', { name: dues })).toContainText('Pagado');
  await expectNoAxeViolations(memberPage);
  await shoot(memberPage, 'estado-cuenta-precio-socio');
  await memberPage.context().close();
});

test('treasury reconciles an online payment; a cash payment of the same dues annuls the checkout the member left pending', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createMember('pagado-dos-veces');
  // The member starts paying online and leaves the checkout pending…
  const memberPage = await pageAs(browser, member.email, member.password);
  await memberPage.getByRole('link', { name: 'Estado de cuenta', exact: true }).click();
  await memberPage.getByRole('checkbox', { name: /Elegir «Cuota de socio/ }).check();
  await memberPage.getByRole('button', { name: 'Pagar en línea' }).click();
  await expect(memberPage).toHaveURL(/\/checkout\/simulado\//);
  const checkoutUrl = memberPage.url();
  await memberPage.getByRole('button', { name: 'Dejarlo pendiente' }).click();
  await expect(memberPage).toHaveURL(/\/pago\/pendiente/);

  // …treasury sees it, reconciles it (still pending at the provider)…
  await signIn(page, demo.tesoreria.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Pagos Mercado Pago', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagos Mercado Pago', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar persona' }).fill(member.email);
  const online = page.getByRole('row', { name: new RegExp(member.email.replace(/[.]/g, '\\.')) });
  await expect(online).toContainText('Pendiente');
  // The provider's column names the simulated checkout in Spanish.
  await expect(online).toContainText('Pago simulado');
  await expect(online).not.toContainText('Checkout');
  await online.getByRole('button', { name: /^Conciliar el pago de / }).click();
  await expect(page.getByText('Conciliado: sin cambios (Pendiente).')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'pagos-mercado-pago');

  // …and records a cash payment of the same dues: the checkout the member left pending is annulled,
  // so the dues cannot be paid twice (issue 35, item 6).
  await openGeneratePayment(page, member.email);
  await expect(page.getByText(/Tiene un pago en curso/)).toBeVisible();
  await recordPayment(page, [dues], 'Efectivo');
  await memberPage.goto(checkoutUrl);
  await expect(memberPage.getByText('Este pago quedó anulado: otro pago ya saldó sus cargos.')).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Aprobar el pago' })).toHaveCount(0);
  await memberPage.getByRole('link', { name: 'Volver al estado de cuenta' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: /Continuar el pago/ })).toHaveCount(0);
  await expect(memberPage.getByRole('link', { name: /Continuar el pago/ })).toHaveCount(0);
  await expect(memberPage.getByText(/Tiene un crédito de \$/)).toHaveCount(0);

  // Treasury's list shows the checkout as annulled, not as money to look at.
  await page.getByRole('link', { name: 'Pagos Mercado Pago', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Buscar persona' }).fill(member.email);
  await expect(online).toContainText('Anulado');
  await memberPage.context().close();
});
