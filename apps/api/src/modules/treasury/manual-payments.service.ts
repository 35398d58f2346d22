// Reported payments (informar pago) and treasury's manual-payment list and review.
import { and, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@portal/domain/input-hygiene';
import { paymentMethodLabels, paymentMethods, paymentStatuses, reportPaymentInput, type PaymentChannel, type PaymentMethod, type PaymentStatus } from '@portal/domain/payments';
import { z } from 'zod';
import { charges } from '../../db/schema/charges';
import { files } from '../../db/schema/files';
import { paymentReports } from '../../db/schema/payment-reports';
import { paymentAllocations, payments, receipts } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { badInput, conflict, notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pageWithTotal, parseList, type Page } from '../../platform/list';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { setOwnedFiles } from '../files/files.service';
import { openPayment } from '../payments/payments.service';
import { decideReportedPayment, MANUAL_PAYMENT_NOT_FOUND } from './manual-decision';
import { paymentReceivedMail } from '../payments/payments.service';
import { paymentPermissions, type PaymentPermissions } from '../payments/payments.rules';
import { paymentById, type PaymentView } from '../payments/payments.service';
import { formatReference, transferReferenceOf } from '../payments/payments.service';

const MANUAL_CHANNELS: PaymentChannel[] = ['REPORTED', 'GENERATED'];
const UNUSABLE_RECEIPT = 'El comprobante no existe o ya se usó en otro pago. Súbalo nuevamente.';
export const paymentOwner = (paymentId: string) => ({ type: 'payment', id: paymentId });

/** The viewer's transfer reference code, as shown (`K7M3-QX9P`); given on first need. */
export async function myTransferReference(services: Services, viewer: Viewer): Promise<string> {
  return formatReference(await transferReferenceOf(services.database.db, viewer.id));
}

/**
 * `reportPayment(data)`: the member says they paid chosen pending charges of their own (a bank
 * transfer, cash or other) and attaches the receipt. It becomes a manual payment UNDER_REVIEW
 * covering each charge for what it still owes (the ledger's `openPayment`); the amount the member
 * says they paid is kept beside it, and when it differs treasury sees the difference. A charge of
 * someone else: NOT_FOUND; one already paid, or already in another report under review: CONFLICT.
 * The member gets the "recibimos su informe" e-mail in the same transaction.
 */
export async function reportPayment(services: Services, viewer: Viewer, input: unknown): Promise<PaymentView> {
  const data = parseInput(reportPaymentInput, input);
  const { db } = services.database;
  const [file] = await db.select().from(files).where(eq(files.id, data.receiptFileId));
  if (!file || file.uploadedBy !== viewer.id || file.purpose !== 'PAYMENT_RECEIPT' || file.attachedType !== null) throw badInput({ receiptFileId: UNUSABLE_RECEIPT });

  const paymentId = await db.transaction(async (tx) => {
    const opened = await openPayment(tx, {
      userId: viewer.id,
      chargeIds: data.payments,
      method: data.method,
      channel: 'REPORTED',
      status: 'UNDER_REVIEW',
      columns: { informedDay: data.informedDay, receiptFileId: file.id, note: data.note },
    });
    const [reviewing] = await tx
      .select({ description: charges.description })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .innerJoin(charges, eq(charges.id, paymentAllocations.chargeId))
      .where(and(inArray(paymentAllocations.chargeId, data.payments), eq(payments.status, 'UNDER_REVIEW'), ne(payments.id, opened.id)))
      .limit(1);
    if (reviewing) throw conflict('CHARGE_IN_REVIEW', `El cargo «${reviewing.description}» ya tiene un pago informado en revisión.`, { payments: 'Elija cargos que no estén en revisión' });
    const reportedAmountCents = data.amountCents ?? opened.amountCents;
    await tx.insert(paymentReports).values({ paymentId: opened.id, reportedAmountCents });
    await setOwnedFiles(tx, paymentOwner(opened.id), [{ field: 'receiptFileId', id: file.id, purpose: 'PAYMENT_RECEIPT' }]);
    const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, viewer.id));
    const { publicUrl, supportEmail } = services.config;
    await enqueueMail(
      tx,
      paymentReceivedMail(
        person,
        { amountCents: opened.amountCents, reportedAmountCents, concepts: opened.charges.map((c) => c.description), informedDay: data.informedDay, methodLabel: paymentMethodLabels[data.method] },
        publicUrl,
        supportEmail,
      ),
    );
    return opened.id;
  });
  return (await paymentById(db, paymentId))!;
}

