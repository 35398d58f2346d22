import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buenosAiresDay } from '@portal/domain/dates';
import { RECEIPT_MAX_BYTES } from '@portal/domain/files';
import { auditLog } from '../../db/schema/audit';
import { charges } from '../../db/schema/charges';
import { files } from '../../db/schema/files';
import { payments } from '../../db/schema/payments';
import { buildCharge } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { tinyPdf, upload } from '../files/files.test-support';
import { solidPng } from '../../platform/solid-png';

const REPORT = `mutation ($data: ReportPaymentInput!) { reportPayment(data: $data) { id status channel method amountCents informedDay note charges { chargeId amountCents } } }`;
const CHARGES = '{ myCharges(pageSize: 100) { items { id underReviewCents pendingCents status permissions { canPay canReport } } } }';
const MY_PAYMENTS = '{ myPayments(pageSize: 100) { items { id status decisionNote receiptNumber receiptUrl } } }';
const LIST = `query ($status: [PaymentStatus!], $method: PaymentMethod, $search: String, $from: String, $to: String, $pageSize: Int, $sort: String, $direction: SortDirection) {
  manualPayments(status: $status, method: $method, search: $search, from: $from, to: $to, pageSize: $pageSize, sort: $sort, direction: $direction) {
    total items { id status method amountCents reportedAmountCents person { id email } charges { chargeId } } } }`;
const DETAIL = `query ($id: ID!) { manualPayment(id: $id) { id status amountCents reportedAmountCents note decisionNote permissions { canDecide } transferReference
  person { id } decidedBy { name } receiptNumber receiptFile { name contentType url } charges { chargeId } } }`;
const DECIDE = `mutation ($id: ID!, $decision: ManualPaymentDecision!, $note: String) { decideManualPayment(id: $id, decision: $decision, note: $note) {
  id status decisionNote receiptNumber decidedBy { name } permissions { canDecide } } }`;

type Reported = { reportPayment: { id: string; status: string; amountCents: number; charges: { chargeId: string; amountCents: number }[] } };

let h: Harness;
let treasurer: SignedIn;
let otherTreasurer: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  treasurer = await h.signIn('TESORERIA');
  otherTreasurer = await h.signIn('TESORERIA');
});
afterAll(() => h.close());

const today = () => buenosAiresDay();

async function receipt(member: SignedIn, kind: 'pdf' | 'png' = 'pdf') {
  const res = await upload(h, kind === 'pdf' ? { bytes: tinyPdf(), name: 'transferencia.pdf', type: 'application/pdf', purpose: 'PAYMENT_RECEIPT', token: member.token } : { bytes: solidPng(8, 8), name: 'comprobante.png', type: 'image/png', purpose: 'PAYMENT_RECEIPT', token: member.token });
  expect(res.errors).toBeUndefined();
  return res.data!.uploadFile.id;
}

async function report(member: SignedIn, chargeIds: number[], extra: Record<string, unknown> = {}) {
  const data = { payments: chargeIds.map(String), informedDay: today(), method: 'TRANSFERENCIA', receiptFileId: await receipt(member), note: 'Transferí desde el Banco Nación.', ...extra };
  return h.gql<Reported>(REPORT, { data }, { token: member.token });
}

async function reportedBy(member: SignedIn, amountCents = 3_000_000) {
  const charge = await buildCharge(h.db, { userId: member.user.id, amountCents, description: `Cuota informada ${member.user.email}` });
  const res = await report(member, [charge.id]);
  expect(res.errors).toBeUndefined();
  return { charge, paymentId: res.data!.reportPayment.id };
}

