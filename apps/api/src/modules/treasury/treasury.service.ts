// Treasury's tools over the ledger: a person's charges, the person search, and the credits (a
// charge paid twice, or a flagged payment's money to give back) to refund or apply. Online
// payments and their reconciliation: online-payments.service.ts.
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { applyCreditInput, creditFilters, refundCreditInput, type CreditStatus } from '@portal/domain/payments';
import { charges } from '../../db/schema/charges';
import { credits, paymentAllocations, payments, receipts } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { conflict, notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pagePlaceholders, pageValues, pageWithTotal, parseList, preparedShapes, type Page, type PageNumbers } from '../../platform/list';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { enqueueMail } from '../../platform/mail';
import { creditRefundedMail } from './treasury-mails';
import { accountOf, approvedCentsOf, markChargePaid, type Account } from '../payments/payments.service';
import { canDecideCredit, creditPermissions, type CreditPermissions } from '../payments/payments.rules';
import { chargesOf, type StatementCharge } from '../payments/payments.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TreasuryPerson = { id: string; firstName: string; lastName: string; email: string; document: string; pendingCents: number };

/** Folded-text search over a person (name, e-mail, document), as the users list does it. */
export function personSearch(search: string | null): SQL | undefined {
  if (!search) return undefined;
  const digits = search.replace(/[.\s-]/g, '');
  return or(
    sql`${users.searchText} like portal_fold(${likePattern(search)})`,
    digits && digits !== search ? sql`${users.searchText} like portal_fold(${likePattern(digits)})` : undefined,
  );
}

/** What a person still owes on pending charges (a correlated subquery over `users`): bigint, read with Number() (may pass 2³¹). */
export const pendingCentsOf = () =>
  sql<number>`(select coalesce(sum(c.amount_cents - (select coalesce(sum(a.amount_cents), 0) from ${paymentAllocations} a join ${payments} p on p.id = a.payment_id where a.charge_id = c.id and p.status = 'APPROVED')), 0)
    from ${charges} c where c.user_id = "users"."id" and c.status = 'PENDING')::bigint`;

const personSort = { name: sql`${users.sortKey} collate "C"`, email: users.email, created: users.createdAt };

/** A page of enabled people matching `search` (with its bounded count as a column), in `orderBy`. */
function peoplePage(db: Executor, search: SQL | undefined, orderBy: SQL, descending: boolean, v: PageNumbers) {
  const where = and(eq(users.enabled, true), search);
  const countRows = db.select({ one: sql`1` }).from(users).where(where).limit(v.cap);
  const query = db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, document: users.document, pendingCents: pendingCentsOf(), listTotal: listTotal(countRows) })
    .from(users)
    .where(where)
    .orderBy(orderBy, descending ? desc(users.id) : asc(users.id))
    .limit(v.fetch)
    .offset(v.offset);
  return { query, countRows };
}

/** The unsearched list in each sort and direction (a key `parseList` allowed), a prepared statement (see `preparedShapes`). */
const unsearchedPeople = preparedShapes('payment_people', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':') as [keyof typeof personSort, string];
  const descending = direction === 'DESC';
  return peoplePage(db, undefined, descending ? desc(personSort[sortKey]) : asc(personSort[sortKey]), descending, pagePlaceholders()).query.prepare(name);
});

/** `paymentPeople`: the person search of "Registrar pago" (one statement: the page with its bounded count). */
export async function paymentPeople(services: Services, args: Record<string, unknown>): Promise<Page<TreasuryPerson>> {
  const list = parseList(args, personSort, 'name');
  const descending = list.direction === 'DESC';
  const { db } = services.database;
  const search = personSearch(list.search);
  const { query, countRows } = search
    ? peoplePage(db, search, list.orderBy, descending, pageValues(list))
    : { query: unsearchedPeople(db, `${list.sortKey}:${descending ? 'DESC' : 'ASC'}`).execute(pageValues(list)), countRows: () => peoplePage(db, undefined, list.orderBy, descending, pageValues(list)).countRows };
  const page = await pageWithTotal(db, await query, list, countRows);
  return { ...page, items: page.items.map((r) => ({ ...r, pendingCents: Number(r.pendingCents) })) };
}

