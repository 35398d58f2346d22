import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { payments, receipts } from '../../db/schema/payments';
import { harnessWithFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago';
import { buildCharge } from '../../test/factories';
import { codeOf, type Harness, type SignedIn } from '../../test/harness';
import { auditByAction } from '../../test/rows';

const CREATE = 'mutation ($ids: [ID!]!) { createPayment(payments: $ids) { payment { id amountCents } } }';
const RECONCILE = 'mutation ($id: ID!) { reconcilePayment(id: $id) { id status providerStatus providerPaymentId flagReason receiptNumber person { email } } }';
const ONLINE = `query ($status: [PaymentStatus!], $search: String, $from: String, $to: String, $sort: String, $direction: SortDirection, $pageSize: Int) {
  onlinePayments(status: $status, search: $search, from: $from, to: $to, sort: $sort, direction: $direction, pageSize: $pageSize) { total items { id status providerStatus flagReason amountCents person { email } } }
}`;

type Row = { id: string; status: string; providerStatus: string | null; providerPaymentId: string | null; flagReason: string | null; receiptNumber: string | null };

let h: Harness;
let mp: FakeMercadoPago;
let close: () => Promise<void>;
let treasurer: SignedIn;
beforeAll(async () => {
  ({ h, mp, close } = await harnessWithFakeMercadoPago());
  treasurer = await h.signIn('TESORERIA');
});
afterAll(() => close());

/** A member who paid in the provider's checkout; the notification never reached us. */
async function paidWithoutNotification(amountCents = 4_500_000, o: { providerAmountCents?: number; status?: string } = {}) {
  const member = await h.signIn('USER');
  const charge = await buildCharge(h.db, { userId: member.user.id, amountCents });
  const res = await h.gql<{ createPayment: { payment: { id: string } } }>(CREATE, { ids: [String(charge.id)] }, { token: member.token });
  const paymentId = res.data!.createPayment.payment.id;
  const providerId = mp.addPayment({ status: o.status ?? 'approved', amountCents: o.providerAmountCents ?? amountCents, externalReference: paymentId });
  return { member, charge, paymentId, providerId };
}

const reconcile = (id: string) => h.gql<{ reconcilePayment: Row }>(RECONCILE, { id }, { token: treasurer.token });

describe('reconcilePayment', () => {
  it('approves a payment whose webhook never arrived; reconciling twice changes nothing more', async () => {
    const { member, charge, paymentId, providerId } = await paidWithoutNotification();
    const first = await reconcile(paymentId);
    expect(first.errors).toBeUndefined();
    expect(first.data!.reconcilePayment).toMatchObject({ status: 'APPROVED', providerStatus: 'approved', providerPaymentId: providerId, receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/) });
    const [paid] = await h.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(paid.status).toBe('PAID');

    const second = await reconcile(paymentId);
    expect(second.data!.reconcilePayment).toEqual(first.data!.reconcilePayment);
    expect(await h.db.select().from(receipts).where(eq(receipts.paymentId, paymentId))).toHaveLength(1);
    await h.flushMail();
    expect(h.smtp.messages.filter((m) => m.to.includes(member.user.email) && m.subject === 'Su pago fue aprobado')).toHaveLength(1);
    const audits = (await auditByAction(h.db, 'payment.reconciled')).filter((a) => a.targetId === paymentId);
    expect(audits.map((a) => (a.after as { status: string }).status)).toEqual(['APPROVED', 'APPROVED']);
    expect(audits[0].actorId).toBe(treasurer.user.id);
  });

  it('keeps FLAGGED a payment whose provider-side amount does not match, however often reconciled', async () => {
    const { charge, paymentId } = await paidWithoutNotification(3_000_000, { providerAmountCents: 2_999_900 });
    for (let i = 0; i < 2; i++) {
      const res = await reconcile(paymentId);
      expect(res.data!.reconcilePayment).toMatchObject({ status: 'FLAGGED', flagReason: expect.stringContaining('importe') });
    }
    const [pending] = await h.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(pending.status).toBe('PENDING');
    expect(await h.db.select().from(receipts).where(eq(receipts.paymentId, paymentId))).toHaveLength(0);
  });

  it('follows the provider: pending stays pending, and approved later is approved', async () => {
    const { paymentId, providerId } = await paidWithoutNotification(1_000_000, { status: 'in_process' });
    expect((await reconcile(paymentId)).data!.reconcilePayment).toMatchObject({ status: 'PENDING', providerStatus: 'in_process' });
    mp.setStatus(providerId, 'approved');
    expect((await reconcile(paymentId)).data!.reconcilePayment).toMatchObject({ status: 'APPROVED', providerStatus: 'approved' });
  });

  it('answers CONFLICT when the provider does not answer, NOT_FOUND for an unknown or manual payment', async () => {
    const { paymentId } = await paidWithoutNotification(1_000_000);
    mp.failNextPaymentFetches(3);
    const down = await reconcile(paymentId);
    expect(codeOf(down)).toBe('CONFLICT');
    expect(down.errors![0].message).toContain('Mercado Pago no respondió');
    expect(codeOf(await reconcile('00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    const [manual] = await h.db.insert(payments).values({ userId: treasurer.user.id, amountCents: 100, method: 'EFECTIVO', channel: 'GENERATED', status: 'APPROVED' }).returning();
    expect(codeOf(await reconcile(manual.id))).toBe('NOT_FOUND');
    expect((await h.db.select().from(payments).where(eq(payments.id, paymentId)))[0].status).toBe('PENDING');
  });
});

describe('onlinePayments', () => {
  it('filters by status (FLAGGED with its reason), person and days, sorts, and pins its statements', async () => {
    const flagged = await paidWithoutNotification(2_000_000, { providerAmountCents: 1 });
    await reconcile(flagged.paymentId);
    const res = await h.gql<{ onlinePayments: { total: number; items: { id: string; status: string; flagReason: string; person: { email: string } }[] } }>(ONLINE, { status: ['FLAGGED'], search: flagged.member.user.email }, { token: treasurer.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.onlinePayments.items).toEqual([expect.objectContaining({ id: flagged.paymentId, status: 'FLAGGED', flagReason: expect.stringContaining('importe'), person: { email: flagged.member.user.email } })]);
    const none = await h.gql<{ onlinePayments: { total: number } }>(ONLINE, { status: ['APPROVED'], search: flagged.member.user.email }, { token: treasurer.token });
    expect(none.data!.onlinePayments.total).toBe(0);
    const past = await h.gql<{ onlinePayments: { total: number } }>(ONLINE, { from: '2000-01-01', to: '2000-12-31' }, { token: treasurer.token });
    expect(past.data!.onlinePayments.total).toBe(0);
    const all = await h.gql<{ onlinePayments: { items: { amountCents: number }[] } }>(ONLINE, { sort: 'amount', direction: 'ASC', pageSize: 100 }, { token: treasurer.token });
    const amounts = all.data!.onlinePayments.items.map((p) => p.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(codeOf(await h.gql(ONLINE, { from: '2026-05-01', to: '2026-04-01' }, { token: treasurer.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(ONLINE, { from: 'ayer' }, { token: treasurer.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(ONLINE, { sort: 'password' }, { token: treasurer.token }))).toBe('BAD_USER_INPUT');

    const statementsFor = (pageSize: number) => h.countStatements(async () => expect((await h.gql(ONLINE, { pageSize }, { token: treasurer.token })).errors).toBeUndefined());
    expect(await statementsFor(10)).toBe(2); // the session check, then the page
    expect(await statementsFor(100)).toBe(2);
  });
});