export type ManualPaymentItem = {
  id: string;
  userId: string;
  person: { id: string; firstName: string; lastName: string; email: string; document: string };
  amountCents: number;
  reportedAmountCents: number | null;
  method: PaymentMethod;
  channel: PaymentChannel;
  status: PaymentStatus;
  informedDay: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  receipt: { year: number; number: number } | null;
  charges: { chargeId: number; description: string; amountCents: number }[];
};

export const manualFilters = z.object({
  status: z.array(z.enum(paymentStatuses, { error: 'Estado no válido' })).nullish(),
  method: z.enum(paymentMethods, { error: 'Medio de pago no válido' }).nullish(),
  from: z.iso.date({ error: 'Ingrese una fecha válida' }).nullish(),
  to: z.iso.date({ error: 'Ingrese una fecha válida' }).nullish(),
});

/** The columns of a manual payment's list row and of its detail (payments ⋈ users ⟕ paymentReports ⟕ receipts). */
const itemColumns = {
  id: payments.id,
  userId: payments.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  document: users.document,
  amountCents: payments.amountCents,
  reportedAmountCents: paymentReports.reportedAmountCents,
  method: payments.method,
  channel: payments.channel,
  status: payments.status,
  informedDay: payments.informedDay,
  createdAt: payments.createdAt,
  decidedAt: payments.decidedAt,
  receiptYear: receipts.year,
  receiptNumber: receipts.number,
  charges: sql<ManualPaymentItem['charges']>`(
    select coalesce(json_agg(json_build_object('chargeId', c.id, 'description', c.description, 'amountCents', a.amount_cents) order by c.id), '[]'::json)
    from ${paymentAllocations} a join ${charges} c on c.id = a.charge_id where a.payment_id = ${payments.id})`,
};

