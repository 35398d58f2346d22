import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog } from '../../db/schema/audit';
import { bankImports, bankStatementLines } from '../../db/schema/bank-statements';
import { credits } from '../../db/schema/payments';
import { orderedSelect, readBatches } from '../../platform/exports/source';
import { buildCharge, buildPayment, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { exportColumnChoices } from '@portal/domain/exports';
import { columnKey } from '../../platform/exports/columns';
import { bankLinesExport, creditsExport, manualPaymentsExport, onlinePaymentsExport } from './treasury.export';

type Answer = { url: string | null; jobId: string | null; rows: number | null; fileName: string | null };
const ARGS = '$format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection';
const PASS = 'format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction';
const ONLINE = `mutation (${ARGS}, $status: [PaymentStatus!], $from: String, $to: String) { exportOnlinePayments(${PASS}, status: $status, from: $from, to: $to) { url jobId rows fileName } }`;
const MANUAL = `mutation (${ARGS}, $method: PaymentMethod) { exportManualPayments(${PASS}, method: $method) { url jobId rows fileName } }`;
const CREDITS = `mutation (${ARGS}, $status: CreditStatus) { exportCredits(${PASS}, status: $status) { url jobId rows fileName } }`;
const LINES = `mutation (${ARGS}, $importId: ID!) { exportBankLines(${PASS}, importId: $importId) { url jobId rows fileName } }`;

let h: Harness;
let treasurer: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  treasurer = await h.signIn('TESORERIA');
});
afterAll(() => h.close());

