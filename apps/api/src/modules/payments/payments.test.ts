import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { buenosAiresDay } from '@portal/domain/dates';
import { MAX_FEE_CENTS } from '@portal/domain/money';
import { PAYMENT_TOO_LARGE } from '@portal/domain/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { payments } from '../../db/schema/payments';
import { approvePayment, markChargePaid, openPayment, reopenRejectedPayment } from './ledger';
import { buildCharge, buildMembership, buildPayment } from '../../test/factories';
import { codeOf, createHarness, PUBLIC_URL, type Harness } from '../../test/harness';

const CREATE = 'mutation ($ids: [ID!]!) { createPayment(payments: $ids) { checkoutUrl payment { id status amountCents charges { chargeId amountCents } } } }';
const CHARGES = 'query ($page: Int, $pageSize: Int, $pendingOnly: Boolean) { myCharges(page: $page, pageSize: $pageSize, pendingOnly: $pendingOnly) { total totalCapped items { id description amountCents paidCents underReviewCents pendingCents status permissions { canPay canReport } } } }';
const PAYMENTS = 'query ($pageSize: Int) { myPayments(pageSize: $pageSize) { total items { id status amountCents receiptNumber receiptUrl charges { description } } } }';
const ACCOUNT = '{ myAccount { chargedCents paidCents balanceCents underReviewCents creditCents } }';
const PAYMENT = 'query ($id: ID!) { myPayment(id: $id) { id status receiptNumber receiptUrl checkoutUrl } }';