/** Buenos Aires midnight of a day (UTC-3, no daylight saving since 2009). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00-03:00`);

const manualSort = {
  created: payments.createdAt,
  informed: payments.informedDay,
  amount: payments.amountCents,
  name: sql`${users.sortKey} collate "C"`,
};

/** The manual payments the list's filters and search keep (its export keeps the same ones). */
export function manualConditions(filters: z.infer<typeof manualFilters>, search: string | null | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(payments.channel, MANUAL_CHANNELS)];
  if (filters.status?.length) conditions.push(inArray(payments.status, filters.status));
  if (filters.method) conditions.push(eq(payments.method, filters.method));
  if (filters.from) conditions.push(gte(payments.createdAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(payments.createdAt, new Date(startOfDay(filters.to).getTime() + 24 * 3600 * 1000)));
  if (search) {
    const digits = search.replace(/[.\s-]/g, '');
    conditions.push(
      or(
        sql`${users.searchText} like portal_fold(${likePattern(search)})`,
        digits && digits !== search ? sql`${users.searchText} like portal_fold(${likePattern(digits)})` : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * Treasury's list of manual payments (reported by members, generated by treasury): filters by
 * status, method, the day it was reported (from/to, Buenos Aires days) and the person (name,
 * e-mail or document); newest first. One statement: the page with its bounded count.
 */
export async function manualPayments(services: Services, args: Record<string, unknown>): Promise<Page<ManualPaymentItem>> {
  const { status, method, from, to, ...listArgs } = args;
  const list = parseList(listArgs, manualSort, 'created');
  const filters = parseInput(manualFilters, { status, method, from, to });
  const where = manualConditions(filters, list.search);
  const orderBy = list.sort || list.direction ? list.orderBy : desc(payments.createdAt);
  const { db } = services.database;
  const countRows = db.select({ one: sql`1` }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where).limit(list.countCap + 1);
  const rows = await db
    .select({
      ...itemColumns,
      listTotal: listTotal(countRows),
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(paymentReports, eq(paymentReports.paymentId, payments.id))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(where)
    .orderBy(orderBy, desc(payments.id))
    .limit(list.fetch)
    .offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  return { ...page, items: page.items.map(toItem) };
}

type ItemRow = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  document: string;
  amountCents: number;
  reportedAmountCents: number | null;
  method: PaymentMethod;
  channel: PaymentChannel;
  status: PaymentStatus;
  informedDay: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  receiptYear: number | null;
  receiptNumber: number | null;
  charges: unknown;
};

const toItem = (r: ItemRow): ManualPaymentItem => ({
  id: r.id,
  userId: r.userId,
  person: { id: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email, document: r.document },
  amountCents: r.amountCents,
  reportedAmountCents: r.reportedAmountCents,
  method: r.method,
  channel: r.channel,
  status: r.status,
  informedDay: r.informedDay,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
  receipt: r.receiptYear !== null && r.receiptNumber !== null ? { year: r.receiptYear, number: r.receiptNumber } : null,
  charges: ((typeof r.charges === 'string' ? JSON.parse(r.charges) : r.charges) ?? []) as ManualPaymentItem['charges'],
});

export type ManualPaymentDetail = ManualPaymentItem & {
  note: string | null;
  decisionNote: string | null;
  internalReceipt: string | null;
  decidedBy: { id: string; name: string } | null;
  createdBy: { id: string; name: string } | null;
  receiptFile: { id: string; name: string; contentType: string; sizeBytes: number } | null;
  transferReference: string;
  permissions: PaymentPermissions;
};

/** One manual payment for treasury's review: the person, the charges, the receipt file, the notes, who decided. */
export async function manualPayment(services: Services, viewer: Viewer, id: unknown): Promise<ManualPaymentDetail> {
  const { db } = services.database;
  if (typeof id !== 'string' || !isUuid(id)) throw notFound(MANUAL_PAYMENT_NOT_FOUND);
  const page = await manualPaymentRows(db, id);
  if (!page) throw notFound(MANUAL_PAYMENT_NOT_FOUND);
  const { item, row } = page;
  const peopleIds = [row.decidedBy, row.createdBy].filter((x): x is string => !!x);
  const people = peopleIds.length ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, peopleIds)) : [];
  const named = (userId: string | null) => {
    const p = people.find((x) => x.id === userId);
    return p ? { id: p.id, name: `${p.firstName} ${p.lastName}` } : null;
  };
  const [file] = row.receiptFileId ? await db.select().from(files).where(eq(files.id, row.receiptFileId)) : [];
  return {
    ...item,
    note: row.note,
    decisionNote: row.decisionNote,
    internalReceipt: row.internalReceipt,
    decidedBy: named(row.decidedBy),
    createdBy: named(row.createdBy),
    receiptFile: file ? { id: file.id, name: file.originalName, contentType: file.contentType, sizeBytes: file.sizeBytes } : null,
    transferReference: formatReference(await transferReferenceOf(db, item.userId)),
    permissions: paymentPermissions(viewer, item),
  };
}

async function manualPaymentRows(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...itemColumns,
      note: payments.note,
      decisionNote: payments.decisionNote,
      internalReceipt: payments.internalReceipt,
      decidedBy: payments.decidedBy,
      createdBy: payments.createdBy,
      receiptFileId: payments.receiptFileId,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(paymentReports, eq(paymentReports.paymentId, payments.id))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(and(eq(payments.id, id), inArray(payments.channel, MANUAL_CHANNELS)));
  return row ? { item: toItem(row), row } : null;
}

/** `decideManualPayment(id, decision, note)`: treasury approves or rejects a reported payment under review. */
export async function decideManualPayment(services: Services, viewer: Viewer, id: unknown, input: { decision: unknown; note?: unknown }): Promise<ManualPaymentDetail> {
  if (typeof id !== 'string' || !isUuid(id)) throw notFound(MANUAL_PAYMENT_NOT_FOUND);
  await services.database.db.transaction((tx) => decideReportedPayment(tx, services, viewer, id, input as { decision: 'APPROVE' | 'REJECT'; note?: string | null }));
  return manualPayment(services, viewer, id);
}
