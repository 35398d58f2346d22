import { and, eq } from 'drizzle-orm';
import { formatCents } from '@portal/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { credits, paymentAllocations, payments, receipts } from '../../db/schema/payments';
import { harnessWithFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago';
import { buildCharge } from '../../test/factories';
import { codeOf, type Harness, type SignedIn } from '../../test/harness';
import { auditByAction } from '../../test/rows';
import { closePayment, openPayment } from '../payments/payments.service';

const CREATE = 'mutation ($ids: [ID!]!) { createPayment(payments: $ids) { payment { id amountCents } } }';
const RECONCILE = 'mutation ($id: ID!) { reconcilePayment(id: $id) { id status } }';
const RESOLVE = `mutation ($id: ID!, $decision: FlagResolution!, $note: String) {
  resolveFlaggedPayment(id: $id, decision: $decision, note: $note) { id status amountCents receivedCents flagReason flagResolution decisionNote receiptNumber permissions { canResolve } charges { chargeId amountCents } }
}`;
const ONLINE = 'query ($search: String) { onlinePayments(search: $search, status: [FLAGGED]) { items { id receivedCents receivedCurrency permissions { canResolve } } } }';
const CREDITS = 'query ($search: String) { treasuryCredits(search: $search) { items { id amountCents refundOnly permissions { canDecide canApply } } } }';
const APPLY = 'mutation ($id: ID!, $chargeId: ID!) { applyCredit(id: $id, chargeId: $chargeId) { id status } }';
const REFUND_CREDIT = 'mutation ($id: ID!, $note: String!) { refundCredit(id: $id, note: $note) { id status } }';
const MY_CHARGES = '{ myCharges(pageSize: 50) { items { id status paidCents pendingCents } } }';
const ACCOUNT = '{ myAccount { balanceCents creditCents } }';

type Resolved = { resolveFlaggedPayment: { id: string; status: string; amountCents: number; receivedCents: number; flagReason: string; flagResolution: string; decisionNote: string; receiptNumber: string | null; permissions: { canResolve: boolean }; charges: { chargeId: string; amountCents: number }[] } };

let h: Harness;
let mp: FakeMercadoPago;
let close: () => Promise<void>;
let treasurer: SignedIn;
beforeAll(async () => {
  ({ h, mp, close } = await harnessWithFakeMercadoPago());
  treasurer = await h.signIn('TESORERIA');
});
afterAll(() => close());

/** A member's online payment for `amounts` (one charge each) that Mercado Pago approved for `received`: FLAGGED after «Conciliar». */
async function flagged(amounts: number[], received: number) {
  const member = await h.signIn('USER');
  const built = [];
  for (const amountCents of amounts) built.push(await buildCharge(h.db, { userId: member.user.id, amountCents, description: `Cargo de ${amountCents}` }));
  const res = await h.gql<{ createPayment: { payment: { id: string } } }>(CREATE, { ids: built.map((c) => String(c.id)) }, { token: member.token });
  const paymentId = res.data!.createPayment.payment.id;
  const providerId = mp.addPayment({ status: 'approved', amountCents: received, externalReference: paymentId });
  expect((await h.gql<{ reconcilePayment: { status: string } }>(RECONCILE, { id: paymentId }, { token: treasurer.token })).data!.reconcilePayment.status).toBe('FLAGGED');
  return { member, charges: built, paymentId, providerId };
}

const resolve = (id: string, decision: string, note: unknown = 'Revisado con el extracto de Mercado Pago', token = treasurer.token) => h.gql<Resolved>(RESOLVE, { id, decision, note }, { token });
const paymentRow = async (id: string) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0];
const mailsTo = async (email: string, subject: string) => {
  await h.flushMail();
  return h.smtp.messages.filter((m) => m.to.includes(email) && m.subject === subject);
};

