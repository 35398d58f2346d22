import { buenosAiresDay } from '@portal/domain/dates';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { users } from '../../db/schema/users';
import { credits, paymentAllocations, payments } from '../../db/schema/payments';
import { buildCharge, buildInscription, buildMembership } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { auditByAction } from '../../test/rows';
import { approvePayment, openPayment } from '../payments/payments.service';

const GENERATE = `mutation ($userId: ID!, $payments: [ID!]!, $informedDay: String!, $method: PaymentMethod!, $internalReceipt: String, $note: String, $notify: Boolean) {
  generatePayment(userId: $userId, payments: $payments, informedDay: $informedDay, method: $method, internalReceipt: $internalReceipt, note: $note, notify: $notify) { id status channel method amountCents receiptNumber receiptUrl charges { chargeId amountCents } }
}`;
const PERSON = 'query ($userId: ID!) { personCharges(userId: $userId) { person { id firstName email pendingCents } account { balanceCents creditCents } charges { id description amountCents pendingCents underReviewCents feeApplied feeReason } } }';
const PEOPLE = 'query ($search: String, $pageSize: Int) { paymentPeople(search: $search, pageSize: $pageSize) { total items { id email pendingCents } } }';
const MY_PAYMENTS = '{ myPayments { items { id status channel receiptNumber receiptUrl } } }';
const MY_CHARGES = '{ myCharges(pageSize: 50) { items { id status amountCents pendingCents feeApplied feeReason } } }';
const CREDITS = 'query ($status: CreditStatus, $search: String, $pageSize: Int) { treasuryCredits(status: $status, search: $search, pageSize: $pageSize) { total items { id amountCents status resolutionNote person { email } charge { id description } appliedCharge { id } payment { id receiptNumber } permissions { canDecide } } } }';
const REFUND = 'mutation ($id: ID!, $note: String!) { refundCredit(id: $id, note: $note) { id status amountCents resolutionNote } }';
const APPLY = 'mutation ($id: ID!, $chargeId: ID!) { applyCredit(id: $id, chargeId: $chargeId) { id status amountCents appliedCharge { id } } }';
const ACCOUNT = '{ myAccount { chargedCents paidCents balanceCents creditCents } }';

type Generated = { generatePayment: { id: string; status: string; channel: string; method: string; amountCents: number; receiptNumber: string; receiptUrl: string; charges: { chargeId: string; amountCents: number }[] } };

let h: Harness;
let treasurer: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  treasurer = await h.signIn('TESORERIA');
});
afterAll(() => h.close());

const today = () => buenosAiresDay();
const generate = (vars: Record<string, unknown>, token = treasurer.token) =>
  h.gql<Generated>(GENERATE, { informedDay: today(), method: 'TRANSFERENCIA', ...vars }, { token });

