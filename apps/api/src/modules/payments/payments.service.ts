import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { createPaymentInput, type PaymentChannel, type PaymentMethod, type PaymentStatus } from '@portal/domain/payments';
import { charges } from '../../db/schema/charges';
import { credits, paymentAllocations, payments, receipts } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { listTotal, newestFirstOrder, pagePlaceholders, pageValues, pageWithTotal, parseList, planOnce, preparedShapes, type Page, type PageNumbers } from '../../platform/list';
import { enqueueMail } from '../../platform/mail';
import { ProviderError, type ProviderPayment } from '../../platform/mercadopago';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { approvedCentsOf, approvePayment, closePayment, flagCancelledPayment, openPayment, reopenRejectedPayment, type DecisionResult } from './ledger';
import { paymentApprovedMail, paymentRejectedMail } from './payment-mails';
import { chargePermissions, type ChargePermissions } from './payments.rules';
import { ONLINE_PAYMENTS_UNAVAILABLE, providerFor } from './provider';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYMENT_NOT_FOUND = 'No se encontró el pago.';

export type PaymentView = {
  id: string;
  userId: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  channel: PaymentChannel;
  status: PaymentStatus;
  providerStatus: string | null;
  checkoutUrl: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  receipt: { year: number; number: number; issuedAt: Date } | null;
  charges: { chargeId: number; description: string; amountCents: number }[];
  /** What treasury gave back of it (refunded credits), each on its own: the receipt stays as issued. */
  refunds: { amountCents: number; refundedAt: Date; note: string | null }[];
  /** Manual payments: the day paid (Buenos Aires), the member's note, treasury's note with its decision. */
  informedDay: string | null;
  note: string | null;
  decisionNote: string | null;
};

export type StatementCharge = {
  id: number;
  kind: 'MEMBERSHIP' | 'INSCRIPTION';
  description: string;
  amountCents: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  createdAt: Date;
  paidAt: Date | null;
  /** INSCRIPTION charges: which fee of the category applies, and why it moved (if it did). */
  feeApplied: 'MEMBER' | 'NON_MEMBER' | null;
  feeNote: string | null;
  paidCents: number;
  underReviewCents: number;
  pendingCents: number;
  permissions: ChargePermissions;
};

/** The back URLs under PUBLIC_URL: one return screen per outcome. */
export const returnUrl = (publicUrl: string, result: 'aprobado' | 'pendiente' | 'rechazado') => `${publicUrl}/dashboard/estado-cuenta/pago/${result}`;

/** Cents of a charge already covered by approved payments, and by payments waiting for a decision. */
// (The charge's id spelled with its table: drizzle leaves the columns of a one-table select unqualified.)
const waitingOf = () => sql<number>`(select coalesce(sum(a.amount_cents), 0) from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id where a.charge_id = "charges"."id" and p.status in ('PENDING', 'UNDER_REVIEW'))::bigint`;

/** A report of the member (UNDER_REVIEW) already covers the charge: no second one (see `isReportable`). */
const inReportOf = () => sql<boolean>`exists (select 1 from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id where a.charge_id = "charges"."id" and p.status = 'UNDER_REVIEW')`;

/**
 * `createPayment`: our payment (PENDING, online) over the viewer's chosen pending charges, each
 * for what it still owes, then the provider's checkout for it. Answers the payment and the URL
 * to send the browser to. Someone else's charge, or one that does not exist: NOT_FOUND.
 */