type Checkout = { createPayment: { checkoutUrl: string; payment: { id: string; status: string; amountCents: number } } };

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Chooses in the simulated checkout page as a browser would, and waits for the notification to be applied. */
async function decide(checkoutUrl: string, decision: 'aprobar' | 'pendiente' | 'rechazar') {
  const path = new URL(checkoutUrl).pathname;
  const page = await h.app.server.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  const res = await h.app.server.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}` });
  return res;
}

describe('createPayment through the simulated checkout', () => {
  it('pays the chosen charges: statement, account, receipt and e-mail follow', async () => {
    const { user, token } = await h.signIn('USER');
    await buildMembership(h.db, { userId: user.id, year: 2031, charge: 'PENDING', amountCents: 4_500_000, chargeDescription: 'Cuota de socio 2031' });
    const inscription = await buildCharge(h.db, { userId: user.id, amountCents: 2_000_000, description: 'Inscripción al congreso' });
    const before = await h.gql<{ myAccount: Record<string, number> }>(ACCOUNT, {}, { token });
    expect(before.data!.myAccount).toEqual({ chargedCents: 6_500_000, paidCents: 0, balanceCents: 6_500_000, underReviewCents: 0, creditCents: 0 });

    const res = await h.gql<Checkout>(CREATE, { ids: [String(inscription.id)] }, { token });
    expect(res.errors).toBeUndefined();
    const { checkoutUrl, payment } = res.data!.createPayment;
    expect(checkoutUrl).toMatch(new RegExp(`^${PUBLIC_URL}/checkout/simulado/sim-[0-9a-f]{32}$`));
    expect(payment).toMatchObject({ status: 'PENDING', amountCents: 2_000_000 });
    const review = await h.gql<{ myCharges: { items: { id: string; underReviewCents: number; pendingCents: number }[] } }>(CHARGES, {}, { token });
    expect(review.data!.myCharges.items.find((c) => c.id === String(inscription.id))).toMatchObject({ underReviewCents: 2_000_000, pendingCents: 2_000_000, permissions: { canPay: true, canReport: true } });

    const back = await decide(checkoutUrl, 'aprobar');
    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/dashboard/estado-cuenta/pago/aprobado`);
    expect(location.searchParams.get('external_reference')).toBe(payment.id);

    const after = await h.gql<{ myPayment: { status: string; receiptNumber: string; receiptUrl: string } }>(PAYMENT, { id: payment.id }, { token });
    expect(after.data!.myPayment).toMatchObject({ status: 'APPROVED', receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/) });
    const account = await h.gql<{ myAccount: Record<string, number> }>(ACCOUNT, {}, { token });
    expect(account.data!.myAccount).toEqual({ chargedCents: 6_500_000, paidCents: 2_000_000, balanceCents: 4_500_000, underReviewCents: 0, creditCents: 0 });
    const [charge] = await h.db.select().from(charges).where(eq(charges.id, inscription.id));
    expect(charge.status).toBe('PAID');
    const paidNow = await h.gql<{ myCharges: { items: { id: string; permissions: { canPay: boolean; canReport: boolean } }[] } }>(CHARGES, {}, { token });
    expect(paidNow.data!.myCharges.items.find((c) => c.id === String(inscription.id))!.permissions).toEqual({ canPay: false, canReport: false });

    const pdf = await h.app.server.inject({ method: 'GET', url: after.data!.myPayment.receiptUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`comprobante-${after.data!.myPayment.receiptNumber}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // One character of the signature changed (to a different one: the first may already be an 'x').
    const tampered = after.data!.myPayment.receiptUrl.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`);
    expect((await h.app.server.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);

    await h.flushMail();
    const mail = h.smtp.messages.find((m) => m.to.includes(user.email) && m.subject === 'Su pago fue aprobado');
    expect(mail?.text).toContain(after.data!.myPayment.receiptNumber);

    // Paid: it cannot be paid again.
    expect(codeOf(await h.gql(CREATE, { ids: [String(inscription.id)] }, { token }))).toBe('CONFLICT');
  });

  it('leaves the charge pending when the checkout is left pending or rejected', async () => {
    const { user, token } = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: user.id, amountCents: 150_000 });
    const first = (await h.gql<Checkout>(CREATE, { ids: [String(charge.id)] }, { token })).data!.createPayment;
    await decide(first.checkoutUrl, 'pendiente');
    expect((await h.gql<{ myPayment: { status: string } }>(PAYMENT, { id: first.payment.id }, { token })).data!.myPayment.status).toBe('PENDING');
    const second = (await h.gql<Checkout>(CREATE, { ids: [String(charge.id)] }, { token })).data!.createPayment;
    const back = await decide(second.checkoutUrl, 'rechazar');
    expect(new URL(back.headers.location as string).pathname).toBe('/dashboard/estado-cuenta/pago/rechazado');
    expect((await h.gql<{ myPayment: { status: string; receiptUrl: null } }>(PAYMENT, { id: second.payment.id }, { token })).data!.myPayment).toMatchObject({ status: 'REJECTED', receiptUrl: null });
    const [row] = await h.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(row.status).toBe('PENDING');
  });

  it("refuses someone else's charges (NOT_FOUND), bad input, and other roles", async () => {
    const owner = await h.signIn('USER');
    const other = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: owner.user.id, amountCents: 1000 });
    const count = async () => (await h.db.select().from(payments)).length;
    const before = await count();
    expect(codeOf(await h.gql(CREATE, { ids: [String(charge.id)] }, { token: other.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(CREATE, { ids: ['999999999'] }, { token: owner.token }))).toBe('NOT_FOUND');
    const empty = await h.gql(CREATE, { ids: [] }, { token: owner.token });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors![0].extensions!.fields).toEqual({ payments: 'Elija al menos un cargo a pagar' });
    expect(codeOf(await h.gql(CREATE, { ids: ['abc'] }, { token: owner.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(CREATE, { ids: [String(charge.id)] }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(CREATE, { ids: [String(charge.id)] }, { token: (await h.signIn('TESORERIA')).token }))).toBe('FORBIDDEN');
    expect(await count()).toBe(before);

    const mine = (await h.gql<Checkout>(CREATE, { ids: [String(charge.id)] }, { token: owner.token })).data!.createPayment.payment;
    expect(codeOf(await h.gql(PAYMENT, { id: mine.id }, { token: other.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(PAYMENT, { id: 'no-es-un-id' }, { token: other.token }))).toBe('BAD_USER_INPUT');
    const list = await h.gql<{ myPayments: { total: number } }>(PAYMENTS, {}, { token: other.token });
    expect(list.data!.myPayments.total).toBe(0);
  });
});

describe('partial payments and receipts of others', () => {
  it('asks online only for what a charge still owes after an approved partial payment', async () => {
    const { user, token } = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: user.id, amountCents: 10_000 });
    const partial = await buildPayment(h.db, { userId: user.id, method: 'EFECTIVO', channel: 'GENERATED', status: 'UNDER_REVIEW', allocations: [{ chargeId: charge.id, amountCents: 4_000 }] });
    await h.db.transaction((tx) => approvePayment(tx, partial.id, { decidedBy: null }));
    const statement = await h.gql<{ myCharges: { items: { id: string; paidCents: number; pendingCents: number; status: string }[] } }>(CHARGES, {}, { token });
    expect(statement.data!.myCharges.items.find((c) => c.id === String(charge.id))).toMatchObject({ paidCents: 4_000, pendingCents: 6_000, status: 'PENDING' });
    const res = await h.gql<Checkout>(CREATE, { ids: [String(charge.id)] }, { token });
    expect(res.data!.createPayment.payment.amountCents).toBe(6_000);
    await decide(res.data!.createPayment.checkoutUrl, 'aprobar');
    const account = await h.gql<{ myAccount: Record<string, number> }>(ACCOUNT, {}, { token });
    expect(account.data!.myAccount).toMatchObject({ chargedCents: 10_000, paidCents: 10_000, balanceCents: 0, creditCents: 0 });
  });

  it("never hands out or opens another member's receipt", async () => {
    const a = await h.signIn('USER');
    const b = await h.signIn('USER');
    const receiptOfNew = async (member: typeof a) => {
      const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 2_500 });
      const created = (await h.gql<Checkout>(CREATE, { ids: [String(charge.id)] }, { token: member.token })).data!.createPayment;
      await decide(created.checkoutUrl, 'aprobar');
      const res = await h.gql<{ myPayment: { receiptUrl: string } }>(PAYMENT, { id: created.payment.id }, { token: member.token });
      return { id: created.payment.id, url: res.data!.myPayment.receiptUrl };
    };
    const ofA = await receiptOfNew(a);
    const ofB = await receiptOfNew(b);
    expect(codeOf(await h.gql(PAYMENT, { id: ofA.id }, { token: b.token }))).toBe('NOT_FOUND');
    const listed = await h.gql<{ myPayments: { items: { id: string }[] } }>(PAYMENTS, { pageSize: 100 }, { token: b.token });
    expect(listed.data!.myPayments.items.map((p) => p.id)).toEqual([ofB.id]);
    // A link signed for B's payment does not open A's.
    const forged = ofB.url.replace(ofB.id, ofA.id);
    expect((await h.app.server.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await h.app.server.inject({ method: 'GET', url: `/comprobantes/${ofA.id}` })).statusCode).toBe(403);
  });
});