export type PersonCharges = { person: TreasuryPerson; account: Account; charges: StatementCharge[] };

/** `personCharges(userId)`: the person, their balance and their pending charges with what each owes. */
export async function personCharges(services: Services, userId: unknown): Promise<PersonCharges> {
  const { db } = services.database;
  if (typeof userId !== 'string' || !UUID.test(userId)) throw notFound('No se encontró la persona.');
  const [person] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, document: users.document, pendingCents: pendingCentsOf() })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw notFound('No se encontró la persona.');
  const [account, page] = await Promise.all([accountOf(db, userId), chargesOf(services, userId, { pendingOnly: true, pageSize: 100, sort: 'created', direction: 'ASC' })]);
  return { person: { ...person, pendingCents: Number(person.pendingCents) }, account, charges: page.items };
}

export type CreditView = {
  id: number;
  userId: string;
  person: { id: string; firstName: string; lastName: string; email: string };
  amountCents: number;
  status: CreditStatus;
  createdAt: Date;
  resolvedAt: Date | null;
  resolutionNote: string | null;
  /** The money of a flagged payment treasury decided to give back: refunded, never applied. */
  refundOnly: boolean;
  charge: { id: number; description: string };
  appliedCharge: { id: number; description: string } | null;
  payment: { id: string; channel: string; method: string; receipt: { year: number; number: number } | null };
  permissions: CreditPermissions;
};

/** A credit with its person, charges and payment; `extra` adds columns (a list's `listTotal`). */
const creditSelect = <Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) =>
  db
    .select({
      ...extra,
      id: credits.id,
      userId: credits.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      amountCents: credits.amountCents,
      status: credits.status,
      createdAt: credits.createdAt,
      resolvedAt: credits.resolvedAt,
      resolutionNote: credits.resolutionNote,
      refundOnly: credits.refundOnly,
      chargeId: credits.chargeId,
      chargeDescription: charges.description,
      appliedChargeId: credits.appliedChargeId,
      appliedDescription: sql<string | null>`(select ac.description from ${charges} ac where ac.id = ${credits.appliedChargeId})`,
      paymentId: credits.paymentId,
      channel: payments.channel,
      method: payments.method,
      receiptYear: receipts.year,
      receiptNumber: receipts.number,
    })
    .from(credits)
    .innerJoin(users, eq(users.id, credits.userId))
    .innerJoin(charges, eq(charges.id, credits.chargeId))
    .innerJoin(payments, eq(payments.id, credits.paymentId))
    .leftJoin(receipts, eq(receipts.paymentId, credits.paymentId));

type CreditRow = Awaited<ReturnType<ReturnType<typeof creditSelect<Record<never, never>>>['execute']>>[number];
const toCredit = (viewer: Viewer) => (r: CreditRow): CreditView => ({
  id: r.id,
  userId: r.userId,
  person: { id: r.userId, firstName: r.firstName, lastName: r.lastName, email: r.email },
  amountCents: r.amountCents,
  status: r.status,
  createdAt: r.createdAt,
  resolvedAt: r.resolvedAt,
  resolutionNote: r.resolutionNote,
  refundOnly: r.refundOnly,
  charge: { id: r.chargeId, description: r.chargeDescription },
  appliedCharge: r.appliedChargeId !== null ? { id: r.appliedChargeId, description: r.appliedDescription ?? '' } : null,
  payment: { id: r.paymentId, channel: r.channel, method: r.method, receipt: r.receiptYear !== null && r.receiptNumber !== null ? { year: r.receiptYear, number: r.receiptNumber } : null },
  permissions: creditPermissions(viewer, r),
});

const creditSort = { created: credits.createdAt, amount: credits.amountCents, person: sql`${users.sortKey} collate "C"` };