export async function createPayment(services: Services, viewer: Viewer, input: unknown): Promise<{ payment: PaymentView; checkoutUrl: string }> {
  const { payments: chargeIds } = parseInput(createPaymentInput, input);
  const provider = providerFor(services);
  if (!provider) throw conflict('ONLINE_PAYMENTS_UNAVAILABLE', ONLINE_PAYMENTS_UNAVAILABLE);
  const { db } = services.database;
  const paymentId = await db.transaction(
    async (tx) => (await openPayment(tx, { userId: viewer.id, chargeIds, method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING', columns: { provider: provider.name } })).id,
  );
  const view = (await paymentById(db, paymentId))!;
  const { publicUrl } = services.config;
  try {
    const preference = await provider.createPreference({
      externalReference: paymentId,
      items: view.charges.map((c) => ({ id: String(c.chargeId), title: c.description, quantity: 1, unitPriceCents: c.amountCents, currency: view.currency })),
      payerEmail: viewer.email,
      backUrls: { success: returnUrl(publicUrl, 'aprobado'), pending: returnUrl(publicUrl, 'pendiente'), failure: returnUrl(publicUrl, 'rechazado') },
      notificationUrl: `${publicUrl}/webhooks/mercadopago?source_news=webhooks`,
      autoReturn: publicUrl.startsWith('https://'),
    });
    await db.update(payments).set({ providerPreferenceId: preference.id, checkoutUrl: preference.checkoutUrl }).where(eq(payments.id, paymentId));
    return { payment: { ...view, checkoutUrl: preference.checkoutUrl }, checkoutUrl: preference.checkoutUrl };
  } catch (error) {
    if (!(error instanceof ProviderError) && !(error instanceof Error && error.name === 'TimeoutError')) throw error;
    services.logger.warn({ err: error, paymentId }, 'the checkout could not be started');
    // Nothing was started: the payment goes, so the charges are not shown as under review.
    await db.delete(payments).where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')));
    throw conflict('PROVIDER_UNREACHABLE', 'No se pudo iniciar el pago en línea. Intente nuevamente en unos minutos.');
  }
}

/** A payment's columns; `extra` adds columns (a list's `listTotal`). */
function paymentSelect<Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) {
  return db
    .select({
      ...extra,
      id: payments.id,
      userId: payments.userId,
      amountCents: payments.amountCents,
      currency: payments.currency,
      method: payments.method,
      channel: payments.channel,
      status: payments.status,
      providerStatus: payments.providerStatus,
      checkoutUrl: payments.checkoutUrl,
      createdAt: payments.createdAt,
      decidedAt: payments.decidedAt,
      informedDay: payments.informedDay,
      note: payments.note,
      decisionNote: payments.decisionNote,
      receiptYear: receipts.year,
      receiptNumber: receipts.number,
      receiptIssuedAt: receipts.issuedAt,
      // An issued receipt's lines as they were at issue; before that, what the payment is allocated to.
      charges: sql<{ chargeId: number; description: string; amountCents: number }[]>`coalesce(${receipts.lines}::json, (
        select coalesce(json_agg(json_build_object('chargeId', c.id, 'description', c.description, 'amountCents', a.amount_cents) order by c.id), '[]'::json)
        from ${paymentAllocations} a join ${charges} c on c.id = a.charge_id where a.payment_id = ${payments.id}))`,
      refunds: sql<{ amountCents: number; refundedAt: string; note: string | null }[]>`(
        select coalesce(json_agg(json_build_object('amountCents', cr.amount_cents, 'refundedAt', cr.resolved_at, 'note', cr.resolution_note) order by cr.resolved_at), '[]'::json)
        from ${credits} cr where cr.payment_id = ${payments.id} and cr.status = 'REFUNDED')`,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id));
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentSelect<Record<never, never>>>['execute']>>[number];
const toView = (r: PaymentRow): PaymentView => ({
  id: r.id,
  userId: r.userId,
  amountCents: r.amountCents,
  currency: r.currency,
  method: r.method,
  channel: r.channel,
  status: r.status,
  providerStatus: r.providerStatus,
  checkoutUrl: r.checkoutUrl,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
  informedDay: r.informedDay,
  note: r.note,
  decisionNote: r.decisionNote,
  receipt: r.receiptYear !== null && r.receiptNumber !== null ? { year: r.receiptYear, number: r.receiptNumber, issuedAt: r.receiptIssuedAt! } : null,
  charges: (typeof r.charges === 'string' ? JSON.parse(r.charges) : r.charges) ?? [],
  refunds: ((typeof r.refunds === 'string' ? JSON.parse(r.refunds) : r.refunds) ?? []).map((f: { amountCents: number; refundedAt: string; note: string | null }) => ({
    amountCents: f.amountCents,
    refundedAt: new Date(f.refundedAt),
    note: f.note,
  })),
});

export async function paymentById(db: Executor, id: string): Promise<PaymentView | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await paymentSelect(db).where(eq(payments.id, id));
  return row ? toView(row) : undefined;
}

/** One of the viewer's payments; anyone else's (or none): NOT_FOUND. */
export async function myPayment(services: Services, viewer: Viewer, id: unknown): Promise<PaymentView> {
  const payment = typeof id === 'string' ? await paymentById(services.database.db, id) : undefined;
  if (!payment || payment.userId !== viewer.id) throw notFound(PAYMENT_NOT_FOUND);
  return payment;
}

const paymentSort = { created: payments.createdAt, amount: payments.amountCents, status: payments.status };

/** A page of payments matching `where` (with its bounded count as a column), in `orderBy`. */
function paymentPage(db: Executor, where: SQL | undefined, orderBy: SQL, v: PageNumbers) {
  const countRows = db.select({ one: sql`1` }).from(payments).where(where).limit(v.cap);
  const query = paymentSelect(db, { listTotal: listTotal(countRows) }).where(where).orderBy(orderBy, desc(payments.id)).limit(v.fetch).offset(v.offset);
  return { query, countRows };
}

const paymentOrder = newestFirstOrder(paymentSort);

/** A person's payments in every status, in each order (newest first unless asked; a key `parseList` allowed): a prepared statement (see `preparedShapes`). */
const personPayments = preparedShapes('my_payments', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':');
  return paymentPage(db, eq(payments.userId, sql.placeholder('userId')), paymentOrder(sortKey || null, direction || null), pagePlaceholders()).query.prepare(name);
});

