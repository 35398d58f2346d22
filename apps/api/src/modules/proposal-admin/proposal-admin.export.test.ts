import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { exportColumnChoices } from '@portal/domain/exports';
import { auditLog } from '../../db/schema/audit';
import { columnKey } from '../../platform/exports/columns';
import { buildCharge } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow } from '../proposals/proposals.test-support';
import { conferenceInscriptionsExport, conferenceProposalsExport } from './proposal-admin.export';

type Answer = { url: string | null; jobId: string | null; rows: number | null; fileName: string | null };
const ARGS = '$format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection, $conferenceId: ID!';
const PASS = 'format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction, conferenceId: $conferenceId';
const PROPOSALS = `mutation (${ARGS}, $kind: SubmissionType!, $status: ProposalStatus, $thematicAreaId: ID) {
  exportConferenceProposals(${PASS}, kind: $kind, status: $status, thematicAreaId: $thematicAreaId) { url jobId rows fileName } }`;
const INSCRIPTIONS = `mutation (${ARGS}) { exportConferenceInscriptions(${PASS}) { url jobId rows fileName } }`;

let h: Harness;
let admin: SignedIn;
let member: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let elsewhere: Awaited<ReturnType<typeof buildProposalEdition>>;
beforeAll(async () => {
  h = await createHarness();
  edition = await buildProposalEdition(h.db);
  elsewhere = await buildProposalEdition(h.db);
  admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
  member = await h.signIn({ roles: ['USER'], firstName: '-Carolina', lastName: 'Benítez' });
  const other = await h.signIn({ roles: ['USER'], firstName: 'Ramiro', lastName: 'Ortega' });
  const mine = (await buildInscriptionRow(h.db, { userId: member.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  const theirs = (await buildInscriptionRow(h.db, { userId: other.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  await buildCharge(h.db, { userId: member.user.id, kind: 'INSCRIPTION', inscriptionId: mine, amountCents: 1_500_000, feeApplied: 'MEMBER', feeNote: 'Socia al día', status: 'PAID', paidAt: new Date() });
  const base = { conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id };
  await buildProposalRow(h.db, { ...base, inscriptionId: mine, submittedBy: member.user.id, ownerEmail: member.user.email, title: '=Alfa pendiente' });
  await buildProposalRow(h.db, { ...base, inscriptionId: mine, submittedBy: member.user.id, ownerEmail: member.user.email, title: 'Beta aprobada', status: 'APPROVED' });
  await buildProposalRow(h.db, { ...base, inscriptionId: theirs, submittedBy: other.user.id, ownerEmail: other.user.email, title: 'Gamma rechazada', status: 'REJECTED', coAuthors: [{ email: 'lucia@example.org' }] });
  await buildProposalRow(h.db, { ...base, inscriptionId: theirs, submittedBy: other.user.id, ownerEmail: other.user.email, title: 'Libro aparte', kind: 'LIBRO' });
});
afterAll(() => h.close());

async function ask(mutation: string, variables: Record<string, unknown>, as: SignedIn = admin): Promise<Answer> {
  const res = await h.gql<Record<string, Answer>>(mutation, { conferenceId: String(edition.conference.id), ...variables }, { token: as.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return Object.values(res.data)[0];
}
const download = (url: string) => h.app.server.inject({ method: 'GET', url });
const csvLines = async (url: string) => (await download(url)).body.split('\r\n');

describe('exportConferenceProposals', () => {
  it('writes the proposals of the kind with the list\'s filters and sort, authors, area, status and file yes/no; text neutralised; audited', async () => {
    const answer = await ask(PROPOSALS, { format: 'CSV', kind: 'PRESENTACION', sort: 'title', direction: 'ASC', columns: ['title', 'authors', 'area', 'status', 'file'] });
    expect(answer.rows).toBe(3);
    const area = edition.areas[0].name;
    expect(await csvLines(answer.url!)).toEqual([
      'Título,Autores,Área temática,Estado,Archivo',
      `'=Alfa pendiente,Autor 1,${area},PENDIENTE,No`,
      `Beta aprobada,Autor 1,${area},APROBADO,No`,
      `Gamma rechazada,"Autor 1, Autor 2",${area},RECHAZADO,No`,
      '',
    ]);
    const approved = await ask(PROPOSALS, { format: 'CSV', kind: 'PRESENTACION', status: 'APPROVED', columns: ['title'] });
    expect(await csvLines(approved.url!)).toEqual(['Título', 'Beta aprobada', '']);
    const [entry] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.created'), eq(auditLog.targetId, 'conferenceProposals')));
    expect(entry.actorId).toBe(admin.user.id);
  });

  it('is refused to a member and to the admin of another edition; a bad kind or area is BAD_USER_INPUT', async () => {
    expect(codeOf(await h.gql(PROPOSALS, { format: 'CSV', kind: 'PRESENTACION', conferenceId: String(edition.conference.id) }, { token: member.token }))).toBe('FORBIDDEN');
    const otherAdmin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: elsewhere.conference.id }] });
    expect(codeOf(await h.gql(PROPOSALS, { format: 'CSV', kind: 'PRESENTACION', conferenceId: String(edition.conference.id) }, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    const res = await h.gql(PROPOSALS, { format: 'CSV', kind: 'PRESENTACION', conferenceId: String(edition.conference.id), thematicAreaId: 'x' }, { token: admin.token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors)).toContain('thematicAreaId');
  });
});

describe('exportConferenceInscriptions', () => {
  it('writes the inscriptions with category, fee applied and why, amount as money and the paid state, as XLSX', async () => {
    const answer = await ask(INSCRIPTIONS, { format: 'XLSX', sort: 'name', direction: 'ASC' });
    expect(answer.rows).toBe(2);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(answer.url!)).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Inscripciones')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...conferenceInscriptionsExport.columns.map((c) => c.header)]);
    const benitez = sheet.getRow(2);
    expect(benitez.getCell(1).value).toBe('Benítez');
    expect(benitez.getCell(2).value).toBe('-Carolina');
    expect(benitez.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(benitez.getCell(6).value).toBe(edition.category.name);
    expect([benitez.getCell(7).value, benitez.getCell(8).value, benitez.getCell(9).value, benitez.getCell(10).value]).toEqual(['Cuota de socio', 'Socia al día', 15000, 'Pagada']);
    expect(benitez.getCell(11).type).toBe(ExcelJS.ValueType.Date);
    const ortega = sheet.getRow(3);
    expect([ortega.getCell(1).value, ortega.getCell(9).value, ortega.getCell(10).value]).toEqual(['Ortega', null, 'Sin cargo']);
  });

  it('is refused to a member', async () => {
    expect(codeOf(await h.gql(INSCRIPTIONS, { format: 'CSV', conferenceId: String(edition.conference.id) }, { token: member.token }))).toBe('FORBIDDEN');
  });
});

it('the column choices the web offers are each export\'s own keys and headers, in its order', () => {
  for (const definition of [conferenceProposalsExport, conferenceInscriptionsExport])
    expect(exportColumnChoices[definition.name as keyof typeof exportColumnChoices]).toEqual(definition.columns.map((c) => ({ key: columnKey(c), label: c.header })));
});
