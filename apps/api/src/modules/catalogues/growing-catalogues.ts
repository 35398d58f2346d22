import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { catalogueSearch } from '@portal/domain/catalogues';
import { z } from 'zod';
import { academicTitles, careers, provinces } from '../../db/schema/catalogues';
import { academicInfo } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import { listTotal, pageWithTotal, parseList, type Page } from '../../platform/list';
import type { Services } from '../../platform/services';
import { badInput, notFound, parseInput } from '../../platform/errors';
import type { Executor } from '../../platform/db';
import { parseIntId } from '../../platform/ids';
import type { Viewer } from '../../platform/viewer';
import { containsFolded, prefixRank } from '../../platform/search';
import { canSeePendingGrowingEntries } from './catalogues.rules';

/** Careers and academic titles: catalogues that grow from what members type. */
export type GrowingTable = typeof careers | typeof academicTitles;
export type NamedRow = { id: number; name: string };

export const SUGGESTIONS = 20;

/**
 * The rows the viewer may see, as SQL: accepted ones, their own pending ones, and every pending
 * one for staff (`canSeeGrowingEntry` in catalogues.rules.ts, the same rule row by row).
 */
export function visibleGrowing(table: GrowingTable, viewer: Viewer | null): SQL | undefined {
  if (!viewer) return sql`false`;
  if (canSeePendingGrowingEntries(viewer)) return undefined;
  return or(eq(table.status, 'ACCEPTED'), eq(table.createdBy, viewer.id));
}

/** The first 20 rows the viewer may see whose name contains `search` (accents ignored): those starting with it first, then by name. */
export async function searchGrowing(db: Executor, table: GrowingTable, search: unknown, viewer: Viewer | null, acceptedOnly = false): Promise<NamedRow[]> {
  const text = parseInput(catalogueSearch, search);
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(visibleGrowing(table, viewer), acceptedOnly ? eq(table.status, 'ACCEPTED') : undefined, text ? containsFolded(table.name, text) : undefined))
    .orderBy(...(text ? [prefixRank(table.name, text)] : []), asc(table.name), asc(table.id))
    .limit(SUGGESTIONS);
}

/**
 * The row with this name (case-insensitive), created if missing as a PENDING entry of `authorId`.
 * Call inside the caller's transaction.
 */
export async function findOrCreateByName(tx: Executor, table: GrowingTable, name: string, authorId: string): Promise<number> {
  const existing = async () => {
    const [row] = await tx.select({ id: table.id }).from(table).where(sql`lower(${table.name}) = lower(${name})`).limit(1);
    return row?.id;
  };
  const found = await existing();
  if (found !== undefined) return found;
  const [created] = await tx.insert(table).values({ name, status: 'PENDING', createdBy: authorId }).onConflictDoNothing().returning({ id: table.id });
  return created?.id ?? (await existing())!;
}

export async function rowExists(tx: Executor, table: GrowingTable, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return !!row;
}

export async function listProvinces(db: Executor, countryId: string | number): Promise<NamedRow[]> {
  const id = parseIntId(countryId, 'countryId');
  return db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(eq(provinces.countryId, id)).orderBy(asc(provinces.name));
}

// ---- Moderation: a SYSADMIN accepts a pending career or title, or merges it into an accepted one ----

export const growingKinds = ['CAREER', 'ACADEMIC_TITLE'] as const;
export type GrowingKind = (typeof growingKinds)[number];

const growing = {
  CAREER: {
    table: careers,
    subject: 'career',
    columns: ['universityCareerId', 'masterCareerId', 'doctorateCareerId'],
  },
  ACADEMIC_TITLE: {
    table: academicTitles,
    subject: 'academicTitle',
    columns: ['universityTitleId', 'masterTitleId', 'doctorateTitleId'],
  },
} as const;

const kindInput = z.enum(growingKinds, { error: 'Elija carreras o títulos.' });

export type PendingEntry = { id: number; name: string; createdAt: Date; authorId: string | null; authorName: string | null; usageCount: number };

/** People whose academic data refers to the entry (in any of its three columns). */
const usageCount = (kind: GrowingKind, id: SQL | number) =>
  sql<number>`(select count(*)::int from ${academicInfo} where ${or(...growing[kind].columns.map((c) => sql`${academicInfo[c]} = ${id}`))})`;

