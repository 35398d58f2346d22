// Reading a bank's CSV statement: bytes to text (UTF-8 or Latin-1), text to rows (`,` `;` or tab,
// quoted fields), rows to credit lines through a column mapping (Argentine amounts and dates).
// Pure functions; whatever is wrong with the file becomes a StatementError with a Spanish message.
import { neutraliseText } from '../../platform/exports/neutralise';
import {
  BANK_STATEMENT_MAX_BYTES,
  BANK_STATEMENT_MAX_LINE,
  BANK_STATEMENT_MAX_ROWS,
  type BankMapping,
} from '@portal/domain/bank-statements';

/** Something about the file that treasury must fix: the message says what, in Spanish. */
export class StatementError extends Error {
  override readonly name = 'StatementError';
}

const NOT_TEXT = 'El archivo no es un CSV de texto. Exporte el extracto del banco como CSV e intente nuevamente.';

/** Signatures of files that are surely not a CSV (PDF, ZIP/XLSX, OLE/XLS, PNG, JPEG, GIF). */
const BINARY_MAGIC = [[0x25, 0x50, 0x44, 0x46], [0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0], [0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38]];

/** The statement's text: UTF-8 (with or without BOM) when it is valid UTF-8, else Latin-1 (Windows-1252). */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new StatementError('El archivo está vacío.');
  if (bytes.length > BANK_STATEMENT_MAX_BYTES) throw new StatementError(`El archivo supera el máximo de ${BANK_STATEMENT_MAX_BYTES / 1024 / 1024} MB.`);
  if (BINARY_MAGIC.some((magic) => magic.every((b, i) => bytes[i] === b))) throw new StatementError(NOT_TEXT);
  // UTF-16 (a BOM, or NULs between letters) is what spreadsheets call "Unicode text".
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new StatementError('El archivo está en UTF-16. Expórtelo como CSV en UTF-8 o Latin-1.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Control characters other than tab and line breaks: not a text file.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) throw new StatementError(NOT_TEXT);
  }
  return text;
}

const SEPARATORS = [';', ',', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** The separator the first line uses most (outside quotes). */
export function detectSeparator(text: string): Separator {
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  let best: Separator = ',';
  let bestCount = -1;
  for (const sep of SEPARATORS) {
    let count = 0;
    let quoted = false;
    for (const ch of firstLine) {
      if (ch === '"') quoted = !quoted;
      else if (ch === sep && !quoted) count++;
    }
    if (count > bestCount) [best, bestCount] = [sep, count];
  }
  return best;
}

/** RFC 4180 rows (quotes doubled inside quoted fields, line breaks inside quotes kept); blank rows dropped. */
export function parseCsv(text: string, separator: Separator = detectSeparator(text)): { rows: string[][]; lineNumbers: number[] } {
  const rows: string[][] = [];
  const lineNumbers: number[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  let lineLength = 0;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.some((f) => f.trim() !== '')) {
      rows.push(row);
      lineNumbers.push(rowStart);
      if (rows.length > BANK_STATEMENT_MAX_ROWS + 1) {
        throw new StatementError(`El extracto tiene más de ${BANK_STATEMENT_MAX_ROWS.toLocaleString('es-AR')} filas. Divídalo en varios archivos.`);
      }
    }
    row = [];
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    lineLength++;
    if (lineLength > BANK_STATEMENT_MAX_LINE) throw new StatementError(`La línea ${line} es demasiado larga (más de ${BANK_STATEMENT_MAX_LINE} caracteres). El archivo no parece un extracto bancario.`);
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      rowStart = line;
      lineLength = 0;
    } else field += ch;
  }
  if (quoted) throw new StatementError(`Hay comillas sin cerrar desde la línea ${rowStart}.`);
  if (field !== '' || row.length) endRow();
  return { rows, lineNumbers };
}

