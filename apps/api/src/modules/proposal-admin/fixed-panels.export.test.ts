import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumnChoices } from '@portal/domain/exports';
import { auditLog } from '../../db/schema/audit';
import { columnKey } from '../../platform/exports/columns';
import { buildPanel } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { buildProposalEdition } from '../proposals/proposals.test-support';
import { fixedPanelsExport } from './proposal-admin.export';

type Answer = { url: string | null; jobId: string | null; rows: number | null; fileName: string | null };
const EXPORT = `mutation ($format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection, $conferenceId: ID!) {
  exportFixedPanels(format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction, conferenceId: $conferenceId) { url jobId rows fileName } }`;

let h: Harness;
let admin: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let elsewhere: Awaited<ReturnType<typeof buildProposalEdition>>;
beforeAll(async () => {
  h = await createHarness();
  edition = await buildProposalEdition(h.db);
  elsewhere = await buildProposalEdition(h.db);
  admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
  const conferenceId = edition.conference.id;
  await buildPanel(h.db, {
    conferenceId,
    kind: 'PANEL_FIJO',
    name: '=Plenario de apertura',
    description: 'Apertura del congreso.',
    status: 'APPROVED',
    people: [
      { role: 'CHAIR', name: 'Marta Quiroga', email: 'marta.quiroga@example.org', institution: 'UBA' },
      { role: 'SPEAKER', name: '@Pedro Invitado', institution: '+Universidad de Chile' },
      { role: 'SPEAKER', name: 'Lucía Ferrari', email: 'lucia@example.org', institution: 'UBA' },
    ],
  });
  await buildPanel(h.db, {
    conferenceId,
    kind: 'PANEL_FIJO',
    name: 'Conferencia magistral',
    status: 'INCLUDE_IN_SCHEDULE',
    people: [{ role: 'CHAIR', name: '-Ana Sosa' }, { role: 'SPEAKER', name: 'Rosa Díaz' }],
  });
  // Neither a regular panel of the edition nor another edition's fixed panel is in the file.
  await buildPanel(h.db, { conferenceId, name: 'Panel regular' });
  await buildPanel(h.db, { conferenceId: elsewhere.conference.id, kind: 'PANEL_FIJO', name: 'Plenario de otra edición' });
});
afterAll(() => h.close());

async function ask(variables: Record<string, unknown>, as: SignedIn = admin): Promise<Answer> {
  const res = await h.gql<{ exportFixedPanels: Answer }>(EXPORT, { conferenceId: String(edition.conference.id), ...variables }, { token: as.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.exportFixedPanels;
}
const download = (url: string) => h.app.server.inject({ method: 'GET', url });

describe('exportFixedPanels', () => {
  it('writes the edition\'s fixed panels in the list\'s sort, with chair and speakers in order, e-mails and institutions; text neutralised; audited', async () => {
    const answer = await ask({ format: 'CSV', sort: 'name', direction: 'ASC', columns: ['name', 'chair', 'speakers', 'emails', 'institutions', 'status'] });
    expect(answer.rows).toBe(2);
    expect((await download(answer.url!)).body.split('\r\n')).toEqual([
      'Título,Coordinación,Participantes,Correos,Instituciones,Estado',
      `'=Plenario de apertura,Marta Quiroga,"'@Pedro Invitado, Lucía Ferrari","marta.quiroga@example.org, lucia@example.org","'+Universidad de Chile, UBA",APROBADO`,
      "Conferencia magistral,'-Ana Sosa,Rosa Díaz,,,INCLUIDO EN HORARIO",
      '',
    ]);
    const down = await ask({ format: 'CSV', sort: 'name', direction: 'DESC', columns: ['name'] });
    expect((await download(down.url!)).body.split('\r\n')).toEqual(['Título', 'Conferencia magistral', "'=Plenario de apertura", '']);
    const searched = await ask({ format: 'CSV', search: 'magistral', columns: ['name'] });
    expect((await download(searched.url!)).body.split('\r\n')).toEqual(['Título', 'Conferencia magistral', '']);
    const [entry] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.created'), eq(auditLog.targetId, 'fixedPanels')));
    expect(entry.actorId).toBe(admin.user.id);
  });

  it('writes CSV para Excel with a BOM and semicolons, and XLSX with the header, text as strings and typed days', async () => {
    const excel = await ask({ format: 'CSV_EXCEL', sort: 'name', direction: 'ASC', columns: ['name', 'chair'] });
    const body = (await download(excel.url!)).body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.slice(1).split('\r\n')).toEqual(['Título;Coordinación', "'=Plenario de apertura;Marta Quiroga", "Conferencia magistral;'-Ana Sosa", '']);

    const answer = await ask({ format: 'XLSX', sort: 'name', direction: 'ASC' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(answer.url!)).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Paneles fijos')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...fixedPanelsExport.columns.map((c) => c.header)]);
    expect(sheet.rowCount).toBe(3);
    const plenary = sheet.getRow(2);
    // A text cell is a string in XLSX, never a formula.
    expect(plenary.getCell(1).value).toBe('=Plenario de apertura');
    expect(plenary.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(plenary.getCell(2).value).toBe('Apertura del congreso.');
    expect(plenary.getCell(8).type).toBe(ExcelJS.ValueType.Date);
    expect(plenary.getCell(9).type).toBe(ExcelJS.ValueType.Date);
  });

  it('is FORBIDDEN to a member and a coordinator, NOT_FOUND to the admin of another edition; a bad sort or column is BAD_USER_INPUT', async () => {
    const variables = { format: 'CSV', conferenceId: String(edition.conference.id) };
    expect(codeOf(await h.gql(EXPORT, variables, { token: (await h.signIn('USER')).token }))).toBe('FORBIDDEN');
    const coordinator = await h.signIn({ roles: ['USER'], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id }] });
    expect(codeOf(await h.gql(EXPORT, variables, { token: coordinator.token }))).toBe('FORBIDDEN');
    const otherAdmin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: elsewhere.conference.id }] });
    expect(codeOf(await h.gql(EXPORT, variables, { token: otherAdmin.token }))).toBe('NOT_FOUND');
    for (const [bad, field] of [
      [{ sort: 'status' }, 'sort'],
      [{ columns: ['name', 'secret'] }, 'columns'],
    ] as const) {
      const res = await h.gql(EXPORT, { ...variables, ...bad }, { token: admin.token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(res.errors)).toContain(field);
    }
  });

  it('the column choices the web offers are the export\'s own keys and headers, in its order', () => {
    expect(exportColumnChoices.fixedPanels).toEqual(fixedPanelsExport.columns.map((c) => ({ key: columnKey(c), label: c.header })));
  });
});