/** The viewer's payments, newest first: one statement, the page with its bounded count. */
export async function myPayments(services: Services, viewer: Viewer, args: Record<string, unknown>): Promise<Page<PaymentView>> {
  const { status, ...listArgs } = args;
  const list = parseList(listArgs, paymentSort, 'created');
  const orderBy = paymentOrder(list.sort ?? null, list.direction ?? null);
  const statuses = Array.isArray(status) && status.length ? (status as PaymentStatus[]) : null;
  const where = and(eq(payments.userId, viewer.id), statuses ? inArray(payments.status, statuses) : undefined);
  const { db } = services.database;
  let page;
  if (statuses) {
    // The viewer's own payments in some statuses: a plan that fits every person.
    const { query, countRows } = paymentPage(db, where, orderBy, pageValues(list));
    page = await pageWithTotal(db, await planOnce(query), list, countRows);
  } else {
    const rows = await personPayments(db, `${list.sort ?? ''}:${list.direction ?? ''}`).execute({ userId: viewer.id, ...pageValues(list) });
    page = await pageWithTotal(db, rows, list, () => paymentPage(db, where, orderBy, pageValues(list)).countRows);
  }
  return { ...page, items: page.items.map(toView) };
}

const chargeSort = { created: charges.createdAt, amount: charges.amountCents, description: charges.description };

/** The viewer's charges with what each has paid, under review and pending: one statement, the page with its bounded count. */
export async function myCharges(services: Services, viewer: Viewer, args: Record<string, unknown>): Promise<Page<StatementCharge>> {
  return chargesOf(services, viewer.id, args);
}

/** A person's charges (theirs, or treasury's view of them): one statement, the page with its bounded count. */
export async function chargesOf(services: Services, userId: string, args: Record<string, unknown>): Promise<Page<StatementCharge>> {
  const { pendingOnly, ...listArgs } = args;
  const list = parseList(listArgs, chargeSort, 'created');
  const orderBy = list.sort || list.direction ? list.orderBy : desc(charges.createdAt);
  const where = and(eq(charges.userId, userId), pendingOnly === true ? eq(charges.status, 'PENDING') : undefined);
  const { db } = services.database;
  const countRows = db.select({ one: sql`1` }).from(charges).where(where).limit(list.countCap + 1);
  // One person's charges: a plan that fits every person.
  const rows = await planOnce(
    db
      .select({
        id: charges.id,
        kind: charges.kind,
      description: charges.description,
      amountCents: charges.amountCents,
      status: charges.status,
      createdAt: charges.createdAt,
      paidAt: charges.paidAt,
      feeApplied: charges.feeApplied,
      feeNote: charges.feeNote,
      approved: approvedCentsOf(),
      waiting: waitingOf(),
      inReport: inReportOf(),
      listTotal: listTotal(countRows),
    })
    .from(charges)
    .where(where)
    .orderBy(orderBy, desc(charges.id))
    .limit(list.fetch)
    .offset(list.offset),
  );
  const page = await pageWithTotal(db, rows, list, countRows);
  const items = page.items.map(({ approved, waiting, inReport, ...c }) => {
    // A charge marked PAID outside the ledger (none since the ledger exists) still reads as paid.
    const paid = c.status === 'PAID' ? c.amountCents : Math.min(Number(approved), c.amountCents);
    const pendingCents = c.status === 'PENDING' ? c.amountCents - paid : 0;
    return { ...c, paidCents: paid, underReviewCents: Number(waiting), pendingCents, permissions: chargePermissions({ status: c.status, pendingCents, inReport: Boolean(inReport) }) };
  });
  return { ...page, items };
}

