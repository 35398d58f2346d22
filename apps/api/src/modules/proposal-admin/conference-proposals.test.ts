import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow } from '../proposals/proposals.test-support';

const LIST = `query ($conferenceId: ID!, $kind: SubmissionType!, $status: ProposalStatus, $thematicAreaId: ID, $search: String, $sort: String, $direction: SortDirection, $page: Int, $pageSize: Int) {
  conferenceProposals(conferenceId: $conferenceId, kind: $kind, status: $status, thematicAreaId: $thematicAreaId, search: $search, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
    total page pageSize items { id title kind status viewerRole thematicArea { id } authors { email name } permissions { canEdit canDelete canUpload } } } }`;
const INSCRIPTIONS = `query ($conferenceId: ID!, $search: String, $pageSize: Int, $page: Int) {
  conferenceInscriptions(conferenceId: $conferenceId, search: $search, pageSize: $pageSize, page: $page) { total items { id userId firstName lastName email } } }`;
const CONFERENCE = 'query ($id: ID!) { administeredConference(conferenceId: $id) { id name areas { id name } } }';
const CREATE_PAPER = 'mutation ($data: PaperInput!) { createPaper(data: $data) { id viewerRole authors { email isSubmitter } } }';
const MINE = 'query ($id: ID!) { myProposals(inscriptionId: $id) { items { id title viewerRole } } }';

type Item = { id: string; title: string; kind: string; status: string; viewerRole: string; thematicArea: { id: string }; permissions: Record<string, boolean> };
type ListResult = { conferenceProposals: { total: number; page: number; items: Item[] } };

