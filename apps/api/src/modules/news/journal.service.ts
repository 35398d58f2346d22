import { and, asc, desc, eq, getTableColumns, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { journalIssueInput, statusFilter } from '@portal/domain/news';
import { journalIssues } from '../../db/schema/news';
import { notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pagePlaceholders, pageValues, pageWithTotal, parseList, preparedShapes, spanishOrder, type Page, type PageNumbers } from '../../platform/list';
import { recordAudit } from '../../platform/audit';
import { parseIntId } from '../../platform/ids';
import type { Db, Executor } from '../../platform/db';
import type { FileStorage } from '../../platform/storage';
import { checkFiles, removeStoredBytes, setOwnedFiles } from '../files/files.service';
import { clampLimit, publishDate } from './news.service';

export type JournalIssueRow = typeof journalIssues.$inferSelect;

const sortable = {
  title: spanishOrder(journalIssues.title),
  number: journalIssues.number,
  year: journalIssues.year,
  publishAt: journalIssues.publishAt,
  status: journalIssues.status,
  updatedAt: journalIssues.updatedAt,
};

type JournalListRow = JournalIssueRow & { listTotal: number };

/** The page (with its bounded count as a column) of the issues matching `condition`, in `orderBy`. */
function journalPage(db: Executor, condition: SQL | undefined, orderBy: SQL, v: PageNumbers) {
  const countRows = db.select({ one: sql`1` }).from(journalIssues).where(condition).limit(v.cap);
  const query = db
    .select({ ...getTableColumns(journalIssues), listTotal: listTotal(countRows) })
    .from(journalIssues)
    .where(condition)
    .orderBy(orderBy, desc(journalIssues.number), desc(journalIssues.id))
    .limit(v.fetch)
    .offset(v.offset);
  return { query, countRows };
}

/** The unfiltered list in each sort and direction (a key `parseList` allowed), a prepared statement (see `preparedShapes`). */
const unfilteredPage = preparedShapes('journal_list', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':') as [keyof typeof sortable, string];
  const column = sortable[sortKey];
  return journalPage(db, undefined, direction === 'DESC' ? desc(column) : asc(column), pagePlaceholders()).query.prepare(name);
});

export async function listJournalIssues(db: Executor, args: { status?: unknown } & Record<string, unknown>): Promise<Page<JournalIssueRow>> {
  const list = parseList(args, sortable, 'year');
  const status = parseInput(statusFilter, args.status);
  const where: SQL[] = [];
  if (status) where.push(eq(journalIssues.status, status));
  if (list.search) where.push(ilike(sql`${journalIssues.title} || ' ' || ${journalIssues.number} || ' ' || ${journalIssues.year}`, likePattern(list.search)));
  const condition = where.length ? and(...where) : undefined;
  if (!condition) {
    const rows = (await unfilteredPage(db, `${list.sortKey}:${list.direction === 'DESC' ? 'DESC' : 'ASC'}`).execute(pageValues(list))) as JournalListRow[];
    return pageWithTotal(db, rows, list, () => journalPage(db, undefined, list.orderBy, pageValues(list)).countRows);
  }
  const { query, countRows } = journalPage(db, condition, list.orderBy, pageValues(list));
  return pageWithTotal(db, await query, list, countRows);
}

export async function getJournalIssue(db: Executor, id: string): Promise<JournalIssueRow> {
  const [row] = await db.select().from(journalIssues).where(eq(journalIssues.id, parseIntId(id)));
  if (!row) throw notFound('No se encontró el número de la revista.');
  return row;
}

/** Published issues whose publish date has come, newest first. */
export async function listPublishedJournalIssues(db: Executor, limit: number | null | undefined): Promise<JournalIssueRow[]> {
  return db
    .select()
    .from(journalIssues)
    .where(and(eq(journalIssues.status, 'PUBLISHED'), lte(journalIssues.publishAt, new Date())))
    .orderBy(desc(journalIssues.year), desc(journalIssues.number), desc(journalIssues.id))
    .limit(clampLimit(limit));
}

/** An issue owns its cover and PDF: replaced or deleted with it. */
const issueOwner = (id: number) => ({ type: 'journal_issue', id });
const issueFiles = (input: { coverFileId: string | null; pdfFileId: string | null }) => [
  { field: 'coverFileId', id: input.coverFileId, purpose: 'JOURNAL_COVER' as const },
  { field: 'pdfFileId', id: input.pdfFileId, purpose: 'JOURNAL_PDF' as const },
];

export async function createJournalIssue(db: Db, actorId: string, data: unknown): Promise<JournalIssueRow> {
  const input = parseInput(journalIssueInput, data);
  await checkFiles(db, null, issueFiles(input));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journalIssues)
      .values({ ...input, publishAt: publishDate(input.status, input.publishAt) })
      .returning();
    await setOwnedFiles(tx, issueOwner(row.id), issueFiles(row));
    await recordAudit(tx, { actorId, action: 'journalIssue.created', targetType: 'journal_issue', targetId: row.id, after: row });
    return row;
  });
}

export async function updateJournalIssue(db: Db, storage: FileStorage, actorId: string, id: string, data: unknown): Promise<JournalIssueRow> {
  const before = await getJournalIssue(db, id);
  const input = parseInput(journalIssueInput, data);
  await checkFiles(db, issueOwner(before.id), issueFiles(input));
  const { row, released } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(journalIssues)
      .set({ ...input, publishAt: publishDate(input.status, input.publishAt, before.publishAt), updatedAt: new Date() })
      .where(eq(journalIssues.id, before.id))
      .returning();
    if (!row) throw notFound('No se encontró el número de la revista.');
    const released = await setOwnedFiles(tx, issueOwner(row.id), issueFiles(row));
    await recordAudit(tx, { actorId, action: 'journalIssue.updated', targetType: 'journal_issue', targetId: row.id, before, after: row });
    return { row, released };
  });
  await removeStoredBytes(storage, released);
  return row;
}

export async function deleteJournalIssue(db: Db, storage: FileStorage, actorId: string, id: string): Promise<boolean> {
  const before = await getJournalIssue(db, id);
  const released = await db.transaction(async (tx) => {
    const deleted = await tx.delete(journalIssues).where(eq(journalIssues.id, before.id)).returning({ id: journalIssues.id });
    if (deleted.length === 0) throw notFound('No se encontró el número de la revista.');
    await recordAudit(tx, { actorId, action: 'journalIssue.deleted', targetType: 'journal_issue', targetId: before.id, before });
    return setOwnedFiles(tx, issueOwner(before.id), []);
  });
  await removeStoredBytes(storage, released);
  return true;
}