async function ask(mutation: string, variables: Record<string, unknown>, as: SignedIn = treasurer): Promise<Answer> {
  const res = await h.gql<Record<string, Answer>>(mutation, variables, { token: as.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return Object.values(res.data)[0];
}
const download = (url: string) => h.app.server.inject({ method: 'GET', url });
async function csvLines(url: string, excel = false): Promise<string[]> {
  const bytes = (await download(url)).rawPayload;
  return (excel ? bytes.subarray(3) : bytes).toString('utf8').split('\r\n');
}
async function workbookOf(url: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download(url)).rawPayload as unknown as ArrayBuffer);
  return workbook;
}
/** Every cell of a sheet, to check that none is a formula. */
const cellsOf = (sheet: ExcelJS.Worksheet) => {
  const cells: ExcelJS.Cell[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
  return cells;
};

describe('exportOnlinePayments', () => {
  it('writes the filtered list as XLSX in the list\'s sort with the chosen columns: typed instants and money, text never a formula; audited', async () => {
    const person = await buildUser(h.db, { firstName: '=HYPERLINK("x")', lastName: 'Pagoenlinea', document: '43000001' });
    const charge = await buildCharge(h.db, { userId: person.id, amountCents: 1_234_567, description: '+Cuota 2026' });
    await buildPayment(h.db, { userId: person.id, status: 'APPROVED', amountCents: 1_234_567, allocations: [{ chargeId: charge.id }] });
    await buildPayment(h.db, { userId: person.id, status: 'APPROVED', amountCents: 500 });
    await buildPayment(h.db, { userId: person.id, status: 'REJECTED', amountCents: 700 });
    const answer = await ask(ONLINE, { format: 'XLSX', search: 'pagoenlinea', status: ['APPROVED'], sort: 'amount', direction: 'ASC', columns: ['firstName', 'amount', 'created', 'charges'] });
    expect(answer.rows).toBe(2);
    expect(answer.fileName).toMatch(/^pagos-en-linea-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = (await workbookOf(answer.url!)).getWorksheet('Pagos en línea')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nombre', 'Importe', 'Fecha', 'Cargos']);
    expect(sheet.getRow(2).getCell(2).value).toBe(5);
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe('=HYPERLINK("x")');
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(2).value).toBe(12345.67);
    expect(row.getCell(2).numFmt).toBe('"$" #,##0.00');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(4).value).toBe('+Cuota 2026');
    expect(cellsOf(sheet).filter((c) => c.type === ExcelJS.ValueType.Formula)).toEqual([]);
    const [entry] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.created'), eq(auditLog.targetId, 'onlinePayments')));
    expect(entry.actorId).toBe(treasurer.user.id);
    expect(entry.after).toMatchObject({ export: 'onlinePayments', format: 'XLSX', columns: ['firstName', 'amount', 'created', 'charges'], rows: 2, filters: { status: ['APPROVED'], sort: 'amount' } });
  });

  it('neutralises text cells in CSV (RFC 4180 and para Excel) and keeps money as plain numbers', async () => {
    const answer = await ask(ONLINE, { format: 'CSV', search: 'pagoenlinea', status: ['APPROVED'], sort: 'amount', direction: 'DESC', columns: ['firstName', 'amount', 'charges'] });
    expect(await csvLines(answer.url!)).toEqual(['Nombre,Importe,Cargos', '"\'=HYPERLINK(""x"")",12345.67,\'+Cuota 2026', '"\'=HYPERLINK(""x"")",5.00,', '']);
    const excel = await ask(ONLINE, { format: 'CSV_EXCEL', search: 'pagoenlinea', status: ['APPROVED'], sort: 'amount', direction: 'DESC', columns: ['amount', 'charges'] });
    expect([...(await download(excel.url!)).rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await csvLines(excel.url!, true)).toEqual(['Importe;Cargos', "12345,67;'+Cuota 2026", '5,00;', '']);
  });

  it('reads a descending sort page after page (keyset batches) in the same order as one ordered statement', async () => {
    const person = await buildUser(h.db, { lastName: 'Paginada', document: '43000009' });
    for (const cents of [300, 100, 300, 200, 100, 300, 400]) await buildPayment(h.db, { userId: person.id, amountCents: cents });
    const source = onlinePaymentsExport.source(h.db, { search: 'paginada', sort: 'amount', direction: 'DESC', from: null, to: null });
    const batched: unknown[] = [];
    for await (const batch of readBatches(h.app.services.database, source, 2)) batched.push(...batch.map((r) => r.id));
    const whole = (await h.db.execute(orderedSelect(source))) as unknown as { rows: { id: string; amount_cents: number }[] };
    expect(whole.rows.map((r) => r.amount_cents)).toEqual([400, 300, 300, 300, 200, 100, 100]);
    expect(batched).toEqual(whole.rows.map((r) => r.id));
  });

  it('is refused to ADMIN and USER; an unknown column, sort or status is BAD_USER_INPUT on its field', async () => {
    for (const role of ['ADMIN', 'USER'] as const) {
      const other = await h.signIn(role);
      for (const [mutation, extra] of [[ONLINE, {}], [MANUAL, {}], [CREDITS, {}], [LINES, { importId: '1' }]] as const)
        expect(codeOf(await h.gql(mutation, { format: 'CSV', ...extra }, { token: other.token }))).toBe('FORBIDDEN');
    }
    for (const [variables, field] of [
      [{ columns: ['amount', 'password'] }, 'columns'],
      [{ columns: [] }, 'columns'],
      [{ columns: ['amount', 'amount'] }, 'columns'],
      [{ sort: 'constructor' }, 'sort'],
      [{ from: '2026-13-01' }, 'from'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'to'],
    ] as const) {
      const res = await h.gql(ONLINE, { format: 'CSV', ...variables }, { token: treasurer.token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(Object.keys((res.errors![0].extensions as { fields: Record<string, string> }).fields)).toEqual([field]);
    }
  });
});

describe('exportManualPayments', () => {
  it('writes reported and generated payments with their method filter as CSV para Excel: semicolons, decimal commas, days as dd/mm/aaaa', async () => {
    const person = await buildUser(h.db, { firstName: '@Ana', lastName: 'Manualexport', document: '43000002' });
    await buildPayment(h.db, { userId: person.id, channel: 'REPORTED', method: 'TRANSFERENCIA', status: 'PENDING', amountCents: 250_050, informedDay: '2026-03-04' });
    await buildPayment(h.db, { userId: person.id, channel: 'GENERATED', method: 'EFECTIVO', status: 'APPROVED', amountCents: 100 });
    await buildPayment(h.db, { userId: person.id, channel: 'ONLINE', method: 'TRANSFERENCIA', status: 'APPROVED', amountCents: 999 });
    const answer = await ask(MANUAL, { format: 'CSV_EXCEL', search: 'manualexport', method: 'TRANSFERENCIA', columns: ['firstName', 'method', 'channel', 'informed', 'amount', 'status'] });
    expect(answer.rows).toBe(1);
    expect(await csvLines(answer.url!, true)).toEqual(['Nombre;Medio;Origen;Día del pago;Importe;Estado', "'@Ana;Transferencia bancaria;Informado por el socio;04/03/2026;2500,50;Pendiente", '']);
  });
});

describe('exportCredits', () => {
  it('writes the credits of a status as XLSX with the amount as money', async () => {
    const person = await buildUser(h.db, { lastName: 'Creditoexport', document: '43000003' });
    const charge = await buildCharge(h.db, { userId: person.id, amountCents: 10_000, description: 'Cuota 2026' });
    const payment = await buildPayment(h.db, { userId: person.id, status: 'APPROVED', allocations: [{ chargeId: charge.id }] });
    const second = await buildPayment(h.db, { userId: person.id, status: 'APPROVED', allocations: [{ chargeId: charge.id }] });
    await h.db.insert(credits).values([
      { userId: person.id, chargeId: charge.id, paymentId: payment.id, amountCents: 10_000 },
      { userId: person.id, chargeId: charge.id, paymentId: second.id, amountCents: 20_000, status: 'REFUNDED', resolvedAt: new Date(), resolutionNote: '-devuelto' },
    ]);
    const open = await ask(CREDITS, { format: 'XLSX', search: 'creditoexport' });
    expect(open.rows).toBe(1);
    const sheet = (await workbookOf(open.url!)).getWorksheet('Créditos')!;
    expect(sheet.getRow(1).getCell(6).value).toBe('Importe');
    expect(sheet.getRow(2).getCell(6).value).toBe(100);
    expect(sheet.getRow(2).getCell(7).value).toBe('Abierto');
    const refunded = await ask(CREDITS, { format: 'CSV', search: 'creditoexport', status: 'REFUNDED', columns: ['amount', 'status', 'note'] });
    expect(await csvLines(refunded.url!)).toEqual(['Importe,Estado,Nota', "200.00,Reintegrado,'-devuelto", '']);
  });
});

describe('exportBankLines', () => {
  it('writes one statement\'s lines; a negative amount stays a number in both formats; an id that is not one is BAD_USER_INPUT', async () => {
    const [statement] = await h.db.insert(bankImports).values({ fileName: 'extracto.csv', status: 'IMPORTED', headerSignature: 'x' }).returning();
    await h.db.insert(bankStatementLines).values([
      { importId: statement.id, rowNumber: 2, fingerprint: 'a', day: '2026-04-01', amountCents: -150_025, concept: '=SUM(A1:A9)', state: 'UNMATCHED' },
      { importId: statement.id, rowNumber: 3, fingerprint: 'b', day: '2026-04-02', amountCents: 5_000, concept: 'Transferencia', state: 'DISMISSED' },
    ]);
    const csv = await ask(LINES, { format: 'CSV', importId: String(statement.id), columns: ['row', 'day', 'amount', 'concept', 'state'] });
    expect(await csvLines(csv.url!)).toEqual(['Fila,Día,Importe,Concepto,Estado', "2,2026-04-01,-1500.25,'=SUM(A1:A9),Sin coincidencia", '3,2026-04-02,50.00,Transferencia,Descartada', '']);
    const xlsx = await ask(LINES, { format: 'XLSX', importId: String(statement.id), sort: 'amount', direction: 'DESC' });
    const sheet = (await workbookOf(xlsx.url!)).getWorksheet('Extracto')!;
    expect(sheet.getRow(2).getCell(3).value).toBe(50);
    const negative = sheet.getRow(3).getCell(3);
    expect(negative.type).toBe(ExcelJS.ValueType.Number);
    expect(negative.value).toBe(-1500.25);
    expect(sheet.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(3).getCell(4).value).toBe('=SUM(A1:A9)');
    expect(cellsOf(sheet).filter((c) => c.type === ExcelJS.ValueType.Formula)).toEqual([]);
    const bad = await h.gql(LINES, { format: 'CSV', importId: 'abc' }, { token: treasurer.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors)).toContain('importId');
  });
});

it('the column choices the web offers are each export\'s own keys and headers, in its order', () => {
  for (const definition of [onlinePaymentsExport, manualPaymentsExport, creditsExport, bankLinesExport])
    expect(exportColumnChoices[definition.name as keyof typeof exportColumnChoices]).toEqual(definition.columns.map((c) => ({ key: columnKey(c), label: c.header })));
});