/** Mails for a decision that changed something, in the deciding transaction. */
async function mailDecision(tx: Executor, services: Services, paymentId: string, result: DecisionResult) {
  if (!result.changed || (result.status !== 'APPROVED' && result.status !== 'REJECTED')) return;
  const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, result.userId));
  const view = (await paymentById(tx, paymentId))!;
  const { publicUrl, supportEmail } = services.config;
  const mail =
    result.status === 'APPROVED'
      ? paymentApprovedMail(person, { amountCents: view.amountCents, concepts: view.charges.map((c) => c.description), receipt: result.receipt! }, publicUrl, supportEmail)
      : paymentRejectedMail(person, { amountCents: view.amountCents }, publicUrl, supportEmail);
  await enqueueMail(tx, mail);
}

const APPROVED = new Set(['approved']);
const REJECTED = new Set(['rejected', 'cancelled']);

/**
 * Applies what the provider says about one of its payments, idempotently by its id: the provider's
 * current state is what counts, so repeated and out-of-order notifications end in one state. An
 * amount, currency or reference that does not match ours is flagged for treasury, never approved.
 * Returns what happened, for the log and the tests.
 */
export async function applyProviderPayment(services: Services, remote: ProviderPayment): Promise<string> {
  const { db } = services.database;
  const reference = remote.externalReference && UUID.test(remote.externalReference) ? remote.externalReference : null;
  const [ours] = reference ? await db.select({ id: payments.id }).from(payments).where(and(eq(payments.id, reference), eq(payments.channel, 'ONLINE'))) : [];
  if (!ours) {
    await recordAudit(db, { actorId: null, action: 'payment.provider.unmatched', targetType: 'providerPayment', targetId: remote.id, after: remote });
    services.logger.warn({ providerPaymentId: remote.id }, 'provider payment with an unknown external_reference');
    return 'unmatched';
  }
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, ours.id)).for('update');
    const received = { cents: remote.amountCents, currency: remote.currency };
    const decision = { decidedBy: null, providerPaymentId: remote.id, providerStatus: remote.status, received };
    // Treasury resolved this flagged payment (accepted or refunded): the provider's word on the same
    // payment never reopens it; another approved payment for the order is flagged below as a second one.
    const resolved = payment.flagResolution !== null && (payment.providerPaymentId === remote.id || !APPROVED.has(remote.status));
    if (resolved || (payment.providerPaymentId === remote.id && payment.status !== 'PENDING' && !(payment.status === 'REJECTED' && APPROVED.has(remote.status)))) {
      if (payment.providerStatus !== remote.status && payment.providerPaymentId === remote.id) await tx.update(payments).set({ providerStatus: remote.status }).where(eq(payments.id, payment.id));
      // A flag recorded before the received amount was kept: «Conciliar» fills it in.
      if (payment.status === 'FLAGGED' && payment.receivedCents === null && Number.isSafeInteger(remote.amountCents) && remote.amountCents > 0)
        await tx.update(payments).set({ receivedCents: remote.amountCents, receivedCurrency: remote.currency }).where(eq(payments.id, payment.id));
      return resolved ? 'resolved' : 'unchanged';
    }
    const mismatch =
      remote.amountCents !== payment.amountCents ? 'El importe informado por Mercado Pago no coincide con el del pago.' : remote.currency !== payment.currency ? 'La moneda informada por Mercado Pago no coincide con la del pago.' : null;
    if (payment.status === 'CANCELLED') {
      if (!APPROVED.has(remote.status)) return 'ignored';
      await flagCancelledPayment(tx, payment.id, decision);
      return 'flagged-cancelled';
    }
    if (payment.status === 'APPROVED' || payment.status === 'FLAGGED' || payment.flagResolution !== null) {
      if (!APPROVED.has(remote.status)) return 'ignored';
      // A second provider payment approved for a payment already decided: money to look at.
      const whole = Number.isSafeInteger(remote.amountCents) && remote.amountCents > 0 && remote.amountCents <= 2_147_483_647;
      const inserted = await tx
        .insert(payments)
        .values({
          userId: payment.userId,
          amountCents: whole ? remote.amountCents : 1,
          currency: remote.currency || payment.currency,
          ...(whole ? { receivedCents: remote.amountCents, receivedCurrency: remote.currency || payment.currency } : {}),
          method: 'MERCADO_PAGO',
          channel: 'ONLINE',
          status: 'FLAGGED',
          provider: payment.provider,
          providerPreferenceId: payment.providerPreferenceId,
          providerPaymentId: remote.id,
          providerStatus: remote.status,
          flagReason: `Mercado Pago aprobó otro pago para la misma orden ${payment.id}.`,
          decidedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return inserted.length ? 'flagged-second' : 'unchanged';
    }
    if (APPROVED.has(remote.status) && mismatch) {
      if (payment.status === 'REJECTED') await reopenRejectedPayment(tx, payment.id);
      await closePayment(tx, payment.id, 'FLAGGED', { ...decision, flagReason: mismatch });
      return 'flagged';
    }
    if (APPROVED.has(remote.status)) {
      // A provider's rejection of an earlier attempt is reopened by an approved one.
      if (payment.status === 'REJECTED') await reopenRejectedPayment(tx, payment.id);
      const result = await approvePayment(tx, payment.id, decision);
      await mailDecision(tx, services, payment.id, result);
      return result.changed ? 'approved' : 'unchanged';
    }
    if (REJECTED.has(remote.status)) {
      if (payment.status !== 'PENDING') return 'ignored';
      const result = await closePayment(tx, payment.id, 'REJECTED', decision);
      await mailDecision(tx, services, payment.id, result);
      return 'rejected';
    }
    if (payment.status === 'PENDING') await tx.update(payments).set({ providerStatus: remote.status }).where(eq(payments.id, payment.id));
    return 'pending';
  });
}