/** A member with a pending charge paid twice (two payments approved): an OPEN credit. */
async function memberWithCredit(cents = 1_000_000, owner?: SignedIn) {
  const member = owner ?? (await h.signIn('USER'));
  const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: cents, description: 'Cuota de socio pagada dos veces' });
  const first = await h.db.transaction((tx) => openPayment(tx, { userId: member.user.id, chargeIds: [charge.id], method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING' }));
  const second = await h.db.transaction((tx) => openPayment(tx, { userId: member.user.id, chargeIds: [charge.id], method: 'TRANSFERENCIA', channel: 'REPORTED', status: 'UNDER_REVIEW' }));
  await h.db.transaction((tx) => approvePayment(tx, first.id, { decidedBy: null }));
  await h.db.transaction((tx) => approvePayment(tx, second.id, { decidedBy: treasurer.user.id }));
  const [credit] = await h.db.select().from(credits).where(eq(credits.paymentId, second.id));
  return { member, charge, credit, origin: second.id };
}

describe('generatePayment', () => {
  it('records an approved payment for the chosen charges, audited, and e-mails the receipt', async () => {
    const member = await h.signIn('USER');
    const dues = await buildCharge(h.db, { userId: member.user.id, amountCents: 4_500_000, description: 'Cuota de socio 2031' });
    const other = await buildCharge(h.db, { userId: member.user.id, amountCents: 2_000_000, description: 'Inscripción al congreso' });

    const person = await h.gql<{ personCharges: { person: { pendingCents: number }; charges: { id: string; pendingCents: number }[] } }>(PERSON, { userId: member.user.id }, { token: treasurer.token });
    expect(person.errors).toBeUndefined();
    expect(person.data!.personCharges.person.pendingCents).toBe(6_500_000);
    expect(person.data!.personCharges.charges.map((c) => c.id)).toEqual([String(dues.id), String(other.id)]);

    const res = await generate({ userId: member.user.id, payments: [String(dues.id)], method: 'EFECTIVO', internalReceipt: 'R-0042', note: 'Pagó en la sede', notify: true });
    expect(res.errors).toBeUndefined();
    const payment = res.data!.generatePayment;
    expect(payment).toMatchObject({ status: 'APPROVED', channel: 'GENERATED', method: 'EFECTIVO', amountCents: 4_500_000, receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/) });

    const [row] = await h.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ createdBy: treasurer.user.id, decidedBy: treasurer.user.id, informedDay: today(), internalReceipt: 'R-0042', note: 'Pagó en la sede' });
    const [paid] = await h.db.select().from(charges).where(eq(charges.id, dues.id));
    expect(paid.status).toBe('PAID');
    const audit = (await auditByAction(h.db, 'payment.generated')).find((a) => a.targetId === payment.id);
    expect(audit).toMatchObject({ actorId: treasurer.user.id, targetUserId: member.user.id });

    // The member sees it paid, with its receipt.
    const mine = await h.gql<{ myPayments: { items: { id: string; status: string; receiptNumber: string }[] } }>(MY_PAYMENTS, {}, { token: member.token });
    expect(mine.data!.myPayments.items).toContainEqual(expect.objectContaining({ id: payment.id, status: 'APPROVED', receiptNumber: payment.receiptNumber }));

    await h.flushMail();
    const mail = h.smtp.messages.find((m) => m.to.includes(member.user.email) && m.subject === 'Tesorería registró su pago');
    expect(mail?.text).toContain(payment.receiptNumber);
    const link = /https:\/\/portal\.asociacion\.test(\/comprobantes\/[^\s]+)/.exec(mail!.text)![1];
    const pdf = await h.app.server.inject({ method: 'GET', url: link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends no e-mail without notify', async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 100_000 });
    expect((await generate({ userId: member.user.id, payments: [String(charge.id)] })).errors).toBeUndefined();
    await h.flushMail();
    expect(h.smtp.messages.filter((m) => m.to.includes(member.user.email) && m.subject === 'Tesorería registró su pago')).toHaveLength(0);
  });

  it('refuses bad input per field and changes nothing', async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 100_000 });
    const cases: [Record<string, unknown>, string][] = [
      [{ userId: 'no-es-un-id' }, 'userId'],
      [{ payments: [] }, 'payments'],
      [{ payments: ['abc'] }, 'payments.0'],
      [{ informedDay: '2999-01-01' }, 'informedDay'],
      [{ informedDay: '31/02/2026' }, 'informedDay'],
      [{ informedDay: '' }, 'informedDay'],
      [{ internalReceipt: 'x'.repeat(61) }, 'internalReceipt'],
      [{ note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [change, field] of cases) {
      const res = await generate({ userId: member.user.id, payments: [String(charge.id)], ...change });
      expect(codeOf(res), field).toBe('BAD_USER_INPUT');
      expect(Object.keys((res.errors![0].extensions as { fields: Record<string, string> }).fields), field).toContain(field);
    }
    expect(await h.db.select().from(payments).where(eq(payments.userId, member.user.id))).toHaveLength(0);
  });

  it("refuses someone else's charge (NOT_FOUND), a paid one and the treasurer's own (CONFLICT)", async () => {
    const member = await h.signIn('USER');
    const stranger = await h.signIn('USER');
    const theirs = await buildCharge(h.db, { userId: stranger.user.id, amountCents: 100_000 });
    expect(codeOf(await generate({ userId: member.user.id, payments: [String(theirs.id)] }))).toBe('NOT_FOUND');
    expect(codeOf(await generate({ userId: '00000000-0000-4000-8000-000000000000', payments: [String(theirs.id)] }))).toBe('NOT_FOUND');
    const paid = await buildCharge(h.db, { userId: member.user.id, amountCents: 100_000, status: 'PAID' });
    expect(codeOf(await generate({ userId: member.user.id, payments: [String(paid.id)] }))).toBe('CONFLICT');
    const own = await buildCharge(h.db, { userId: treasurer.user.id, amountCents: 100_000 });
    const res = await generate({ userId: treasurer.user.id, payments: [String(own.id)] });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toContain('propio nombre');
    expect(await h.db.select().from(payments).where(eq(payments.userId, treasurer.user.id))).toHaveLength(0);
  });

  it('records one payment when two treasurers record the same charge at once', async () => {
    const other = await h.signIn('TESORERIA');
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 300_000 });
    const results = await Promise.all([treasurer.token, other.token].map((token) => generate({ userId: member.user.id, payments: [String(charge.id)] }, token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.map(codeOf).filter(Boolean)).toEqual(['CONFLICT']);
    const rows = await h.db.select().from(payments).where(and(eq(payments.userId, member.user.id), eq(payments.status, 'APPROVED')));
    expect(rows).toHaveLength(1);
    expect(await h.db.select().from(credits).where(eq(credits.userId, member.user.id))).toHaveLength(0);
  });
});