describe('resolveFlaggedPayment: ACCEPT', () => {
  it('approves a short payment for what was received: a receipt for it, the charge left partly pending, the approval mail with the note, audited', async () => {
    const { member, charges: [charge], paymentId } = await flagged([3_000_000], 2_000_000);
    const listed = await h.gql<{ onlinePayments: { items: { id: string; receivedCents: number; receivedCurrency: string; permissions: { canResolve: boolean } }[] } }>(ONLINE, { search: member.user.email }, { token: treasurer.token });
    expect(listed.data!.onlinePayments.items).toEqual([{ id: paymentId, receivedCents: 2_000_000, receivedCurrency: 'ARS', permissions: { canResolve: true } }]);

    const res = await resolve(paymentId, 'ACCEPT', 'El socio pagó parte; el resto queda pendiente');
    expect(res.errors).toBeUndefined();
    expect(res.data!.resolveFlaggedPayment).toMatchObject({
      status: 'APPROVED',
      amountCents: 2_000_000,
      flagResolution: 'ACCEPT',
      decisionNote: 'El socio pagó parte; el resto queda pendiente',
      flagReason: expect.stringContaining('importe'),
      receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
      permissions: { canResolve: false },
      charges: [{ chargeId: String(charge.id), amountCents: 2_000_000 }],
    });
    const [receipt] = await h.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
    expect(receipt.lines).toEqual([{ chargeId: charge.id, description: charge.description, amountCents: 2_000_000 }]);
    const mine = await h.gql<{ myCharges: { items: { id: string; status: string; paidCents: number; pendingCents: number }[] } }>(MY_CHARGES, {}, { token: member.token });
    expect(mine.data!.myCharges.items).toContainEqual({ id: String(charge.id), status: 'PENDING', paidCents: 2_000_000, pendingCents: 1_000_000 });
    expect(await h.db.select().from(credits).where(eq(credits.paymentId, paymentId))).toHaveLength(0);

    const [mail] = await mailsTo(member.user.email, 'Su pago fue aprobado');
    expect(mail.text).toContain(formatCents(2_000_000));
    expect(mail.text).toContain('El socio pagó parte; el resto queda pendiente');
    expect(mail.text).toContain(res.data!.resolveFlaggedPayment.receiptNumber!);
    const audit = (await auditByAction(h.db, 'payment.flag.accepted')).find((a) => a.targetId === paymentId);
    expect(audit).toMatchObject({ actorId: treasurer.user.id, targetUserId: member.user.id, before: { status: 'FLAGGED', amountCents: 3_000_000, receivedCents: 2_000_000 }, after: { status: 'APPROVED', note: 'El socio pagó parte; el resto queda pendiente', creditCents: 0 } });
  });

  it('approves a payment over the charges: every charge paid, the excess an open credit as the ledger makes it', async () => {
    const { member, charges: [first, second], paymentId } = await flagged([1_000_000, 2_000_000], 3_500_000);
    const res = await resolve(paymentId, 'ACCEPT');
    expect(res.data!.resolveFlaggedPayment.charges).toEqual([
      { chargeId: String(first.id), amountCents: 1_000_000 },
      { chargeId: String(second.id), amountCents: 2_500_000 },
    ]);
    const rows = await h.db.select().from(charges).where(eq(charges.userId, member.user.id));
    expect(rows.map((c) => c.status)).toEqual(['PAID', 'PAID']);
    const [credit] = await h.db.select().from(credits).where(eq(credits.paymentId, paymentId));
    expect(credit).toMatchObject({ chargeId: second.id, amountCents: 500_000, status: 'OPEN', refundOnly: false });
    const account = await h.gql<{ myAccount: { balanceCents: number; creditCents: number } }>(ACCOUNT, {}, { token: member.token });
    expect(account.data!.myAccount).toEqual({ balanceCents: -500_000, creditCents: 500_000 });
  });

  it('accepts a second approval of one order (a row of its own) as a credit on the order’s charge', async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 1_000_000 });
    const created = await h.gql<{ createPayment: { payment: { id: string } } }>(CREATE, { ids: [String(charge.id)] }, { token: member.token });
    const order = created.data!.createPayment.payment.id;
    mp.addPayment({ status: 'approved', amountCents: 1_000_000, externalReference: order });
    await h.gql(RECONCILE, { id: order }, { token: treasurer.token });
    const secondId = mp.addPayment({ status: 'approved', amountCents: 1_000_000, externalReference: order });
    await h.gql(RECONCILE, { id: order }, { token: treasurer.token });
    const [second] = await h.db.select().from(payments).where(eq(payments.providerPaymentId, secondId));
    expect(second).toMatchObject({ status: 'FLAGGED', receivedCents: 1_000_000 });
    expect((await resolve(second.id, 'ACCEPT')).data!.resolveFlaggedPayment).toMatchObject({ status: 'APPROVED', receiptNumber: expect.any(String) });
    const [credit] = await h.db.select().from(credits).where(eq(credits.paymentId, second.id));
    expect(credit).toMatchObject({ chargeId: charge.id, amountCents: 1_000_000, status: 'OPEN', refundOnly: false });
  });
});

