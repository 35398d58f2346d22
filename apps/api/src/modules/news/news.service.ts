import { and, desc, eq, getTableColumns, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { newsInput, statusFilter, type NewsProduct, type PublicationStatus } from '@portal/domain/news';
import { news } from '../../db/schema/news';
import { notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pageWithTotal, parseList, planOnce, spanishOrder, type Page } from '../../platform/list';
import { recordAudit } from '../../platform/audit';
import { parseIntId } from '../../platform/ids';
import type { Db, Executor } from '../../platform/db';
import type { FileStorage } from '../../platform/storage';
import { checkFiles, removeStoredBytes, setOwnedFiles } from '../files/files.service';

export type NewsRow = typeof news.$inferSelect;

/** A news item owns its image: replaced or deleted with it. */
const newsOwner = (id: number) => ({ type: 'news', id });
const newsFiles = (input: { imageFileId: string | null }) => [{ field: 'imageFileId', id: input.imageFileId, purpose: 'NEWS_IMAGE' as const }];

const sortable = { title: spanishOrder(news.title), publishAt: news.publishAt, status: news.status, updatedAt: news.updatedAt, createdAt: news.createdAt };

/** Published without a date means "now"; a draft keeps the date it was given, if any. */
export function publishDate(status: PublicationStatus, publishAt: Date | null, previous: Date | null = null): Date | null {
  if (status === 'PUBLISHED') return publishAt ?? previous ?? new Date();
  return publishAt;
}

export async function listNews(db: Executor, args: { product: NewsProduct; status?: unknown } & Record<string, unknown>): Promise<Page<NewsRow>> {
  const list = parseList(args, sortable, 'publishAt');
  const status = parseInput(statusFilter, args.status);
  const where: SQL[] = [eq(news.product, args.product)];
  if (status) where.push(eq(news.status, status));
  if (list.search) {
    const pattern = likePattern(list.search);
    where.push(or(ilike(news.title, pattern), ilike(news.summary, pattern))!);
  }
  const condition = and(...where);
  const countRows = db.select({ one: sql`1` }).from(news).where(condition).limit(list.countCap + 1);
  const query = db
    .select({ ...getTableColumns(news), listTotal: listTotal(countRows) })
    .from(news)
    .where(condition)
    .orderBy(list.orderBy, desc(news.id))
    .limit(list.fetch)
    .offset(list.offset);
  // A product's list as it opens, a plan that fits every page (see planOnce); filtered, its own plan.
  const rows = await (list.search || status ? query : planOnce(query));
  return pageWithTotal(db, rows, list, countRows);
}

export async function getNews(db: Executor, id: string): Promise<NewsRow> {
  const [row] = await db.select().from(news).where(eq(news.id, parseIntId(id)));
  if (!row) throw notFound('No se encontró la novedad.');
  return row;
}

/** Published news whose publish date has come, newest first. */
export async function listPublishedNews(db: Executor, product: NewsProduct | null | undefined, limit: number | null | undefined): Promise<NewsRow[]> {
  const where = [eq(news.status, 'PUBLISHED'), lte(news.publishAt, new Date())];
  if (product) where.push(eq(news.product, product));
  return db
    .select()
    .from(news)
    .where(and(...where))
    .orderBy(desc(news.publishAt), desc(news.id))
    .limit(clampLimit(limit));
}

export const clampLimit = (limit: number | null | undefined) => Math.min(Math.max(limit ?? 5, 1), 50);

export async function createNews(db: Db, actorId: string, data: unknown): Promise<NewsRow> {
  const input = parseInput(newsInput, data);
  await checkFiles(db, null, newsFiles(input));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ ...input, publishAt: publishDate(input.status, input.publishAt), createdBy: actorId })
      .returning();
    await setOwnedFiles(tx, newsOwner(row.id), newsFiles(row));
    await recordAudit(tx, { actorId, action: 'news.created', targetType: 'news', targetId: row.id, after: row });
    return row;
  });
}

export async function updateNews(db: Db, storage: FileStorage, actorId: string, id: string, data: unknown): Promise<NewsRow> {
  const before = await getNews(db, id);
  const input = parseInput(newsInput, data);
  await checkFiles(db, newsOwner(before.id), newsFiles(input));
  const { row, released } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(news)
      .set({ ...input, publishAt: publishDate(input.status, input.publishAt, before.publishAt), updatedAt: new Date() })
      .where(eq(news.id, before.id))
      .returning();
    if (!row) throw notFound('No se encontró la novedad.');
    const released = await setOwnedFiles(tx, newsOwner(row.id), newsFiles(row));
    await recordAudit(tx, { actorId, action: 'news.updated', targetType: 'news', targetId: row.id, before, after: row });
    return { row, released };
  });
  await removeStoredBytes(storage, released);
  return row;
}

export async function deleteNews(db: Db, storage: FileStorage, actorId: string, id: string): Promise<boolean> {
  const before = await getNews(db, id);
  const released = await db.transaction(async (tx) => {
    const deleted = await tx.delete(news).where(eq(news.id, before.id)).returning({ id: news.id });
    if (deleted.length === 0) throw notFound('No se encontró la novedad.');
    await recordAudit(tx, { actorId, action: 'news.deleted', targetType: 'news', targetId: before.id, before });
    return setOwnedFiles(tx, newsOwner(before.id), []);
  });
  await removeStoredBytes(storage, released);
  return true;
}
