import type { Readable } from 'node:stream';
import { z } from 'zod';
import { buenosAiresDay } from '@portal/domain/dates';
import { recordAudit } from '../audit';
import type { Executor } from '../db';
import { badInput, parseInput } from '../errors';
import { enqueueJob, type JobDefinition } from '../jobs';
import type { Services } from '../services';
import type { StoredObject } from '../storage';
import { columnKey, contentTypeOf, exportFormats, extensionOf, type ExportColumn, type ExportFormat } from './columns';
import { EXPORT_TTL_SECONDS, signExportUrl } from './links';
import { countRows, readBatches, type ExportKey, type ExportSource } from './source';
import { writeExport } from './writer';

/** Up to this many rows an export is written while the request waits; more go to the `export` job. */
export const DIRECT_EXPORT_MAX_ROWS = 5000;
export const EXPORT_JOB = 'export';

/**
 * One export the portal offers (a list's rows as a file): its columns, how its filters are read,
 * and the rows for those filters. Defined by the module that owns the list.
 */
export type ExportDefinition<R = never, F = never> = {
  /** Stable name, stored in the job and the audit (`users`). */
  name: string;
  /** The file's name before the date (`usuarios` → `usuarios-2026-11-28.csv`) and the sheet's name. */
  fileTitle: string;
  sheetName: string;
  columns: readonly ExportColumn<R>[];
  /** The list's own filters (zod: BAD_USER_INPUT per field when they do not parse). */
  filters: z.ZodType<F>;
  source(db: Executor, filters: F): ExportSource;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds definitions of every row and filter type
export type AnyExportDefinition = ExportDefinition<any, any>;

/**
 * Where generated files go: the files domain (its storage, a `files` row owned by the person who
 * asked, removed after a day). Given by the files module; platform/ knows no module.
 */
export type GeneratedFiles = {
  /** Streams the bytes to storage (nothing is left behind when the stream fails). */
  store(body: Readable, contentType: string): Promise<StoredObject>;
  /** The file's row, inside the caller's transaction; returns its id. */
  record(tx: Executor, file: { stored: StoredObject; name: string; contentType: string; ownerId: string }): Promise<string>;
  /** Removes stored bytes whose row was never written. */
  discard(key: string): Promise<void>;
  /** Removes generated files created before `before` (rows and bytes); returns how many. */
  removeExpired(before: Date): Promise<number>;
};

export type ExportServices = Pick<Services, 'config' | 'database' | 'jobs'>;
type WritingServices = Pick<Services, 'config' | 'database'>;
export type ExportAnswer = { url: string | null; jobId: string | null; rows: number | null; fileName: string | null };
export type ExportResult = { fileId: string; fileName: string; rows: number; url: string };

const exportRequest = z.object({
  format: z.enum(exportFormats, { message: 'Elija CSV, CSV para Excel o Excel (XLSX).' }),
  columns: z.array(z.string().max(60, 'Columna desconocida.'), { error: 'Elija las columnas de la lista.' }).max(60, 'Demasiadas columnas.').nullish(),
});

/**
 * The columns a person chose (by key, in the order given), or all of them. An unknown or repeated
 * key, or none at all, is BAD_USER_INPUT on `columns`.
 */
export function chosenColumns<R>(definition: { columns: readonly ExportColumn<R>[] }, keys: readonly string[] | null | undefined): readonly ExportColumn<R>[] {
  if (keys == null) return definition.columns;
  if (!keys.length) throw badInput({ columns: 'Elija al menos una columna.' });
  if (new Set(keys).size !== keys.length) throw badInput({ columns: 'Una columna está elegida dos veces.' });
  return keys.map((key) => {
    const column = definition.columns.find((c) => columnKey(c) === key);
    if (!column) throw badInput({ columns: `Esta lista no tiene la columna «${key.slice(0, 60)}».` });
    return column;
  });
}

const fileNameOf = (definition: AnyExportDefinition, format: ExportFormat, now = new Date()) => `${definition.fileTitle}-${buenosAiresDay(now)}.${extensionOf[format]}`;

/**
 * Writes the file (rows streamed from the database straight to storage), then records it for its
 * owner and audits it (who, which export, which filters, how many rows) in one transaction.
 */
export async function produceExport(
  services: WritingServices,
  files: GeneratedFiles,
  definition: AnyExportDefinition,
  job: { format: ExportFormat; filters: unknown; columns?: readonly string[] | null; ownerId: string; onBatch?: (written: number) => Promise<void> | void },
): Promise<ExportResult> {
  const columns = chosenColumns(definition, job.columns);
  const contentType = contentTypeOf[job.format];
  const fileName = fileNameOf(definition, job.format);
  const source = definition.source(services.database.db, job.filters);
  const writing = writeExport(job.format, columns, readBatches(services.database, source), { sheetName: definition.sheetName, onBatch: job.onBatch });
  const stored = await files.store(writing.body, contentType).catch(async (error: unknown) => {
    // The writer's own error (a failed read) says more than storage's "stream destroyed".
    await writing.rows;
    throw error;
  });
  let rows: number;
  let fileId: string;
  try {
    rows = await writing.rows;
    fileId = await services.database.db.transaction(async (tx) => {
      const id = await files.record(tx, { stored, name: fileName, contentType, ownerId: job.ownerId });
      await recordAudit(tx, {
        actorId: job.ownerId,
        action: 'export.created',
        targetType: 'export',
        targetId: definition.name,
        after: { export: definition.name, format: job.format, filters: job.filters, columns: columns.map(columnKey), rows, fileName },
      });
      return id;
    });
  } catch (error) {
    await files.discard(stored.key);
    throw error;
  }
  return { fileId, fileName, rows, url: signExportUrl(services.config.jwtSecret, fileId, job.ownerId, EXPORT_TTL_SECONDS) };
}

/** What the `export` job carries. */
export type ExportJobData = { export: string; format: ExportFormat; filters: unknown; columns?: string[] | null; requestedBy: string };

/** Adds the export job inside the caller's transaction (a rolled-back one leaves no job). */
export function enqueueExport(tx: Executor, data: ExportJobData): Promise<string> {
  return enqueueJob(tx, EXPORT_JOB, data as unknown as Record<string, unknown>);
}

/**
 * An export asked for by `ownerId`: validated (format, the list's filters), then written at once
 * when it has at most DIRECT_EXPORT_MAX_ROWS rows (the answer carries the link), or handed to the
 * `export` job (the answer carries the job, which `jobProgress` follows; its result has the link).
 */
export async function requestExport(
  services: ExportServices,
  files: GeneratedFiles,
  definition: AnyExportDefinition,
  ownerId: string,
  input: { format: unknown; filters: unknown; columns?: unknown },
): Promise<ExportAnswer> {
  const { format, columns } = parseInput(exportRequest, { format: input.format, columns: input.columns });
  chosenColumns(definition, columns);
  const filters = parseInput(definition.filters, input.filters);
  const rows = await countRows(services.database.db, definition.source(services.database.db, filters), DIRECT_EXPORT_MAX_ROWS);
  if (rows <= DIRECT_EXPORT_MAX_ROWS) {
    const result = await produceExport(services, files, definition, { format, filters, columns, ownerId });
    return { url: result.url, jobId: null, rows: result.rows, fileName: result.fileName };
  }
  const jobId = await services.database.db.transaction((tx) => enqueueExport(tx, { export: definition.name, format, filters, columns: columns ?? null, requestedBy: ownerId }));
  services.jobs.notify(EXPORT_JOB);
  return { url: null, jobId, rows: null, fileName: fileNameOf(definition, format) };
}

/** The `export` job: counts the rows, writes the file reporting done/total, and answers with its link. */
export function exportJob(services: WritingServices, files: GeneratedFiles, definitions: readonly AnyExportDefinition[]): JobDefinition<ExportJobData> {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  return {
    kind: EXPORT_JOB,
    label: 'Exportación de un listado',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
    async run(job) {
      const definition = byName.get(job.data.export);
      if (!definition) throw new Error(`unknown export "${job.data.export}"`);
      const filters = definition.filters.parse(job.data.filters);
      const total = await countRows(services.database.db, definition.source(services.database.db, filters));
      await job.progress(0, total);
      const result = await produceExport(services, files, definition, {
        format: job.data.format,
        filters,
        columns: job.data.columns,
        ownerId: job.data.requestedBy,
        onBatch: (written) => job.progress(Math.min(written, total), total),
      });
      await job.progress(result.rows, Math.max(result.rows, total));
      return result;
    },
  };
}

/** Hourly: generated files older than a day go (rows and bytes). */
export function exportCleanupJob(files: GeneratedFiles): JobDefinition {
  return {
    kind: 'exports-cleanup',
    label: 'Limpieza de archivos exportados',
    cron: '23 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    run: async () => ({ removed: await files.removeExpired(new Date(Date.now() - EXPORT_TTL_SECONDS * 1000)) }),
  };
}

/** The sort arguments of an exported list: the list's own names (`sortable`), BAD_USER_INPUT on `sort` for another. */
export function exportSort<K extends string>(sortable: readonly [K, ...K[]]) {
  return {
    sort: z.enum(sortable, { error: 'No se puede ordenar por ese campo.' }).nullish(),
    direction: z.enum(['ASC', 'DESC'], { error: 'Elija ASC o DESC.' }).nullish(),
  };
}

/**
 * The keys that order an export as its list: the sort column (its name in the SELECT) in the
 * direction asked, then the tie-breakers the list uses (a function when they follow the direction
 * asked). With neither sort nor direction, the list's default order.
 */
export function sortedKeys(
  filters: { sort?: string | null; direction?: 'ASC' | 'DESC' | null },
  columns: Record<string, { name: string; collateC?: boolean }>,
  fallback: { sort: string; keys: readonly ExportKey[] },
  tieBreakers: readonly ExportKey[] | ((direction: 'ASC' | 'DESC' | null | undefined) => readonly ExportKey[]),
): ExportKey[] {
  if (!filters.sort && !filters.direction) return [...fallback.keys];
  const column = columns[filters.sort ?? fallback.sort];
  const ties = typeof tieBreakers === 'function' ? tieBreakers(filters.direction) : tieBreakers;
  return [{ ...column, desc: filters.direction === 'DESC' }, ...ties];
}