describe('resolveFlaggedPayment: REFUND', () => {
  it('rejects the payment, makes what was received a credit only to refund, tells the member; «Reembolsar» completes it', async () => {
    const { member, charges: [charge, other], paymentId } = await flagged([3_000_000, 500_000], 2_999_900);
    const res = await resolve(paymentId, 'REFUND', 'No coincide con ninguna deuda: se devuelve');
    expect(res.errors).toBeUndefined();
    expect(res.data!.resolveFlaggedPayment).toMatchObject({ status: 'REJECTED', flagResolution: 'REFUND', receiptNumber: null, decisionNote: 'No coincide con ninguna deuda: se devuelve' });
    expect(await h.db.select().from(receipts).where(eq(receipts.paymentId, paymentId))).toHaveLength(0);
    const rows = await h.db.select().from(charges).where(eq(charges.userId, member.user.id));
    expect(rows.map((c) => c.status)).toEqual(['PENDING', 'PENDING']);
    const [credit] = await h.db.select().from(credits).where(eq(credits.paymentId, paymentId));
    expect(credit).toMatchObject({ chargeId: charge.id, amountCents: 2_999_900, status: 'OPEN', refundOnly: true });
    const account = await h.gql<{ myAccount: { balanceCents: number; creditCents: number } }>(ACCOUNT, {}, { token: member.token });
    expect(account.data!.myAccount).toEqual({ balanceCents: 3_500_000, creditCents: 2_999_900 });
    const [mail] = await mailsTo(member.user.email, 'Tesorería le devolverá un pago en línea');
    expect(mail.text).toContain('No coincide con ninguna deuda: se devuelve');
    expect(mail.text).toContain('no se aplicó a ninguno de sus cargos');
    const audit = (await auditByAction(h.db, 'payment.flag.refunded')).find((a) => a.targetId === paymentId);
    expect(audit).toMatchObject({ actorId: treasurer.user.id, targetUserId: member.user.id, after: { status: 'REJECTED', note: 'No coincide con ninguna deuda: se devuelve', refundCents: 2_999_900 } });

    // Marked for refund: never applied to a charge (it paid none), only refunded.
    const listed = await h.gql<{ treasuryCredits: { items: { id: string; refundOnly: boolean; permissions: { canDecide: boolean; canApply: boolean } }[] } }>(CREDITS, { search: member.user.email }, { token: treasurer.token });
    expect(listed.data!.treasuryCredits.items).toEqual([{ id: String(credit.id), amountCents: 2_999_900, refundOnly: true, permissions: { canDecide: true, canApply: false } }]);
    const apply = await h.gql(APPLY, { id: String(credit.id), chargeId: String(other.id) }, { token: treasurer.token });
    expect(apply.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'CREDIT_REFUND_ONLY' });
    expect((await h.db.select().from(charges).where(eq(charges.id, other.id)))[0].status).toBe('PENDING');
    const allocationsBefore = await h.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId));
    expect((await h.gql<{ refundCredit: { status: string } }>(REFUND_CREDIT, { id: String(credit.id), note: 'Transferido al CBU del socio' }, { token: treasurer.token })).data!.refundCredit.status).toBe('REFUNDED');
    expect(await h.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId))).toEqual(allocationsBefore);
    const [refunded] = await mailsTo(member.user.email, 'Tesorería le devolvió un saldo a favor');
    expect(refunded.text).toContain('de su pago en línea observado');
    // The member's statement lists the refund as a record of its own (no receipt: the payment paid nothing).
    const statement = await h.gql<{ myAccount: { refunds: unknown[] } }>('{ myAccount { refunds { amountCents note description receiptNumber refundOnly } } }', {}, { token: member.token });
    expect(statement.data!.myAccount.refunds).toEqual([{ amountCents: 2_999_900, note: 'Transferido al CBU del socio', description: charge.description, receiptNumber: null, refundOnly: true }]);
  });
});

