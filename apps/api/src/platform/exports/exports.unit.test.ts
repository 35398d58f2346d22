import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { csvCell, type ExportColumn } from './columns';
import { signExportUrl, verifyExportSignature } from './links';
import { neutraliseText } from './neutralise';
import { writeExport } from './writer';

type Row = { name: string; qty: number | null; cents: number | string | null; day: string | null; at: Date | null };
const columns: ExportColumn<Row>[] = [
  { header: 'Nombre', kind: 'text', value: (r) => r.name },
  { header: 'Cantidad', kind: 'number', value: (r) => r.qty },
  { header: 'Importe', kind: 'money', value: (r) => r.cents },
  { header: 'Día', kind: 'date', value: (r) => r.day },
  { header: 'Registrado', kind: 'datetime', value: (r) => r.at },
];
const rows: Row[] = [
  { name: 'Ana, "la" jefa', qty: 1.5, cents: 123456, day: '2026-03-04', at: new Date('2026-03-04T15:30:00Z') },
  { name: '=HYPERLINK("x")', qty: -2, cents: -5, day: null, at: null },
  { name: 'Línea\ncon salto', qty: 0, cents: '900719925474099312', day: '2026-12-31', at: new Date('2027-01-01T02:05:00Z') },
];

async function* batchesOf<T>(all: T[], size = 2) {
  for (let i = 0; i < all.length; i += size) yield all.slice(i, i + size);
}
async function bytesOf(format: 'CSV' | 'CSV_EXCEL' | 'XLSX', data = rows) {
  const writing = writeExport(format, columns, batchesOf(data), { sheetName: 'Prueba' });
  const chunks: Buffer[] = [];
  for await (const chunk of writing.body) chunks.push(Buffer.from(chunk));
  return { bytes: Buffer.concat(chunks), rows: await writing.rows };
}

describe('the CSV-injection neutraliser', () => {
  it.each(['=1+1', '+54 11 5555', '-2+3+cmd|\'/C calc\'!A0', '@SUM(A1)', '\tTAB', '\rCR'])('puts an apostrophe before the text %j', (text) => {
    expect(neutraliseText(text)).toBe(`'${text}`);
  });
  it.each(['Ana', 'Juan-Pérez', 'a=b', ' =espacio', '', '\'ya citado'])('leaves %j as it is', (text) => expect(neutraliseText(text)).toBe(text));
  it('applies to text cells only: numbers and money are never touched, in either dialect', () => {
    expect(csvCell('text', '-5', 'CSV')).toBe("'-5");
    expect(csvCell('number', -5, 'CSV')).toBe('-5');
    expect(csvCell('number', -5.25, 'CSV_EXCEL')).toBe('-5,25');
    expect(csvCell('money', -5, 'CSV')).toBe('-0.05');
    expect(csvCell('money', '-123456', 'CSV_EXCEL')).toBe('-1234,56');
  });
  it('reads instants as the database gives them (a Date, or PGlite\'s text) by their Buenos Aires day', () => {
    expect(csvCell('date', new Date('2026-11-28T00:23:00Z'), 'CSV_EXCEL')).toBe('27/11/2026');
    expect(csvCell('date', '2026-11-28 00:23:45.12+00', 'CSV')).toBe('2026-11-27');
    expect(csvCell('datetime', '2026-11-28 00:23:45+00', 'CSV_EXCEL')).toBe('27/11/2026 21:23');
    expect(csvCell('date', '2026-11-28', 'CSV')).toBe('2026-11-28');
  });
});

