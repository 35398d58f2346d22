// Bank statement lines as treasury reads them (TESORERIA): one line with its person, proposed
// payment and charges, and a statement's lines page by page. The import and the decisions on a
// line are in bank-import.service.ts.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BankLineState } from '@portal/domain/bank-statements';
import { bankStatementLines } from '../../db/schema/bank-statements';
import { payments } from '../../db/schema/payments';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { likePattern, listTotal, pagePlaceholders, pageValues, pageWithTotal, parseList, planOnce, preparedShapes, type Page, type PageNumbers } from '../../platform/list';
import type { Services } from '../../platform/services';

export const IMPORT_NOT_FOUND = 'No se encontró el extracto.';
export const LINE_NOT_FOUND = 'No se encontró la línea del extracto.';

/** A positive int4 id, or null. */
export const toId = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

export type BankLineRow = typeof bankStatementLines.$inferSelect & {
  personName: string | null;
  personEmail: string | null;
  proposedPayment: { amountCents: number; informedDay: string | null; status: string } | null;
  charges: { id: number; description: string }[];
};

/** A line with its person, proposed payment and charges; `extra` adds columns (a list's `listTotal`). */
const lineSelect = <Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) =>
  db
    .select({
      ...extra,
      line: bankStatementLines,
      personName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = coalesce((select p.user_id from ${payments} p where p.id = "bank_statement_lines"."payment_id"), "bank_statement_lines"."proposed_user_id"))`,
      personEmail: sql<string | null>`(select u.email from users u where u.id = coalesce((select p.user_id from ${payments} p where p.id = "bank_statement_lines"."payment_id"), "bank_statement_lines"."proposed_user_id"))`,
      proposedPayment: sql<unknown>`(select json_build_object('amountCents', p.amount_cents, 'informedDay', p.informed_day, 'status', p.status) from ${payments} p where p.id = coalesce("bank_statement_lines"."payment_id", "bank_statement_lines"."proposed_payment_id"))`,
      charges: sql<unknown>`(select coalesce(json_agg(json_build_object('id', c.id, 'description', c.description) order by c.id), '[]'::json) from charges c where c.id in (
        select (jsonb_array_elements_text(coalesce("bank_statement_lines"."proposed_charge_ids", '[]'::jsonb)))::int
        union select a.charge_id from payment_allocations a where a.payment_id = "bank_statement_lines"."payment_id"))`,
    })
    .from(bankStatementLines);

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
/** The row's line with its person, payment and charges (the line object is the row's own: added to, not copied). */
const toLine = (r: Awaited<ReturnType<ReturnType<typeof lineSelect<Record<never, never>>>['execute']>>[number]): BankLineRow =>
  Object.assign(r.line, {
    personName: r.personName,
    personEmail: r.personEmail,
    proposedPayment: json<BankLineRow['proposedPayment']>(r.proposedPayment) ?? null,
    charges: json<BankLineRow['charges']>(r.charges) ?? [],
  });

export async function bankLineById(db: Executor, id: number): Promise<BankLineRow> {
  const [row] = await lineSelect(db).where(eq(bankStatementLines.id, id));
  if (!row) throw notFound(LINE_NOT_FOUND);
  return toLine(row);
}

export async function bankLinesByIds(db: Executor, ids: number[]): Promise<BankLineRow[]> {
  return (await lineSelect(db).where(inArray(bankStatementLines.id, ids))).map(toLine);
}

const lineSort = { row: bankStatementLines.rowNumber, day: bankStatementLines.day, amount: bankStatementLines.amountCents, state: bankStatementLines.state };

/** A page of lines (with its bounded count as a column) matching `where`, in `orderBy`. */
function linePage(db: Executor, where: SQL | undefined, orderBy: SQL, v: PageNumbers) {
  const countRows = db.select({ one: sql`1` }).from(bankStatementLines).where(where).limit(v.cap);
  const query = lineSelect(db, { listTotal: listTotal(countRows) }).where(where).orderBy(orderBy, bankStatementLines.id).limit(v.fetch).offset(v.offset);
  return { query, countRows };
}

/** One statement's lines in every state, unsearched, in each sort and direction (a key `parseList` allowed): a prepared statement (see `preparedShapes`). */
const allLinesPage = preparedShapes('bank_lines_list', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':') as [keyof typeof lineSort, string];
  const column = lineSort[sortKey];
  return linePage(db, eq(bankStatementLines.importId, sql.placeholder('importId')), direction === 'DESC' ? desc(column) : asc(column), pagePlaceholders()).query.prepare(name);
});

/** The lines of one statement the list's states and search keep (its export keeps the same ones). */
export const bankLineConditions = (importId: number, states: readonly BankLineState[] | null | undefined, search: string | null | undefined) =>
  and(
    eq(bankStatementLines.importId, importId),
    states?.length ? inArray(bankStatementLines.state, [...states]) : undefined,
    search ? or(ilike(bankStatementLines.concept, likePattern(search)), ilike(bankStatementLines.bankReference, likePattern(search))) : undefined,
  );

/** `bankStatementLines(importId, state)`: one statement's lines, by row (one statement: the page with its bounded count). */
export async function listBankLines(services: Services, args: Record<string, unknown>): Promise<Page<BankLineRow>> {
  const { importId: rawId, state, ...listArgs } = args;
  const list = parseList(listArgs, lineSort, 'row');
  const importId = toId(rawId);
  if (!importId) throw notFound(IMPORT_NOT_FOUND);
  const states = Array.isArray(state) && state.length ? (state as BankLineState[]) : null;
  const where = bankLineConditions(importId, states, list.search);
  const { db } = services.database;
  if (!list.search && !states) {
    const rows = await allLinesPage(db, `${list.sortKey}:${list.direction === 'DESC' ? 'DESC' : 'ASC'}`).execute({ importId, ...pageValues(list) });
    const page = await pageWithTotal(db, rows, list, () => linePage(db, where, list.orderBy, pageValues(list)).countRows);
    return { ...page, items: page.items.map(toLine) };
  }
  const { query, countRows } = linePage(db, where, list.orderBy, pageValues(list));
  const page = await pageWithTotal(db, await (list.search ? query : planOnce(query)), list, countRows);
  return { ...page, items: page.items.map(toLine) };
}