describe('resolveFlaggedPayment: refusals', () => {
  it('answers BAD_USER_INPUT with Spanish per-field messages and changes nothing', async () => {
    const { paymentId } = await flagged([1_000_000], 900_000);
    for (const note of [null, '', '   ', 'x'.repeat(501)]) {
      const res = await resolve(paymentId, 'ACCEPT', note);
      expect(codeOf(res), String(note)).toBe('BAD_USER_INPUT');
      expect((res.errors![0].extensions!.fields as Record<string, string>).note).toMatch(/motivo|caracteres|Indique/);
    }
    const badId = await resolve('no-es-un-id', 'REFUND');
    expect(codeOf(badId)).toBe('BAD_USER_INPUT');
    expect((badId.errors![0].extensions!.fields as Record<string, string>).id).toMatch(/no es válido/);
    expect(codeOf(await resolve('00000000-0000-4000-8000-000000000000', 'REFUND'))).toBe('NOT_FOUND');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'FLAGGED', flagResolution: null, amountCents: 1_000_000 });
    expect(await h.db.select().from(credits).where(eq(credits.paymentId, paymentId))).toHaveLength(0);
    expect((await auditByAction(h.db, 'payment.flag.accepted')).filter((a) => a.targetId === paymentId)).toHaveLength(0);
  });

  it('answers CONFLICT for a payment that is not (or no longer) FLAGGED', async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 700_000 });
    const pending = (await h.gql<{ createPayment: { payment: { id: string } } }>(CREATE, { ids: [String(charge.id)] }, { token: member.token })).data!.createPayment.payment.id;
    expect((await resolve(pending, 'ACCEPT')).errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'PAYMENT_NOT_FLAGGED' });
    expect((await paymentRow(pending)).status).toBe('PENDING');

    const { paymentId } = await flagged([1_000_000], 1_100_000);
    expect((await resolve(paymentId, 'REFUND')).errors).toBeUndefined();
    const again = await resolve(paymentId, 'ACCEPT');
    expect(again.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'PAYMENT_NOT_FLAGGED' });
    expect(again.errors![0].message).toMatch(/^Este pago ya no está observado: quedó «Rechazado» por .+ el /);
    expect((await paymentRow(paymentId)).status).toBe('REJECTED');
  });

  it('refuses the treasurer’s own payment (CONFLICT OWN_PAYMENT) and changes nothing; another treasurer may', async () => {
    // The treasurer's own checkout, flagged by the provider (as the webhook flags it).
    const charge = await buildCharge(h.db, { userId: treasurer.user.id, amountCents: 1_000_000 });
    const paymentId = await h.db.transaction(async (tx) => {
      const opened = await openPayment(tx, { userId: treasurer.user.id, chargeIds: [charge.id], method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING' });
      await closePayment(tx, opened.id, 'FLAGGED', { decidedBy: null, flagReason: 'El importe informado por Mercado Pago no coincide con el del pago.', received: { cents: 900_000, currency: 'ARS' } });
      return opened.id;
    });
    const listed = await h.gql<{ onlinePayments: { items: { permissions: { canResolve: boolean } }[] } }>(ONLINE, { search: treasurer.user.email }, { token: treasurer.token });
    expect(listed.data!.onlinePayments.items.map((p) => p.permissions.canResolve)).toEqual([false]);
    const own = await resolve(paymentId, 'REFUND');
    expect(own.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'OWN_PAYMENT' });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'FLAGGED', flagResolution: null });
    expect(await h.db.select().from(credits).where(eq(credits.paymentId, paymentId))).toHaveLength(0);
    const other = await h.signIn('TESORERIA');
    expect((await resolve(paymentId, 'REFUND', 'Lo resuelve otra persona', other.token)).errors).toBeUndefined();
  });

  it('resolves once when two treasurers resolve the same payment at once', async () => {
    const other = await h.signIn('TESORERIA');
    const { paymentId } = await flagged([1_000_000], 1_200_000);
    const results = await Promise.all([resolve(paymentId, 'ACCEPT', 'Se acepta', treasurer.token), resolve(paymentId, 'REFUND', 'Se devuelve', other.token)]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.map((r) => r.errors?.[0]?.extensions?.reason).filter(Boolean)).toEqual(['PAYMENT_NOT_FLAGGED']);
    const row = await paymentRow(paymentId);
    const receiptsOf = await h.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
    const creditsOf = await h.db.select().from(credits).where(eq(credits.paymentId, paymentId));
    if (row.status === 'APPROVED') {
      expect(receiptsOf).toHaveLength(1);
      expect(creditsOf).toEqual([expect.objectContaining({ amountCents: 200_000, refundOnly: false })]);
    } else {
      expect(row.status).toBe('REJECTED');
      expect(receiptsOf).toHaveLength(0);
      expect(creditsOf).toEqual([expect.objectContaining({ amountCents: 1_200_000, refundOnly: true })]);
    }
    const audits = [...(await auditByAction(h.db, 'payment.flag.accepted')), ...(await auditByAction(h.db, 'payment.flag.refunded'))].filter((a) => a.targetId === paymentId);
    expect(audits).toHaveLength(1);
  });
});

