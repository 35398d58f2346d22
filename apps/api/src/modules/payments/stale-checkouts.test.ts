import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { credits, payments, receipts } from '../../db/schema/payments';
import { buildCharge } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';
import { applyProviderPayment } from './payments.service';

const CREATE = 'mutation ($ids: [ID!]!) { createPayment(payments: $ids) { checkoutUrl payment { id status } } }';
const PAYMENT = 'query ($id: ID!) { myPayment(id: $id) { id status checkoutUrl } }';
const ACCOUNT = '{ myAccount { balanceCents underReviewCents creditCents } }';
type Checkout = { createPayment: { checkoutUrl: string; payment: { id: string; status: string } } };

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Opens an online checkout for the charges: its page's path and the portal payment's id. */
async function checkout(token: string, chargeIds: number[]) {
  const res = await h.gql<Checkout>(CREATE, { ids: chargeIds.map(String) }, { token });
  expect(res.errors).toBeUndefined();
  return { path: new URL(res.data!.createPayment.checkoutUrl).pathname, id: res.data!.createPayment.payment.id };
}

async function decide(path: string, decision: 'aprobar' | 'rechazar') {
  const res = await h.app.server.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}` });
  expect(res.statusCode).toBe(303);
}

const statusOf = async (id: string) => (await h.db.select({ status: payments.status, flagReason: payments.flagReason }).from(payments).where(eq(payments.id, id)))[0];

describe('a checkout left pending when its charge is paid another way', () => {
  it('is cancelled: no «Continuar el pago», nothing under review; the provider approving it later flags it for a refund, with no receipt or credit', async () => {
    const { user, token } = await h.signIn('USER');
    const dues = await buildCharge(h.db, { userId: user.id, amountCents: 300_000 });
    const other = await buildCharge(h.db, { userId: user.id, amountCents: 50_000 });
    const abandoned = await checkout(token, [dues.id, other.id]);
    const paying = await checkout(token, [dues.id]);

    await decide(paying.path, 'aprobar');
    expect((await statusOf(paying.id)).status).toBe('APPROVED');
    const stale = await h.gql<{ myPayment: { status: string; checkoutUrl: string | null } }>(PAYMENT, { id: abandoned.id }, { token });
    expect(stale.data!.myPayment).toMatchObject({ status: 'CANCELLED', checkoutUrl: null });
    // The other charge of the cancelled checkout is still owed, and nothing shows as under review.
    const account = await h.gql<{ myAccount: Record<string, number> }>(ACCOUNT, {}, { token });
    expect(account.data!.myAccount).toEqual({ balanceCents: 50_000, underReviewCents: 0, creditCents: 0 });
    expect((await h.db.select({ status: charges.status }).from(charges).where(eq(charges.id, other.id)))[0].status).toBe('PENDING');

    // The simulated checkout's page no longer takes it (as an expired Mercado Pago preference).
    const page = await h.app.server.inject({ method: 'GET', url: abandoned.path });
    expect(page.body).toContain('Este pago quedó anulado: otro pago ya saldó sus cargos.');
    expect(page.body).not.toContain('Aprobar el pago');
    // Mercado Pago approves it anyway (the member had its page open in another tab).
    expect(await applyProviderPayment(h.app.services, { id: 'mp-777', status: 'approved', statusDetail: 'accredited', amountCents: 350_000, currency: 'ARS', externalReference: abandoned.id })).toBe('flagged-cancelled');
    const flagged = await statusOf(abandoned.id);
    expect(flagged.status).toBe('FLAGGED');
    expect(flagged.flagReason).toMatch(/Corresponde devolver el dinero/);
    expect(await h.db.select().from(receipts).where(eq(receipts.paymentId, abandoned.id))).toEqual([]);
    expect(await h.db.select().from(credits).where(eq(credits.userId, user.id))).toEqual([]);
    expect((await h.db.select({ status: charges.status }).from(charges).where(eq(charges.id, other.id)))[0].status).toBe('PENDING');
  });

  it('a rejected or pending answer for a cancelled checkout changes nothing', async () => {
    const { user, token } = await h.signIn('USER');
    const dues = await buildCharge(h.db, { userId: user.id, amountCents: 120_000 });
    const abandoned = await checkout(token, [dues.id]);
    const paying = await checkout(token, [dues.id]);
    await decide(paying.path, 'aprobar');
    expect(await applyProviderPayment(h.app.services, { id: 'mp-778', status: 'rejected', statusDetail: 'cc_rejected_other_reason', amountCents: 120_000, currency: 'ARS', externalReference: abandoned.id })).toBe('ignored');
    expect(await applyProviderPayment(h.app.services, { id: 'mp-778', status: 'in_process', statusDetail: null, amountCents: 120_000, currency: 'ARS', externalReference: abandoned.id })).toBe('ignored');
    expect((await statusOf(abandoned.id)).status).toBe('CANCELLED');
  });

  it('the checkout that pays is never the one cancelled, and a checkout of other charges stays open', async () => {
    const { user, token } = await h.signIn('USER');
    const dues = await buildCharge(h.db, { userId: user.id, amountCents: 80_000 });
    const unrelated = await buildCharge(h.db, { userId: user.id, amountCents: 10_000 });
    const open = await checkout(token, [unrelated.id]);
    const paying = await checkout(token, [dues.id]);
    await decide(paying.path, 'aprobar');
    expect((await statusOf(paying.id)).status).toBe('APPROVED');
    expect((await statusOf(open.id)).status).toBe('PENDING');
  });
});
