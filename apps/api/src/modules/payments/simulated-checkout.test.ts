import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, simulatedCheckoutPayments } from '../../db/schema/payments';
import { buildCharge } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';
import { signFileUrl } from '../files/file-urls';
import { signReceiptUrl } from './receipt-urls';

const CREATE = 'mutation ($ids: [ID!]!) { createPayment(payments: $ids) { checkoutUrl payment { id status } } }';
type Checkout = { createPayment: { checkoutUrl: string; payment: { id: string; status: string } } };

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
afterEach(() => vi.restoreAllMocks());

/** A new member's pending checkout: its page's path and the portal payment. */
async function checkout() {
  const { user, token } = await h.signIn('USER');
  const charge = await buildCharge(h.db, { userId: user.id, amountCents: 250_000 });
  const res = await h.gql<Checkout>(CREATE, { ids: [String(charge.id)] }, { token });
  expect(res.errors).toBeUndefined();
  const { checkoutUrl, payment } = res.data!.createPayment;
  return { path: new URL(checkoutUrl).pathname, paymentId: payment.id, preferenceId: new URL(checkoutUrl).pathname.split('/').pop()!, userId: user.id };
}

const post = (path: string, payload: string) =>
  h.app.server.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload });

/** What no answer may show: the database's words, a statement, its parameters. */
const LEAKS = /select|insert|update|delete from|params|sql|violates|column|relation|\bnull\b|TypeError|stack/i;

describe('the simulated checkout', () => {
  it('refuses a decision that is not one of its three (object keys included) with a Spanish page, and records nothing', async () => {
    const { path, preferenceId } = await checkout();
    for (const decision of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'APROBAR', '', 'aprobar ']) {
      const res = await post(path, `decision=${encodeURIComponent(decision)}`);
      expect(res.statusCode, decision).toBe(400);
      expect(res.headers['content-type'], decision).toMatch(/^text\/html/);
      expect(res.body, decision).toContain('Elija aprobar, dejar pendiente o rechazar el pago.');
      expect(res.body, decision).not.toMatch(LEAKS);
    }
    // No decision at all, and a body that is not a form.
    expect((await h.app.server.inject({ method: 'POST', url: path })).statusCode).toBe(400);
    expect(await h.db.select().from(simulatedCheckoutPayments).where(eq(simulatedCheckoutPayments.preferenceId, preferenceId))).toEqual([]);
  });

  it('makes one decision per checkout: 20 "aprobar" at once approve one payment, and no duplicate', async () => {
    const { path, paymentId, preferenceId, userId } = await checkout();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(path, 'decision=aprobar')));
    expect(answers.map((a) => a.statusCode).every((s) => s === 303)).toBe(true);
    // One went back to the portal as approved; the others were sent to the checkout page, already processed.
    expect(answers.filter((a) => /\/pago\/aprobado\?/.test(String(a.headers.location)))).toHaveLength(1);
    expect(answers.filter((a) => String(a.headers.location) === path)).toHaveLength(19);
    expect(await h.db.select().from(simulatedCheckoutPayments).where(eq(simulatedCheckoutPayments.preferenceId, preferenceId))).toHaveLength(1);
    const mine = await h.db.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.userId, userId));
    expect(mine).toEqual([{ id: paymentId, status: 'APPROVED' }]);
    // Decided: a later choice changes nothing.
    const late = await post(path, 'decision=rechazar');
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(path);
    expect(await h.db.select().from(simulatedCheckoutPayments).where(eq(simulatedCheckoutPayments.preferenceId, preferenceId))).toHaveLength(1);
  });

  it('still lets a checkout left pending be decided later', async () => {
    const { path, paymentId, userId } = await checkout();
    expect((await post(path, 'decision=pendiente')).statusCode).toBe(303);
    const back = await post(path, 'decision=aprobar');
    expect(String(back.headers.location)).toMatch(/\/pago\/aprobado\?/);
    expect(await h.db.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.userId, userId))).toEqual([{ id: paymentId, status: 'APPROVED' }]);
  });
});

describe('routes outside GraphQL mask unexpected errors as GraphQL does', () => {
  const failure = () => {
    throw new Error('Failed query: select "id", "body" from "simulated_checkout_preferences" where "id" = $1\nparams: sim-secret');
  };

  const id = '0b8e6f1c-3d2a-4c5b-9e7f-1a2b3c4d5e6f';
  for (const [name, url] of [
    ['the simulated checkout page', () => '/checkout/simulado/sim-0123456789abcdef0123456789abcdef'],
    ['a stored file (a valid signed link)', () => signFileUrl(h.app.services.config.jwtSecret, id)],
    ['a receipt (a valid signed link)', () => signReceiptUrl(h.app.services.config.jwtSecret, id)],
  ] as const) {
    it(`${name}: a Spanish message and the request id, never the error's text`, async () => {
      const { db } = h.app.services.database;
      vi.spyOn(db, 'select').mockImplementation(failure);
      const res = await h.app.server.inject({ method: 'GET', url: url() });
      vi.restoreAllMocks();
      expect(res.statusCode).toBe(500);
      const requestId = String(res.headers['x-request-id']);
      expect(res.body).toContain('Ocurrió un error inesperado');
      expect(res.body).toContain(requestId);
      expect(res.body).not.toMatch(LEAKS);
      expect(res.body).not.toContain('sim-secret');
      // The log keeps what happened, under the same id.
      expect(h.logLines.some((line) => line.includes(requestId) && line.includes('Failed query'))).toBe(true);
    });
  }

  it('a webhook with a body too large, and a route with a malformed body: Spanish, with the request id', async () => {
    const big = await h.app.server.inject({ method: 'POST', url: '/webhooks/mercadopago?data.id=1&type=payment', headers: { 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'La solicitud es demasiado grande.', requestId: big.headers['x-request-id'] });
    const malformed = await h.app.server.inject({ method: 'POST', url: '/webhooks/mercadopago?data.id=1&type=payment', headers: { 'content-type': 'application/json' }, payload: '{"action":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'La solicitud no es válida.', requestId: malformed.headers['x-request-id'] });
  });
});
