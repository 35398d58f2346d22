import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow } from './proposals.test-support';

const LIST = `query ($inscriptionId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $kind: SubmissionType, $status: ProposalStatus) {
  myProposals(inscriptionId: $inscriptionId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, kind: $kind, status: $status) {
    total totalCapped page pageSize
    items { id kind status title viewerRole windowOpen inscriptionId thematicArea { id name } conference { id name }
      authors { position email isSubmitter linked } file { id name url } permissions { canEdit canDelete canUpload } } } }`;
const ONE = 'query ($id: ID!) { proposal(id: $id) { id title viewerRole permissions { canEdit canDelete canUpload } } }';
const SUBMISSION = `query ($id: ID!) { proposalSubmission(inscriptionId: $id) {
  inscription { id conference { id name } } limits { abstractMaxWords keywordsMin keywordsMax authorsMax panelPapersMin panelPapersMax maxFileMb }
  areas { id name } windows { type opensOn closesOn open label } firstAuthor { email name } } }`;

type Item = { id: string; kind: string; status: string; title: string; viewerRole: string; permissions: Record<string, boolean>; authors: { email: string }[] };
type ListResult = { myProposals: { total: number; items: Item[] } };

let h: Harness;
let owner: SignedIn;
let coAuthor: SignedIn;
let stranger: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let other: Awaited<ReturnType<typeof buildProposalEdition>>;
let ownerInscription: number;
let coAuthorInscription: number;
beforeAll(async () => {
  h = await createHarness();
  owner = await h.signIn('USER');
  coAuthor = await h.signIn('USER');
  stranger = await h.signIn('USER');
  edition = await buildProposalEdition(h.db, { windows: { LIBRO: 'closed' } });
  other = await buildProposalEdition(h.db);
  ownerInscription = (await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  coAuthorInscription = (await buildInscriptionRow(h.db, { userId: coAuthor.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  const strangerInscription = (await buildInscriptionRow(h.db, { userId: stranger.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  const base = { conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id };
  const mine = { ...base, inscriptionId: ownerInscription, submittedBy: owner.user.id, ownerEmail: owner.user.email };
  await buildProposalRow(h.db, { ...mine, title: 'Alfa: ponencia propia', coAuthors: [{ email: coAuthor.user.email, userId: coAuthor.user.id }] });
  await buildProposalRow(h.db, { ...mine, title: 'Beta: libro propio', kind: 'LIBRO' });
  await buildProposalRow(h.db, { ...mine, title: 'Gamma: ponencia aprobada', status: 'APPROVED', thematicAreaId: edition.areas[1].id });
  // Someone else's, with the owner as co-author, and one that does not involve the owner.
  await buildProposalRow(h.db, { ...base, inscriptionId: strangerInscription, submittedBy: stranger.user.id, ownerEmail: stranger.user.email, title: 'Delta: de otra persona con la dueña', coAuthors: [{ email: owner.user.email, userId: owner.user.id }] });
  await buildProposalRow(h.db, { ...base, inscriptionId: strangerInscription, submittedBy: stranger.user.id, ownerEmail: stranger.user.email, title: 'Épsilon: ajena' });
  // The owner as co-author in another edition: not in this inscription's list.
  const otherInscription = (await buildInscriptionRow(h.db, { userId: stranger.user.id, conferenceId: other.conference.id, categoryId: other.category.id })).id;
  await buildProposalRow(h.db, { conferenceId: other.conference.id, thematicAreaId: other.areas[0].id, inscriptionId: otherInscription, submittedBy: stranger.user.id, ownerEmail: stranger.user.email, title: 'Zeta: otra edición', coAuthors: [{ email: owner.user.email, userId: owner.user.id }] });
});
afterAll(() => h.close());

const list = async (token: string, variables: Record<string, unknown>) => {
  const res = await h.gql<ListResult>(LIST, variables, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.myProposals;
};

describe('myProposals', () => {
  it("lists the inscription's own proposals and those of the edition the viewer co-authors (read-only), nothing else", async () => {
    const page = await list(owner.token, { inscriptionId: String(ownerInscription), sort: 'title' });
    expect(page.total).toBe(4);
    expect(page.items.map((p) => [p.title, p.viewerRole])).toEqual([
      ['Alfa: ponencia propia', 'OWNER'],
      ['Beta: libro propio', 'OWNER'],
      ['Delta: de otra persona con la dueña', 'COAUTHOR'],
      ['Gamma: ponencia aprobada', 'OWNER'],
    ]);
    const byTitle = Object.fromEntries(page.items.map((p) => [p.title.split(':')[0], p.permissions]));
    expect(byTitle.Alfa).toEqual({ canEdit: true, canDelete: true, canUpload: true });
    expect(byTitle.Beta).toEqual({ canEdit: false, canDelete: false, canUpload: false });
    expect(byTitle.Gamma).toEqual({ canEdit: false, canDelete: false, canUpload: false });
    expect(byTitle.Delta).toEqual({ canEdit: false, canDelete: false, canUpload: false });
  });

  it("shows the co-author the paper in their own inscription's list", async () => {
    const page = await list(coAuthor.token, { inscriptionId: String(coAuthorInscription) });
    expect(page.items.map((p) => [p.title, p.viewerRole])).toEqual([['Alfa: ponencia propia', 'COAUTHOR']]);
  });

  it('filters by kind, status and title, sorts and pages', async () => {
    expect((await list(owner.token, { inscriptionId: String(ownerInscription), kind: 'LIBRO' })).items.map((p) => p.title)).toEqual(['Beta: libro propio']);
    expect((await list(owner.token, { inscriptionId: String(ownerInscription), status: 'APPROVED' })).items.map((p) => p.title)).toEqual(['Gamma: ponencia aprobada']);
    expect((await list(owner.token, { inscriptionId: String(ownerInscription), search: 'DELTA' })).items.map((p) => p.title)).toEqual(['Delta: de otra persona con la dueña']);
    const second = await list(owner.token, { inscriptionId: String(ownerInscription), sort: 'title', direction: 'DESC', page: 1, pageSize: 3 });
    expect(second).toMatchObject({ total: 4 });
    expect(second.items.map((p) => p.title)).toEqual(['Alfa: ponencia propia']);
  });

  it("answers NOT_FOUND for another person's inscription, UNAUTHENTICATED without a session, BAD_USER_INPUT for bad arguments", async () => {
    expect(codeOf(await h.gql(LIST, { inscriptionId: String(ownerInscription) }, { token: stranger.token }))).toBe('NOT_FOUND');
    const staff = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    expect(codeOf(await h.gql(LIST, { inscriptionId: String(ownerInscription) }, { token: staff.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(LIST, { inscriptionId: String(ownerInscription) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(LIST, { inscriptionId: String(ownerInscription), sort: 'abstract' }, { token: owner.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(LIST, { inscriptionId: String(ownerInscription), pageSize: 500 }, { token: owner.token }))).toBe('BAD_USER_INPUT');
  });

  it('runs the same number of SQL statements for 10 and for 100 rows', async () => {
    const bulk = await h.signIn('USER');
    const inscription = (await buildInscriptionRow(h.db, { userId: bulk.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
    for (let i = 0; i < 105; i++) {
      await buildProposalRow(h.db, {
        conferenceId: edition.conference.id,
        thematicAreaId: edition.areas[i % 2].id,
        inscriptionId: inscription,
        submittedBy: bulk.user.id,
        ownerEmail: bulk.user.email,
        kind: (['PRESENTACION', 'LIBRO', 'PANEL_CERRADO'] as const)[i % 3],
        title: `Masiva ${i}`,
        coAuthors: [{ email: `coautor${i}@example.org` }, { email: `otro${i}@example.org` }],
      });
    }
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const page = await list(bulk.token, { inscriptionId: String(inscription), pageSize });
        expect(page.items).toHaveLength(pageSize);
        expect(page.items[0].authors).toHaveLength(3);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    expect(hundred).toBe(ten);
    // The session check, then the page with its bounded count (areas, edition, window joined; authors and file as JSON).
    expect(ten).toBe(2);
    console.log(`myProposals: ${ten} statements for 10 rows, ${hundred} for 100`);
  });
});

describe('proposal', () => {
  it('is read by its authors, a coordinator of its area and ADMIN_CONGRESO of its edition, each in their role', async () => {
    const alfa = (await list(owner.token, { inscriptionId: String(ownerInscription), search: 'Alfa' })).items[0];
    const read = async (token: string) => (await h.gql<{ proposal: { viewerRole: string; permissions: Record<string, boolean> } }>(ONE, { id: alfa.id }, { token })).data?.proposal;
    expect(await read(owner.token)).toMatchObject({ viewerRole: 'OWNER', permissions: { canEdit: true } });
    expect(await read(coAuthor.token)).toMatchObject({ viewerRole: 'COAUTHOR', permissions: { canEdit: false, canDelete: false, canUpload: false } });
    const coordinator = await h.signIn({ roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id }] });
    expect(await read(coordinator.token)).toMatchObject({ viewerRole: 'STAFF', permissions: { canEdit: false } });
    const staff = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    expect(await read(staff.token)).toMatchObject({ viewerRole: 'STAFF', permissions: { canEdit: true, canDelete: true, canUpload: true } });
  });

  it('answers NOT_FOUND to everyone else: another member, a coordinator of another area, staff of another edition, ADMIN', async () => {
    const alfa = (await list(owner.token, { inscriptionId: String(ownerInscription), search: 'Alfa' })).items[0];
    const outsiders = [
      stranger,
      await h.signIn({ roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[1].id }] }),
      await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: other.conference.id }] }),
      await h.signIn({ roles: [], conferenceRoles: [{ role: 'JUEZ', conferenceId: edition.conference.id }] }),
      await h.signIn('ADMIN'),
    ];
    for (const outsider of outsiders) {
      const res = await h.gql(ONE, { id: alfa.id }, { token: outsider.token });
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(JSON.stringify(res)).not.toContain('Alfa');
    }
    expect(codeOf(await h.gql(ONE, { id: alfa.id }))).toBe('UNAUTHENTICATED');
  });
});

describe('proposalSubmission', () => {
  it("gives the forms the edition's limits, areas, every kind's window with its label, and the first author", async () => {
    const res = await h.gql<{ proposalSubmission: { limits: object; areas: { id: string }[]; windows: { type: string; open: boolean; label: string; closesOn: string }[]; firstAuthor: { email: string; name: string } } }>(
      SUBMISSION,
      { id: String(ownerInscription) },
      { token: owner.token },
    );
    expect(res.errors).toBeUndefined();
    const s = res.data!.proposalSubmission;
    expect(s.limits).toEqual({ abstractMaxWords: 300, keywordsMin: 3, keywordsMax: 5, authorsMax: 6, panelPapersMin: 3, panelPapersMax: 5, maxFileMb: 20 });
    expect(s.areas.map((a) => a.id).sort()).toEqual(edition.areas.map((a) => String(a.id)).sort());
    expect(s.windows.map((w) => [w.type, w.open])).toEqual([
      ['PRESENTACION', true],
      ['MESA_ESTUDIANTE', true],
      ['PANEL_CERRADO', true],
      ['GRUPO_INVESTIGACION', true],
      ['LIBRO', false],
    ]);
    expect(s.windows[0].label).toMatch(/^Abierta hasta el \d{2}\/\d{2}\/\d{4}$/);
    expect(s.windows[4].label).toMatch(/^Cerró el \d{2}\/\d{2}\/\d{4}$/);
    expect(s.firstAuthor.email).toBe(owner.user.email);
  });

  it("lets ADMIN_CONGRESO of the edition prepare a proposal in someone's inscription, the owner as first author", async () => {
    const staff = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    const res = await h.gql<{ proposalSubmission: { firstAuthor: { email: string } } }>(SUBMISSION, { id: String(ownerInscription) }, { token: staff.token });
    expect(res.data!.proposalSubmission.firstAuthor.email).toBe(owner.user.email);
    const elsewhere = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: other.conference.id }] });
    expect(codeOf(await h.gql(SUBMISSION, { id: String(ownerInscription) }, { token: elsewhere.token }))).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another person's inscription and UNAUTHENTICATED without a session", async () => {
    expect(codeOf(await h.gql(SUBMISSION, { id: String(ownerInscription) }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(SUBMISSION, { id: '999999' }, { token: owner.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(SUBMISSION, { id: String(ownerInscription) }))).toBe('UNAUTHENTICATED');
  });
});