let h: Harness;
let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let elsewhere: Awaited<ReturnType<typeof buildProposalEdition>>;
let memberInscription: number;
beforeAll(async () => {
  h = await createHarness();
  edition = await buildProposalEdition(h.db, { windows: { PRESENTACION: 'closed' } });
  elsewhere = await buildProposalEdition(h.db);
  admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
  member = await h.signIn({ roles: ['USER'], firstName: 'Carolina', lastName: 'Benítez' });
  other = await h.signIn({ roles: ['USER'], firstName: 'Ramiro', lastName: 'Ortega' });
  memberInscription = (await buildInscriptionRow(h.db, { userId: member.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  const otherInscription = (await buildInscriptionRow(h.db, { userId: other.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  const base = { conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id };
  const mine = { ...base, inscriptionId: memberInscription, submittedBy: member.user.id, ownerEmail: member.user.email };
  const theirs = { ...base, inscriptionId: otherInscription, submittedBy: other.user.id, ownerEmail: other.user.email };
  await buildProposalRow(h.db, { ...mine, title: 'Alfa pendiente' });
  await buildProposalRow(h.db, { ...mine, title: 'Beta aprobada', status: 'APPROVED', thematicAreaId: edition.areas[1].id });
  await buildProposalRow(h.db, { ...theirs, title: 'Gamma rechazada', status: 'REJECTED' });
  await buildProposalRow(h.db, { ...theirs, title: 'Delta en panel', status: 'INCLUDE_IN_PANEL', coAuthors: [{ email: 'lucia.fernandez@example.org' }] });
  await buildProposalRow(h.db, { ...theirs, title: 'Épsilon libro', kind: 'LIBRO' });
  // Another edition's paper: never in this edition's list.
  const away = (await buildInscriptionRow(h.db, { userId: other.user.id, conferenceId: elsewhere.conference.id, categoryId: elsewhere.category.id })).id;
  await buildProposalRow(h.db, { conferenceId: elsewhere.conference.id, thematicAreaId: elsewhere.areas[0].id, inscriptionId: away, submittedBy: other.user.id, ownerEmail: other.user.email, title: 'Zeta de otra edición' });
});
afterAll(() => h.close());

const list = async (variables: Record<string, unknown>, token = admin.token) => {
  const res = await h.gql<ListResult>(LIST, { conferenceId: String(edition.conference.id), kind: 'PRESENTACION', ...variables }, { token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.conferenceProposals;
};
const titles = async (variables: Record<string, unknown>) => (await list({ sort: 'title', ...variables })).items.map((p) => p.title);

describe('conferenceProposals', () => {
  it("lists every proposal of the kind in the edition, anyone's and in any status, editable by ADMIN_CONGRESO", async () => {
    const page = await list({ sort: 'title' });
    expect(page.total).toBe(4);
    expect(page.items.map((p) => [p.title, p.status, p.viewerRole])).toEqual([
      ['Alfa pendiente', 'PENDING', 'STAFF'],
      ['Beta aprobada', 'APPROVED', 'STAFF'],
      ['Delta en panel', 'INCLUDE_IN_PANEL', 'STAFF'],
      ['Gamma rechazada', 'REJECTED', 'STAFF'],
    ]);
    expect(page.items.every((p) => p.permissions.canEdit && p.permissions.canDelete && p.permissions.canUpload)).toBe(true);
    expect(await titles({ kind: 'LIBRO' })).toEqual(['Épsilon libro']);
  });

  it('filters by status and area, searches title and authors, sorts and pages', async () => {
    expect(await titles({ status: 'APPROVED' })).toEqual(['Beta aprobada']);
    expect(await titles({ status: 'PENDING' })).toEqual(['Alfa pendiente']);
    expect(await titles({ status: 'REJECTED' })).toEqual(['Gamma rechazada']);
    expect(await titles({ status: 'INCLUDE_IN_PANEL' })).toEqual(['Delta en panel']);
    expect(await titles({ thematicAreaId: String(edition.areas[1].id) })).toEqual(['Beta aprobada']);
    expect(await titles({ search: 'gamma' })).toEqual(['Gamma rechazada']);
    expect(await titles({ search: member.user.email })).toEqual(['Alfa pendiente', 'Beta aprobada']);
    expect(await titles({ search: 'lucia.fernandez' })).toEqual(['Delta en panel']);
    expect(await titles({ search: 'Autor 2' })).toEqual(['Delta en panel']);
    expect(await titles({ direction: 'DESC' })).toEqual(['Gamma rechazada', 'Delta en panel', 'Beta aprobada', 'Alfa pendiente']);
    const second = await list({ sort: 'title', pageSize: 3, page: 1 });
    expect(second).toMatchObject({ total: 4, page: 1 });
    expect(second.items.map((p) => p.title)).toEqual(['Gamma rechazada']);
  });

  it('refuses bad filters per field', async () => {
    const bad = async (variables: Record<string, unknown>) => {
      const res = await h.gql(LIST, { conferenceId: String(edition.conference.id), kind: 'PRESENTACION', ...variables }, { token: admin.token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      return res.errors![0].extensions!.fields;
    };
    expect(await bad({ thematicAreaId: 'x' })).toHaveProperty('thematicAreaId');
    expect(await bad({ sort: 'password' })).toEqual({ sort: 'No se puede ordenar por ese campo.' });
    expect(await bad({ pageSize: 1000 })).toHaveProperty('pageSize');
  });

  it('uses the same number of statements, 2 (the session check, then the page), for 10 and 100 rows per page', async () => {
    const counts: number[] = [];
    for (const pageSize of [10, 100]) counts.push(await h.countStatements(() => list({ pageSize })));
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBe(2); // the session check, then the page with its bounded count
  });

  it('refuses anyone but ADMIN_CONGRESO of the edition: unauthenticated, a member, a coordinator, another edition', async () => {
    const vars = { conferenceId: String(edition.conference.id), kind: 'PRESENTACION' };
    expect(codeOf(await h.gql(LIST, vars))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(LIST, vars, { token: member.token }))).toBe('FORBIDDEN');
    const coordinator = await h.signIn({ roles: ['USER'], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id }] });
    expect(codeOf(await h.gql(LIST, vars, { token: coordinator.token }))).toBe('FORBIDDEN');
    const otherAdmin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: elsewhere.conference.id }] });
    const res = await h.gql(LIST, vars, { token: otherAdmin.token });
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(res.data).toBeNull();
  });
});

describe('administeredConference', () => {
  it('answers the edition and its areas to its ADMIN_CONGRESO only', async () => {
    const res = await h.gql<{ administeredConference: { name: string; areas: unknown[] } }>(CONFERENCE, { id: String(edition.conference.id) }, { token: admin.token });
    expect(res.data!.administeredConference.areas).toHaveLength(2);
    expect(codeOf(await h.gql(CONFERENCE, { id: String(elsewhere.conference.id) }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(CONFERENCE, { id: String(edition.conference.id) }, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CONFERENCE, { id: String(edition.conference.id) }))).toBe('UNAUTHENTICATED');
  });
});

describe('conferenceInscriptions', () => {
  it('lists the inscribed people, searched by name (accents ignored) and e-mail', async () => {
    const all = await h.gql<{ conferenceInscriptions: { total: number; items: { firstName: string; id: string }[] } }>(INSCRIPTIONS, { conferenceId: String(edition.conference.id) }, { token: admin.token });
    expect(all.data!.conferenceInscriptions.items.map((i) => i.firstName)).toEqual(['Carolina', 'Ramiro']);
    const found = await h.gql<{ conferenceInscriptions: { items: { id: string }[] } }>(INSCRIPTIONS, { conferenceId: String(edition.conference.id), search: 'benitez' }, { token: admin.token });
    expect(found.data!.conferenceInscriptions.items.map((i) => i.id)).toEqual([String(memberInscription)]);
    const byEmail = await h.gql<{ conferenceInscriptions: { items: { id: string }[] } }>(INSCRIPTIONS, { conferenceId: String(edition.conference.id), search: other.user.email }, { token: admin.token });
    expect(byEmail.data!.conferenceInscriptions.items).toHaveLength(1);
  });

  it('uses the same number of statements, 2 (the session check, then the page), for 10 and 100 rows per page', async () => {
    const counts: number[] = [];
    for (const pageSize of [10, 100]) counts.push(await h.countStatements(() => h.gql(INSCRIPTIONS, { conferenceId: String(edition.conference.id), pageSize }, { token: admin.token })));
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBe(2); // the session check, then the page with its bounded count
  });

  it('refuses anyone but ADMIN_CONGRESO of the edition', async () => {
    const vars = { conferenceId: String(edition.conference.id) };
    expect(codeOf(await h.gql(INSCRIPTIONS, vars))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(INSCRIPTIONS, vars, { token: member.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(INSCRIPTIONS, { conferenceId: String(elsewhere.conference.id) }, { token: admin.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(INSCRIPTIONS, { ...vars, pageSize: 0 }, { token: admin.token }))).toBe('BAD_USER_INPUT');
  });
});

describe('acting on behalf of an inscribed person', () => {
  it('creates a paper in the member\'s inscription with its window closed, audited; the member sees it as theirs', async () => {
    const data = {
      inscriptionId: String(memberInscription),
      thematicAreaId: String(edition.areas[0].id),
      title: 'Ponencia cargada por la organización',
      abstract: 'Resumen de la ponencia cargada en nombre de la socia.',
      keywords: ['federalismo', 'coaliciones', 'estado'],
      authors: [{ email: member.user.email, name: 'Carolina Benítez' }],
    };
    const res = await h.gql<{ createPaper: { id: string; viewerRole: string } }>(CREATE_PAPER, { data }, { token: admin.token });
    expect(res.data!.createPaper.viewerRole).toBe('STAFF');
    const id = res.data!.createPaper.id;
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.created'), eq(auditLog.targetId, id)));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetUserId: member.user.id, before: null, after: { title: 'Ponencia cargada por la organización' } });
    const mine = await h.gql<{ myProposals: { items: { id: string; viewerRole: string }[] } }>(MINE, { id: String(memberInscription) }, { token: member.token });
    expect(mine.data!.myProposals.items).toContainEqual(expect.objectContaining({ id, viewerRole: 'OWNER' }));
    // An ADMIN_CONGRESO of another edition cannot use this inscription.
    const otherAdmin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: elsewhere.conference.id }] });
    expect(codeOf(await h.gql(CREATE_PAPER, { data }, { token: otherAdmin.token }))).toBe('NOT_FOUND');
  });
});