/** Fetches the provider's payment and applies it; unknown to the provider: nothing happens. */
export async function processProviderNotification(services: Services, providerPaymentId: string): Promise<string> {
  const provider = providerFor(services);
  const remote = provider ? await provider.getPayment(providerPaymentId) : null;
  if (!remote) {
    services.logger.warn({ providerPaymentId }, 'notification for a payment the provider does not know');
    return 'unknown';
  }
  return applyProviderPayment(services, remote);
}

/** What the receipt PDF needs: the viewer's own approved payment, or NOT_FOUND. */
export async function receiptOf(db: Executor, paymentId: string) {
  const payment = await paymentById(db, paymentId);
  if (!payment || payment.status !== 'APPROVED' || !payment.receipt) return null;
  const [person] = await db.select({ firstName: users.firstName, lastName: users.lastName, document: users.document, email: users.email }).from(users).where(eq(users.id, payment.userId));
  return { payment, person };
}

// What treasury (modules/treasury) uses of the member's side: the ledger, the transfer codes,
// receipt links, the payment e-mails and the provider.
export { accountOf, approvedCentsOf, approvePayment, closePayment, markChargePaid, openPayment, type Account, type DecisionResult } from './ledger';
export { findReferencesIn, formatReference, normalizeReference, transferReferenceOf } from './transfer-reference';
export { signReceiptUrl } from './receipt-urls';
export { paymentApprovedMail, paymentReceivedMail, paymentRejectedMail } from './payment-mails';
export { ONLINE_PAYMENTS_UNAVAILABLE, providerFor } from './provider';
