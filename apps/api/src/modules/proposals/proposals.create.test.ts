import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { buildInscriptionRow, buildProposalEdition, detailsOf } from './proposals.test-support';

const OPS: Record<SubmissionType, { create: string; input: string }> = {
  PRESENTACION: { create: 'createPaper', input: 'PaperInput' },
  MESA_ESTUDIANTE: { create: 'createStudentPaper', input: 'StudentPaperInput' },
  PANEL_CERRADO: { create: 'createClosedPanel', input: 'ClosedPanelInput' },
  GRUPO_INVESTIGACION: { create: 'createResearchGroup', input: 'ResearchGroupInput' },
  LIBRO: { create: 'createBook', input: 'BookInput' },
};
const FIELDS = `id kind status title keywords inscriptionId viewerRole windowOpen thematicArea { id name } conference { id name }
  authors { position name email isSubmitter linked invited } permissions { canEdit canDelete canUpload } file { id }
  details { __typename ... on StudentPaperDetails { studentCareer } ... on ClosedPanelDetails { papers { title } chair { name email } } ... on ResearchGroupDetails { members } ... on BookDetails { isbn year } }`;
const create = (kind: SubmissionType) => `mutation ($data: ${OPS[kind].input}!) { ${OPS[kind].create}(data: $data) { ${FIELDS} } }`;

let h: Harness;
let owner: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let inscriptionId: number;
beforeAll(async () => {
  h = await createHarness();
  owner = await h.signIn('USER');
  edition = await buildProposalEdition(h.db);
  inscriptionId = (await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
});
afterAll(() => h.close());

const data = (kind: SubmissionType, o: Record<string, unknown> = {}) => ({
  inscriptionId: String(inscriptionId),
  thematicAreaId: String(edition.areas[0].id),
  title: 'Federalismo y coaliciones',
  abstract: 'Un estudio de las coaliciones de gobierno en las provincias.',
  keywords: ['federalismo', 'coaliciones', 'provincias'],
  authors: [{ email: owner.user.email, name: 'Dueña de la propuesta' }],
  ...(detailsOf(kind) ? { details: detailsOf(kind) } : {}),
  ...o,
});

describe('create, every kind', () => {
  it.each(submissionTypes)('creates a %s with its details', async (kind) => {
    const res = await h.gql<Record<string, Record<string, unknown>>>(create(kind), { data: data(kind) }, { token: owner.token });
    expect(res.errors).toBeUndefined();
    const p = res.data![OPS[kind].create];
    expect(p).toMatchObject({ kind, status: 'PENDING', viewerRole: 'OWNER', windowOpen: true, inscriptionId: String(inscriptionId), file: null });
    expect(p.permissions).toEqual({ canEdit: true, canDelete: true, canUpload: kind !== 'LIBRO' });
    if (kind === 'PRESENTACION') expect(p.details).toBeNull();
    else expect(p.details).not.toBeNull();
  });

  it('refuses the unauthenticated', async () => {
    expect(codeOf(await h.gql(create('PRESENTACION'), { data: data('PRESENTACION') }))).toBe('UNAUTHENTICATED');
  });
});