/** Pending entries of one catalogue, oldest first, with who typed them and how many people use each. One statement: the page with its bounded count. */
export async function listPendingGrowing(db: Executor, args: { kind: unknown } & Record<string, unknown>): Promise<Page<PendingEntry>> {
  const kind = parseInput(kindInput, args.kind);
  const { table } = growing[kind];
  const list = parseList({ ...args, kind: undefined }, { createdAt: table.createdAt, name: table.name }, 'createdAt');
  const where = and(eq(table.status, 'PENDING'), list.search ? containsFolded(table.name, list.search) : undefined);
  const countRows = db.select({ one: sql`1` }).from(table).where(where).limit(list.countCap + 1);
  const rows = await db
    .select({
      id: table.id,
      name: table.name,
      createdAt: table.createdAt,
      authorId: table.createdBy,
      authorName: sql<string | null>`${users.lastName} || ', ' || ${users.firstName}`,
      usageCount: usageCount(kind, sql`${table.id}`),
      listTotal: listTotal(countRows),
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.createdBy))
    .where(where)
    .orderBy(list.orderBy, asc(table.id))
    .limit(list.fetch)
    .offset(list.offset);
  return pageWithTotal(db, rows, list, countRows);
}

async function lockPending(tx: Executor, kind: GrowingKind, id: number) {
  const { table } = growing[kind];
  const [row] = await tx.select({ id: table.id, name: table.name, createdBy: table.createdBy }).from(table).where(and(eq(table.id, id), eq(table.status, 'PENDING'))).for('update');
  if (!row) throw notFound('No se encontró la entrada pendiente: quizá ya fue aceptada o unificada.');
  return row;
}

/** Makes a pending entry visible to everyone. Audited. */
export async function acceptGrowing(services: Services, viewer: Viewer, input: { kind: unknown; id: unknown }): Promise<NamedRow> {
  const kind = parseInput(kindInput, input.kind);
  const id = parseIntId(input.id, 'id');
  const { table, subject } = growing[kind];
  return services.database.db.transaction(async (tx) => {
    const row = await lockPending(tx, kind, id);
    await tx.update(table).set({ status: 'ACCEPTED' }).where(eq(table.id, id));
    await recordAudit(tx, { actorId: viewer.id, action: `${subject}.accepted`, targetType: subject, targetId: id, before: { name: row.name, status: 'PENDING' }, after: { name: row.name, status: 'ACCEPTED' } });
    return { id: row.id, name: row.name };
  });
}

/**
 * Merges a pending entry into an accepted one: every person's reference moves to the kept entry
 * and the typed one is deleted, in one transaction, audited. Returns the kept entry.
 */
export async function mergeGrowing(services: Services, viewer: Viewer, input: { kind: unknown; id: unknown; intoId: unknown }): Promise<NamedRow> {
  const kind = parseInput(kindInput, input.kind);
  const id = parseIntId(input.id, 'id');
  const intoId = parseIntId(input.intoId, 'intoId');
  const { table, subject, columns } = growing[kind];
  if (id === intoId) throw badInput({ intoId: 'Elija otra entrada: no se puede unificar una entrada consigo misma.' });
  return services.database.db.transaction(async (tx) => {
    const typed = await lockPending(tx, kind, id);
    const [kept] = await tx.select({ id: table.id, name: table.name }).from(table).where(and(eq(table.id, intoId), eq(table.status, 'ACCEPTED'))).for('share');
    if (!kept) throw badInput({ intoId: 'Elija una entrada aceptada de la lista.' });
    const [{ moved }] = await tx.select({ moved: usageCount(kind, id) }).from(sql`(select 1) as one`);
    // Every reference moves before the typed entry goes (the foreign keys restrict its deletion).
    for (const column of columns) await tx.update(academicInfo).set({ [column]: intoId }).where(eq(academicInfo[column], id));
    await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: `${subject}.merged`,
      targetType: subject,
      targetId: id,
      before: { name: typed.name, status: 'PENDING', people: moved },
      after: { mergedInto: kept.name, mergedIntoId: kept.id },
    });
    return kept;
  });
}