describe('paymentPeople and personCharges', () => {
  it('unsearched, every sort in both directions gives the order the database gives, page after page (the prepared statements)', async () => {
    for (const [firstName, lastName] of [['Ñoño', 'Álvarez'], ['ana', 'Zúñiga'], ['Eva', 'ñandú']]) await h.signIn({ firstName, lastName });
    const SORTED = 'query ($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) { paymentPeople(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) { items { id } } }';
    const keys = { name: sql`${users.sortKey} collate "C"`, email: users.email, created: users.createdAt };
    for (const [sort, key] of Object.entries(keys)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const descending = direction === 'DESC';
        const expected = await h.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.enabled, true))
          .orderBy(descending ? desc(key) : asc(key), descending ? desc(users.id) : asc(users.id))
          .limit(6);
        const ids: string[] = [];
        for (const page of [0, 1]) {
          const res = await h.gql<{ paymentPeople: { items: { id: string }[] } }>(SORTED, { sort, direction, page, pageSize: 3 }, { token: treasurer.token });
          ids.push(...res.data!.paymentPeople.items.map((p) => p.id));
        }
        expect(ids, `${sort} ${direction}`).toEqual(expected.map((r) => r.id));
      }
    }
  });

  it('finds a person by name, e-mail or document with what they owe; NOT_FOUND for an unknown person', async () => {
    const member = await h.signIn({ firstName: 'Hermenegilda', lastName: 'Quispe' });
    await buildCharge(h.db, { userId: member.user.id, amountCents: 250_000 });
    const res = await h.gql<{ paymentPeople: { total: number; items: { id: string; pendingCents: number }[] } }>(PEOPLE, { search: 'hermenegilda' }, { token: treasurer.token });
    expect(res.data!.paymentPeople.items).toEqual([expect.objectContaining({ id: member.user.id, pendingCents: 250_000 })]);
    expect(codeOf(await h.gql(PERSON, { userId: '00000000-0000-4000-8000-000000000000' }, { token: treasurer.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(PERSON, { userId: 'x' }, { token: treasurer.token }))).toBe('BAD_USER_INPUT');
  });

  it('runs two statements per request (the session check, then the page), whatever the page size', async () => {
    for (let i = 0; i < 12; i++) await buildCharge(h.db, { userId: (await h.signIn('USER')).user.id, amountCents: 1000 });
    const statementsFor = (pageSize: number) => h.countStatements(async () => expect((await h.gql(PEOPLE, { pageSize }, { token: treasurer.token })).errors).toBeUndefined());
    const ten = await statementsFor(10);
    expect(await statementsFor(100)).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page
  });
});

