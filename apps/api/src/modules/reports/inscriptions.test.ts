import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceThematicAreas } from '../../db/schema/conferences';
import { buildConference, buildInscription, buildInscriptionCategory, buildProposal, buildThematicArea, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';

const REPORT = `query ($conferenceId: ID!, $categoryId: ID, $paid: InscriptionReportPaid, $fee: InscriptionReportFee, $thematicAreaId: ID, $from: String, $to: String, $sort: String, $direction: SortDirection, $pageSize: Int) {
  inscriptionReport(filter: { conferenceId: $conferenceId, categoryId: $categoryId, paid: $paid, fee: $fee, thematicAreaId: $thematicAreaId, from: $from, to: $to }, sort: $sort, direction: $direction, pageSize: $pageSize) {
    conference { id name inscriptionStart inscriptionEnd }
    total
    items { id lastName registrationDate category fee feeReason amountCents paid proposals accepted kinds areas }
    totals { categoryId category paid inscriptions amountCents }
    days { day inscriptions }
    proposals { areaId area kind status proposals }
    categories { id name }
    areas { id name }
  }
}`;
const EXPORT = 'mutation ($conferenceId: ID!, $paid: InscriptionReportPaid, $format: ExportFormat!) { exportInscriptionReport(filter: { conferenceId: $conferenceId, paid: $paid }, format: $format) { url rows } }';

type Report = {
  total: number;
  conference: { name: string; inscriptionStart: string };
  items: { lastName: string; category: string; fee: string | null; feeReason: string | null; paid: string; proposals: number; accepted: number; kinds: string[]; areas: string[] }[];
  totals: { categoryId: string; paid: string; inscriptions: number; amountCents: number }[];
  days: { day: string; inscriptions: number }[];
  proposals: { area: string; kind: string; status: string; proposals: number }[];
  categories: { id: string; name: string }[];
  areas: { id: string; name: string }[];
};

let h: Harness;
let admin: string;
let w: { conferenceId: number; general: number; student: number; area: number };

beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
  const conference = await buildConference(h.db, { name: 'Congreso del Reporte', inscriptionStart: '2030-03-01', inscriptionEnd: '2030-03-31' });
  const general = await buildInscriptionCategory(h.db, { conferenceId: conference.id, name: 'General', position: 0 });
  const student = await buildInscriptionCategory(h.db, { conferenceId: conference.id, name: 'Estudiante', position: 1, nonMemberFeeCents: 1_000_000 });
  const area = await buildThematicArea(h.db, { name: 'Área del Reporte' });
  await h.db.insert(conferenceThematicAreas).values({ conferenceId: conference.id, thematicAreaId: area.id });
  const people = [
    { last: 'Inscripto Uno', category: general.id, day: '2030-03-02', charge: 'PAID' as const },
    { last: 'Inscripto Dos', category: general.id, day: '2030-03-02', charge: 'PENDING' as const },
    { last: 'Inscripto Tres', category: student.id, day: '2030-03-10', charge: 'PENDING' as const },
  ];
  for (const p of people) {
    const user = await buildUser(h.db, { lastName: p.last });
    const inscription = await buildInscription(h.db, { userId: user.id, conferenceId: conference.id, categoryId: p.category, registrationDate: p.day, charge: p.charge });
    if (p.last === 'Inscripto Uno') {
      await buildProposal(h.db, { inscriptionId: inscription.id, conferenceId: conference.id, thematicAreaId: area.id, status: 'APPROVED', submittedBy: user.id });
      await buildProposal(h.db, { inscriptionId: inscription.id, conferenceId: conference.id, thematicAreaId: area.id, status: 'REJECTED', submittedBy: user.id });
    }
  }
  w = { conferenceId: conference.id, general: general.id, student: student.id, area: area.id };
});
afterAll(() => h.close());

const report = (variables: Record<string, unknown>, token = admin) => h.gql<{ inscriptionReport: Report }>(REPORT, { conferenceId: String(w.conferenceId), ...variables }, { token });

