// The three reports' files read back: CSV para Excel (BOM, semicolons, decimal commas), text that
// begins with = + - @ neutralised in CSV and a plain string in XLSX, negative money a number, XLSX
// dates and money typed and no formula anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { academicInfo } from '../../db/schema/profiles';
import { buildCharge, buildConference, buildInscription, buildInscriptionCategory, buildInstitution, buildMembership, buildMembershipCategory, buildUser } from '../../test/factories';
import { createHarness, type Harness } from '../../test/harness';

type Answer = { url: string; rows: number };
const FILE = '{ url rows }';
const MEMBERS = `mutation ($year: Int!, $format: ExportFormat!, $columns: [String!], $search: String) { exportMemberReport(filter: { year: $year }, format: $format, columns: $columns, search: $search) ${FILE} }`;
const INSCRIPTIONS = `mutation ($conferenceId: ID!, $format: ExportFormat!, $columns: [String!]) { exportInscriptionReport(filter: { conferenceId: $conferenceId }, format: $format, columns: $columns) ${FILE} }`;
const ACCOUNTS = `mutation ($format: ExportFormat!, $columns: [String!], $search: String) { exportAccountsReport(format: $format, columns: $columns, search: $search) ${FILE} }`;

const YEAR = 2032;
let h: Harness;
let token: string;
let conferenceId: number;

beforeAll(async () => {
  h = await createHarness();
  token = (await h.signIn('TESORERIA')).token;
  const category = await buildMembershipCategory(h.db, { name: '+Categoría rara' });
  const institution = await buildInstitution(h.db, { name: '=HYPERLINK("http://x")' });
  const person = await buildUser(h.db, { lastName: '-Exportreporte', firstName: '@Ana' });
  await buildMembership(h.db, { userId: person.id, categoryId: category.id, year: YEAR, charge: 'PENDING', amountCents: -12_345 });
  await h.db.insert(academicInfo).values({ userId: person.id, firstInstitutionId: institution.id });
  // A credit note kept as a negative charge, and a plain one: the account's figures sum both.
  await buildCharge(h.db, { userId: person.id, amountCents: 250_050 });
  const conference = await buildConference(h.db, { name: 'Congreso exportado', inscriptionStart: '2032-03-01', inscriptionEnd: '2032-03-31' });
  const inscriptionCategory = await buildInscriptionCategory(h.db, { conferenceId: conference.id, name: '=Estudiante' });
  await buildInscription(h.db, { userId: person.id, conferenceId: conference.id, categoryId: inscriptionCategory.id, registrationDate: '2032-03-05', charge: 'PENDING' });
  conferenceId = conference.id;
});
afterAll(() => h.close());

async function ask(mutation: string, variables: Record<string, unknown>): Promise<Answer> {
  const res = await h.gql<Record<string, Answer>>(mutation, variables, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return Object.values(res.data)[0];
}
const bytesOf = async (url: string) => (await h.app.server.inject({ method: 'GET', url })).rawPayload;
async function excelCsv(url: string): Promise<string[]> {
  const bytes = await bytesOf(url);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}
async function sheetOf(url: string): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(url)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const formulas: unknown[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cell.type === ExcelJS.ValueType.Formula && formulas.push(cell.address)));
  expect(formulas).toEqual([]);
  return sheet;
}

describe('the reports’ files', () => {
  it('Miembros: CSV para Excel with a BOM, semicolons and decimal commas; = + - @ neutralised in both CSVs; a negative fee stays a number', async () => {
    const columns = ['lastName', 'firstName', 'category', 'amount', 'joined', 'institution'];
    const excel = await ask(MEMBERS, { year: YEAR, format: 'CSV_EXCEL', columns, search: 'exportreporte' });
    expect(excel.rows).toBe(1);
    const lines = await excelCsv(excel.url);
    expect(lines[0]).toBe('Apellido;Nombre;Categoría;Cuota del año;Alta;Institución');
    const cells = lines[1].split(';');
    expect(cells.slice(0, 4)).toEqual(["'-Exportreporte", "'@Ana", "'+Categoría rara", '-123,45']);
    expect(cells[4]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cells[5]).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(lines.slice(2)).toEqual(['']);

    const plain = await ask(MEMBERS, { year: YEAR, format: 'CSV', columns: ['lastName', 'amount', 'institution'], search: 'exportreporte' });
    expect((await bytesOf(plain.url)).toString('utf8').split('\r\n')).toEqual(['Apellido,Cuota del año,Institución', '\'-Exportreporte,-123.45,"\'=HYPERLINK(""http://x"")"', '']);
  });

  it('Miembros: XLSX with the header, text as strings (never formulas), a typed date and negative money as a number', async () => {
    const answer = await ask(MEMBERS, { year: YEAR, format: 'XLSX', columns: ['lastName', 'firstName', 'category', 'amount', 'joined', 'institution'], search: 'exportreporte' });
    const sheet = await sheetOf(answer.url);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Apellido', 'Nombre', 'Categoría', 'Cuota del año', 'Alta', 'Institución']);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    for (const [cell, text] of [[1, '-Exportreporte'], [2, '@Ana'], [3, '+Categoría rara'], [6, '=HYPERLINK("http://x")']] as const) {
      expect(row.getCell(cell).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(cell).value).toBe(text);
    }
    expect(row.getCell(4).value).toBe(-123.45);
    expect(row.getCell(4).numFmt).toBe('"$" #,##0.00');
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(5).numFmt).toBe('dd/mm/yyyy');
  });

  it('Inscripciones: CSV para Excel and XLSX with the category neutralised, the day typed and the amount as money', async () => {
    const columns = ['lastName', 'date', 'category', 'amount'];
    const lines = await excelCsv((await ask(INSCRIPTIONS, { conferenceId: String(conferenceId), format: 'CSV_EXCEL', columns })).url);
    expect(lines[0]).toBe('Apellido;Fecha de inscripción;Categoría;Importe');
    expect(lines[1]).toMatch(/^'-Exportreporte;05\/03\/2032;'=Estudiante;\d+,\d{2}$/);
    const sheet = await sheetOf((await ask(INSCRIPTIONS, { conferenceId: String(conferenceId), format: 'XLSX', columns })).url);
    const row = sheet.getRow(2);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(3).value).toBe('=Estudiante');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(typeof row.getCell(4).value).toBe('number');
    expect(row.getCell(4).numFmt).toBe('"$" #,##0.00');
  });

  it('Estados de cuenta: CSV para Excel with decimal commas and the person neutralised; XLSX money as numbers', async () => {
    const columns = ['lastName', 'firstName', 'charged'];
    const lines = await excelCsv((await ask(ACCOUNTS, { format: 'CSV_EXCEL', columns, search: 'exportreporte' })).url);
    expect(lines[0]).toBe('Apellido;Nombre;Cargos');
    // The negative charge (−123,45) is summed with the others, never written as text.
    expect(lines[1]).toMatch(/^'-Exportreporte;'@Ana;\d+,\d{2}$/);
    const sheet = await sheetOf((await ask(ACCOUNTS, { format: 'XLSX', columns, search: 'exportreporte' })).url);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('-Exportreporte');
    expect(typeof row.getCell(3).value).toBe('number');
    expect(row.getCell(3).numFmt).toBe('"$" #,##0.00');
  });
});
