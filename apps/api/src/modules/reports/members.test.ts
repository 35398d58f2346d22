import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { memberships } from '../../db/schema/memberships';
import { paymentAllocations, payments } from '../../db/schema/payments';
import { personalInfo, academicInfo } from '../../db/schema/profiles';
import { buildCountry, buildInstitution, buildMembership, buildMembershipCategory, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { approvePayment, openPayment } from '../payments/ledger';

const REPORT = `query ($year: Int!, $categoryId: ID, $status: MemberReportStatus, $countryId: ID, $institutionId: ID, $joinedFrom: String, $joinedTo: String, $search: String, $sort: String, $direction: SortDirection, $page: Int, $pageSize: Int) {
  memberReport(filter: { year: $year, categoryId: $categoryId, status: $status, countryId: $countryId, institutionId: $institutionId, joinedFrom: $joinedFrom, joinedTo: $joinedTo }, search: $search, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
    year total page pageSize
    items { id lastName category status amountCents country institution }
    totals { categoryId category status people paidCents owingCents }
    chart { year categoryId people }
    categories { id name }
  }
}`;
const EXPORT = 'mutation ($year: Int!, $categoryId: ID, $format: ExportFormat!) { exportMemberReport(filter: { year: $year, categoryId: $categoryId }, format: $format) { url rows fileName } }';

type Report = {
  total: number;
  items: { id: string; lastName: string; category: string | null; status: string; amountCents: number | null; country: string | null; institution: string | null }[];
  totals: { categoryId: string | null; status: string; people: number; paidCents: number; owingCents: number }[];
  chart: { year: number; categoryId: string; people: number }[];
  categories: { id: string; name: string }[];
};

let h: Harness;
let admin: string;
const YEAR = 2031;
let w: { pleno: number; estudiante: number; country: number; institution: number; ana: string };

beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
  const pleno = await buildMembershipCategory(h.db, { name: 'Reporte Pleno' });
  const estudiante = await buildMembershipCategory(h.db, { name: 'Reporte Estudiante', yearlyFeeCents: 2_000_000 });
  const country = await buildCountry(h.db, { name: 'Reportelandia' });
  const institution = await buildInstitution(h.db, { name: 'Instituto del Reporte' });
  const tag = 'Reportado';
  const ana = await buildUser(h.db, { lastName: `${tag} Ana`, roles: ['USER'] });
  await buildMembership(h.db, { userId: ana.id, categoryId: pleno.id, year: YEAR, charge: 'PAID', amountCents: 4_500_000 });
  await buildMembership(h.db, { userId: ana.id, categoryId: pleno.id, year: YEAR - 1, charge: 'PAID' });
  await h.db.insert(personalInfo).values({ userId: ana.id, countryId: country.id });
  await h.db.insert(academicInfo).values({ userId: ana.id, firstInstitutionId: institution.id });
  const beto = await buildUser(h.db, { lastName: `${tag} Beto` });
  await buildMembership(h.db, { userId: beto.id, categoryId: pleno.id, year: YEAR, charge: 'PENDING', amountCents: 4_500_000 });
  const caro = await buildUser(h.db, { lastName: `${tag} Caro` });
  await buildMembership(h.db, { userId: caro.id, categoryId: estudiante.id, year: YEAR, charge: 'PENDING', amountCents: 2_000_000 });
  const dani = await buildUser(h.db, { lastName: `${tag} Dani` });
  await buildMembership(h.db, { userId: dani.id, categoryId: estudiante.id, year: YEAR, terminated: true });
  await buildUser(h.db, { lastName: `${tag} Eva` });
  w = { pleno: pleno.id, estudiante: estudiante.id, country: country.id, institution: institution.id, ana: ana.id };
});
afterAll(() => h.close());

const report = async (variables: Record<string, unknown>, token = admin) => h.gql<{ memberReport: Report }>(REPORT, { year: YEAR, search: 'Reportado', ...variables }, { token });