describe('a resolved payment and the provider', () => {
  it('neither «Conciliar» nor a webhook reopens a payment treasury refunded', async () => {
    const { member, charges: [charge], paymentId, providerId } = await flagged([1_000_000], 1_000_100);
    expect((await resolve(paymentId, 'REFUND')).errors).toBeUndefined();
    // The provider still says approved: without the guard the payment would be flagged again.
    expect((await h.gql<{ reconcilePayment: { status: string } }>(RECONCILE, { id: paymentId }, { token: treasurer.token })).data!.reconcilePayment.status).toBe('REJECTED');
    const n = mp.notification(providerId);
    expect((await h.app.server.inject({ method: 'POST', ...n })).statusCode).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'REJECTED', flagResolution: 'REFUND' });
    expect((await h.db.select().from(charges).where(eq(charges.id, charge.id)))[0].status).toBe('PENDING');
    expect(await h.db.select().from(receipts).where(eq(receipts.paymentId, paymentId))).toHaveLength(0);
    expect(await h.db.select().from(credits).where(and(eq(credits.paymentId, paymentId), eq(credits.status, 'OPEN')))).toHaveLength(1);
    expect(await mailsTo(member.user.email, 'Su pago fue aprobado')).toHaveLength(0);
  });

  it('«Conciliar» fills in what was received for a flag recorded before it was kept', async () => {
    const { paymentId } = await flagged([1_000_000], 800_000);
    await h.db.update(payments).set({ receivedCents: null, receivedCurrency: null }).where(eq(payments.id, paymentId));
    expect((await resolve(paymentId, 'ACCEPT')).errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'RECEIVED_UNKNOWN' });
    await h.gql(RECONCILE, { id: paymentId }, { token: treasurer.token });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'FLAGGED', receivedCents: 800_000, receivedCurrency: 'ARS' });
  });
});
