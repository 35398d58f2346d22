import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthRange } from '@portal/domain/account-report';
import { buildCharge, buildPayment, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';

const FIELDS = 'page { total items { id lastName chargedCents paidCents pendingCents creditCents upTo30Cents from31To90Cents over90Cents } }';
const TOTALS = 'totals { people chargedCents paidCents pendingCents creditCents upTo30Cents from31To90Cents over90Cents byConcept { concept chargedCents paidCents pendingCents } }';
const VARS =
  '$search: String, $page: Int, $pageSize: Int, $sort: String, $direction: SortDirection, $approvedFrom: String, $approvedTo: String, $paidFrom: String, $chargedFrom: String, $method: PaymentMethod, $concept: ChargeConcept';
const PASS =
  'search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction, approvedFrom: $approvedFrom, approvedTo: $approvedTo, paidFrom: $paidFrom, chargedFrom: $chargedFrom, method: $method, concept: $concept';
const REPORT = `query (${VARS}) { accountsReport(${PASS}) { ${FIELDS} ${TOTALS} collected { month method cents } } }`;

type Row = { id: string; lastName: string; chargedCents: number; paidCents: number; pendingCents: number; creditCents: number; over90Cents: number };
type Totals = { people: number; chargedCents: number; paidCents: number; pendingCents: number; creditCents: number; upTo30Cents: number; from31To90Cents: number; over90Cents: number; byConcept: { concept: string; paidCents: number }[] };
type Report = { page: { total: number; items: Row[] }; totals: Totals; collected: { month: string; method: string; cents: number }[] };

let h: Harness;
let treasurer: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  treasurer = await h.signIn('TESORERIA');
});
afterAll(() => h.close());