describe('CSV dialects', () => {
  it('RFC 4180: comma, CRLF, quotes where needed, decimal point, ISO days and instants, no BOM', async () => {
    const { bytes, rows: written } = await bytesOf('CSV');
    expect(written).toBe(3);
    expect(bytes.toString('utf8')).toBe(
      'Nombre,Cantidad,Importe,Día,Registrado\r\n' +
        '"Ana, ""la"" jefa",1.5,1234.56,2026-03-04,2026-03-04T15:30:00.000Z\r\n' +
        '"\'=HYPERLINK(""x"")",-2,-0.05,,\r\n' +
        '"Línea\ncon salto",0,9007199254740993.12,2026-12-31,2027-01-01T02:05:00.000Z\r\n',
    );
    expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  });

  it('CSV para Excel: UTF-8 BOM, semicolon, decimal comma, dd/mm/aaaa and Buenos Aires time', async () => {
    const { bytes } = await bytesOf('CSV_EXCEL');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Nombre;Cantidad;Importe;Día;Registrado\r\n' +
        '"Ana, ""la"" jefa";1,5;1234,56;04/03/2026;04/03/2026 12:30\r\n' +
        '"\'=HYPERLINK(""x"")";-2;-0,05;;\r\n' +
        '"Línea\ncon salto";0;9007199254740993,12;31/12/2026;31/12/2026 23:05\r\n',
    );
  });

  it('a failing row source fails the file and says why', async () => {
    async function* broken() {
      yield rows.slice(0, 1);
      throw new Error('cursor lost');
    }
    const writing = writeExport('CSV', columns, broken());
    await expect(async () => {
      for await (const _ of writing.body) void _;
    }).rejects.toThrow('cursor lost');
    await expect(writing.rows).rejects.toThrow('cursor lost');
  });
});

describe('XLSX', () => {
  it('types its cells: text as text (a formula stays text), numbers, money in pesos with the ARS format, days and instants as dates', async () => {
    const { bytes } = await bytesOf('XLSX');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Prueba')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nombre', 'Cantidad', 'Importe', 'Día', 'Registrado']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).value).toBe(1.5);
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(3).value).toBe(1234.56);
    expect(first.getCell(3).numFmt).toBe('"$" #,##0.00');
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2026, 2, 4)));
    expect(first.getCell(4).numFmt).toBe('dd/mm/yyyy');
    // 15:30 UTC is 12:30 in Buenos Aires: the cell shows the wall clock.
    expect(first.getCell(5).value).toEqual(new Date(Date.UTC(2026, 2, 4, 12, 30)));
    const second = sheet.getRow(3);
    expect(second.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(1).value).toBe('=HYPERLINK("x")');
    expect(second.getCell(3).value).toBe(-0.05);
    expect(second.getCell(4).value).toBeNull();
    expect(sheet.rowCount).toBe(4);
  });
});

describe('export links', () => {
  const secret = 'x'.repeat(32);
  const parts = (url: string) => {
    const u = new URL(url, 'https://portal.test');
    return { id: u.pathname.split('/').pop()!, exp: u.searchParams.get('exp') ?? undefined, sig: u.searchParams.get('sig') ?? undefined };
  };
  const file = '0b6f3c84-3a8e-4c39-9a55-1f2f6a4d8e11';
  const owner = '3f1d2c3b-1111-4222-8333-944455556666';
  const other = '3f1d2c3b-1111-4222-8333-944455557777';

  it('opens for the owner it was signed for, until it expires', () => {
    const p = parts(signExportUrl(secret, file, owner, 60, 1_000_000));
    expect(verifyExportSignature(secret, p.id, owner, p.exp, p.sig, 1_000_000)).toBe(true);
    expect(verifyExportSignature(secret, p.id, owner, p.exp, p.sig, 1_000_000 + 61_000)).toBe(false);
  });
  it('does not open for another owner, another file, or with a tampered signature or expiry', () => {
    const p = parts(signExportUrl(secret, file, owner, 60, 1_000_000));
    expect(verifyExportSignature(secret, p.id, other, p.exp, p.sig, 1_000_000)).toBe(false);
    expect(verifyExportSignature(secret, '0b6f3c84-3a8e-4c39-9a55-1f2f6a4d8e12', owner, p.exp, p.sig, 1_000_000)).toBe(false);
    expect(verifyExportSignature(secret, p.id, owner, String(Number(p.exp) + 1), p.sig, 1_000_000)).toBe(false);
    const flipped = (p.sig![0] === 'A' ? 'B' : 'A') + p.sig!.slice(1);
    expect(verifyExportSignature(secret, p.id, owner, p.exp, flipped, 1_000_000)).toBe(false);
  });
});
