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
const ACCOUNT = '{ myAccount { balanceCents creditCents refunds { id amountCents refundedAt note description receiptNumber refundOnly } } }';
type Account = { balanceCents: number; creditCents: number; refunds: { id: string; amountCents: number; refundedAt: string; note: string; description: string; receiptNumber: string | null; refundOnly: boolean }[] };
type Payment = { receiptNumber: string; receiptUrl: string; charges: { description: string; amountCents: number }[]; refunds: { amountCents: number; note: string; refundedAt: string }[] };

let h: Harness;
let treasurer: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  treasurer = await h.signIn('TESORERIA');
});
afterAll(() => h.close());

/** A member whose charge was paid twice: the second payment's receipt, and the credit it left. */
async function paidTwice(description: string, owner?: SignedIn) {
  const member = owner ?? (await h.signIn('USER'));
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

  it('the refund is on the statement too (myAccount.refunds), newest first, only the member\'s own, in the account\'s one statement', async () => {
    const { member, credit, read } = await paidTwice('Cuota 2028 pagada dos veces');
    const account = async (token = member.token) => {
      const res = await h.gql<{ myAccount: Account }>(ACCOUNT, {}, { token });
      expect(res.errors).toBeUndefined();
      return res.data!.myAccount;
    };
    const statements = () => h.countStatements(account);
    expect(await account()).toEqual({ balanceCents: -400_000, creditCents: 400_000, refunds: [] });
    const withoutRefunds = await statements();

    expect((await h.gql(REFUND, { id: String(credit.id), note: 'Transferencia de devolución del 3/5' }, { token: treasurer.token })).errors).toBeUndefined();
    const { receiptNumber } = await read();
    const after = await account();
    expect(after).toMatchObject({ balanceCents: 0, creditCents: 0 });
    expect(after.refunds).toEqual([
      { id: String(credit.id), amountCents: 400_000, refundedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), note: 'Transferencia de devolución del 3/5', description: 'Cuota 2028 pagada dos veces', receiptNumber, refundOnly: false },
    ]);
    // A second refund of the same person comes first.
    const later = await paidTwice('Inscripción 2028 pagada dos veces', member);
    expect((await h.gql(REFUND, { id: String(later.credit.id), note: 'Devuelto en efectivo' }, { token: treasurer.token })).errors).toBeUndefined();
    expect((await account()).refunds.map((f) => [f.description, f.note])).toEqual([
      ['Inscripción 2028 pagada dos veces', 'Devuelto en efectivo'],
      ['Cuota 2028 pagada dos veces', 'Transferencia de devolución del 3/5'],
    ]);
    // Read in the same statement as the balance: the session check, then the account with its refunds.
    expect(withoutRefunds).toBe(2);
    expect(await statements()).toBe(2);
    // Nobody else's refunds.
    const stranger = await paidTwice('Cuota 2028 de otra persona');
    expect((await h.gql(REFUND, { id: String(stranger.credit.id), note: 'Devuelto a otra persona' }, { token: treasurer.token })).errors).toBeUndefined();
    expect((await account()).refunds).toHaveLength(2);
    expect((await account(stranger.member.token)).refunds.map((f) => f.note)).toEqual(['Devuelto a otra persona']);
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
