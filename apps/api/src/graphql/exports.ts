// The GraphQL of exports, shared by every list that offers one (users, treasury…).
import type { ArgBuilder } from '@pothos/core';
import { exportFormats } from '../platform/exports/columns';
import type { ExportAnswer } from '../platform/exports/exports';
import { builder } from './builder';
import { SortDirection } from './pagination';

export const ExportFormatEnum = builder.enumType('ExportFormat', {
  description: 'CSV: RFC 4180 (comma, UTF-8). CSV_EXCEL: "CSV para Excel" (semicolon, decimal comma, UTF-8 with BOM). XLSX: an Excel workbook with typed cells.',
  values: exportFormats,
});

export const ExportAnswerRef = builder.objectRef<ExportAnswer>('ExportAnswer').implement({
  description: 'A small export is written at once (`url`); a large one runs as a job (`jobId`, followed with jobProgress; its result carries the url).',
  fields: (t) => ({
    url: t.exposeString('url', { nullable: true, description: 'The download link, for the viewer only; valid 24 hours.' }),
    jobId: t.exposeID('jobId', { nullable: true }),
    rows: t.exposeInt('rows', { nullable: true }),
    fileName: t.exposeString('fileName', { nullable: true }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/**
 * The arguments every list export takes: the file's format, the columns the person chose (their
 * keys, in order; all when left out), and the list's own search and sort. The list's filters are
 * added beside them.
 */
export const exportArgFields = (arg: ArgBuilder<Types>) => ({
  format: arg({ type: ExportFormatEnum, required: true }),
  columns: arg.stringList({ required: false, description: 'Keys of the columns to write, in order (each list documents its keys); all when left out.' }),
  search: arg.string({ required: false }),
  sort: arg.string({ required: false, description: 'The list’s own sort names.' }),
  direction: arg({ type: SortDirection, required: false }),
});

/** Splits an export's arguments into what `requestExport` takes. */
export const exportInput = <A extends { format: unknown; columns?: unknown }>({ format, columns, ...filters }: A) => ({ format, columns, filters });