describe('credits', () => {
  it('lists an open credit with its person, amount and origin payment', async () => {
    const { member, charge, origin } = await memberWithCredit(700_000);
    const res = await h.gql<{ treasuryCredits: { items: { amountCents: number; status: string; person: { email: string }; charge: { id: string }; payment: { id: string; receiptNumber: string } }[] } }>(
      CREDITS,
      { search: member.user.email },
      { token: treasurer.token },
    );
    expect(res.data!.treasuryCredits.items).toEqual([
      expect.objectContaining({ amountCents: 700_000, status: 'OPEN', person: { email: member.user.email }, charge: expect.objectContaining({ id: String(charge.id) }), payment: { id: origin, receiptNumber: expect.any(String) } }),
    ]);
    const statementsFor = (pageSize: number) => h.countStatements(async () => expect((await h.gql(CREDITS, { pageSize }, { token: treasurer.token })).errors).toBeUndefined());
    expect(await statementsFor(10)).toBe(2); // the session check, then the page
    expect(await statementsFor(100)).toBe(2);
  });

  it('refunds a credit with a note: the balance is charges − approved allocations again; once only', async () => {
    const { member, credit } = await memberWithCredit(500_000);
    const before = await h.gql<{ myAccount: { balanceCents: number; creditCents: number } }>(ACCOUNT, {}, { token: member.token });
    expect(before.data!.myAccount).toMatchObject({ balanceCents: -500_000, creditCents: 500_000 });
    expect(codeOf(await h.gql(REFUND, { id: String(credit.id), note: '  ' }, { token: treasurer.token }))).toBe('BAD_USER_INPUT');
    const res = await h.gql<{ refundCredit: { status: string; resolutionNote: string } }>(REFUND, { id: String(credit.id), note: 'Transferencia de devolución 2031-11-02' }, { token: treasurer.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.refundCredit).toMatchObject({ status: 'REFUNDED', resolutionNote: 'Transferencia de devolución 2031-11-02' });
    const after = await h.gql<{ myAccount: { balanceCents: number; creditCents: number; paidCents: number } }>(ACCOUNT, {}, { token: member.token });
    expect(after.data!.myAccount).toMatchObject({ balanceCents: 0, creditCents: 0, paidCents: 500_000 });
    expect((await auditByAction(h.db, 'credit.refunded')).some((a) => a.targetId === String(credit.id) && a.actorId === treasurer.user.id)).toBe(true);
    expect(codeOf(await h.gql(REFUND, { id: String(credit.id), note: 'otra vez' }, { token: treasurer.token }))).toBe('CONFLICT');
    expect(codeOf(await h.gql(APPLY, { id: String(credit.id), chargeId: '1' }, { token: treasurer.token }))).toBe('CONFLICT');
    expect(codeOf(await h.gql(REFUND, { id: '2147483000', note: 'x' }, { token: treasurer.token }))).toBe('NOT_FOUND');
  });

  it('applies a credit to another pending charge of the same person, which becomes paid when covered', async () => {
    const { member, credit, charge: origin } = await memberWithCredit(600_000);
    const small = await buildCharge(h.db, { userId: member.user.id, amountCents: 400_000, description: 'Inscripción al congreso' });
    const big = await buildCharge(h.db, { userId: member.user.id, amountCents: 900_000, description: 'Cuota de socio 2032' });
    const stranger = await buildCharge(h.db, { userId: (await h.signIn('USER')).user.id, amountCents: 100_000 });
    expect(codeOf(await h.gql(APPLY, { id: String(credit.id), chargeId: String(stranger.id) }, { token: treasurer.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(APPLY, { id: String(credit.id), chargeId: String(origin.id) }, { token: treasurer.token }))).toBe('CONFLICT');
    expect(codeOf(await h.gql(APPLY, { id: String(credit.id), chargeId: 'abc' }, { token: treasurer.token }))).toBe('BAD_USER_INPUT');

    // 600 000 credit → 400 000 pays the inscription, 200 000 stays open.
    const first = await h.gql<{ applyCredit: { status: string; amountCents: number } }>(APPLY, { id: String(credit.id), chargeId: String(small.id) }, { token: treasurer.token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.applyCredit).toMatchObject({ status: 'OPEN', amountCents: 200_000 });
    // The rest goes to the dues, which stay pending for 700 000.
    const second = await h.gql<{ applyCredit: { status: string; amountCents: number; appliedCharge: { id: string } } }>(APPLY, { id: String(credit.id), chargeId: String(big.id) }, { token: treasurer.token });
    expect(second.data!.applyCredit).toMatchObject({ status: 'APPLIED', amountCents: 200_000, appliedCharge: { id: String(big.id) } });

    const statement = await h.gql<{ myCharges: { items: { id: string; status: string; pendingCents: number }[] } }>(MY_CHARGES, {}, { token: member.token });
    const byId = new Map(statement.data!.myCharges.items.map((c) => [c.id, c]));
    expect(byId.get(String(small.id))).toMatchObject({ status: 'PAID', pendingCents: 0 });
    expect(byId.get(String(big.id))).toMatchObject({ status: 'PENDING', pendingCents: 700_000 });
    expect(byId.get(String(origin.id))).toMatchObject({ status: 'PAID', pendingCents: 0 });
    const account = await h.gql<{ myAccount: { chargedCents: number; balanceCents: number; creditCents: number } }>(ACCOUNT, {}, { token: member.token });
    expect(account.data!.myAccount).toMatchObject({ chargedCents: 1_900_000, balanceCents: 700_000, creditCents: 0 });
    const allocations = await h.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, credit.paymentId));
    expect(allocations.reduce((s, a) => s + a.amountCents, 0)).toBe(600_000);
    expect((await auditByAction(h.db, 'credit.applied')).filter((a) => a.targetId === String(credit.id))).toHaveLength(2);
  });

  it("refuses a treasurer's own credit, refunded or applied (CONFLICT, nothing changed); another treasurer may", async () => {
    const own = await h.signIn('TESORERIA');
    const { credit } = await memberWithCredit(250_000, own);
    const target = await buildCharge(h.db, { userId: own.user.id, amountCents: 250_000 });
    const refund = await h.gql(REFUND, { id: String(credit.id), note: 'Me lo devuelvo' }, { token: own.token });
    expect(codeOf(refund)).toBe('CONFLICT');
    expect(refund.errors![0].message).toContain('crédito propio');
    const apply = await h.gql(APPLY, { id: String(credit.id), chargeId: String(target.id) }, { token: own.token });
    expect(codeOf(apply)).toBe('CONFLICT');
    expect(apply.errors![0].message).toContain('crédito propio');
    const [row] = await h.db.select().from(credits).where(eq(credits.id, credit.id));
    expect(row).toMatchObject({ status: 'OPEN', amountCents: 250_000, resolvedBy: null });
    // The list tells each treasurer whether they may decide it (the web reads this).
    const canDecide = async (token: string) =>
      (await h.gql<{ treasuryCredits: { items: { id: string; permissions: { canDecide: boolean } }[] } }>(CREDITS, { search: own.user.email }, { token })).data!.treasuryCredits.items.find((c) => c.id === String(credit.id))!.permissions.canDecide;
    expect(await canDecide(own.token)).toBe(false);
    expect(await canDecide(treasurer.token)).toBe(true);
    expect((await auditByAction(h.db, 'credit.refunded')).some((a) => a.targetId === String(credit.id))).toBe(false);
    expect((await auditByAction(h.db, 'credit.applied')).some((a) => a.targetId === String(credit.id))).toBe(false);
    const [charge] = await h.db.select().from(charges).where(eq(charges.id, target.id));
    expect(charge.status).toBe('PENDING');
    // Another person of treasury decides it.
    const res = await h.gql<{ applyCredit: { status: string } }>(APPLY, { id: String(credit.id), chargeId: String(target.id) }, { token: treasurer.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.applyCredit.status).toBe('APPLIED');
  });

  it('gives one result when two treasurers decide the same credit at once', async () => {
    const other = await h.signIn('TESORERIA');
    const { member, credit } = await memberWithCredit(300_000);
    const target = await buildCharge(h.db, { userId: member.user.id, amountCents: 300_000 });
    const results = await Promise.all([
      h.gql(REFUND, { id: String(credit.id), note: 'Devuelto en efectivo' }, { token: treasurer.token }),
      h.gql(APPLY, { id: String(credit.id), chargeId: String(target.id) }, { token: other.token }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.map(codeOf).filter(Boolean)).toEqual(['CONFLICT']);
    const [row] = await h.db.select().from(credits).where(eq(credits.id, credit.id));
    expect(['REFUNDED', 'APPLIED']).toContain(row.status);
    const account = await h.gql<{ myAccount: { balanceCents: number; creditCents: number } }>(ACCOUNT, {}, { token: member.token });
    expect(account.data!.myAccount).toMatchObject({ balanceCents: row.status === 'REFUNDED' ? 300_000 : 0, creditCents: 0 });
  });
});

describe('member price', () => {
  const year = new Date().getFullYear();

  it('moves an unpaid inscription to the member fee when the dues are paid first, and the statement says why', async () => {
    const member = await h.signIn('USER');
    await buildMembership(h.db, { userId: member.user.id, year, charge: 'PENDING', amountCents: 4_500_000 });
    await buildInscription(h.db, { userId: member.user.id, registrationDate: `${year}-03-01` });
    const [dues] = await h.db.select().from(charges).where(and(eq(charges.userId, member.user.id), eq(charges.kind, 'MEMBERSHIP')));
    const before = await h.gql<{ myCharges: { items: { id: string; amountCents: number; feeApplied: string; feeReason: string }[] } }>(MY_CHARGES, {}, { token: member.token });
    const inscription = before.data!.myCharges.items.find((c) => c.id !== String(dues.id))!;
    expect(inscription).toMatchObject({ amountCents: 2_500_000, feeApplied: 'NON_MEMBER', feeReason: expect.stringContaining('Precio general') });

    expect((await generate({ userId: member.user.id, payments: [String(dues.id)] })).errors).toBeUndefined();
    const after = await h.gql<{ myCharges: { items: { id: string; amountCents: number; pendingCents: number; feeApplied: string; feeReason: string; status: string }[] } }>(MY_CHARGES, {}, { token: member.token });
    expect(after.data!.myCharges.items.find((c) => c.id === inscription.id)).toMatchObject({
      status: 'PENDING',
      amountCents: 1_500_000,
      pendingCents: 1_500_000,
      feeApplied: 'MEMBER',
      feeReason: expect.stringMatching(new RegExp(`Precio de socio: la cuota ${year} quedó paga.*precio general: \\$\\s?25\\.000,00`)),
    });
  });

  it('allocates the member fee when one payment covers the dues and the inscription', async () => {
    const member = await h.signIn('USER');
    await buildMembership(h.db, { userId: member.user.id, year, charge: 'PENDING', amountCents: 4_500_000 });
    await buildInscription(h.db, { userId: member.user.id, registrationDate: `${year}-03-01` });
    const ids = (await h.db.select().from(charges).where(eq(charges.userId, member.user.id))).map((c) => String(c.id));
    const res = await generate({ userId: member.user.id, payments: ids });
    expect(res.errors).toBeUndefined();
    expect(res.data!.generatePayment.amountCents).toBe(4_500_000 + 1_500_000);
    const rows = await h.db.select().from(charges).where(eq(charges.userId, member.user.id));
    expect(rows.map((c) => c.status)).toEqual(['PAID', 'PAID']);
    expect(rows.find((c) => c.kind === 'INSCRIPTION')).toMatchObject({ amountCents: 1_500_000, feeApplied: 'MEMBER' });
    const account = await h.gql<{ myAccount: { balanceCents: number; creditCents: number } }>(ACCOUNT, {}, { token: member.token });
    expect(account.data!.myAccount).toMatchObject({ balanceCents: 0, creditCents: 0 });
  });

  it('leaves at the general fee an inscription already partly paid, or of another year', async () => {
    const member = await h.signIn('USER');
    await buildMembership(h.db, { userId: member.user.id, year, charge: 'PENDING', amountCents: 4_500_000 });
    await buildInscription(h.db, { userId: member.user.id, registrationDate: `${year - 1}-11-01` });
    const [dues] = await h.db.select().from(charges).where(and(eq(charges.userId, member.user.id), eq(charges.kind, 'MEMBERSHIP')));
    expect((await generate({ userId: member.user.id, payments: [String(dues.id)] })).errors).toBeUndefined();
    const [inscription] = await h.db.select().from(charges).where(and(eq(charges.userId, member.user.id), eq(charges.kind, 'INSCRIPTION')));
    expect(inscription).toMatchObject({ amountCents: 2_500_000, feeApplied: 'NON_MEMBER', feeNote: null });
  });
});
