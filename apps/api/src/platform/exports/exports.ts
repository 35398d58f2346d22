import type { Readable } from 'node:stream';
import { z } from 'zod';
import { buenosAiresDay } from '@portal/domain/dates';
import { recordAudit } from '../audit';
import type { Executor } from '../db';
import { parseInput } from '../errors';
import { enqueueJob, type JobDefinition } from '../jobs';
import type { Services } from '../services';
import type { StoredObject } from '../storage';
import { contentTypeOf, exportFormats, extensionOf, type ExportColumn, type ExportFormat } from './columns';
import { EXPORT_TTL_SECONDS, signExportUrl } from './links';
import { countRows, readBatches, type ExportSource } from './source';
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
});

const fileNameOf = (definition: AnyExportDefinition, format: ExportFormat, now = new Date()) => `${definition.fileTitle}-${buenosAiresDay(now)}.${extensionOf[format]}`;

/**
 * Writes the file (rows streamed from the database straight to storage), then records it for its
 * owner and audits it (who, which export, which filters, how many rows) in one transaction.
 */
export async function produceExport(
  services: WritingServices,
  files: GeneratedFiles,
  definition: AnyExportDefinition,
  job: { format: ExportFormat; filters: unknown; ownerId: string; onBatch?: (written: number) => Promise<void> | void },
): Promise<ExportResult> {
  const contentType = contentTypeOf[job.format];
  const fileName = fileNameOf(definition, job.format);
  const source = definition.source(services.database.db, job.filters);
  const writing = writeExport(job.format, definition.columns, readBatches(services.database, source), { sheetName: definition.sheetName, onBatch: job.onBatch });
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
        after: { export: definition.name, format: job.format, filters: job.filters, rows, fileName },
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
export type ExportJobData = { export: string; format: ExportFormat; filters: unknown; requestedBy: string };

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
  input: { format: unknown; filters: unknown },
): Promise<ExportAnswer> {
  const { format } = parseInput(exportRequest, { format: input.format });
  const filters = parseInput(definition.filters, input.filters);
  const rows = await countRows(services.database.db, definition.source(services.database.db, filters), DIRECT_EXPORT_MAX_ROWS);
  if (rows <= DIRECT_EXPORT_MAX_ROWS) {
    const result = await produceExport(services, files, definition, { format, filters, ownerId });
    return { url: result.url, jobId: null, rows: result.rows, fileName: result.fileName };
  }
  const jobId = await services.database.db.transaction((tx) => enqueueExport(tx, { export: definition.name, format, filters, requestedBy: ownerId }));
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