describe('statement lists', () => {
  it("a person's payments, in every sort and direction, come in the database's order page after page, and only theirs (the prepared statements)", async () => {
    const { user, token } = await h.signIn('USER');
    const other = await h.signIn('USER');
    const statuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
    for (let i = 0; i < 7; i++) await buildPayment(h.db, { userId: user.id, amountCents: 5000 - (i % 3) * 1000, status: statuses[i % 3] });
    await buildPayment(h.db, { userId: other.user.id, amountCents: 1 });
    const SORTED = 'query ($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) { myPayments(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) { items { id } } }';
    const orders: [string | null, 'ASC' | 'DESC' | null, SQL][] = [
      [null, null, desc(payments.createdAt)],
      ['created', 'ASC', asc(payments.createdAt)],
      ['created', 'DESC', desc(payments.createdAt)],
      ['amount', 'ASC', asc(payments.amountCents)],
      ['amount', 'DESC', desc(payments.amountCents)],
      ['status', 'ASC', asc(payments.status)],
      ['status', 'DESC', desc(payments.status)],
    ];
    for (const [sort, direction, order] of orders) {
      const expected = await h.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, user.id)).orderBy(order, desc(payments.id)).limit(6);
      const ids: string[] = [];
      for (const page of [0, 1]) ids.push(...(await h.gql<{ myPayments: { items: { id: string }[] } }>(SORTED, { sort, direction, page, pageSize: 3 }, { token })).data!.myPayments.items.map((p) => p.id));
      expect(ids, `${sort} ${direction}`).toEqual(expected.map((r) => r.id));
    }
  });

  it('run the same number of SQL statements for 10 and for 100 rows', async () => {
    const { user, token } = await h.signIn('USER');
    const rows = Array.from({ length: 110 }, (_, i) => ({ userId: user.id, kind: 'INSCRIPTION' as const, description: `Cargo masivo ${i}`, amountCents: 1000 + i }));
    const created = await h.db.insert(charges).values(rows).returning({ id: charges.id });
    for (let i = 0; i < 105; i++) await buildPayment(h.db, { userId: user.id, allocations: [{ chargeId: created[i].id, amountCents: 1000 + i }] });
    for (const [query, key] of [
      [CHARGES, 'myCharges'],
      [PAYMENTS, 'myPayments'],
    ] as const) {
      const statementsFor = (pageSize: number) =>
        h.countStatements(async () => {
          const res = await h.gql<Record<string, { items: unknown[] }>>(query, { pageSize }, { token });
          expect(res.errors).toBeUndefined();
          expect(res.data![key].items).toHaveLength(pageSize);
        });
      const ten = await statementsFor(10);
      const hundred = await statementsFor(100);
      console.log(`${key}: ${ten} statements for 10 rows, ${hundred} for 100`);
      expect(hundred).toBe(ten);
      expect(ten).toBe(2); // the session check, then the page with its bounded count
    }
    const pendingOnly = await h.gql<{ myCharges: { total: number } }>(CHARGES, { pendingOnly: true, pageSize: 5 }, { token });
    expect(pendingOnly.data!.myCharges.total).toBe(110);
  });
});