/** Lowercase, without accents or surrounding spaces: how headers are compared. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A cell as stored and shown: no control or bidirectional characters, at most 500 characters, and
 * never read as a formula by a spreadsheet it is exported to again (the exports' one neutraliser:
 * `=`, `+`, `-`, `@` first get a leading apostrophe, as OWASP advises for CSV injection; a text
 * that looks like a number is no exception, `-2+3+cmd|'/C calc'!A0` begins like one).
 */
export function cleanCell(value: string): string {
  return neutraliseText(value.replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 500));
}

/** ARS cents from `12.345,67`, `12345,67`, `12345.67`, `12,345.67`, `$ -1.234`, `(1.234,00)`; null when it is not an amount. */
export function parseAmount(raw: string): number | null {
  let text = raw.replace(/\s|\u00a0|ARS|\$/gi, '');
  if (text === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1)];
  if (text.startsWith('-')) [negative, text] = [!negative, text.slice(1)];
  else if (text.startsWith('+')) text = text.slice(1);
  if (text.endsWith('-')) [negative, text] = [!negative, text.slice(0, -1)];
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let integer: string;
  let decimals = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalSep = lastDot > lastComma ? '.' : ',';
    const thousandsSep = decimalSep === '.' ? ',' : '.';
    const [int, dec, ...rest] = text.split(decimalSep);
    if (rest.length) return null;
    if (!/^\d{1,3}(\d{3})*$/.test(int.split(thousandsSep).join('')) || !validGroups(int, thousandsSep)) return null;
    [integer, decimals] = [int.split(thousandsSep).join(''), dec];
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const parts = text.split(sep);
    if (parts.length > 2) {
      if (!validGroups(text, sep)) return null;
      integer = parts.join('');
    } else if (sep === '.' && parts[1].length === 3) {
      // `12.345`: a thousands point, as Argentine banks write it.
      integer = parts.join('');
    } else {
      [integer, decimals] = parts;
    }
  } else integer = text;
  if (!/^\d+$/.test(integer) || !/^\d{0,2}$/.test(decimals)) return null;
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > 2_000_000_000) return null;
  return negative ? -cents : cents;
}

const validGroups = (text: string, sep: string) => {
  const groups = text.split(sep);
  return /^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
};

/** `yyyy-mm-dd` from `dd/mm/yyyy`, `dd-mm-yyyy`, `dd/mm/yy`, `yyyy-mm-dd` (a time after it ignored); null when it is not a real date. */
export function parseDay(raw: string): string | null {
  const text = raw.trim().split(/[\sT]/)[0];
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (y < 100) y += 2000;
  }
  if (y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** -1 for a debit (`D`, `DB`, `Débito`, `Debit`), +1 for a credit (`C`, `CR`, `Crédito`, `Credit`), null otherwise. */
export function parseSign(raw: string): 1 | -1 | null {
  const text = fold(raw).replace(/[^a-z]/g, '');
  if (/^(d|db|deb|debe|debito|debit|egreso)$/.test(text)) return -1;
  if (/^(c|cr|cred|haber|credito|credit|ingreso)$/.test(text)) return 1;
  return null;
}

export type StatementTable = { separator: Separator; headers: string[]; rows: { rowNumber: number; cells: string[] }[]; headerSignature: string };

/**
 * The statement as a table: the header is the first row with as many columns as most rows have
 * (banks put account details above it); rows after it keep their file line numbers.
 */
export function readStatement(text: string): StatementTable {
  const separator = detectSeparator(text);
  const { rows, lineNumbers } = parseCsv(text, separator);
  if (rows.length === 0) throw new StatementError('El archivo no tiene filas.');
  const widths = new Map<number, number>();
  for (const r of rows) widths.set(r.length, (widths.get(r.length) ?? 0) + 1);
  const [width] = [...widths.entries()].filter(([w]) => w >= 2).sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0];
  if (width < 3) throw new StatementError('No se reconocen columnas en el archivo: use un CSV separado por comas, punto y coma o tabulaciones, con al menos fecha, importe y concepto.');
  const headerAt = rows.findIndex((r) => r.length === width);
  if (rows.length - headerAt - 1 > BANK_STATEMENT_MAX_ROWS) throw new StatementError(`El extracto tiene más de ${BANK_STATEMENT_MAX_ROWS.toLocaleString('es-AR')} filas. Divídalo en varios archivos.`);
  if (rows.length - headerAt - 1 === 0) throw new StatementError('El archivo tiene encabezados pero ninguna fila de movimientos.');
  const headers = rows[headerAt].map((h, i) => cleanCell(h) || `Columna ${i + 1}`);
  return {
    separator,
    headers,
    rows: rows.slice(headerAt + 1).map((cells, i) => ({ rowNumber: lineNumbers[headerAt + 1 + i], cells })),
    headerSignature: headers.map(fold).join('|').slice(0, 1000),
  };
}