describe('the Miembros report', () => {
  it('lists each person with the year’s category and status, and totals the whole filtered set, not the page', async () => {
    const res = await report({ pageSize: 2 });
    expect(res.errors).toBeUndefined();
    const r = res.data!.memberReport;
    expect(r.total).toBe(5);
    expect(r.items).toHaveLength(2);
    expect(r.items.map((i) => i.lastName)).toEqual(['Reportado Ana', 'Reportado Beto']);
    expect(r.items[0]).toMatchObject({ category: 'Reporte Pleno', status: 'UP_TO_DATE', amountCents: 4_500_000, country: 'Reportelandia', institution: 'Instituto del Reporte' });
    const byStatus = (s: string) => r.totals.filter((t) => t.status === s).reduce((n, t) => n + t.people, 0);
    expect([byStatus('UP_TO_DATE'), byStatus('OWING'), byStatus('NONE'), byStatus('TERMINATED')]).toEqual([1, 2, 1, 1]);
    expect(r.totals.reduce((n, t) => n + t.paidCents, 0)).toBe(4_500_000);
    expect(r.totals.reduce((n, t) => n + t.owingCents, 0)).toBe(6_500_000);
    expect(r.chart.filter((p) => p.categoryId === String(w.pleno))).toEqual([
      { year: YEAR - 1, categoryId: String(w.pleno), people: 1 },
      { year: YEAR, categoryId: String(w.pleno), people: 2 },
    ]);
    expect(r.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Reporte Pleno', 'Reporte Estudiante']));
  });

  it('filters by category, status, country, institution and joining day, and sorts on the server', async () => {
    const byCategory = (await report({ categoryId: String(w.estudiante) })).data!.memberReport;
    expect(byCategory.items.map((i) => i.lastName)).toEqual(['Reportado Caro', 'Reportado Dani']);
    const owing = (await report({ status: 'OWING' })).data!.memberReport;
    expect(owing.items.map((i) => i.lastName)).toEqual(['Reportado Beto', 'Reportado Caro']);
    expect(owing.totals.every((t) => t.status === 'OWING')).toBe(true);
    const inCountry = (await report({ countryId: String(w.country) })).data!.memberReport;
    expect(inCountry.total).toBe(1);
    // The chart keeps the filters on the person across the years: Ana's memberships, not Beto's.
    expect(inCountry.chart.filter((p) => p.categoryId === String(w.pleno))).toEqual([
      { year: YEAR - 1, categoryId: String(w.pleno), people: 1 },
      { year: YEAR, categoryId: String(w.pleno), people: 1 },
    ]);
    expect((await report({ institutionId: String(w.institution) })).data!.memberReport.items[0].id).toBe(w.ana);
    const today = new Date().toISOString().slice(0, 10);
    expect((await report({ joinedFrom: '2000-01-01', joinedTo: today })).data!.memberReport.total).toBe(5);
    expect((await report({ joinedTo: '2000-01-01' })).data!.memberReport.total).toBe(0);
    const desc = (await report({ sort: 'name', direction: 'DESC', pageSize: 1 })).data!.memberReport;
    expect(desc.items[0].lastName).toBe('Reportado Eva');
    const byStatus = (await report({ sort: 'status' })).data!.memberReport;
    expect(byStatus.items.map((i) => i.status)).toEqual(['NONE', 'OWING', 'OWING', 'TERMINATED', 'UP_TO_DATE']);
  });

  it('refuses bad filters with per-field Spanish messages, never an internal error', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ year: 1200 }, 'year'],
      [{ categoryId: 'x; drop table users' }, 'categoryId'],
      [{ countryId: '99999999999' }, 'countryId'],
      [{ joinedFrom: '2026-02-30' }, 'joinedFrom'],
      [{ joinedFrom: '2026-05-01', joinedTo: '2026-04-01' }, 'joinedTo'],
      [{ sort: 'password_hash' }, 'sort'],
      [{ pageSize: 5000 }, 'pageSize'],
      [{ search: 'a\u0000b' }, 'search'],
    ];
    for (const [variables, field] of cases) {
      const res = await report(variables);
      expect(codeOf(res), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      const fields = (res.errors?.[0]?.extensions as { fields?: Record<string, string> } | undefined)?.fields ?? {};
      expect(Object.keys(fields), JSON.stringify(variables)).toContain(field);
    }
  });

  it('answers only ADMIN and TESORERIA', async () => {
    const treasurer = (await h.signIn('TESORERIA')).token;
    expect((await report({}, treasurer)).errors).toBeUndefined();
    for (const role of ['USER', 'SYSADMIN', 'ADMIN_CONGRESO'] as const) {
      const token = (await h.signIn(role)).token;
      expect(codeOf(await report({}, token))).toBe('FORBIDDEN');
      expect(codeOf(await h.gql(EXPORT, { year: YEAR, format: 'CSV' }, { token }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await h.gql(REPORT, { year: YEAR }))).toBe('UNAUTHENTICATED');
  });

  it('answers its page, totals and chart in at most 3 statements, whatever the page size', async () => {
    const count = (pageSize: number) => h.countStatements(async () => expect((await report({ pageSize, status: 'OWING' })).errors).toBeUndefined());
    const ten = await count(10);
    expect(ten).toBeLessThanOrEqual(3);
    expect(await count(100)).toBe(ten);
  });

  it('exports the filtered report (CSV) with the same rows', async () => {
    const res = await h.gql<{ exportMemberReport: { url: string; rows: number } }>(EXPORT, { year: YEAR, categoryId: String(w.pleno), format: 'CSV' }, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data!.exportMemberReport.rows).toBe(2);
  });
});

