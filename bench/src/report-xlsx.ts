/**
 * The Miembros report of this year as XLSX at the bench's size, written by the export pipeline
 * (cursor → exceljs writer) and opened back with exceljs: `npx tsx bench/src/report-xlsx.ts`
 * (BENCH_DATABASE_URL as `npm run bench`). Prints rows, header, people, cell types and formulas.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { memberReportExport as members } from '../../apps/api/src/modules/reports/members.export';
import { openDatabase } from '../../apps/api/src/platform/db';
import type { AnyExportDefinition } from '../../apps/api/src/platform/exports/exports';
import { readBatches } from '../../apps/api/src/platform/exports/source';
import { writeExport } from '../../apps/api/src/platform/exports/writer';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const memberReportExport: AnyExportDefinition = members;
const file = process.env.REPORT_XLSX_FILE ?? '/tmp/reporte-miembros-bench.xlsx';

async function main() {
  const database = await openDatabase({ url });
  const filters = memberReportExport.filters.parse({ year: new Date().getFullYear(), sort: 'name', direction: 'ASC' });
  const started = performance.now();
  const writing = writeExport('XLSX', memberReportExport.columns, readBatches(database, memberReportExport.source(database.db, filters)), { sheetName: memberReportExport.sheetName });
  await pipeline(writing.body, createWriteStream(file));
  const rows = await writing.rows;
  const written = performance.now() - started;
  const { rows: people } = await database.pool!.query<{ n: number }>('select count(*)::int as n from users');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet(memberReportExport.sheetName)!;
  const ids = new Set<string>();
  let formulas = 0;
  let badDates = 0;
  let badMoney = 0;
  sheet.eachRow((row, n) => {
    row.eachCell((cell) => void (cell.type === ExcelJS.ValueType.Formula && formulas++));
    if (n === 1) return;
    ids.add(String(row.getCell(3).value)); // the e-mail: one row per person
    if (row.getCell(8).type !== ExcelJS.ValueType.Date) badDates++;
    const money = row.getCell(7);
    if (money.value !== null && money.value !== undefined && typeof money.value !== 'number') badMoney++;
  });
  console.log(`rows written ${rows} in ${(written / 1000).toFixed(1)} s; users in the database ${people[0].n}; sheet rows ${sheet.rowCount} (header + ${sheet.rowCount - 1})`);
  console.log(`header: ${JSON.stringify((sheet.getRow(1).values as unknown[]).slice(1))}`);
  console.log(`distinct e-mails ${ids.size}; «Alta» not a date: ${badDates}; «Cuota del año» not a number: ${badMoney}; formulas: ${formulas}`);
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
