import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import QueryStream from 'pg-query-stream';
import type { Database, Executor } from '../db';

/**
 * The rows of an export: one SELECT (no ORDER BY) whose output columns include `keys`, which
 * together identify a row and give the order (`collateC`: compared byte-wise, as the sort indexes
 * keep text). Read in batches: on PostgreSQL through a server-side cursor (pg-query-stream, one
 * pooled connection), on PGlite by keyset pages (its one connection is never held between pages).
 */
export type ExportKey = { name: string; collateC?: boolean; desc?: boolean };
/** Keys are never null (coalesce a nullable sort column in the SELECT); `desc` sorts that key downwards. */
export type ExportSource = { select: SQL; keys: readonly ExportKey[] };

/**
 * Rows handed to the writer at once, and rows the cursor fetches per round trip. Few rows in flight
 * keep the export's memory flat: rows that live through several young-generation collections (a
 * large batch waiting while the file drains) are promoted and pile up as old garbage until the next
 * full collection. Measured on 1,000,000 rows (docs/performance.md): 2,000/2,000 grew the process by
 * about 100 MB, 500/200 by about 25 MB, and took no longer.
 */
export const EXPORT_BATCH_ROWS = 500;
const CURSOR_FETCH_ROWS = 200;

const dialect = new PgDialect();
const ident = (name: string) => sql.raw(`x."${name.replace(/"/g, '""')}"`);
const keyExpr = (k: ExportKey) => (k.collateC ? sql`${ident(k.name)} collate "C"` : ident(k.name));
const orderOf = (source: ExportSource) => sql.join(source.keys.map((k) => (k.desc ? sql`${keyExpr(k)} desc` : keyExpr(k))), sql`, `);
const valueOf = (k: ExportKey, value: unknown) => (k.collateC ? sql`${value}::text collate "C"` : sql`${value}`);

/**
 * The rows after `last` in the keys' order: a row comparison when every key goes up (an index can
 * serve it), else the same comparison spelt out key by key, each in its own direction.
 */
function afterRow(source: ExportSource, last: Record<string, unknown>): SQL {
  const keys = source.keys;
  if (keys.every((k) => !k.desc)) return sql`(${sql.join(keys.map(keyExpr), sql`, `)}) > (${sql.join(keys.map((k) => valueOf(k, last[k.name])), sql`, `)})`;
  const alternatives = keys.map((k, i) => {
    const equal = keys.slice(0, i).map((e) => sql`${keyExpr(e)} = ${valueOf(e, last[e.name])}`);
    const beyond = k.desc ? sql`${keyExpr(k)} < ${valueOf(k, last[k.name])}` : sql`${keyExpr(k)} > ${valueOf(k, last[k.name])}`;
    return sql`(${sql.join([...equal, beyond], sql` and `)})`;
  });
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/** The export's ordered statement (also what the bench hands to `COPY (…) TO STDOUT`). */
export function orderedSelect(source: ExportSource): SQL {
  return sql`select * from (${source.select}) x order by ${orderOf(source)}`;
}

/** The statement as text and parameters, for node-postgres outside drizzle. */
export function compiled(query: SQL): { text: string; values: unknown[] } {
  const q = dialect.sqlToQuery(query);
  return { text: q.sql, values: q.params };
}

/** How many rows the export has; with `atMost`, counting stops past it (the cost stays bounded). */
export async function countRows(db: Executor, source: ExportSource, atMost?: number): Promise<number> {
  const inner = atMost === undefined ? source.select : sql`select 1 from (${source.select}) y limit ${atMost + 1}`;
  const result = (await db.execute(sql`select count(*)::int as n from (${inner}) x`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}

/** The rows in order, `batchRows` at a time. */
export function readBatches(database: Database, source: ExportSource, batchRows = EXPORT_BATCH_ROWS): AsyncIterable<Record<string, unknown>[]> {
  return database.pool ? cursorBatches(database, source, batchRows) : keysetBatches(database.db, source, batchRows);
}

async function* cursorBatches(database: Database, source: ExportSource, batchRows: number): AsyncGenerator<Record<string, unknown>[]> {
  const client = await database.pool!.connect();
  const { text, values } = compiled(orderedSelect(source));
  const stream = client.query(new QueryStream(text, values, { batchSize: Math.min(CURSOR_FETCH_ROWS, batchRows), highWaterMark: Math.min(CURSOR_FETCH_ROWS, batchRows) }));
  let failed: Error | undefined;
  try {
    database.statements.count++;
    let batch: Record<string, unknown>[] = [];
    for await (const row of stream) {
      batch.push(row as Record<string, unknown>);
      if (batch.length >= batchRows) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    // A cursor closed early (the writer failed) leaves the connection mid-statement: drop it.
    if (!stream.destroyed) stream.destroy();
    client.release(failed ?? (stream.readableEnded ? undefined : true));
  }
}

async function* keysetBatches(db: Executor, source: ExportSource, batchRows: number): AsyncGenerator<Record<string, unknown>[]> {
  let last: Record<string, unknown> | null = null;
  for (;;) {
    const after: SQL | undefined = last ? sql`where ${afterRow(source, last)}` : undefined;
    const result = (await db.execute(sql`select * from (${source.select}) x ${after ?? sql``} order by ${orderOf(source)} limit ${batchRows}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    if (result.rows.length) yield result.rows;
    if (result.rows.length < batchRows) return;
    last = result.rows[result.rows.length - 1];
  }
}
