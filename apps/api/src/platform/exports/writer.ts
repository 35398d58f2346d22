import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { stringify as stringifyRows } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { csvCell, XLSX_NUMBER_FORMATS, xlsxCell, type ExportColumn, type ExportFormat } from './columns';

/**
 * A file written while its rows arrive: `body` is what storage reads, `rows` resolves to how many
 * rows were written once the last byte is out. Rows come in batches (the database cursor's); the
 * writer waits whenever the reader is behind, so neither the set nor the file is held in memory.
 * An error from the rows destroys `body` with it (storage then keeps nothing).
 */
export type ExportWriting = { body: Readable; rows: Promise<number> };

export type WriteOptions = {
  /** The workbook's sheet name (XLSX). */
  sheetName?: string;
  /** Called after each batch with the rows written so far. */
  onBatch?: (written: number) => Promise<void> | void;
};

export function writeExport<R>(format: ExportFormat, columns: readonly ExportColumn<R>[], batches: AsyncIterable<R[]>, opts: WriteOptions = {}): ExportWriting {
  return format === 'XLSX' ? writeXlsx(columns, batches, opts) : writeCsv(format, columns, batches, opts);
}

/** Writes to a stream, waiting for it to drain when its buffer is full. */
async function put(target: Writable, chunk: unknown) {
  if (!target.write(chunk)) await once(target, 'drain');
}

function writeCsv<R>(dialect: 'CSV' | 'CSV_EXCEL', columns: readonly ExportColumn<R>[], batches: AsyncIterable<R[]>, opts: WriteOptions): ExportWriting {
  const excel = dialect === 'CSV_EXCEL';
  // RFC 4180: CRLF between records, quotes only where a field needs them (separator, quote, and any
  // line break: csv-stringify alone quotes only the record delimiter itself). A batch is written as
  // one string: one write per batch rather than per row.
  const options = { delimiter: excel ? ';' : ',', record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;
  const body = new PassThrough({ highWaterMark: 1024 * 1024 });
  const rows = (async () => {
    let written = 0;
    try {
      await put(body, (excel ? '\ufeff' : '') + stringifyRows([columns.map((c) => c.header)], options));
      for await (const batch of batches) {
        await put(body, stringifyRows(batch.map((row) => columns.map((c) => csvCell(c.kind, c.value(row), dialect))), options));
        written += batch.length;
        await opts.onBatch?.(written);
      }
      body.end();
      return written;
    } catch (error) {
      body.destroy(error as Error);
      throw error;
    }
  })();
  rows.catch(() => undefined);
  return { body, rows };
}

function writeXlsx<R>(columns: readonly ExportColumn<R>[], batches: AsyncIterable<R[]>, opts: WriteOptions): ExportWriting {
  const body = new PassThrough({ highWaterMark: 1024 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet((opts.sheetName ?? 'Datos').slice(0, 31));
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? (c.kind === 'text' ? 28 : 16),
    ...(XLSX_NUMBER_FORMATS[c.kind] ? { style: { numFmt: XLSX_NUMBER_FORMATS[c.kind] } } : {}),
  }));
  const rows = (async () => {
    let written = 0;
    try {
      for await (const batch of batches) {
        for (const row of batch) sheet.addRow(columns.map((c) => xlsxCell(c.kind, c.value(row)))).commit();
        written += batch.length;
        // Let the zip compress what was written, and wait while storage is behind.
        await yieldToIo();
        if (body.writableNeedDrain) await once(body, 'drain');
        await opts.onBatch?.(written);
      }
      sheet.commit();
      await workbook.commit();
      return written;
    } catch (error) {
      body.destroy(error as Error);
      throw error;
    }
  })();
  rows.catch(() => undefined);
  return { body, rows };
}
