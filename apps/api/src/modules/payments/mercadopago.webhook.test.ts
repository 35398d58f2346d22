import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { payments, receipts } from '../../db/schema/payments';
import { preferenceBody, verifyWebhookSignature } from '../../platform/mercadopago';
import { FAKE_MP_ACCESS_TOKEN, FAKE_MP_WEBHOOK_SECRET, harnessWithFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago';
import { buildCharge } from '../../test/factories';
import { codeOf, PUBLIC_URL, type Harness, type SignedIn } from '../../test/harness';
import { auditByAction } from '../../test/rows';

const CREATE = 'mutation ($ids: [ID!]!) { createPayment(payments: $ids) { checkoutUrl payment { id status amountCents } } }';

let h: Harness;
let mp: FakeMercadoPago;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ h, mp, close } = await harnessWithFakeMercadoPago());
});
afterAll(() => close());

/** A member with one pending charge and an online payment started for it. */
async function started(amountCents = 4_500_000): Promise<{ member: SignedIn; chargeId: number; paymentId: string; checkoutUrl: string }> {
  const member = await h.signIn('USER');
  const charge = await buildCharge(h.db, { userId: member.user.id, amountCents, description: 'Cuota de socio 2031' });
  const res = await h.gql<{ createPayment: { checkoutUrl: string; payment: { id: string } } }>(CREATE, { ids: [String(charge.id)] }, { token: member.token });
  expect(res.errors).toBeUndefined();
  return { member, chargeId: charge.id, paymentId: res.data!.createPayment.payment.id, checkoutUrl: res.data!.createPayment.checkoutUrl };
}

const deliver = (n: ReturnType<FakeMercadoPago['notification']>, change: Partial<{ url: string; headers: Record<string, string>; payload: string }> = {}) =>
  h.app.server.inject({ method: 'POST', ...n, ...change, headers: { ...n.headers, ...change.headers } });

const stateOf = async (paymentId: string, chargeId: number) => {
  const [payment] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
  const [charge] = await h.db.select().from(charges).where(eq(charges.id, chargeId));
  const receipt = await h.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
  return { status: payment.status, providerPaymentId: payment.providerPaymentId, flagReason: payment.flagReason, charge: charge.status, receipts: receipt.length };
};

const approvedMailsTo = async (email: string) => {
  await h.flushMail();
  return h.smtp.messages.filter((m) => m.to.includes(email) && m.subject === 'Su pago fue aprobado').length;
};

describe('createPayment with Mercado Pago', () => {
  it('creates a Checkout Pro preference from the charges and answers its init_point', async () => {
    const { member, paymentId, checkoutUrl } = await started(4_500_050);
    const seen = mp.preferenceRequests.at(-1)!;
    expect(checkoutUrl).toMatch(/^https:\/\/www\.mercadopago\.com\.ar\/checkout\/v1\/redirect\?pref_id=/);
    expect(seen.authorization).toBe(`Bearer ${FAKE_MP_ACCESS_TOKEN}`);
    expect(seen.idempotencyKey).toContain(paymentId);
    expect(seen.body).toMatchObject({
      items: [{ title: 'Cuota de socio 2031', quantity: 1, unit_price: 45000.5, currency_id: 'ARS' }],
      payer: { email: member.user.email },
      external_reference: paymentId,
      back_urls: { success: `${PUBLIC_URL}/dashboard/estado-cuenta/pago/aprobado`, pending: `${PUBLIC_URL}/dashboard/estado-cuenta/pago/pendiente`, failure: `${PUBLIC_URL}/dashboard/estado-cuenta/pago/rechazado` },
      notification_url: `${PUBLIC_URL}/webhooks/mercadopago?source_news=webhooks`,
      auto_return: 'approved',
    });
    // No auto_return for an http PUBLIC_URL: the provider refuses it there.
    const http = preferenceBody({ externalReference: 'x', items: [], payerEmail: 'a@b.c', backUrls: { success: 'http://localhost/a', pending: 'http://localhost/b', failure: 'http://localhost/c' }, notificationUrl: 'http://localhost/w', autoReturn: false });
    expect(http).not.toHaveProperty('auto_return');
  });

  it('retries a preference request that timed out with the same idempotency key: one preference', async () => {
    const before = mp.preferences.size;
    const requestsBefore = mp.preferenceRequests.length;
    mp.stallNextPreference(1500);
    const { paymentId, checkoutUrl } = await started();
    const sent = mp.preferenceRequests.slice(requestsBefore);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(mp.preferences.size).toBe(before + 1);
    const [row] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(checkoutUrl).toContain(row.providerPreferenceId!);
  });
});