/** The credits the list's filter (OPEN by default) and search keep (its export keeps the same ones). */
export const creditConditions = (filters: { status?: CreditStatus | null }, search: string | null | undefined) =>
  and(eq(credits.status, filters.status ?? 'OPEN'), personSearch(search || null));

/** `treasuryCredits`: credits (default the OPEN ones), oldest first: one statement, the page with its bounded count. */
export async function treasuryCredits(services: Services, viewer: Viewer, args: Record<string, unknown>): Promise<Page<CreditView>> {
  const { status, ...listArgs } = args;
  const list = parseList(listArgs, creditSort, 'created');
  const filters = parseInput(creditFilters, { status });
  const where = creditConditions(filters, list.search);
  const { db } = services.database;
  const countRows = db.select({ one: sql`1` }).from(credits).innerJoin(users, eq(users.id, credits.userId)).where(where).limit(list.countCap + 1);
  const rows = await creditSelect(db, { listTotal: listTotal(countRows) }).where(where).orderBy(list.orderBy, asc(credits.id)).limit(list.fetch).offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  return { ...page, items: page.items.map(toCredit(viewer)) };
}

const CREDIT_NOT_FOUND = 'No se encontró el crédito.';
const CREDIT_DECIDED = 'Este crédito ya fue reintegrado o aplicado.';
/**
 * Nobody refunds or applies a credit of their own: the same rule as deciding a payment (see
 * `OWN_PAYMENT` in manual-decision.ts), and CONFLICT for the same reason.
 */
export const OWN_CREDIT = 'No puede reintegrar ni aplicar un crédito propio: debe hacerlo otra persona de Tesorería.';

/**
 * Locks an OPEN credit that `actor` may decide: two treasurers at once wait for each other, the
 * second sees it decided; the actor's own credit is refused.
 */
async function lockOpenCredit(tx: Executor, actor: Viewer, id: number) {
  const [credit] = await tx.select().from(credits).where(eq(credits.id, id)).for('update');
  if (!credit) throw notFound(CREDIT_NOT_FOUND);
  if (credit.status !== 'OPEN') throw conflict('CREDIT_DECIDED', CREDIT_DECIDED);
  if (!canDecideCredit(actor, credit)) throw conflict('OWN_CREDIT', OWN_CREDIT);
  return credit;
}

/** Takes `cents` of the origin payment's allocation to the charge it overpaid (the row goes at 0). */
async function takeFromAllocation(tx: Executor, paymentId: string, chargeId: number, cents: number) {
  const [allocation] = await tx
    .update(paymentAllocations)
    .set({ amountCents: sql`${paymentAllocations.amountCents} - ${cents}` })
    .where(and(eq(paymentAllocations.paymentId, paymentId), eq(paymentAllocations.chargeId, chargeId), sql`${paymentAllocations.amountCents} > ${cents}`))
    .returning();
  if (!allocation) await tx.delete(paymentAllocations).where(and(eq(paymentAllocations.paymentId, paymentId), eq(paymentAllocations.chargeId, chargeId)));
}

/**
 * `refundCredit(id, note)`: the money went back to the member. The origin payment no longer gives
 * those cents to the overpaid charge (its balance stays charges − approved allocations), the
 * credit is REFUNDED with the note; one transaction, audited.
 */
