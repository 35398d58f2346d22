// The GraphQL of exports, shared by every list that offers one (users, treasury…).
import { exportFormats } from '../platform/exports/columns';
import type { ExportAnswer } from '../platform/exports/exports';
import { builder } from './builder';

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
