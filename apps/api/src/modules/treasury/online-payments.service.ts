// Treasury's view of online (checkout) payments: the list with our and the provider's status, and
// their reconciliation with the provider. Resolving a flagged one: flagged-payments.ts.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { onlinePaymentFilters, type PaymentStatus } from '@portal/domain/payments';
import { charges } from '../../db/schema/charges';
import { paymentAllocations, payments, receipts } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { listTotal, pageWithTotal, parseList, type Page } from '../../platform/list';
import { ProviderError, type ProviderPayment } from '../../platform/mercadopago';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { applyProviderPayment, ONLINE_PAYMENTS_UNAVAILABLE, providerFor } from '../payments/payments.service';
import { personSearch } from './treasury.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TZ = 'America/Argentina/Buenos_Aires';

export type OnlinePayment = {
  id: string;
  userId: string;
  person: { id: string; firstName: string; lastName: string; email: string };
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  provider: string | null;
  providerPaymentId: string | null;
  providerStatus: string | null;
  flagReason: string | null;
  /** FLAGGED: what the provider says was received; treasury's resolution and note. */
  receivedCents: number | null;
  receivedCurrency: string | null;
  flagResolution: 'ACCEPT' | 'REFUND' | null;
  decisionNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  receipt: { year: number; number: number } | null;
  charges: { chargeId: number; description: string; amountCents: number }[];
};

/** An online payment with its person, receipt and charges; `extra` adds columns (a list's `listTotal`). */
const onlineSelect = <Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) =>
  db
    .select({
      ...extra,
      id: payments.id,
      userId: payments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      providerStatus: payments.providerStatus,
      flagReason: payments.flagReason,
      receivedCents: payments.receivedCents,
      receivedCurrency: payments.receivedCurrency,
      flagResolution: payments.flagResolution,
      decisionNote: payments.decisionNote,
      createdAt: payments.createdAt,
      decidedAt: payments.decidedAt,
      receiptYear: receipts.year,
      receiptNumber: receipts.number,
      charges: sql<OnlinePayment['charges']>`(
        select coalesce(json_agg(json_build_object('chargeId', c.id, 'description', c.description, 'amountCents', a.amount_cents) order by c.id), '[]'::json)
        from ${paymentAllocations} a join ${charges} c on c.id = a.charge_id where a.payment_id = ${payments.id})`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id));

type OnlineRow = Awaited<ReturnType<ReturnType<typeof onlineSelect<Record<never, never>>>['execute']>>[number];
const toOnline = (r: OnlineRow): OnlinePayment => ({
  id: r.id,
  userId: r.userId,
  person: { id: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email },
  amountCents: r.amountCents,
  currency: r.currency,
  status: r.status,
  provider: r.provider,
  providerPaymentId: r.providerPaymentId,
  providerStatus: r.providerStatus,
  flagReason: r.flagReason,
  receivedCents: r.receivedCents,
  receivedCurrency: r.receivedCurrency,
  flagResolution: r.flagResolution,
  decisionNote: r.decisionNote,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
  receipt: r.receiptYear !== null && r.receiptNumber !== null ? { year: r.receiptYear, number: r.receiptNumber } : null,
  charges: (typeof r.charges === 'string' ? JSON.parse(r.charges) : r.charges) ?? [],
});

const onlineSort = { created: payments.createdAt, amount: payments.amountCents, status: payments.status, person: sql`${users.sortKey} collate "C"` };

/** A Buenos Aires calendar day's first instant. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${TZ})`;

/** The online payments the list's filters and search keep (its export keeps the same ones). */
export function onlineConditions(filters: { status?: PaymentStatus[] | null; from?: string | null; to?: string | null }, search: string | null | undefined): SQL | undefined {
  return and(
    eq(payments.channel, 'ONLINE'),
    filters.status?.length ? inArray(payments.status, filters.status) : undefined,
    filters.from ? gte(payments.createdAt, dayStart(filters.from)) : undefined,
    filters.to ? lt(payments.createdAt, sql`(${dayStart(filters.to)} + interval '1 day')`) : undefined,
    personSearch(search || null),
  );
}

/** `onlinePayments`: the online (checkout) payments, with our and the provider's status: one statement, the page with its bounded count. */
export async function onlinePayments(services: Services, args: Record<string, unknown>): Promise<Page<OnlinePayment>> {
  const { status, from, to, ...listArgs } = args;
  const list = parseList(listArgs, onlineSort, 'created');
  const filters = parseInput(onlinePaymentFilters, { status, from, to });
  const where = onlineConditions(filters, list.search);
  const orderBy = list.sort || list.direction ? list.orderBy : desc(payments.createdAt);
  const { db } = services.database;
  const countRows = db.select({ one: sql`1` }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where).limit(list.countCap + 1);
  const rows = await onlineSelect(db, { listTotal: listTotal(countRows) }).where(where).orderBy(orderBy, desc(payments.id)).limit(list.fetch).offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  return { ...page, items: page.items.map(toOnline) };
}

export async function onlineById(db: Executor, id: string): Promise<OnlinePayment | undefined> {
  const [row] = await onlineSelect(db).where(and(eq(payments.id, id), eq(payments.channel, 'ONLINE')));
  return row ? toOnline(row) : undefined;
}

export const PROVIDER_UNREACHABLE = 'Mercado Pago no respondió. Intente conciliar de nuevo en unos minutos.';

/**
 * `reconcilePayment(id)`: asks the provider (Mercado Pago, or the simulated checkout's own record)
 * for every payment it has for this order (by `external_reference`, and the one we know by id) and
 * applies each through the webhook's path (applyProviderPayment): idempotent, so reconciling again
 * changes nothing more, and a mismatch stays FLAGGED. Answers the updated row; audited.
 */
export async function reconcilePayment(services: Services, viewer: Viewer, id: unknown): Promise<OnlinePayment> {
  const { db } = services.database;
  const payment = typeof id === 'string' && UUID.test(id) ? await onlineById(db, id) : undefined;
  if (!payment) throw notFound('No se encontró el pago.');
  const provider = providerFor(services);
  if (!provider) throw conflict('ONLINE_PAYMENTS_UNAVAILABLE', ONLINE_PAYMENTS_UNAVAILABLE);
  let remotes: ProviderPayment[];
  try {
    remotes = await provider.searchPayments(payment.id);
    if (payment.providerPaymentId && !remotes.some((r) => r.id === payment.providerPaymentId)) {
      const known = await provider.getPayment(payment.providerPaymentId);
      if (known) remotes.push(known);
    }
  } catch (error) {
    if (error instanceof ProviderError || (error instanceof Error && error.name === 'TimeoutError')) throw conflict('PROVIDER_UNREACHABLE', PROVIDER_UNREACHABLE);
    throw error;
  }
  // Approved attempts first: a rejected earlier attempt then changes nothing (and mails nothing).
  remotes.sort((a, b) => Number(b.status === 'approved') - Number(a.status === 'approved'));
  const outcomes: { providerPaymentId: string; providerStatus: string; outcome: string }[] = [];
  for (const remote of remotes) outcomes.push({ providerPaymentId: remote.id, providerStatus: remote.status, outcome: await applyProviderPayment(services, remote) });
  const after = (await onlineById(db, payment.id))!;
  await recordAudit(db, {
    actorId: viewer.id,
    action: 'payment.reconciled',
    targetType: 'payment',
    targetId: payment.id,
    targetUserId: payment.userId,
    before: { status: payment.status, providerStatus: payment.providerStatus },
    after: { status: after.status, providerStatus: after.providerStatus, outcomes },
  });
  void services.mail.kick();
  return after;
}
