import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FAKE_MP_ACCESS_TOKEN, FAKE_MP_WEBHOOK_SECRET, startFakeMercadoPago, type FakeMercadoPago } from '../../apps/api/src/test/fake-mercadopago-server';
import { apiAt, apiLogin, demo, fillSignInForm } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_DIR } from '../support/env';
import { pesos } from '../support/payments';
import { freePort, startPortal, type PortalProcess } from '../support/portal-process';
import { shoot } from '../support/screens';

// The suite's portal pays through the simulated checkout, whose payments always match their order.
// A payment Mercado Pago says it received another amount for needs the provider itself: this file
// runs a portal of its own (its own data, on a port the system finds free) on a fake Mercado Pago.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let mp: FakeMercadoPago;
let portal: PortalProcess | undefined;
let dataDir: string;

test.beforeAll(async () => {
  // Starting a portal on a new database with the demo data takes a while on a shared machine.
  test.setTimeout(240_000);
  mp = await startFakeMercadoPago({ accessToken: FAKE_MP_ACCESS_TOKEN, webhookSecret: FAKE_MP_WEBHOOK_SECRET });
  dataDir = path.join(E2E_DIR, `mercadopago-portal-${Date.now()}`);
  portal = await startPortal({
    port: await freePort(),
    dataDir,
    env: { MERCADOPAGO_ACCESS_TOKEN: FAKE_MP_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET: FAKE_MP_WEBHOOK_SECRET, MERCADOPAGO_API_URL: mp.url },
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await mp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A demo member of this portal (whose year dues are pending) starts paying them online, and Mercado
 * Pago approves the checkout for the dues' amount plus `delta` cents. Answers the dues and what was asked and received.
 */
async function payDuesOnline(email: string, delta: number) {
  const base = portal!.url;
  const { token } = await apiLogin(email, undefined, base);
  const { myCharges } = await apiAt<{ myCharges: { items: { id: string; description: string }[] } }>(base, '{ myCharges(pendingOnly: true) { items { id description } } }', {}, token);
  const dues = myCharges.items.find((c) => c.description.startsWith('Cuota de socio'))!;
  const { createPayment } = await apiAt<{ createPayment: { payment: { id: string; amountCents: number } } }>(
    base,
    'mutation ($ids: [ID!]!) { createPayment(payments: $ids) { payment { id amountCents } } }',
    { ids: [dues.id] },
    token,
  );
  const asked = createPayment.payment.amountCents;
  mp.addPayment({ status: 'approved', amountCents: asked + delta, externalReference: createPayment.payment.id });
  return { dues, asked, received: asked + delta };
}

/** Treasury, on this file's portal, finds the person's online payment and reconciles it: Mercado Pago's amount differs, so it is flagged. */
async function reconcileFlagged(page: Page, person: { email: string; name: string }) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${portal!.url}/`);
  await fillSignInForm(page, demo.tesoreria.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Pagos Mercado Pago', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pagos Mercado Pago', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar persona' }).fill(person.email);
  const row = page.getByRole('row', { name: new RegExp(person.email.replace(/[.]/g, '\\.')) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pendiente');
  await row.getByRole('button', { name: `Conciliar el pago de ${person.name} con Mercado Pago` }).click();
  await expect(page.getByText('Conciliado: el pago quedó observado por tesorería.')).toBeVisible();
  await expect(row).toContainText('Observado por Tesorería');
  await expect(row).toContainText('El importe informado por Mercado Pago no coincide con el del pago.');
  await row.getByRole('button', { name: `Resolver el pago observado de ${person.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolver un pago observado' });
  await expect(dialog).toBeVisible();
  return { row, dialog };
}

test('treasury accepts a flagged Mercado Pago payment with a note: it is approved for what was received, with its receipt', async ({ page }) => {
  const { dues, asked, received } = await payDuesOnline(demo.socio.email, -500_000);
  const { row, dialog } = await reconcileFlagged(page, demo.socio);
  await expect(dialog.getByRole('term').filter({ hasText: 'Importe esperado' }).locator('+ dd')).toHaveText(pesos(asked));
  await expect(dialog.getByRole('term').filter({ hasText: 'Recibido por Mercado Pago' }).locator('+ dd')).toHaveText(pesos(received));
  await expect(dialog).toContainText(dues.description);
  // Nothing chosen: the dialog says what is missing, in Spanish, on each field.
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Elija si acepta el pago o lo devuelve')).toBeVisible();
  await expect(dialog.getByText('Indique el motivo de la decisión')).toBeVisible();
  await expectNoAxeViolations(page);

  const note = 'La socia pagó de menos; el resto de la cuota queda pendiente.';
  await dialog.getByRole('radio', { name: /^Aceptar lo recibido/ }).check();
  await dialog.getByLabel('Nota (motivo de la decisión)').fill(note);
  await shoot(page, 'resolver-pago-observado');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/^El pago quedó aprobado con el comprobante N\.º \d{4}-\d{6}\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(row).toContainText('Aprobado');
  await expect(row).toContainText(`Resuelto por Tesorería: aceptar lo recibido («${note}»)`);
  await expect(row).toContainText(/Comprobante N\.º \d{4}-\d{6}/);
  await expect(row).toContainText(pesos(received));
  await expect(row.getByRole('button', { name: /^Resolver/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('treasury marks a flagged Mercado Pago payment for refund with a note: it is rejected, and what was received waits in «Créditos» to be refunded', async ({ page }) => {
  const coordinator = { email: demo.coordinador.email, name: demo.coordinador.name };
  const { received } = await payDuesOnline(coordinator.email, 250_000);
  const { row, dialog } = await reconcileFlagged(page, coordinator);
  await expect(dialog.getByRole('term').filter({ hasText: 'Recibido por Mercado Pago' }).locator('+ dd')).toHaveText(pesos(received));

  const note = 'Cobró un importe que no corresponde a la cuota: se devuelve.';
  await dialog.getByRole('radio', { name: /^Rechazar y devolver/ }).check();
  await dialog.getByLabel('Nota (motivo de la decisión)').fill(note);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('El pago quedó rechazado; el dinero recibido figura en «Créditos» para devolver.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Rechazado');
  await expect(row).toContainText(`Resuelto por Tesorería: rechazar y devolver («${note}»)`);
  await expect(row.getByRole('button', { name: /^Resolver/ })).toHaveCount(0);

  // The money waits in «Créditos», to be refunded only.
  await page.getByRole('link', { name: 'Créditos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Créditos', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar persona' }).fill(coordinator.email);
  const credit = page.getByRole('row', { name: new RegExp(coordinator.email.replace(/[.]/g, '\\.')) });
  await expect(credit).toContainText(pesos(received));
  await expect(credit).toContainText('Pago observado que Tesorería decidió devolver: solo se reintegra.');
  await expect(credit.getByRole('button', { name: `Marcar reintegrado el crédito de ${coordinator.name}` })).toBeVisible();
  await expect(credit.getByRole('button', { name: /^Aplicar el crédito/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