describe('the Inscripciones report', () => {
  it('lists the edition’s inscriptions with fee, payment and proposals, and totals all of them', async () => {
    const res = await report({ pageSize: 1, sort: 'name', direction: 'DESC' });
    expect(res.errors).toBeUndefined();
    const r = res.data!.inscriptionReport;
    expect(r.conference).toMatchObject({ name: 'Congreso del Reporte', inscriptionStart: '2030-03-01' });
    expect(r.total).toBe(3);
    expect(r.items).toHaveLength(1);
    expect(r.items[0]).toMatchObject({ lastName: 'Inscripto Uno', category: 'General', fee: 'NON_MEMBER', paid: 'PAID', proposals: 2, accepted: 1, areas: ['Área del Reporte'] });
    expect(r.items[0].feeReason).toMatch(/Precio general/);
    const count = (categoryId: number, paid: string) => r.totals.find((t) => t.categoryId === String(categoryId) && t.paid === paid)?.inscriptions ?? 0;
    expect([count(w.general, 'PAID'), count(w.general, 'PENDING'), count(w.student, 'PENDING')]).toEqual([1, 1, 1]);
    expect(r.days).toEqual([
      { day: '2030-03-02', inscriptions: 2 },
      { day: '2030-03-10', inscriptions: 1 },
    ]);
    expect(r.proposals.map((p) => [p.status, p.proposals]).sort()).toEqual([
      ['APPROVED', 1],
      ['REJECTED', 1],
    ]);
    expect(r.categories.map((c) => c.name)).toEqual(['General', 'Estudiante']);
    expect(r.areas.map((a) => a.name)).toEqual(['Área del Reporte']);
  });

  it('filters by category, payment, area and days, and sorts on the server', async () => {
    expect((await report({ categoryId: String(w.student) })).data!.inscriptionReport.items.map((i) => i.lastName)).toEqual(['Inscripto Tres']);
    const pending = (await report({ paid: 'PENDING' })).data!.inscriptionReport;
    expect(pending.total).toBe(2);
    expect(pending.totals.every((t) => t.paid === 'PENDING')).toBe(true);
    expect((await report({ thematicAreaId: String(w.area) })).data!.inscriptionReport.total).toBe(1);
    expect((await report({ from: '2030-03-05', to: '2030-03-31' })).data!.inscriptionReport.total).toBe(1);
    expect((await report({ fee: 'MEMBER' })).data!.inscriptionReport.total).toBe(0);
    const byName = (await report({ sort: 'name', direction: 'DESC' })).data!.inscriptionReport;
    expect(byName.items.map((i) => i.lastName)).toEqual(['Inscripto Uno', 'Inscripto Tres', 'Inscripto Dos']);
  });

  it('refuses bad filters per field, and an unknown edition as not found', async () => {
    for (const [variables, field] of [
      [{ conferenceId: 'abc' }, 'conferenceId'],
      [{ from: '2030-13-01' }, 'from'],
      [{ from: '2030-03-10', to: '2030-03-01' }, 'to'],
      [{ sort: 'x' }, 'sort'],
    ] as [Record<string, unknown>, string][]) {
      const res = await report(variables);
      expect(codeOf(res), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(Object.keys((res.errors?.[0]?.extensions as { fields?: object }).fields ?? {})).toContain(field);
    }
    const other = await buildConference(h.db);
    expect(codeOf(await report({ conferenceId: String(other.id + 1000) }))).toBe('NOT_FOUND');
  });

  it('answers only ADMIN and TESORERIA', async () => {
    expect((await report({}, (await h.signIn('TESORERIA')).token)).errors).toBeUndefined();
    for (const role of ['USER', 'SYSADMIN', 'ADMIN_CONGRESO', 'COORDINADOR'] as const) {
      const token = (await h.signIn(role)).token;
      expect(codeOf(await report({}, token))).toBe('FORBIDDEN');
      expect(codeOf(await h.gql(EXPORT, { conferenceId: String(w.conferenceId), format: 'XLSX' }, { token }))).toBe('FORBIDDEN');
    }
  });

  it('answers in at most 3 statements, whatever the page size', async () => {
    const count = (pageSize: number) => h.countStatements(async () => expect((await report({ pageSize, paid: 'PENDING' })).errors).toBeUndefined());
    const ten = await count(10);
    expect(ten).toBeLessThanOrEqual(3);
    expect(await count(100)).toBe(ten);
  });

  it('exports the filtered inscriptions', async () => {
    const res = await h.gql<{ exportInscriptionReport: { rows: number } }>(EXPORT, { conferenceId: String(w.conferenceId), paid: 'PENDING', format: 'XLSX' }, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data!.exportInscriptionReport.rows).toBe(2);
  });
});