export async function refundCredit(services: Services, viewer: Viewer, input: unknown): Promise<CreditView> {
  const { id, note } = parseInput(refundCreditInput, input);
  const { db } = services.database;
  await db.transaction(async (tx) => {
    const credit = await lockOpenCredit(tx, viewer, id);
    // A flagged payment's money treasury decided to give back never counted for the charge.
    if (!credit.refundOnly) await takeFromAllocation(tx, credit.paymentId, credit.chargeId, credit.amountCents);
    await tx.update(credits).set({ status: 'REFUNDED', resolvedAt: new Date(), resolvedBy: viewer.id, resolutionNote: note }).where(eq(credits.id, id));
    await recordAudit(tx, { actorId: viewer.id, action: 'credit.refunded', targetType: 'credit', targetId: id, targetUserId: credit.userId, before: { status: 'OPEN', amountCents: credit.amountCents }, after: { status: 'REFUNDED', note } });
    const [about] = await tx
      .select({ email: users.email, firstName: users.firstName, charge: charges.description, year: receipts.year, number: receipts.number })
      .from(users)
      .innerJoin(charges, eq(charges.id, credit.chargeId))
      .leftJoin(receipts, eq(receipts.paymentId, credit.paymentId))
      .where(eq(users.id, credit.userId));
    const receipt = about.year !== null && about.number !== null ? { year: about.year, number: about.number } : null;
    const { publicUrl, supportEmail } = services.config;
    await enqueueMail(tx, creditRefundedMail(about, { amountCents: credit.amountCents, charge: about.charge, receipt, note, refundOnly: credit.refundOnly }, publicUrl, supportEmail));
  });
  return (await creditById(db, viewer, id))!;
}

/**
 * `applyCredit(id, chargeId)`: the credit pays another pending charge of the same person. The
 * origin payment's cents move from the overpaid charge to that one (an allocation), which becomes
 * PAID when covered. The part of the credit beyond what the charge owes stays OPEN (the credit's
 * amount goes down). One transaction, audited; the credit row is locked first.
 */
export async function applyCredit(services: Services, viewer: Viewer, input: unknown): Promise<CreditView> {
  const { id, chargeId } = parseInput(applyCreditInput, input);
  const { db } = services.database;
  await db.transaction(async (tx) => {
    const credit = await lockOpenCredit(tx, viewer, id);
    if (credit.refundOnly) throw conflict('CREDIT_REFUND_ONLY', 'Este saldo es de un pago observado que Tesorería decidió devolver: solo puede reembolsarse.');
    const [target] = await tx
      .select({ id: charges.id, userId: charges.userId, description: charges.description, amountCents: charges.amountCents, status: charges.status, approved: approvedCentsOf() })
      .from(charges)
      .where(eq(charges.id, chargeId))
      .for('update', { of: charges });
    if (!target || target.userId !== credit.userId) throw notFound('No se encontró el cargo.');
    const owing = target.amountCents - Number(target.approved);
    if (target.status !== 'PENDING' || owing <= 0) throw conflict('CHARGE_SETTLED', `El cargo «${target.description}» no tiene saldo pendiente.`, { chargeId: 'Elija un cargo pendiente' });
    const applied = Math.min(owing, credit.amountCents);
    await takeFromAllocation(tx, credit.paymentId, credit.chargeId, applied);
    await tx
      .insert(paymentAllocations)
      .values({ paymentId: credit.paymentId, chargeId: target.id, amountCents: applied })
      .onConflictDoUpdate({ target: [paymentAllocations.paymentId, paymentAllocations.chargeId], set: { amountCents: sql`${paymentAllocations.amountCents} + ${applied}` } });
    const now = new Date();
    if (applied >= owing) await markChargePaid(tx, target, now);
    const whole = applied === credit.amountCents;
    await tx
      .update(credits)
      .set(whole ? { status: 'APPLIED', resolvedAt: now, resolvedBy: viewer.id, appliedChargeId: target.id } : { amountCents: credit.amountCents - applied })
      .where(eq(credits.id, id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'credit.applied',
      targetType: 'credit',
      targetId: id,
      targetUserId: credit.userId,
      before: { status: 'OPEN', amountCents: credit.amountCents },
      after: { chargeId: target.id, appliedCents: applied, chargePaid: applied >= owing, status: whole ? 'APPLIED' : 'OPEN', amountCents: credit.amountCents - applied },
    });
  });
  return (await creditById(db, viewer, id))!;
}

async function creditById(db: Executor, viewer: Viewer, id: number): Promise<CreditView | undefined> {
  const [row] = await creditSelect(db).where(eq(credits.id, id));
  return row ? toCredit(viewer)(row) : undefined;
}