describe('a portal on its own PostgreSQL without Mercado Pago credentials', () => {
  let off: Harness;
  beforeAll(async () => {
    off = await createHarness({ env: { PAYMENTS_SIMULATED_CHECKOUT: 'false' } });
  });
  afterAll(() => off.close());

  it('offers no simulated checkout: createPayment is refused and nothing is created', async () => {
    const { user, token } = await off.signIn('USER');
    const charge = await buildCharge(off.db, { userId: user.id, amountCents: 1_000_000, description: 'Inscripción al congreso' });
    const res = await off.gql(CREATE, { ids: [String(charge.id)] }, { token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toMatch(/no está disponible/);
    expect(await off.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    const page = await off.app.server.inject({ method: 'GET', url: '/checkout/simulado/sim-00000000000000000000000000000000' });
    expect(page.statusCode).toBe(404);
  });
});

describe('amounts at the limits', () => {
  const PEOPLE = 'query ($search: String) { paymentPeople(search: $search) { items { id pendingCents } } }';
  const PERSON = 'query ($userId: ID!) { personCharges(userId: $userId) { person { pendingCents } account { chargedCents balanceCents underReviewCents } } }';

  it('a member owing far more than 2³¹−1 cents: statement, account and treasury lists answer; one payment is at most MAX_FEE_CENTS', async () => {
    const { user, token } = await h.signIn('USER');
    const [a, b, c] = await Promise.all([1, 2, 3].map((n) => buildCharge(h.db, { userId: user.id, amountCents: MAX_FEE_CENTS, description: `Cargo grande ${n}` })));
    const total = 3 * MAX_FEE_CENTS;
    expect(total).toBeGreaterThan(2 ** 31 - 1);

    const account = await h.gql<{ myAccount: Record<string, number> }>(ACCOUNT, {}, { token });
    expect(account.errors).toBeUndefined();
    expect(account.data!.myAccount).toEqual({ chargedCents: total, paidCents: 0, balanceCents: total, underReviewCents: 0, creditCents: 0 });

    // Over the maximum of one payment: refused per field, nothing created.
    const tooMuch = await h.gql<Checkout>(CREATE, { ids: [String(a.id), String(b.id)] }, { token });
    expect(codeOf(tooMuch)).toBe('BAD_USER_INPUT');
    expect((tooMuch.errors![0].extensions as { fields: Record<string, string> }).fields.payments).toBe(PAYMENT_TOO_LARGE);
    expect(await h.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);

    // At the maximum: accepted, three times over the same charge (abandoned checkouts): 3 × MAX under review.
    for (let i = 0; i < 3; i++) expect((await h.gql<Checkout>(CREATE, { ids: [String(a.id)] }, { token })).errors).toBeUndefined();
    const statement = await h.gql<{ myCharges: { items: { id: string; underReviewCents: number; pendingCents: number }[] } }>(CHARGES, {}, { token });
    expect(statement.errors).toBeUndefined();
    expect(statement.data!.myCharges.items.find((x) => x.id === String(a.id))).toMatchObject({ underReviewCents: total, pendingCents: MAX_FEE_CENTS });
    const reviewing = await h.gql<{ myAccount: Record<string, number> }>(ACCOUNT, {}, { token });
    expect(reviewing.data!.myAccount).toMatchObject({ chargedCents: total, underReviewCents: total });
    expect((await h.gql<Checkout>(CREATE, { ids: [String(c.id)] }, { token })).errors).toBeUndefined();

    const treasurer = await h.signIn('TESORERIA');
    const people = await h.gql<{ paymentPeople: { items: { id: string; pendingCents: number }[] } }>(PEOPLE, { search: user.email }, { token: treasurer.token });
    expect(people.errors).toBeUndefined();
    expect(people.data!.paymentPeople.items).toEqual([{ id: user.id, pendingCents: total }]);
    const unsearched = await h.gql(PEOPLE, {}, { token: treasurer.token });
    expect(unsearched.errors).toBeUndefined();
    const person = await h.gql<{ personCharges: { person: { pendingCents: number }; account: Record<string, number> } }>(PERSON, { userId: user.id }, { token: treasurer.token });
    expect(person.errors).toBeUndefined();
    expect(person.data!.personCharges).toEqual({ person: { pendingCents: total }, account: { chargedCents: total, balanceCents: total, underReviewCents: 4 * MAX_FEE_CENTS } });
  });

  it('refuses one cent over the maximum of a payment, whichever way it is made', async () => {
    const member = await h.signIn('USER');
    const half = await buildCharge(h.db, { userId: member.user.id, amountCents: MAX_FEE_CENTS / 2 });
    const over = await buildCharge(h.db, { userId: member.user.id, amountCents: MAX_FEE_CENTS / 2 + 1 });
    const refused = await h.gql(CREATE, { ids: [String(half.id), String(over.id)] }, { token: member.token });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    const treasurer = await h.signIn('TESORERIA');
    const generated = await h.gql(
      'mutation ($userId: ID!, $payments: [ID!]!, $day: String!) { generatePayment(userId: $userId, payments: $payments, informedDay: $day, method: EFECTIVO) { id } }',
      { userId: member.user.id, payments: [String(half.id), String(over.id)], day: buenosAiresDay() },
      { token: treasurer.token },
    );
    expect(codeOf(generated)).toBe('BAD_USER_INPUT');
    expect((generated.errors![0].extensions as { fields: Record<string, string> }).fields.payments).toBe(PAYMENT_TOO_LARGE);
    expect(await h.db.select().from(payments).where(eq(payments.userId, member.user.id))).toHaveLength(0);
  });
});

describe('the ledger applies the status table', () => {
  it('refuses moves the table does not list (CONFLICT, nothing changed)', async () => {
    const { user } = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: user.id, amountCents: 150_000, description: 'Cuota de socio 2033' });
    const opened = await h.db.transaction((tx) => openPayment(tx, { userId: user.id, chargeIds: [charge.id], method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING' }));
    await h.db.transaction((tx) => approvePayment(tx, opened.id, { decidedBy: null }));
    // APPROVED → PENDING: refused.
    await expect(h.db.transaction((tx) => reopenRejectedPayment(tx, opened.id))).rejects.toMatchObject({ code: 'CONFLICT' });
    const [payment] = await h.db.select().from(payments).where(eq(payments.id, opened.id));
    expect(payment.status).toBe('APPROVED');
    // PAID → PAID: refused.
    const [paid] = await h.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(paid.status).toBe('PAID');
    await expect(h.db.transaction((tx) => markChargePaid(tx, paid, new Date()))).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
