import { describe, expect, it } from 'vitest';
import { BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_MAX_ROWS } from '@portal/domain/bank-statements';
import { cleanCell, decodeStatement, detectSeparator, linesOf, parseAmount, parseCsv, parseDay, parseSign, readStatement, StatementError, suggestMapping } from './bank-statement-csv';

const bytes = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('decodeStatement', () => {
  it('reads UTF-8 with and without BOM, and Latin-1 when it is not valid UTF-8', () => {
    expect(decodeStatement(bytes('Fecha;Concepto\n01/03/2026;Cuota año'))).toContain('año');
    expect(decodeStatement(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes('Fecha')]))).toBe('Fecha');
    expect(decodeStatement(latin1('Fecha;Descripción\n01/03/2026;Peña'))).toBe('Fecha;Descripción\n01/03/2026;Peña');
  });

  it('refuses empty, oversized, binary and UTF-16 files with a Spanish message', () => {
    expect(() => decodeStatement(new Uint8Array())).toThrow('El archivo está vacío.');
    expect(() => decodeStatement(new Uint8Array(BANK_STATEMENT_MAX_BYTES + 1).fill(0x41))).toThrow(/supera el máximo de 5 MB/);
    expect(() => decodeStatement(bytes('%PDF-1.7\n...'))).toThrow(/no es un CSV de texto/);
    expect(() => decodeStatement(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(/no es un CSV de texto/);
    expect(() => decodeStatement(Uint8Array.from([0x41, 0x00, 0x42, 0x01, 0x02]))).toThrow(/no es un CSV de texto/);
    expect(() => decodeStatement(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toThrow(/UTF-16/);
  });
});

describe('parseCsv', () => {
  it('detects `;`, `,` and tab, and keeps quoted separators, doubled quotes and line breaks', () => {
    expect(detectSeparator('a;b;c\n1;2;3')).toBe(';');
    expect(detectSeparator('a,b,c')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
    expect(detectSeparator('"a;x",b,c')).toBe(',');
    const { rows } = parseCsv('Fecha,Concepto,Importe\r\n01/03/2026,"Transf, ""ABC"" \nsegunda",100\r\n\r\n', ',');
    expect(rows).toEqual([
      ['Fecha', 'Concepto', 'Importe'],
      ['01/03/2026', 'Transf, "ABC" \nsegunda', '100'],
    ]);
  });

  it('refuses unclosed quotes, huge lines and too many rows', () => {
    expect(() => parseCsv('a,b\n"sin cerrar,1', ',')).toThrow(/comillas sin cerrar desde la línea 2/);
    expect(() => parseCsv(`a,b\n${'x'.repeat(5000)},1`, ',')).toThrow(/La línea 2 es demasiado larga/);
    const many = ['F,C,I', ...Array.from({ length: BANK_STATEMENT_MAX_ROWS + 1 }, (_v, i) => `01/03/2026,c${i},1`)].join('\n');
    expect(() => readStatement(many)).toThrow(StatementError);
    expect(() => readStatement(many)).toThrow(/más de 5\.000 filas/);
  });
});

describe('amounts, days and signs', () => {
  it.each([
    ['12.345,67', 1234567],
    ['12345,67', 1234567],
    ['12345.67', 1234567],
    ['12,345.67', 1234567],
    ['1.234.567,00', 123456700],
    ['12.345', 1234500],
    ['$ 45.000,00', 4500000],
    ['-1.500,50', -150050],
    ['1.500,50-', -150050],
    ['(200,00)', -20000],
    ['0,5', 50],
    ['100', 10000],
  ])('%s is %i cents', (text, cents) => expect(parseAmount(text)).toBe(cents));

  it.each(['', 'abc', '1,2,3,4', '12.34.5', '1,234', '=1+1', '99999999999999', '1.2.3,4,5'])('%s is not an amount', (text) => expect(parseAmount(text)).toBeNull());

  it('reads dd/mm/yyyy, dd-mm-yy and yyyy-mm-dd, refusing impossible dates', () => {
    expect(parseDay('05/03/2026')).toBe('2026-03-05');
    expect(parseDay('5-3-26')).toBe('2026-03-05');
    expect(parseDay('2026-03-05')).toBe('2026-03-05');
    expect(parseDay('2026-03-05 10:22:01')).toBe('2026-03-05');
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
    expect(parseDay('13/13/2026')).toBeNull();
    expect(parseDay('ayer')).toBeNull();
  });

  it('tells debits from credits', () => {
    expect(parseSign('Débito')).toBe(-1);
    expect(parseSign('D')).toBe(-1);
    expect(parseSign('Crédito')).toBe(1);
    expect(parseSign('CR')).toBe(1);
    expect(parseSign('otro')).toBeNull();
  });
});

describe('cells', () => {
  it('neutralises spreadsheet formulas and strips control and bidirectional characters', () => {
    expect(cleanCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(cleanCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // A text cell is neutralised even when it begins like a number: Excel runs this one.
    expect(cleanCell("-2+3+cmd|'/C calc'!A0")).toBe("'-2+3+cmd|'/C calc'!A0");
    expect(cleanCell('+54 11')).toBe("'+54 11");
    expect(cleanCell('-1.500')).toBe("'-1.500");
    expect(cleanCell('Transferencia -1.500')).toBe('Transferencia -1.500');
    expect(cleanCell('Transf\u202e REF\u0007 ABC')).toBe('Transf REF ABC');
    expect(cleanCell('x'.repeat(900))).toHaveLength(500);
  });
});

describe('readStatement and linesOf', () => {
  const csv = [
    'Banco de la Nación Argentina',
    'Cuenta;123-456/7',
    'Fecha;Concepto;Débito;Crédito;Nro. de operación',
    '02/03/2026;TRANSF DE PEREZ ANA REF SABC1234;;45.000,00;9001',
    '03/03/2026;COMISION MANTENIMIENTO;1.200,00;;9002',
    '04/03/2026;=cmd|calc;;10,00;9003',
    'Total;;;45.010,00;',
  ].join('\n');

  it('finds the header below the bank preamble, remembers its signature and guesses the mapping', () => {
    const table = readStatement(csv);
    expect(table.headers).toEqual(['Fecha', 'Concepto', 'Débito', 'Crédito', 'Nro. de operación']);
    expect(table.headerSignature).toBe('fecha|concepto|debito|credito|nro. de operacion');
    expect(table.rows[0]).toEqual({ rowNumber: 4, cells: ['02/03/2026', 'TRANSF DE PEREZ ANA REF SABC1234', '', '45.000,00', '9001'] });
    expect(suggestMapping(table.headers)).toEqual({ date: 0, amount: 3, concept: 1, reference: 4, sign: null });
  });

  it('keeps credits only, neutralised, and skips rows without a valid date or amount', () => {
    const { lines, debits, skipped } = linesOf(readStatement(csv), { date: 0, amount: 3, concept: 1, reference: 4, sign: null });
    expect(lines).toEqual([
      { rowNumber: 4, day: '2026-03-02', amountCents: 4_500_000, concept: 'TRANSF DE PEREZ ANA REF SABC1234', bankReference: '9001' },
      { rowNumber: 6, day: '2026-03-04', amountCents: 1000, concept: "'=cmd|calc", bankReference: '9003' },
    ]);
    expect(debits).toBe(1);
    expect(skipped).toEqual([{ rowNumber: 7, reason: 'Fecha no válida: «Total»' }]);
  });

  it('stores a concept and a reference that begin like a number but run as a formula neutralised', () => {
    const table = readStatement("Fecha;Concepto;Crédito;Referencia\n05/03/2026;-2+3+cmd|'/C calc'!A0;10,00;+1+cmd|calc\n");
    const { lines } = linesOf(table, { date: 0, amount: 2, concept: 1, reference: 3, sign: null });
    expect(lines).toEqual([{ rowNumber: 2, day: '2026-03-05', amountCents: 1000, concept: "'-2+3+cmd|'/C calc'!A0", bankReference: "'+1+cmd|calc" }]);
  });

  it('reads a signed amount or a debit/credit column', () => {
    const table = readStatement('Fecha,Importe,Tipo,Detalle\n2026-03-01,-500.00,C,a\n2026-03-01,700.00,D,b\n2026-03-02,800.00,C,c\n');
    const { lines, debits } = linesOf(table, { date: 0, amount: 1, concept: 3, reference: null, sign: 2 });
    expect(lines.map((l) => [l.concept, l.amountCents])).toEqual([['c', 80000]]);
    expect(debits).toBe(2);
  });

  it('refuses what is not a table or a column that does not exist', () => {
    expect(() => readStatement('solo texto\nsin columnas')).toThrow(/No se reconocen columnas/);
    expect(() => readStatement('a;b;c\n')).toThrow(/ninguna fila de movimientos/);
    expect(() => linesOf(readStatement('a;b;c\n1;2;3'), { date: 0, amount: 7, concept: 1, reference: null, sign: null })).toThrow(/no existe/);
  });
});