describe('createPayment when Mercado Pago is down', () => {
  it('answers CONFLICT with a Spanish message after three tries and leaves no payment behind', async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 10_000 });
    const requestsBefore = mp.preferenceRequests.length;
    mp.failNextPreferences(3);
    const res = await h.gql(CREATE, { ids: [String(charge.id)] }, { token: member.token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toBe('No se pudo iniciar el pago en línea. Intente nuevamente en unos minutos.');
    expect(mp.preferenceRequests.length - requestsBefore).toBe(3);
    expect(await h.db.select().from(payments).where(eq(payments.userId, member.user.id))).toEqual([]);
    // The provider back: the same charge can be paid.
    expect(codeOf(await h.gql(CREATE, { ids: [String(charge.id)] }, { token: member.token }))).toBeUndefined();
  });

  it('does not retry a preference the provider refused', async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 10_000 });
    const requestsBefore = mp.preferenceRequests.length;
    mp.failNextPreferences(1, 400);
    expect(codeOf(await h.gql(CREATE, { ids: [String(charge.id)] }, { token: member.token }))).toBe('CONFLICT');
    expect(mp.preferenceRequests.length - requestsBefore).toBe(1);
    expect(await h.db.select().from(payments).where(eq(payments.userId, member.user.id))).toEqual([]);
  });
});

