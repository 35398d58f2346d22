import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { exportColumnChoices } from '@portal/domain/exports';
import { awardApplications, awardScores } from '../../db/schema/awards';
import { columnKey } from '../../platform/exports/columns';
import { buildAward, buildConference, buildInscription, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { awardApplicationsExport } from './awards.export';

type Answer = { url: string | null; jobId: string | null; rows: number | null; fileName: string | null };
const EXPORT = `mutation ($format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection, $awardId: ID!) {
  exportAwardApplications(format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction, awardId: $awardId) { url jobId rows fileName } }`;

let h: Harness;
let admin: SignedIn;
let judge: SignedIn;
let awardId: string;
beforeAll(async () => {
  h = await createHarness();
  const conference = await buildConference(h.db);
  const sign = async (role: 'ADMIN_CONGRESO' | 'JUEZ') => {
    const u = await buildUser(h.db, { roles: ['USER'], lastName: role === 'JUEZ' ? 'Jueza' : 'Admin', firstName: 'Ana', conferenceRoles: [{ role, conferenceId: conference.id }] });
    return h.signIn({ id: u.id, email: u.email });
  };
  admin = await sign('ADMIN_CONGRESO');
  judge = await sign('JUEZ');
  const award = await buildAward(h.db, { conferenceId: conference.id, judges: [judge.user.id] });
  awardId = String(award.id);
  const applicant = await buildUser(h.db, { firstName: '@Pedro', lastName: 'Postulante' });
  const other = await buildUser(h.db, { firstName: 'Sara', lastName: 'Sinpuntaje' });
  const inscription = await buildInscription(h.db, { userId: applicant.id, conferenceId: conference.id });
  const otherInscription = await buildInscription(h.db, { userId: other.id, conferenceId: conference.id });
  const [scored] = await h.db
    .insert(awardApplications)
    .values([
      { awardId: award.id, userId: applicant.id, inscriptionId: inscription.id, title: 'Tesis sobre +federalismo', summary: 'Resumen' },
      { awardId: award.id, userId: other.id, inscriptionId: otherInscription.id, title: 'Artículo breve', summary: 'Resumen' },
    ])
    .returning();
  await h.db.insert(awardScores).values({ applicationId: scored.id, judgeId: judge.user.id, score: 8 });
});
afterAll(() => h.close());

describe('exportAwardApplications', () => {
  it('writes the applications with the mean as a number and each judge\'s score, in the list\'s sort, for ADMIN_CONGRESO', async () => {
    const res = await h.gql<{ exportAwardApplications: Answer }>(EXPORT, { format: 'XLSX', awardId, sort: 'title', direction: 'DESC' }, { token: admin.token });
    const answer = res.data!.exportAwardApplications;
    expect(answer.rows).toBe(2);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await h.app.server.inject({ method: 'GET', url: answer.url! })).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Postulaciones')!;
    const rows = [2, 3].map((n) => sheet.getRow(n));
    expect(rows.map((r) => r.getCell(1).value)).toEqual(['Tesis sobre +federalismo', 'Artículo breve']);
    expect(rows[0].getCell(3).value).toBe('@Pedro');
    expect(rows[0].getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect([rows[0].getCell(8).value, rows[0].getCell(9).value, rows[0].getCell(10).value]).toEqual([8, 1, 'Ana Jueza: 8']);
    expect([rows[1].getCell(8).value, rows[1].getCell(9).value, rows[1].getCell(10).value]).toEqual([null, 0, 'Ana Jueza: sin puntaje']);
    const csv = await h.gql<{ exportAwardApplications: Answer }>(EXPORT, { format: 'CSV', awardId, search: 'postulante', columns: ['title', 'firstName', 'mean'] }, { token: admin.token });
    expect((await h.app.server.inject({ method: 'GET', url: csv.data!.exportAwardApplications.url! })).body.split('\r\n')).toEqual([
      'Título,Nombre,Promedio',
      "Tesis sobre +federalismo,'@Pedro,8.00",
      '',
    ]);
  });

  it('is FORBIDDEN to a judge of the award, NOT_FOUND to anyone else; a bad award id is refused without an internal error', async () => {
    expect(codeOf(await h.gql(EXPORT, { format: 'CSV', awardId }, { token: judge.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(EXPORT, { format: 'CSV', awardId }, { token: (await h.signIn('USER')).token }))).toBe('NOT_FOUND');
    expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(codeOf(await h.gql(EXPORT, { format: 'CSV', awardId: 'x' }, { token: admin.token })));
  });

  it('the column choices the web offers are the export\'s own keys and headers, in its order', () => {
    expect(exportColumnChoices.awardApplications).toEqual(awardApplicationsExport.columns.map((c) => ({ key: columnKey(c), label: c.header })));
  });
});