describe('reportPayment', () => {
  it('opens a reported payment under review over the chosen charges, with its receipt, and e-mails the member', async () => {
    const member = await h.signIn('USER');
    const a = await buildCharge(h.db, { userId: member.user.id, amountCents: 4_500_000, description: 'Cuota de socio 2031' });
    const b = await buildCharge(h.db, { userId: member.user.id, amountCents: 2_000_000, description: 'Inscripción al congreso' });
    const fileId = await receipt(member, 'png');
    const res = await h.gql<Reported>(REPORT, { data: { payments: [String(a.id), String(b.id)], informedDay: today(), method: 'TRANSFERENCIA', receiptFileId: fileId, note: 'Pagué las dos.' } }, { token: member.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.reportPayment).toMatchObject({ status: 'UNDER_REVIEW', channel: 'REPORTED', method: 'TRANSFERENCIA', amountCents: 6_500_000, informedDay: today(), note: 'Pagué las dos.' });
    const statement = await h.gql<{ myCharges: { items: { id: string; underReviewCents: number; status: string }[] } }>(CHARGES, {}, { token: member.token });
    expect(statement.data!.myCharges.items.find((c) => c.id === String(a.id))).toMatchObject({ underReviewCents: 4_500_000, status: 'PENDING', permissions: { canPay: true, canReport: false } });
    const [file] = await h.db.select().from(files).where(eq(files.id, fileId));
    expect(file).toMatchObject({ attachedType: 'payment', attachedId: res.data!.reportPayment.id });
    await h.flushMail();
    const mail = h.smtp.messages.find((m) => m.to.includes(member.user.email) && m.subject === 'Recibimos su informe de pago');
    expect(mail?.text).toContain('$ 65.000,00');
    expect(mail?.html).toContain('Inscripción al congreso');
  });

  it('keeps a different reported amount beside what the charges owe, for treasury to see', async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 4_500_000 });
    const res = await report(member, [charge.id], { amountCents: 4_000_000 });
    expect(res.data!.reportPayment.amountCents).toBe(4_500_000);
    const detail = await h.gql<{ manualPayment: { amountCents: number; reportedAmountCents: number } }>(DETAIL, { id: res.data!.reportPayment.id }, { token: treasurer.token });
    expect(detail.data!.manualPayment).toMatchObject({ amountCents: 4_500_000, reportedAmountCents: 4_000_000 });
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 1000 });
    const fileId = await receipt(member);
    const good = { payments: [String(charge.id)], informedDay: today(), method: 'EFECTIVO', receiptFileId: fileId };
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ payments: [] }, 'payments', 'Elija al menos un cargo a pagar'],
      [{ informedDay: null }, 'informedDay', 'Ingrese la fecha en que pagó'],
      [{ informedDay: tomorrow }, 'informedDay', 'La fecha de pago no puede ser posterior a hoy'],
      [{ informedDay: '2026-02-30' }, 'informedDay', 'Ingrese una fecha válida.'],
      [{ method: 'MERCADO_PAGO' }, 'method', 'Elija cómo pagó'],
      [{ method: null }, 'method', 'Elija cómo pagó'],
      [{ receiptFileId: null }, 'receiptFileId', 'Adjunte el comprobante del pago (PDF, JPG o PNG)'],
      [{ amountCents: 0 }, 'amountCents', 'El importe debe ser mayor que cero'],
      [{ note: 'x'.repeat(1001) }, 'note', 'Como máximo 1000 caracteres'],
    ];
    for (const [change, field, message] of cases) {
      const res = await h.gql(REPORT, { data: { ...good, ...change } }, { token: member.token });
      expect(codeOf(res), field).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields, JSON.stringify(change)).toMatchObject({ [field]: message });
    }
    // A receipt uploaded by someone else, or for another purpose, is not usable.
    const stranger = await h.signIn('USER');
    const foreign = await receipt(stranger);
    const res = await h.gql(REPORT, { data: { ...good, receiptFileId: foreign } }, { token: member.token });
    expect(res.errors![0].extensions!.fields).toEqual({ receiptFileId: 'El comprobante no existe o ya se usó en otro pago. Súbalo nuevamente.' });
    expect(await h.db.select().from(payments).where(eq(payments.userId, member.user.id))).toEqual([]);
  });

  it("answers NOT_FOUND for someone else's charge and CONFLICT for one already paid or already under review", async () => {
    const member = await h.signIn('USER');
    const other = await h.signIn('USER');
    const theirs = await buildCharge(h.db, { userId: other.user.id, amountCents: 1000 });
    expect(codeOf(await report(member, [theirs.id]))).toBe('NOT_FOUND');
    const paid = await buildCharge(h.db, { userId: member.user.id, amountCents: 1000, status: 'PAID' });
    expect(codeOf(await report(member, [paid.id]))).toBe('CONFLICT');
    const { charge } = await reportedBy(member, 2000);
    const again = await report(member, [charge.id]);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0].message).toMatch(/ya tiene un pago informado en revisión/);
    expect(await h.db.select().from(payments).where(eq(payments.userId, member.user.id))).toHaveLength(1);
  });

  it('takes receipts only as PDF, JPG or PNG by content, up to 10 MB', async () => {
    const member = await h.signIn('USER');
    const fake = await upload(h, { bytes: Buffer.from('no soy un PDF'), name: 'comprobante.pdf', type: 'application/pdf', purpose: 'PAYMENT_RECEIPT', token: member.token });
    expect(fake.errors![0].extensions!.fields).toEqual({ file: 'El archivo debe ser PDF, JPEG o PNG; su contenido no corresponde a ese tipo.' });
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(RECEIPT_MAX_BYTES)]);
    const tooBig = await upload(h, { bytes: big, name: 'grande.pdf', type: 'application/pdf', purpose: 'PAYMENT_RECEIPT', token: member.token });
    expect(tooBig.errors![0].extensions!.fields).toEqual({ file: 'El archivo supera el tamaño máximo de 10 MB.' });
  });

  it('gives each member one transfer reference code, the same on every read', async () => {
    const member = await h.signIn('USER');
    const q = '{ myTransferReference }';
    const [first, second] = await Promise.all([h.gql<{ myTransferReference: string }>(q, {}, { token: member.token }), h.gql<{ myTransferReference: string }>(q, {}, { token: member.token })]);
    expect(first.data!.myTransferReference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(second.data!.myTransferReference).toBe(first.data!.myTransferReference);
    expect(codeOf(await h.gql(q, {}, { token: treasurer.token }))).toBe('FORBIDDEN');
  });
});

