import { asc, eq, sql } from 'drizzle-orm';
import { catalogueSearch } from '@portal/domain/catalogues';
import { academicTitles, careers, provinces } from '../../db/schema/catalogues';
import { parseInput } from '../../platform/errors';
import type { Executor } from '../../platform/db';
import { parseIntId } from '../../platform/ids';
import { containsFolded, prefixRank } from './catalogue-search';

/** Careers and academic titles: catalogues that grow from what members type. */
export type GrowingTable = typeof careers | typeof academicTitles;
export type NamedRow = { id: number; name: string };

export const SUGGESTIONS = 20;

/** The first 20 rows whose name contains `search` (accents ignored): those starting with it first, then by name. */
export async function searchGrowing(db: Executor, table: GrowingTable, search: unknown): Promise<NamedRow[]> {
  const text = parseInput(catalogueSearch, search);
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(text ? containsFolded(table.name, text) : undefined)
    .orderBy(...(text ? [prefixRank(table.name, text)] : []), asc(table.name), asc(table.id))
    .limit(SUGGESTIONS);
}

/** The row with this name (case-insensitive), created if missing. Call inside the caller's transaction. */
export async function findOrCreateByName(tx: Executor, table: GrowingTable, name: string): Promise<number> {
  const existing = async () => {
    const [row] = await tx.select({ id: table.id }).from(table).where(sql`lower(${table.name}) = lower(${name})`).limit(1);
    return row?.id;
  };
  const found = await existing();
  if (found !== undefined) return found;
  const [created] = await tx.insert(table).values({ name }).onConflictDoNothing().returning({ id: table.id });
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
