import { and, count, desc, eq, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { journalIssueInput, statusFilter } from '@portal/domain/news';
import { journalIssues } from '../../db/schema/news';
import { notFound, parseInput } from '../../graphql/errors';
import { likePattern, parseList, type Page } from '../../graphql/pagination';
import { recordAudit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db';
import { assertFiles } from './files.service';
import { clampLimit, publishDate, rowId } from './news.service';

export type JournalIssueRow = typeof journalIssues.$inferSelect;

const sortable = {
  title: journalIssues.title,
  number: journalIssues.number,
  year: journalIssues.year,
  publishAt: journalIssues.publishAt,
  status: journalIssues.status,
  updatedAt: journalIssues.updatedAt,
};

export async function listJournalIssues(db: Executor, args: { status?: unknown } & Record<string, unknown>): Promise<Page<JournalIssueRow>> {
  const list = parseList(args, sortable, 'year');
  const status = parseInput(statusFilter, args.status);
  const where: SQL[] = [];
  if (status) where.push(eq(journalIssues.status, status));
  if (list.search) where.push(ilike(sql`${journalIssues.title} || ' ' || ${journalIssues.number} || ' ' || ${journalIssues.year}`, likePattern(list.search)));
  const condition = where.length ? and(...where) : undefined;
  const [[{ total }], items] = await Promise.all([
    db.select({ total: count() }).from(journalIssues).where(condition),
    db.select().from(journalIssues).where(condition).orderBy(list.orderBy, desc(journalIssues.number), desc(journalIssues.id)).limit(list.limit).offset(list.offset),
  ]);
  return { items, total, page: list.page, pageSize: list.pageSize };
}

export async function getJournalIssue(db: Executor, id: string): Promise<JournalIssueRow> {
  const key = rowId(id);
  const [row] = key ? await db.select().from(journalIssues).where(eq(journalIssues.id, key)) : [];
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

async function checkFiles(db: Executor, input: { coverFileId: string | null; pdfFileId: string | null }) {
  await assertFiles(db, [
    { field: 'coverFileId', id: input.coverFileId, purpose: 'JOURNAL_COVER' },
    { field: 'pdfFileId', id: input.pdfFileId, purpose: 'JOURNAL_PDF' },
  ]);
}

export async function createJournalIssue(db: Db, actorId: string, data: unknown): Promise<JournalIssueRow> {
  const input = parseInput(journalIssueInput, data);
  await checkFiles(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(journalIssues)
      .values({ ...input, publishAt: publishDate(input.status, input.publishAt) })
      .returning();
    await recordAudit(tx, { actorId, action: 'journalIssue.create', targetType: 'journal_issue', targetId: row.id, after: row });
    return row;
  });
}

export async function updateJournalIssue(db: Db, actorId: string, id: string, data: unknown): Promise<JournalIssueRow> {
  const before = await getJournalIssue(db, id);
  const input = parseInput(journalIssueInput, data);
  await checkFiles(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(journalIssues)
      .set({ ...input, publishAt: publishDate(input.status, input.publishAt, before.publishAt), updatedAt: new Date() })
      .where(eq(journalIssues.id, before.id))
      .returning();
    if (!row) throw notFound('No se encontró el número de la revista.');
    await recordAudit(tx, { actorId, action: 'journalIssue.update', targetType: 'journal_issue', targetId: row.id, before, after: row });
    return row;
  });
}

export async function deleteJournalIssue(db: Db, actorId: string, id: string): Promise<boolean> {
  const before = await getJournalIssue(db, id);
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(journalIssues).where(eq(journalIssues.id, before.id)).returning({ id: journalIssues.id });
    if (deleted.length === 0) throw notFound('No se encontró el número de la revista.');
    await recordAudit(tx, { actorId, action: 'journalIssue.delete', targetType: 'journal_issue', targetId: before.id, before });
    return true;
  });
}
