import { neutraliseText } from './neutralise';

/**
 * What an export's columns hold. `money` is integer ARS cents (a number, or a bigint's string);
 * `date` a calendar day ('yyyy-mm-dd', or a Date read as its Buenos Aires day); `datetime` a Date.
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime';
/**
 * One column of an export. `key` names it for the person's choice of columns (`columns: ['email', …]`);
 * without one the header is its name.
 */
export type ExportColumn<R> = { key?: string; header: string; kind: ColumnKind; value: (row: R) => unknown; width?: number };

/** The name a person chooses a column by. */
export const columnKey = (column: { key?: string; header: string }) => column.key ?? column.header;

/** A person's row as the exports select it (`users` columns under these names). */
export type PersonExportRow = { last_name: string; first_name: string; email: string; document: string };

/** The columns that name a person, first in every export of people. */
export const personColumns = <R extends PersonExportRow>(): ExportColumn<R>[] => [
  { key: 'lastName', header: 'Apellido', kind: 'text', value: (r) => r.last_name },
  { key: 'firstName', header: 'Nombre', kind: 'text', value: (r) => r.first_name },
  { key: 'email', header: 'Correo electrónico', kind: 'text', value: (r) => r.email, width: 34 },
  { key: 'document', header: 'Documento', kind: 'text', value: (r) => r.document, width: 14 },
];

/** The three files an export makes: RFC 4180 CSV, "CSV para Excel" and an Excel workbook. */
export const exportFormats = ['CSV', 'CSV_EXCEL', 'XLSX'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const contentTypeOf: Record<ExportFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  CSV_EXCEL: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export const extensionOf: Record<ExportFormat, string> = { CSV: 'csv', CSV_EXCEL: 'csv', XLSX: 'xlsx' };

/**
 * Buenos Aires has kept UTC−3 all year since 2009: a fixed offset instead of Intl per cell, which a
 * million-row export would feel. (The portal's dates helpers say the same in their own words.)
 */
const BUENOS_AIRES_OFFSET_MS = -3 * 3600 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock in Buenos Aires as a Date whose UTC fields read it. */
export const buenosAiresWallClock = (at: Date) => new Date(at.getTime() + BUENOS_AIRES_OFFSET_MS);

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An instant as a Date: a Date, or a timestamp as the database's text gives it (PGlite's raw rows:
 * `2026-11-28 00:23:45.12+00`).
 */
export function instantOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value).trim().replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(text);
}

/** A `date` cell's day as [year, month, day]: a 'yyyy-mm-dd' as written, an instant by its Buenos Aires day. */
export function dayOf(value: unknown): [number, number, number] | null {
  if (value == null) return null;
  const match = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  if (match) return [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = instantOf(value);
  if (Number.isNaN(at.getTime())) return null;
  const wall = buenosAiresWallClock(at);
  return [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
}

/** Integer cents as "1234.50" (exact for any bigint, no floating point). */
function centsText(value: unknown, decimal: '.' | ','): string {
  const digits = String(value).trim();
  const negative = digits.startsWith('-');
  const abs = (negative ? digits.slice(1) : digits).padStart(3, '0');
  return `${negative ? '-' : ''}${abs.slice(0, -2).replace(/^0+(?=\d)/, '')}${decimal}${abs.slice(-2)}`;
}

export type CsvDialect = 'CSV' | 'CSV_EXCEL';

/**
 * One cell as CSV text. RFC 4180: decimal point, days as yyyy-mm-dd, instants in ISO 8601 UTC.
 * CSV para Excel: decimal comma, dd/mm/aaaa and dd/mm/aaaa hh:mm in Buenos Aires time. Text is
 * neutralised (OWASP CSV injection) in both; numbers never are.
 */
export function csvCell(kind: ColumnKind, value: unknown, dialect: CsvDialect): string {
  if (value == null) return '';
  const excel = dialect === 'CSV_EXCEL';
  switch (kind) {
    case 'text':
      return neutraliseText(String(value));
    case 'number':
      return excel ? String(value).replace('.', ',') : String(value);
    case 'money':
      return centsText(value, excel ? ',' : '.');
    case 'date': {
      const day = dayOf(value);
      if (!day) return '';
      const [y, m, d] = day;
      return excel ? `${pad(d)}/${pad(m)}/${y}` : `${y}-${pad(m)}-${pad(d)}`;
    }
    case 'datetime': {
      const at = instantOf(value);
      if (!excel) return at.toISOString();
      const w = buenosAiresWallClock(at);
      return `${pad(w.getUTCDate())}/${pad(w.getUTCMonth() + 1)}/${w.getUTCFullYear()} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
    }
  }
}

/** Excel number formats: money in pesos (sums work: the cell is a number), days and instants. */
export const XLSX_NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  money: '"$" #,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/** One cell as an Excel value: numbers as numbers, days and instants as dates (Buenos Aires wall clock), text as text. */
export function xlsxCell(kind: ColumnKind, value: unknown): string | number | Date | null {
  if (value == null) return null;
  switch (kind) {
    case 'text':
      // A workbook stores text as a string cell, never as a formula: nothing to neutralise.
      return String(value);
    case 'number':
      return Number(value);
    case 'money':
      return Number(value) / 100;
    case 'date': {
      const day = dayOf(value);
      return day ? new Date(Date.UTC(day[0], day[1] - 1, day[2])) : null;
    }
    case 'datetime':
      return buenosAiresWallClock(instantOf(value));
  }
}