describe('the Miembros report’s totals past a 32-bit integer', () => {
  it('sum exactly (a hundred thousand members’ dues pass 2^31 cents), never an internal error', async () => {
    const category = await buildMembershipCategory(h.db, { name: 'Reporte Grande' });
    const year = 2039;
    for (const charge of ['PENDING', 'PENDING', 'PAID'] as const) {
      const user = await buildUser(h.db, { lastName: 'Reportado Grande' });
      await buildMembership(h.db, { userId: user.id, categoryId: category.id, year, charge, amountCents: 1_500_000_000 });
    }
    const res = await report({ year, categoryId: String(category.id) });
    expect(res.errors).toBeUndefined();
    const totals = res.data!.memberReport.totals;
    expect(totals.reduce((n, t) => n + t.owingCents, 0)).toBe(3_000_000_000);
    expect(totals.find((t) => t.status === 'OWING')?.owingCents).toBe(3_000_000_000);
  });
});

describe('the Miembros report’s money (property)', () => {
  it('paid and owing totals agree with the charges and the approved payments, summed another way', async () => {
    const category = await buildMembershipCategory(h.db, { name: 'Reporte Propiedad' });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ cents: fc.integer({ min: 1, max: 9_000_000 }), pay: fc.boolean(), owes: fc.boolean() }), { minLength: 1, maxLength: 6 }), async (people) => {
        const year = 2040 + run++;
        for (const p of people) {
          const user = await buildUser(h.db);
          const m = await buildMembership(h.db, { userId: user.id, categoryId: category.id, year, charge: p.owes ? 'PENDING' : undefined, amountCents: p.cents });
          if (!p.owes) continue;
          const [charge] = await h.db.select().from(charges).where(eq(charges.membershipId, m.id));
          if (p.pay) {
            const opened = await h.db.transaction((tx) => openPayment(tx, { userId: user.id, chargeIds: [charge.id], method: 'TRANSFERENCIA', channel: 'REPORTED', status: 'UNDER_REVIEW' }));
            await h.db.transaction((tx) => approvePayment(tx, opened.id, { decidedBy: null }));
          }
        }
        const r = (await h.gql<{ memberReport: Report }>(REPORT, { year, categoryId: String(category.id), pageSize: 1 }, { token: admin })).data!.memberReport;
        const [paid] = await h.db
          .select({ cents: sql<string>`coalesce(sum(${paymentAllocations.amountCents}), 0)` })
          .from(paymentAllocations)
          .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
          .innerJoin(charges, eq(charges.id, paymentAllocations.chargeId))
          .innerJoin(memberships, eq(memberships.id, charges.membershipId))
          .where(sql`${payments.status} = 'APPROVED' and ${memberships.year} = ${year}`);
        const owing = people.filter((p) => p.owes && !p.pay).reduce((n, p) => n + p.cents, 0);
        expect(r.total).toBe(people.length);
        expect(r.totals.reduce((n, t) => n + t.paidCents, 0)).toBe(Number(paid.cents));
        expect(r.totals.reduce((n, t) => n + t.owingCents, 0)).toBe(owing);
        expect(r.totals.filter((t) => t.status === 'OWING').reduce((n, t) => n + t.people, 0)).toBe(people.filter((p) => p.owes && !p.pay).length);
      }),
      { numRuns: 12 },
    );
  });
});
