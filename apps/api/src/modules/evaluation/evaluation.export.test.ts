import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumnChoices } from '@portal/domain/exports';
import { proposalDecisions } from '../../db/schema/panels';
import { columnKey } from '../../platform/exports/columns';
import { buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow } from '../proposals/proposals.test-support';
import { evaluatedExport } from './evaluation.export';

type Answer = { url: string | null; jobId: string | null; rows: number | null; fileName: string | null };
const EXPORT = `mutation ($format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection, $conferenceId: ID!, $kind: SubmissionType!, $decision: EvaluatedDecision, $thematicAreaId: ID) {
  exportEvaluatedProposals(format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction, conferenceId: $conferenceId, kind: $kind, decision: $decision, thematicAreaId: $thematicAreaId) { url jobId rows fileName } }`;

let h: Harness;
let admin: SignedIn;
let coordinator: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
beforeAll(async () => {
  h = await createHarness();
  edition = await buildProposalEdition(h.db);
  const conferenceId = edition.conference.id;
  admin = await h.signIn({ roles: [], firstName: 'Ada', lastName: 'Decisora', conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId }] });
  coordinator = await h.signIn({ roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId, thematicAreaId: edition.areas[0].id }] });
  const author = await buildUser(h.db, { roles: ['USER'] });
  const inscriptionId = (await buildInscriptionRow(h.db, { userId: author.id, conferenceId, categoryId: edition.category.id })).id;
  const base = { conferenceId, inscriptionId, submittedBy: author.id, ownerEmail: author.email };
  const approved = await buildProposalRow(h.db, { ...base, thematicAreaId: edition.areas[0].id, title: 'Aprobada en la primera área', status: 'APPROVED' });
  const rejected = await buildProposalRow(h.db, { ...base, thematicAreaId: edition.areas[1].id, title: 'Rechazada en la segunda área', status: 'REJECTED' });
  await buildProposalRow(h.db, { ...base, thematicAreaId: edition.areas[0].id, title: 'Pendiente', status: 'PENDING' });
  await h.db.insert(proposalDecisions).values([
    { proposalId: approved.id, event: 'APPROVE', fromStatus: 'PENDING', toStatus: 'APPROVED', actorId: admin.user.id, comment: '=Muy bien' },
    { proposalId: rejected.id, event: 'REJECT', fromStatus: 'PENDING', toStatus: 'REJECTED', actorId: admin.user.id, comment: 'Fuera de tema' },
  ]);
});
afterAll(() => h.close());

const ask = async (as: SignedIn, variables: Record<string, unknown>) => {
  const res = await h.gql<{ exportEvaluatedProposals: Answer }>(EXPORT, { conferenceId: String(edition.conference.id), kind: 'PRESENTACION', ...variables }, { token: as.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.exportEvaluatedProposals;
};
const lines = async (url: string) => (await h.app.server.inject({ method: 'GET', url })).body.split('\r\n');

describe('exportEvaluatedProposals', () => {
  it('writes the decided items with the decision that stands, who took it and its comment (neutralised), in the list\'s sort', async () => {
    const answer = await ask(admin, { format: 'CSV', sort: 'title', direction: 'ASC', columns: ['title', 'status', 'decision', 'comment', 'decidedBy'] });
    expect(await lines(answer.url!)).toEqual([
      'Título,Estado,Decisión,Comentario,Decidió',
      "Aprobada en la primera área,APROBADO,Aprobada,'=Muy bien,Ada Decisora",
      'Rechazada en la segunda área,RECHAZADO,Rechazada,Fuera de tema,Ada Decisora',
      '',
    ]);
    const rejectedOnly = await ask(admin, { format: 'CSV', decision: 'REJECTED', columns: ['title'] });
    expect(await lines(rejectedOnly.url!)).toEqual(['Título', 'Rechazada en la segunda área', '']);
  });

  it('gives a coordinator only the areas they coordinate, as their list does', async () => {
    const answer = await ask(coordinator, { format: 'CSV', columns: ['title'] });
    expect(await lines(answer.url!)).toEqual(['Título', 'Aprobada en la primera área', '']);
  });

  it('is refused to a member and to an evaluator of another edition; a bad kind is refused', async () => {
    expect(codeOf(await h.gql(EXPORT, { format: 'CSV', conferenceId: String(edition.conference.id), kind: 'PRESENTACION' }, { token: (await h.signIn('USER')).token }))).toBe('FORBIDDEN');
    const other = await buildProposalEdition(h.db);
    const elsewhere = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: other.conference.id }] });
    expect(codeOf(await h.gql(EXPORT, { format: 'CSV', conferenceId: String(edition.conference.id), kind: 'PRESENTACION' }, { token: elsewhere.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(EXPORT, { format: 'CSV', conferenceId: String(edition.conference.id), kind: 'NADA' }, { token: admin.token }))).toBe('BAD_USER_INPUT');
  });

  it('the column choices the web offers are the export\'s own keys and headers, in its order', () => {
    expect(exportColumnChoices.evaluatedProposals).toEqual(evaluatedExport.columns.map((c) => ({ key: columnKey(c), label: c.header })));
  });
});
