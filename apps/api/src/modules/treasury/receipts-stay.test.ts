import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits } from '../../db/schema/payments';
import { buildCharge } from '../../test/factories';
import { createHarness, type Harness, type SignedIn } from '../../test/harness';
import { pdfLines } from '../../test/pdf-reader';
import { approvePayment, openPayment } from '../payments/payments.service';

const PAYMENT = 'query ($id: ID!) { myPayment(id: $id) { receiptNumber receiptUrl charges { description amountCents } refunds { amountCents note refundedAt } } }';
const REFUND = 'mutation ($id: ID!, $note: String!) { refundCredit(id: $id, note: $note) { id status } }';
const APPLY = 'mutation ($id: ID!, $chargeId: ID!) { applyCredit(id: $id, chargeId: $chargeId) { id status } }';
type Payment = { receiptNumber: string; receiptUrl: string; charges: { description: string; amountCents: number }[]; refunds: { amountCents: number; note: string; refundedAt: string }[] };

let h: Harness;
let treasurer: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  treasurer = await h.signIn('TESORERIA');
});
afterAll(() => h.close());

/** A member whose charge was paid twice: the second payment's receipt, and the credit it left. */
async function paidTwice(description: string) {
  const member = await h.signIn('USER');
  const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 400_000, description });
  const first = await h.db.transaction((tx) => openPayment(tx, { userId: member.user.id, chargeIds: [charge.id], method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING' }));
  const second = await h.db.transaction((tx) => openPayment(tx, { userId: member.user.id, chargeIds: [charge.id], method: 'TRANSFERENCIA', channel: 'REPORTED', status: 'UNDER_REVIEW' }));
  await h.db.transaction((tx) => approvePayment(tx, first.id, { decidedBy: null }));
  await h.db.transaction((tx) => approvePayment(tx, second.id, { decidedBy: treasurer.user.id }));
  const [credit] = await h.db.select().from(credits).where(eq(credits.paymentId, second.id));
  const read = async () => (await h.gql<{ myPayment: Payment }>(PAYMENT, { id: second.id }, { token: member.token })).data!.myPayment;
  const receiptText = async () => pdfLines((await h.app.server.inject({ method: 'GET', url: (await read()).receiptUrl })).rawPayload).join('\n');
  return { member, credit, read, receiptText };
}

describe('an issued receipt never changes', () => {
  it('after its credit is refunded: same concepts in Mis pagos and in the PDF; the refund is its own line, with an e-mail', async () => {
    const { member, credit, read, receiptText } = await paidTwice('Cuota 2026 pagada dos veces');
    const before = await read();
    const pdfBefore = await receiptText();
    expect(before.charges).toEqual([{ description: 'Cuota 2026 pagada dos veces', amountCents: 400_000 }]);
    expect(before.refunds).toEqual([]);

    expect((await h.gql(REFUND, { id: String(credit.id), note: 'Transferencia de devolución del 2/5' }, { token: treasurer.token })).errors).toBeUndefined();
    const after = await read();
    expect(after.charges).toEqual(before.charges);
    expect(after.receiptNumber).toBe(before.receiptNumber);
    expect(after.refunds).toMatchObject([{ amountCents: 400_000, note: 'Transferencia de devolución del 2/5' }]);
    expect(await receiptText()).toBe(pdfBefore);

    await h.flushMail();
    const mail = h.smtp.messages.find((m) => m.to.includes(member.user.email) && m.subject === 'Tesorería le devolvió un saldo a favor');
    expect(mail?.text).toContain('$ 4.000,00');
    expect(mail?.text).toContain(`comprobante N.º ${before.receiptNumber}`);
    expect(mail?.text).toContain('Transferencia de devolución del 2/5');
  });

  it('after its credit is applied to another charge', async () => {
    const { member, credit, read, receiptText } = await paidTwice('Inscripción pagada dos veces');
    const other = await buildCharge(h.db, { userId: member.user.id, amountCents: 100_000, description: 'Cuota 2027' });
    const before = await read();
    const pdfBefore = await receiptText();
    expect((await h.gql(APPLY, { id: String(credit.id), chargeId: String(other.id) }, { token: treasurer.token })).errors).toBeUndefined();
    expect((await read()).charges).toEqual(before.charges);
    expect(await receiptText()).toBe(pdfBefore);
  });
});