describe('POST /webhooks/mercadopago', () => {
  it('answers 401 and changes nothing when the signature, request id, ts or data id is tampered with', async () => {
    const { member, paymentId, chargeId } = await started();
    const remote = mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: paymentId });
    const fetchesBefore = mp.paymentFetches.length;
    const good = mp.notification(remote);
    const [, v1] = good.headers['x-signature'].split(',v1=');
    const flipped = v1.slice(0, -1) + (v1.endsWith('0') ? '1' : '0');
    const oldTs = String(Math.floor(Date.now() / 1000) - 3 * 3600);
    const cases: [string, Partial<{ url: string; headers: Record<string, string>; payload: string }>][] = [
      ['signature', { headers: { 'x-signature': good.headers['x-signature'].replace(v1, flipped) } }],
      ['request id', { headers: { 'x-request-id': 'otro-request-id-1234' } }],
      ['ts', { headers: { 'x-signature': good.headers['x-signature'].replace(/ts=\d+/, `ts=${Number(good.headers['x-signature'].match(/ts=(\d+)/)![1]) + 1}`) } }],
      ['data id', { url: good.url.replace(`data.id=${remote}`, `data.id=${Number(remote) + 1}`) }],
      ['body data id', { payload: good.payload.replace(`"id":"${remote}"`, `"id":"${Number(remote) + 1}"`) }],
      ['no signature', { headers: { 'x-signature': '' } }],
      ['another secret', { headers: { 'x-signature': mp.sign(remote, good.headers['x-request-id'], good.headers['x-signature'].match(/ts=(\d+)/)![1], 'otro-secreto') } }],
      ['old ts', { headers: { 'x-signature': mp.sign(remote, good.headers['x-request-id'], oldTs) } }],
    ];
    const answers: Record<string, number> = {};
    for (const [name, change] of cases) answers[name] = (await deliver(good, change)).statusCode;
    console.log('webhook tampering answers:', JSON.stringify(answers));
    expect(Object.values(answers).every((s) => s === 401)).toBe(true);
    expect(mp.paymentFetches.length).toBe(fetchesBefore);
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'PENDING', charge: 'PENDING', receipts: 0 });
    expect(await approvedMailsTo(member.user.email)).toBe(0);

    // The same notification untouched goes through.
    expect((await deliver(good)).statusCode).toBe(200);
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'APPROVED', charge: 'PAID', receipts: 1 });
  });

  it('accepts ts in milliseconds', async () => {
    const { paymentId, chargeId } = await started();
    const remote = mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: paymentId });
    const ms = mp.notification(remote, { ts: String(Date.now()) });
    expect((await deliver(ms)).statusCode).toBe(200);
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'APPROVED', providerPaymentId: remote });
  });

  it('refuses a notification whose signature binds no payment id (no data.id in the query: the older {topic, id} shape)', async () => {
    const { paymentId, chargeId } = await started();
    const remote = mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: paymentId });
    const fetches = mp.paymentFetches.length;
    const topic = mp.notification(remote, { shape: 'topic' });
    // Its signature covers only the request id and ts: any id could be put beside it.
    expect(verifyWebhookSignature({ secret: FAKE_MP_WEBHOOK_SECRET, signature: topic.headers['x-signature'], requestId: topic.headers['x-request-id'], dataId: undefined })).toBe(false);
    expect((await deliver(topic)).statusCode).toBe(401);
    // The same, with the id only in the body.
    const good = mp.notification(remote);
    expect((await deliver(good, { url: good.url.replace(`data.id=${remote}&`, '') })).statusCode).toBe(401);
    expect(mp.paymentFetches.length).toBe(fetches);
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'PENDING', charge: 'PENDING' });
  });

  it('ends in one approved payment and one e-mail when a notification comes five times, out of order', async () => {
    const { member, paymentId, chargeId } = await started();
    // A first attempt the provider rejected, then one that went through pending → approved.
    const rejected = mp.addPayment({ status: 'rejected', amountCents: 4_500_000, externalReference: paymentId });
    const remote = mp.addPayment({ status: 'in_process', amountCents: 4_500_000, externalReference: paymentId });
    const created = mp.notification(remote, { action: 'payment.created' });
    const oldRejection = mp.notification(rejected, { action: 'payment.created' });
    mp.setStatus(remote, 'approved');
    const updated = [mp.notification(remote), mp.notification(remote, { action: 'payment.updated' }), mp.notification(remote)];
    // The "updated" ones arrive first, all at once, then the "created" one, then the old rejection.
    const answers = await Promise.all(updated.map((n) => deliver(n)));
    answers.push(await deliver(created));
    answers.push(await deliver(oldRejection));
    answers.push(await deliver(updated[0]));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'APPROVED', providerPaymentId: remote, charge: 'PAID', receipts: 1 });
    expect(await h.db.select().from(payments).where(eq(payments.userId, member.user.id))).toHaveLength(1);
    expect(await approvedMailsTo(member.user.email)).toBe(1);
  });

  it('reopens a payment the provider rejected when a later attempt is approved', async () => {
    const { paymentId, chargeId } = await started();
    const rejected = mp.addPayment({ status: 'rejected', amountCents: 4_500_000, externalReference: paymentId });
    await deliver(mp.notification(rejected));
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'REJECTED', charge: 'PENDING' });
    const approved = mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: paymentId });
    await deliver(mp.notification(approved));
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'APPROVED', providerPaymentId: approved, charge: 'PAID', receipts: 1 });
  });

  it('keeps a second approved provider payment for the same checkout apart, flagged for treasury', async () => {
    const { member, paymentId, chargeId } = await started();
    const first = mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: paymentId });
    await deliver(mp.notification(first));
    const second = mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: paymentId });
    await deliver(mp.notification(second));
    await deliver(mp.notification(second));
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'APPROVED', providerPaymentId: first, receipts: 1 });
    const rows = await h.db.select().from(payments).where(eq(payments.userId, member.user.id));
    expect(rows.map((r) => [r.status, r.providerPaymentId]).sort()).toEqual([
      ['APPROVED', first],
      ['FLAGGED', second],
    ]);
    expect(await approvedMailsTo(member.user.email)).toBe(1);
  });

  it('flags an amount or currency that does not match ours, never approving it', async () => {
    const { member, paymentId, chargeId } = await started();
    const remote = mp.addPayment({ status: 'approved', amountCents: 100, externalReference: paymentId });
    await deliver(mp.notification(remote));
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'FLAGGED', charge: 'PENDING', receipts: 0, flagReason: 'El importe informado por Mercado Pago no coincide con el del pago.' });
    expect(await approvedMailsTo(member.user.email)).toBe(0);

    const other = await started();
    const dollars = mp.addPayment({ status: 'approved', amountCents: 4_500_000, currency: 'USD', externalReference: other.paymentId });
    await deliver(mp.notification(dollars));
    expect(await stateOf(other.paymentId, other.chargeId)).toMatchObject({ status: 'FLAGGED', charge: 'PENDING', receipts: 0 });
  });

  it('records a provider payment whose external_reference is not ours for treasury, and changes nothing', async () => {
    const before = (await h.db.select().from(payments)).length;
    const stranger = mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: 'pedido-de-otro-sistema' });
    expect((await deliver(mp.notification(stranger))).statusCode).toBe(200);
    expect((await h.db.select().from(payments)).length).toBe(before);
    expect((await auditByAction(h.db, 'payment.provider.unmatched')).map((a) => a.targetId)).toContain(stranger);
  });

  it('answers 503 and changes nothing when the provider fails to answer; the notification sent again is applied', async () => {
    const { paymentId, chargeId } = await started();
    const remote = mp.addPayment({ status: 'approved', amountCents: 4_500_000, externalReference: paymentId });
    const fetches = mp.paymentFetches.length;
    // The client tries three times; the provider fails all three.
    mp.failNextPaymentFetches(3);
    const notification = mp.notification(remote);
    // No 200 until it took effect: Mercado Pago sends a notification again until it gets one.
    expect((await deliver(notification)).statusCode).toBe(503);
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'PENDING', charge: 'PENDING', receipts: 0 });
    expect((await deliver(notification)).statusCode).toBe(200);
    expect(mp.paymentFetches.length - fetches).toBe(4);
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'APPROVED', charge: 'PAID', receipts: 1 });
  });

  it('changes nothing for a payment the provider does not know, or an id that cannot be one', async () => {
    const { paymentId, chargeId } = await started();
    const fetches = mp.paymentFetches.length;
    expect((await deliver(mp.notification('99999999999'))).statusCode).toBe(200);
    expect((await deliver(mp.notification('no..es/un-id'))).statusCode).toBe(200);
    expect(mp.paymentFetches.slice(fetches)).toEqual(['99999999999']);
    expect(await stateOf(paymentId, chargeId)).toMatchObject({ status: 'PENDING', charge: 'PENDING' });
  });

  it('ignores notifications of other topics', async () => {
    const fetches = mp.paymentFetches.length;
    const n = mp.notification('123');
    const res = await deliver(n, { url: n.url.replace('type=payment', 'type=merchant_order'), payload: JSON.stringify({ type: 'merchant_order', data: { id: '123' } }) });
    expect(res.statusCode).toBe(200);
    expect(mp.paymentFetches.length).toBe(fetches);
  });
});