const HINTS: [keyof BankMapping, RegExp][] = [
  ['date', /^(fecha|fecha (de )?(operacion|movimiento|valor)|date|dia)$/],
  ['amount', /^(importe|monto|credito|creditos|importe (en )?\$|amount|valor|haber)$/],
  ['concept', /^(concepto|descripcion|detalle|leyenda|referencia del cliente|observaciones|description)$/],
  ['reference', /^(referencia|nro\.? (de )?(operacion|comprobante|transaccion)|id (de )?(operacion|transaccion)|comprobante|numero de operacion|transaction id)$/],
  ['sign', /^(tipo|d\/c|debito\/credito|tipo de movimiento|signo)$/],
];

/** A mapping guessed from the header names; null for what it cannot tell. */
export function suggestMapping(headers: string[]): Partial<Record<keyof BankMapping, number | null>> {
  const folded = headers.map(fold);
  const out: Partial<Record<keyof BankMapping, number | null>> = {};
  for (const [field, pattern] of HINTS) {
    const index = folded.findIndex((h, i) => pattern.test(h) && !Object.values(out).includes(i));
    out[field] = index >= 0 ? index : null;
  }
  return out;
}

export type StatementLine = { rowNumber: number; day: string; amountCents: number; concept: string; bankReference: string | null };
export type SkippedRow = { rowNumber: number; reason: string };

/**
 * The credit lines of the table under `mapping`. Debits (a negative amount, a debit sign, or an
 * empty amount when the bank puts debits in another column) are counted, not returned; a row
 * without a valid date or amount is skipped with its reason (bank totals, footers).
 */
export function linesOf(table: StatementTable, mapping: BankMapping): { lines: StatementLine[]; debits: number; skipped: SkippedRow[] } {
  const width = table.headers.length;
  for (const index of [mapping.date, mapping.amount, mapping.concept, mapping.reference, mapping.sign]) {
    if (index !== null && index >= width) throw new StatementError('La columna elegida no existe en el archivo.');
  }
  const lines: StatementLine[] = [];
  const skipped: SkippedRow[] = [];
  let debits = 0;
  for (const { rowNumber, cells } of table.rows) {
    const cell = (i: number | null) => (i === null ? '' : (cells[i] ?? '').trim());
    const rawAmount = cell(mapping.amount);
    if (rawAmount === '' || /^0+([.,]0+)?$/.test(rawAmount)) {
      debits++;
      continue;
    }
    const day = parseDay(cell(mapping.date));
    const amount = parseAmount(rawAmount);
    if (!day || amount === null) {
      skipped.push({ rowNumber, reason: !day ? `Fecha no válida: «${cleanCell(cell(mapping.date)).slice(0, 40)}»` : `Importe no válido: «${cleanCell(rawAmount).slice(0, 40)}»` });
      continue;
    }
    const sign = mapping.sign !== null ? parseSign(cell(mapping.sign)) : null;
    const signed = sign === -1 ? -Math.abs(amount) : amount;
    if (signed <= 0) {
      debits++;
      continue;
    }
    const reference = cleanCell(cell(mapping.reference));
    lines.push({ rowNumber, day, amountCents: signed, concept: cleanCell(cell(mapping.concept)), bankReference: reference || null });
  }
  return { lines, debits, skipped };
}
