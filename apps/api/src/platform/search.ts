import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Lower case without accents (ñ as n), as `portal_fold` (migration 0007) leaves a column. */
export const foldSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The same expression as the trigram indexes on catalogue names (foldedTrigramIndex).
const foldedColumn = (column: AnyPgColumn | SQL) => sql`portal_fold(${column})`;

/** The column contains the text, ignoring case and accents ("peru" finds "Perú"). */
export const containsFolded = (column: AnyPgColumn | SQL, search: string): SQL => sql`${foldedColumn(column)} like ${`%${escapeLike(foldSearch(search))}%`}`;

/** 0 when the column starts with the text, 1 otherwise: order suggestions by it first. */
export const prefixRank = (column: AnyPgColumn, search: string): SQL =>
  sql`case when ${foldedColumn(column)} like ${`${escapeLike(foldSearch(search))}%`} then 0 else 1 end`;