async function report(variables: Record<string, unknown>, as: SignedIn = treasurer): Promise<Report> {
  const res = await h.gql<{ accountsReport: Report }>(REPORT, variables, { token: as.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.accountsReport;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('accountsReport', () => {
  it('gives each person charged, paid, pending, credit and ageing; totals over the whole set; collected by month of approval and method', async () => {
    const ana = await buildUser(h.db, { lastName: 'Cuentaana', firstName: 'Ana' });
    const old = await buildCharge(h.db, { userId: ana.id, amountCents: 100_000, createdAt: daysAgo(120) });
    await buildCharge(h.db, { userId: ana.id, amountCents: 50_000, createdAt: daysAgo(45) });
    const recent = await buildCharge(h.db, { userId: ana.id, amountCents: 20_000, createdAt: daysAgo(5) });
    await buildPayment(h.db, { userId: ana.id, status: 'APPROVED', method: 'TRANSFERENCIA', channel: 'GENERATED', decidedAt: new Date('2026-03-10T15:00:00Z'), allocations: [{ chargeId: old.id, amountCents: 30_000 }] });
    const beto = await buildUser(h.db, { lastName: 'Cuentabeto', firstName: 'Beto' });
    const betoCharge = await buildCharge(h.db, { userId: beto.id, amountCents: 70_000, createdAt: daysAgo(10) });
    await buildPayment(h.db, { userId: beto.id, status: 'APPROVED', method: 'EFECTIVO', channel: 'GENERATED', decidedAt: new Date('2026-04-02T15:00:00Z'), allocations: [{ chargeId: betoCharge.id }] });
    await buildPayment(h.db, { userId: ana.id, status: 'REJECTED', method: 'EFECTIVO', allocations: [{ chargeId: recent.id }] });

    const all = await report({ search: 'cuenta', pageSize: 1 });
    expect(all.page.total).toBe(2);
    expect(all.page.items).toHaveLength(1);
    // Most owed first.
    expect(all.page.items[0]).toMatchObject({ lastName: 'Cuentaana', chargedCents: 170_000, paidCents: 30_000, pendingCents: 140_000, over90Cents: 70_000 });
    expect(all.totals).toMatchObject({ people: 2, chargedCents: 240_000, paidCents: 100_000, pendingCents: 140_000, creditCents: 0, upTo30Cents: 20_000, from31To90Cents: 50_000, over90Cents: 70_000 });
    expect(all.collected).toEqual([
      { month: '2026-03', method: 'TRANSFERENCIA', cents: 30_000 },
      { month: '2026-04', method: 'EFECTIVO', cents: 70_000 },
    ]);

    // A chart's bar: the month of approval and the method.
    const march = await report({ search: 'cuenta', ...rangeOf('2026-03'), method: 'TRANSFERENCIA' });
    expect(march.page.items.map((r) => r.lastName)).toEqual(['Cuentaana']);
    expect(march.totals).toMatchObject({ people: 1, chargedCents: 100_000, paidCents: 30_000, pendingCents: 70_000 });
    expect(march.collected).toEqual([{ month: '2026-03', method: 'TRANSFERENCIA', cents: 30_000 }]);
    const none = await report({ search: 'cuenta', ...rangeOf('2026-03'), method: 'EFECTIVO' });
    expect(none.page).toEqual({ total: 0, items: [] });
    expect(none.totals.chargedCents).toBe(0);

    const byName = await report({ search: 'cuenta', sort: 'person' });
    expect(byName.page.items.map((r) => r.lastName)).toEqual(['Cuentaana', 'Cuentabeto']);
  });

  it('leaves out the charges of a disabled account, in the page, the totals and the chart', async () => {
    const on = await buildUser(h.db, { lastName: 'Cuentahabilitada' });
    const off = await buildUser(h.db, { lastName: 'Cuentadeshabilitada', enabled: false });
    for (const u of [on, off]) {
      const charge = await buildCharge(h.db, { userId: u.id, amountCents: 50_000 });
      await buildPayment(h.db, { userId: u.id, status: 'APPROVED', method: 'EFECTIVO', channel: 'GENERATED', decidedAt: new Date('2026-05-04T15:00:00Z'), allocations: [{ chargeId: charge.id, amountCents: 20_000 }] });
    }
    const r = await report({ search: 'habilitada' });
    expect(r.page.items.map((i) => i.lastName)).toEqual(['Cuentahabilitada']);
    expect(r.totals).toMatchObject({ people: 1, chargedCents: 50_000, paidCents: 20_000, pendingCents: 30_000 });
    expect(r.collected).toEqual([{ month: '2026-05', method: 'EFECTIVO', cents: 20_000 }]);
  });

  it('answers BAD_USER_INPUT per field in Spanish, never an internal error', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ approvedFrom: 'ayer' }, 'approvedFrom', 'Ingrese una fecha de aprobación válida'],
      [{ approvedFrom: '2026-05-01', approvedTo: '2026-04-01' }, 'approvedTo', 'La fecha de aprobación «hasta» debe ser posterior a «desde»'],
      [{ sort: '__proto__' }, 'sort', 'No se puede ordenar por ese campo.'],
      [{ pageSize: 100_000 }, 'pageSize', 'Como máximo 100 filas por página'],
      [{ search: 'x'.repeat(500) }, 'search', 'La búsqueda es demasiado larga'],
      [{ chargedFrom: "2026-01-01'; drop table charges; --" }, 'chargedFrom', 'Ingrese una fecha de cargo válida'],
    ];
    for (const [variables, field, message] of cases) {
      const res = await h.gql(REPORT, variables, { token: treasurer.token });
      expect(codeOf(res), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields).toMatchObject({ [field]: message });
    }
  });

  it('is for ADMIN and TESORERIA only', async () => {
    const admin = await h.signIn('ADMIN');
    expect((await report({ pageSize: 1 }, admin)).page).toBeDefined();
    for (const role of ['USER', 'SYSADMIN', 'ADMIN_CONGRESO'] as const) {
      const other = await h.signIn(role);
      expect(codeOf(await h.gql(REPORT, {}, { token: other.token }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await h.gql(REPORT, {}))).toBe('UNAUTHENTICATED');
  });

  it('runs at most 3 statements for the page, its totals and its chart (after the session check), for 10 rows as for 100', async () => {
    for (let i = 0; i < 110; i++) {
      const u = await buildUser(h.db, { lastName: `Cuentamuchos${i}` });
      await buildCharge(h.db, { userId: u.id, amountCents: 1000 + i });
    }
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const r = await report({ search: 'cuentamuchos', pageSize });
        expect(r.page.items).toHaveLength(pageSize);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    console.log(`accountsReport: ${ten} statements for 10 rows, ${hundred} for 100`);
    expect(hundred).toBe(ten);
    expect(ten).toBe(4); // the session check, then the page, the totals and the chart
  });

  it('exports XLSX with the same filters, sort and chosen columns; money typed, no formulas', async () => {
    const u = await buildUser(h.db, { lastName: '=Exportcuenta', firstName: 'Eva' });
    await buildCharge(h.db, { userId: u.id, amountCents: 123_456 });
    const res = await h.gql<{ exportAccountsReport: { url: string; rows: number } }>(
      'mutation ($format: ExportFormat!, $columns: [String!], $search: String, $sort: String) { exportAccountsReport(format: $format, columns: $columns, search: $search, sort: $sort) { url rows } }',
      { format: 'XLSX', columns: ['lastName', 'pending', 'charged'], search: 'exportcuenta', sort: 'person' },
      { token: treasurer.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.exportAccountsReport.rows).toBe(1);
    const file = await h.app.server.inject({ method: 'GET', url: res.data!.exportAccountsReport.url });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Apellido', 'Pendiente', 'Cargos']);
    // A text cell, never a formula.
    expect(sheet.getRow(2).getCell(1).value).toBe('=Exportcuenta');
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(2).value).toBe(1234.56);
    expect(sheet.getRow(2).getCell(2).formula).toBeUndefined();
    const bad = await h.gql('mutation { exportAccountsReport(format: CSV, approvedFrom: "nunca") { url } }', {}, { token: treasurer.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const user = await h.signIn('USER');
    expect(codeOf(await h.gql('mutation { exportAccountsReport(format: CSV) { url } }', {}, { token: user.token }))).toBe('FORBIDDEN');
  });
});

function rangeOf(month: string) {
  const { from, to } = monthRange(month);
  return { approvedFrom: from, approvedTo: to };
}