describe('manualPayments', () => {
  it('lists manual payments with filters by status, method, person and dates, for TESORERIA only', async () => {
    const member = await h.signIn({ firstName: 'Eulalia', lastName: 'Quiroga-Manual', roles: ['USER'] });
    const { paymentId } = await reportedBy(member);
    const cash = await buildCharge(h.db, { userId: member.user.id, amountCents: 1500 });
    const cashReport = await report(member, [cash.id], { method: 'EFECTIVO' });
    const list = (variables: Record<string, unknown>) => h.gql<{ manualPayments: { total: number; items: { id: string; method: string; person: { email: string } }[] } }>(LIST, variables, { token: treasurer.token });

    const bySearch = await list({ search: 'quiroga-manual', status: ['UNDER_REVIEW'] });
    expect(bySearch.errors).toBeUndefined();
    expect(bySearch.data!.manualPayments.items.map((p) => p.id).sort()).toEqual([paymentId, cashReport.data!.reportPayment.id].sort());
    const byMethod = await list({ search: member.user.email, method: 'EFECTIVO' });
    expect(byMethod.data!.manualPayments.items.map((p) => p.id)).toEqual([cashReport.data!.reportPayment.id]);
    expect((await list({ search: member.user.email, status: ['APPROVED'] })).data!.manualPayments.total).toBe(0);
    expect((await list({ search: member.user.email, from: today(), to: today() })).data!.manualPayments.total).toBe(2);
    expect((await list({ search: member.user.email, to: '2020-01-01' })).data!.manualPayments.total).toBe(0);
    expect(codeOf(await list({ from: 'ayer' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await list({ sort: 'secreto' }))).toBe('BAD_USER_INPUT');
    expect((await list({ sort: 'name', direction: 'ASC', pageSize: 5 })).errors).toBeUndefined();

    for (const role of ['USER', 'ADMIN'] as const) expect(codeOf(await h.gql(LIST, {}, { token: (await h.signIn(role)).token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DETAIL, { id: paymentId }, { token: member.token }))).toBe('FORBIDDEN');
  });

  it('shows an online payment to nobody here (NOT_FOUND) and the receipt file through a signed link', async () => {
    const member = await h.signIn('USER');
    const [online] = await h.db.insert(payments).values({ userId: member.user.id, amountCents: 100, method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING' }).returning();
    expect(codeOf(await h.gql(DETAIL, { id: online.id }, { token: treasurer.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(DETAIL, { id: 'nada' }, { token: treasurer.token }))).toBe('BAD_USER_INPUT');
    const { paymentId } = await reportedBy(member);
    const detail = await h.gql<{ manualPayment: { permissions: { canDecide: boolean }; transferReference: string; receiptFile: { url: string; contentType: string } } }>(DETAIL, { id: paymentId }, { token: treasurer.token });
    expect(detail.data!.manualPayment).toMatchObject({ permissions: { canDecide: true }, transferReference: expect.stringMatching(/^.{4}-.{4}$/), receiptFile: { contentType: 'application/pdf' } });
    const file = await h.app.server.inject({ method: 'GET', url: detail.data!.manualPayment.receiptFile.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('runs the same number of SQL statements for 10 and for 100 rows', async () => {
    const member = await h.signIn('USER');
    const rows = Array.from({ length: 110 }, (_, i) => ({ userId: member.user.id, amountCents: 1000 + i, method: 'TRANSFERENCIA' as const, channel: 'REPORTED' as const, status: 'UNDER_REVIEW' as const }));
    await h.db.insert(payments).values(rows);
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ manualPayments: { items: unknown[] } }>(LIST, { pageSize, search: member.user.email }, { token: treasurer.token });
        expect(res.errors).toBeUndefined();
        expect(res.data!.manualPayments.items).toHaveLength(pageSize);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    console.log(`manualPayments: ${ten} statements for 10 rows, ${hundred} for 100`);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page with its bounded count
  });
});

describe('decideManualPayment', () => {
  it('approves: the charge is paid, a receipt number, an audit row, the e-mail, and the member sees it', async () => {
    const member = await h.signIn('USER');
    const { charge, paymentId } = await reportedBy(member, 4_500_000);
    const res = await h.gql<{ decideManualPayment: { status: string; receiptNumber: string; permissions: { canDecide: boolean }; decidedBy: { name: string } } }>(DECIDE, { id: paymentId, decision: 'APPROVE' }, { token: treasurer.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.decideManualPayment).toMatchObject({ status: 'APPROVED', receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/), permissions: { canDecide: false } });
    const [row] = await h.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(row.status).toBe('PAID');
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.targetId, paymentId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.manual.approved', actorId: treasurer.user.id, targetUserId: member.user.id, before: { status: 'UNDER_REVIEW' }, after: { status: 'APPROVED' } });
    const mine = await h.gql<{ myPayments: { items: { id: string; status: string; receiptUrl: string }[] } }>(MY_PAYMENTS, {}, { token: member.token });
    const approved = mine.data!.myPayments.items.find((p) => p.id === paymentId)!;
    expect(approved.status).toBe('APPROVED');
    expect((await h.app.server.inject({ method: 'GET', url: approved.receiptUrl })).statusCode).toBe(200);
    await h.flushMail();
    const mail = h.smtp.messages.find((m) => m.to.includes(member.user.email) && m.subject === 'Su pago fue aprobado');
    expect(mail?.text).toContain(res.data!.decideManualPayment.receiptNumber);
    // Decided: a second decision is refused, naming who decided.
    const again = await h.gql(DECIDE, { id: paymentId, decision: 'REJECT', note: 'Tarde' }, { token: otherTreasurer.token });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0].message).toContain(`fue aprobado por ${treasurer.user.firstName} ${treasurer.user.lastName}`);
  });

  it('rejects with a required note the member reads, on mis-pagos and by e-mail; the charge stays pending', async () => {
    const member = await h.signIn('USER');
    const { charge, paymentId } = await reportedBy(member);
    const noNote = await h.gql(DECIDE, { id: paymentId, decision: 'REJECT' }, { token: treasurer.token });
    expect(codeOf(noNote)).toBe('BAD_USER_INPUT');
    expect(noNote.errors![0].extensions!.fields).toEqual({ note: 'Escriba el motivo del rechazo: el socio lo verá' });
    const note = 'El comprobante no corresponde a nuestra cuenta.';
    const res = await h.gql<{ decideManualPayment: { status: string; decisionNote: string } }>(DECIDE, { id: paymentId, decision: 'REJECT', note }, { token: treasurer.token });
    expect(res.data!.decideManualPayment).toMatchObject({ status: 'REJECTED', decisionNote: note });
    const [row] = await h.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(row.status).toBe('PENDING');
    const mine = await h.gql<{ myPayments: { items: { id: string; status: string; decisionNote: string }[] } }>(MY_PAYMENTS, {}, { token: member.token });
    expect(mine.data!.myPayments.items.find((p) => p.id === paymentId)).toMatchObject({ status: 'REJECTED', decisionNote: note });
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.targetId, paymentId));
    expect(audit).toMatchObject({ action: 'payment.manual.rejected', after: { status: 'REJECTED', note } });
    await h.flushMail();
    const mail = h.smtp.messages.find((m) => m.to.includes(member.user.email) && m.subject === 'Su pago no fue aprobado');
    expect(mail?.text).toContain(note);
    // Rejected: the charge can be reported again.
    expect((await report(member, [charge.id])).errors).toBeUndefined();
  });

  it("the rejection e-mail states the amount the member reported, not the charges' (issue 35 item 11)", async () => {
    const member = await h.signIn('USER');
    const charge = await buildCharge(h.db, { userId: member.user.id, amountCents: 500_000 });
    const res = await report(member, [charge.id], { amountCents: 1_234 });
    expect(res.errors).toBeUndefined();
    const note = 'El importe no coincide con la cuota.';
    expect((await h.gql(DECIDE, { id: res.data!.reportPayment.id, decision: 'REJECT', note }, { token: treasurer.token })).errors).toBeUndefined();
    await h.flushMail();
    const mail = h.smtp.messages.find((m) => m.to.includes(member.user.email) && m.subject === 'Su pago no fue aprobado' && m.text.includes(note));
    expect(mail?.text).toContain('su informe de pago de $ 12,34');
    expect(mail?.text).not.toContain('$ 5.000,00');
  });

  it("refuses a treasurer's own payment (CONFLICT) and changes nothing", async () => {
    const both = await h.signIn(['USER', 'TESORERIA']);
    const { paymentId } = await reportedBy(both);
    const detail = await h.gql<{ manualPayment: { permissions: { canDecide: boolean } } }>(DETAIL, { id: paymentId }, { token: both.token });
    expect(detail.data!.manualPayment.permissions.canDecide).toBe(false);
    const res = await h.gql(DECIDE, { id: paymentId, decision: 'APPROVE' }, { token: both.token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toMatch(/pago propio/);
    const [row] = await h.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row.status).toBe('UNDER_REVIEW');
    expect(await h.db.select().from(auditLog).where(eq(auditLog.targetId, paymentId))).toEqual([]);
  });

  it('two treasurers approving at once: one approval, one receipt, the other CONFLICT', async () => {
    const member = await h.signIn('USER');
    const { paymentId } = await reportedBy(member);
    const results = await Promise.all([treasurer, otherTreasurer].map((t) => h.gql<{ decideManualPayment: { status: string } }>(DECIDE, { id: paymentId, decision: 'APPROVE' }, { token: t.token })));
    expect(results.filter((r) => r.data?.decideManualPayment.status === 'APPROVED')).toHaveLength(1);
    expect(results.map(codeOf).filter(Boolean)).toEqual(['CONFLICT']);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.targetId, paymentId));
    expect(audit).toHaveLength(1);
    await h.flushMail();
    expect(h.smtp.messages.filter((m) => m.to.includes(member.user.email) && m.subject === 'Su pago fue aprobado')).toHaveLength(1);
  });

  it('refuses other roles and unknown ids', async () => {
    const member = await h.signIn('USER');
    const { paymentId } = await reportedBy(member);
    expect(codeOf(await h.gql(DECIDE, { id: paymentId, decision: 'APPROVE' }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DECIDE, { id: paymentId, decision: 'APPROVE' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(DECIDE, { id: '00000000-0000-4000-8000-000000000000', decision: 'APPROVE' }, { token: treasurer.token }))).toBe('NOT_FOUND');
  });
});
