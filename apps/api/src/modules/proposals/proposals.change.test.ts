import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SubmissionType } from '@portal/domain/conferences';
import { auditLog } from '../../db/schema/audit';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow, detailsOf } from './proposals.test-support';

const NAMES: Record<SubmissionType, string> = { PRESENTACION: 'Paper', MESA_ESTUDIANTE: 'StudentPaper', PANEL_CERRADO: 'ClosedPanel', GRUPO_INVESTIGACION: 'ResearchGroup', LIBRO: 'Book' };
const update = (kind: SubmissionType) =>
  `mutation ($id: ID!, $data: ${NAMES[kind]}UpdateInput!) { update${NAMES[kind]}(id: $id, data: $data) { id title status viewerRole thematicArea { id } authors { email } permissions { canEdit canDelete canUpload } } }`;
const remove = (kind: SubmissionType) => `mutation ($id: ID!) { delete${NAMES[kind]}(id: $id) }`;
const PONENCIA = 'mutation ($id: ID!) { deletePonencia(id: $id) }';
const ONE = 'query ($id: ID!) { proposal(id: $id) { id title viewerRole permissions { canEdit canDelete canUpload } } }';

let h: Harness;
let owner: SignedIn;
let coAuthor: SignedIn;
let stranger: SignedIn;
let coordinator: SignedIn;
let staff: SignedIn;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let closedEdition: Awaited<ReturnType<typeof buildProposalEdition>>;
let inscriptionId: number;
let closedInscriptionId: number;
beforeAll(async () => {
  h = await createHarness();
  owner = await h.signIn('USER');
  coAuthor = await h.signIn('USER');
  stranger = await h.signIn('USER');
  edition = await buildProposalEdition(h.db);
  closedEdition = await buildProposalEdition(h.db, { windows: { PRESENTACION: 'closed', LIBRO: 'closed' } });
  coordinator = await h.signIn({ roles: ['USER'], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id }] });
  staff = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
  inscriptionId = (await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  closedInscriptionId = (await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: closedEdition.conference.id, categoryId: closedEdition.category.id })).id;
});
afterAll(() => h.close());

const proposal = (o: { kind?: SubmissionType; status?: 'PENDING' | 'APPROVED' | 'REJECTED'; closed?: boolean } = {}) =>
  buildProposalRow(h.db, {
    inscriptionId: o.closed ? closedInscriptionId : inscriptionId,
    conferenceId: (o.closed ? closedEdition : edition).conference.id,
    submittedBy: owner.user.id,
    ownerEmail: owner.user.email,
    thematicAreaId: (o.closed ? closedEdition : edition).areas[0].id,
    kind: o.kind,
    status: o.status,
    details: detailsOf(o.kind ?? 'PRESENTACION') ?? {},
    coAuthors: [{ email: coAuthor.user.email, userId: coAuthor.user.id }],
  });
const data = (kind: SubmissionType, o: Record<string, unknown> = {}) => ({
  thematicAreaId: String(edition.areas[1].id),
  title: 'Título corregido',
  abstract: 'Resumen corregido.',
  keywords: ['uno', 'dos', 'tres'],
  authors: [
    { email: coAuthor.user.email, name: 'Coautor' },
    { email: owner.user.email, name: 'Dueña' },
  ],
  ...(detailsOf(kind) ? { details: detailsOf(kind) } : {}),
  ...o,
});
const rowOf = async (id: number) => (await h.db.select().from(proposals).where(eq(proposals.id, id)))[0];

describe('update', () => {
  it.each(['PRESENTACION', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] as const)('lets the owner change a pending %s, authors reordered', async (kind) => {
    const p = await proposal({ kind });
    const res = await h.gql<Record<string, { title: string; thematicArea: { id: string }; authors: { email: string }[] }>>(update(kind), { id: String(p.id), data: data(kind) }, { token: owner.token });
    expect(res.errors).toBeUndefined();
    const after = res.data![`update${NAMES[kind]}`];
    expect(after).toMatchObject({ title: 'Título corregido', thematicArea: { id: String(edition.areas[1].id) } });
    expect(after.authors.map((a) => a.email)).toEqual([coAuthor.user.email, owner.user.email]);
  });

  it("answers UNAUTHENTICATED without a session, NOT_FOUND for another person's proposal or another kind's id, FORBIDDEN for a co-author or coordinator; nothing changes", async () => {
    const p = await proposal();
    const before = await rowOf(p.id);
    const attempt = (token?: string, kind: SubmissionType = 'PRESENTACION') => h.gql(update(kind), { id: String(p.id), data: data(kind) }, { token });
    expect(codeOf(await attempt())).toBe('UNAUTHENTICATED');
    expect(codeOf(await attempt(stranger.token))).toBe('NOT_FOUND');
    expect(codeOf(await attempt(owner.token, 'LIBRO'))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(update('PRESENTACION'), { id: '999999', data: data('PRESENTACION') }, { token: owner.token }))).toBe('NOT_FOUND');
    const asCoAuthor = await attempt(coAuthor.token);
    expect(codeOf(asCoAuthor)).toBe('FORBIDDEN');
    expect(asCoAuthor.errors![0].message).toBe('Solo quien presentó la propuesta puede modificarla.');
    expect(codeOf(await attempt(coordinator.token))).toBe('FORBIDDEN');
    expect(await rowOf(p.id)).toEqual(before);
  });

  it('refuses the owner once decided and outside the window (CONFLICT, with why), and says so in permissions', async () => {
    for (const status of ['APPROVED', 'REJECTED'] as const) {
      const decided = await proposal({ status });
      const res = await h.gql(update('PRESENTACION'), { id: String(decided.id), data: data('PRESENTACION') }, { token: owner.token });
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors![0].message).toBe('La propuesta ya fue evaluada: no se puede modificar ni eliminar.');
      const seen = await h.gql<{ proposal: { permissions: object } }>(ONE, { id: String(decided.id) }, { token: owner.token });
      expect(seen.data!.proposal.permissions).toEqual({ canEdit: false, canDelete: false, canUpload: false });
      expect((await rowOf(decided.id)).title).toBe('Una ponencia de prueba');
    }
    const late = await proposal({ closed: true });
    const res = await h.gql(update('PRESENTACION'), { id: String(late.id), data: data('PRESENTACION', { thematicAreaId: String(closedEdition.areas[0].id) }) }, { token: owner.token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toMatch(/^No se reciben propuestas de tipo Ponencia en este momento: cerró el /);
    expect((await rowOf(late.id)).title).toBe('Una ponencia de prueba');
  });

  it('takes back the details as the API answers them (null e-mails and ISBN), so an edit form can resend what it read', async () => {
    const panel = await proposal({ kind: 'PANEL_CERRADO' });
    const book = await proposal({ kind: 'LIBRO' });
    const READ = `query ($id: ID!) { proposal(id: $id) { details { ... on ClosedPanelDetails { rationale chair { name email } commentator { name email } papers { title abstract authors { name email } } }
      ... on BookDetails { bookAuthors publisher year isbn presenters } } } }`;
    const detailsRead = async (id: number) => (await h.gql<{ proposal: { details: Record<string, unknown> } }>(READ, { id: String(id) }, { token: owner.token })).data!.proposal.details;
    const panelDetails = await detailsRead(panel.id);
    expect(panelDetails.commentator).toEqual({ name: 'Luis Ferreyra', email: null });
    expect((await h.gql(update('PANEL_CERRADO'), { id: String(panel.id), data: data('PANEL_CERRADO', { details: panelDetails }) }, { token: owner.token })).errors).toBeUndefined();
    const bookDetails = { ...(await detailsRead(book.id)), isbn: null };
    expect((await h.gql(update('LIBRO'), { id: String(book.id), data: data('LIBRO', { details: bookDetails }) }, { token: owner.token })).errors).toBeUndefined();
    expect((await rowOf(book.id)).details).toMatchObject({ isbn: null });
  });

  it('checks the data with the same per-field messages as create', async () => {
    const p = await proposal({ kind: 'PANEL_CERRADO' });
    const res = await h.gql(update('PANEL_CERRADO'), { id: String(p.id), data: data('PANEL_CERRADO', { details: detailsOf('PANEL_CERRADO', { papers: 2 }), authors: [{ email: coAuthor.user.email, name: 'Coautor' }] }) }, { token: owner.token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual({ 'details.papers': 'El panel necesita al menos 3 ponencias' });
  });

  it('lets ADMIN_CONGRESO of the edition change a decided proposal of someone else, audited with before and after', async () => {
    const p = await proposal({ status: 'APPROVED' });
    const res = await h.gql<{ updatePaper: { viewerRole: string; status: string } }>(update('PRESENTACION'), { id: String(p.id), data: data('PRESENTACION') }, { token: staff.token });
    expect(res.data!.updatePaper).toMatchObject({ viewerRole: 'STAFF', status: 'APPROVED' });
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.updated'), eq(auditLog.targetId, String(p.id))));
    expect(audit).toMatchObject({ actorId: staff.user.id, targetUserId: owner.user.id, before: { title: 'Una ponencia de prueba' }, after: { title: 'Título corregido' } });
    expect((audit.after as { authors: { email: string }[] }).authors.map((a) => a.email)).toEqual([coAuthor.user.email, owner.user.email]);
  });

  it('e-mails every author when ADMIN_CONGRESO changes the proposal (who, what, a link to it), in the queue with the change; not when the owner does', async () => {
    const changedNotices = async (email: string) => (await queuedMail(h.db, email)).filter((m) => m.subject === 'Se modificó su propuesta');
    const [ownerBefore, coAuthorBefore] = [(await changedNotices(owner.user.email)).length, (await changedNotices(coAuthor.user.email)).length];
    const mine = await proposal();
    expect((await h.gql(update('PRESENTACION'), { id: String(mine.id), data: data('PRESENTACION') }, { token: owner.token })).errors).toBeUndefined();
    expect(await changedNotices(owner.user.email)).toHaveLength(ownerBefore);

    const p = await proposal({ status: 'APPROVED' });
    const res = await h.gql(update('PRESENTACION'), { id: String(p.id), data: data('PRESENTACION') }, { token: staff.token });
    expect(res.errors).toBeUndefined();
    const toOwner = (await changedNotices(owner.user.email)).slice(ownerBefore);
    const toCoAuthor = (await changedNotices(coAuthor.user.email)).slice(coAuthorBefore);
    expect(toOwner).toHaveLength(1);
    expect(toCoAuthor).toHaveLength(1);
    const staffName = `${staff.user.firstName} ${staff.user.lastName}`;
    expect(toOwner[0].text).toContain(`${staffName}, de la administración del congreso, modificó los datos de su propuesta Ponencia «Título corregido»`);
    expect(toOwner[0].html).toContain(`/dashboard/mis-postulaciones/${inscriptionId}/postulacion/${p.id}`);
    expect(toCoAuthor[0].text).toContain(`${staffName}, de la administración del congreso, modificó los datos de su propuesta Ponencia «Título corregido»`);
    expect(toCoAuthor[0].html).toContain('/dashboard/mis-inscripciones');
  });
});

describe('delete', () => {
  it('lets the owner delete a pending proposal of each kind, its authors too; deletePonencia is deletePaper', async () => {
    for (const kind of ['PRESENTACION', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] as const) {
      const p = await proposal({ kind });
      const res = await h.gql<Record<string, boolean>>(remove(kind), { id: String(p.id) }, { token: owner.token });
      expect(res.data![`delete${NAMES[kind]}`], kind).toBe(true);
      expect(await rowOf(p.id)).toBeUndefined();
      expect(await h.db.select().from(proposalAuthors).where(eq(proposalAuthors.proposalId, p.id))).toEqual([]);
    }
    const paper = await proposal();
    expect((await h.gql<{ deletePonencia: boolean }>(PONENCIA, { id: String(paper.id) }, { token: owner.token })).data!.deletePonencia).toBe(true);
    expect(await rowOf(paper.id)).toBeUndefined();
    const book = await proposal({ kind: 'LIBRO' });
    expect(codeOf(await h.gql(PONENCIA, { id: String(book.id) }, { token: owner.token }))).toBe('NOT_FOUND');
  });

  it('refuses everyone else, a decided proposal and a closed window, deleting nothing', async () => {
    const p = await proposal();
    expect(codeOf(await h.gql(remove('PRESENTACION'), { id: String(p.id) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(remove('PRESENTACION'), { id: String(p.id) }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(remove('PRESENTACION'), { id: String(p.id) }, { token: coAuthor.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(remove('PRESENTACION'), { id: String(p.id) }, { token: coordinator.token }))).toBe('FORBIDDEN');
    const otherStaff = await h.signIn('ADMIN_CONGRESO');
    expect(codeOf(await h.gql(remove('PRESENTACION'), { id: String(p.id) }, { token: otherStaff.token }))).toBe('NOT_FOUND');
    const decided = await proposal({ status: 'REJECTED' });
    expect(codeOf(await h.gql(remove('PRESENTACION'), { id: String(decided.id) }, { token: owner.token }))).toBe('CONFLICT');
    const late = await proposal({ closed: true });
    expect(codeOf(await h.gql(remove('PRESENTACION'), { id: String(late.id) }, { token: owner.token }))).toBe('CONFLICT');
    for (const id of [p.id, decided.id, late.id]) expect(await rowOf(id)).toBeDefined();
  });

  it('lets ADMIN_CONGRESO delete an approved proposal of someone else, audited', async () => {
    const p = await proposal({ status: 'APPROVED' });
    expect((await h.gql<{ deletePaper: boolean }>(remove('PRESENTACION'), { id: String(p.id) }, { token: staff.token })).data!.deletePaper).toBe(true);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.deleted'), eq(auditLog.targetId, String(p.id))));
    expect(audit).toMatchObject({ actorId: staff.user.id, targetUserId: owner.user.id, before: { status: 'APPROVED' }, after: null });
  });

  it('e-mails every author when ADMIN_CONGRESO deletes a proposal that is in no panel (what, no panel named), in the queue with the delete; not when the owner does', async () => {
    const removedNotices = async (email: string) => (await queuedMail(h.db, email)).filter((m) => m.subject === 'Se eliminó su propuesta');
    const [ownerBefore, coAuthorBefore] = [(await removedNotices(owner.user.email)).length, (await removedNotices(coAuthor.user.email)).length];
    const mine = await proposal();
    expect((await h.gql(remove('PRESENTACION'), { id: String(mine.id) }, { token: owner.token })).errors).toBeUndefined();
    expect(await removedNotices(owner.user.email)).toHaveLength(ownerBefore);
    expect(await removedNotices(coAuthor.user.email)).toHaveLength(coAuthorBefore);

    const p = await proposal({ status: 'APPROVED' });
    expect((await h.gql(remove('PRESENTACION'), { id: String(p.id) }, { token: staff.token })).errors).toBeUndefined();
    const toOwner = (await removedNotices(owner.user.email)).slice(ownerBefore);
    const toCoAuthor = (await removedNotices(coAuthor.user.email)).slice(coAuthorBefore);
    expect(toOwner).toHaveLength(1);
    expect(toCoAuthor).toHaveLength(1);
    for (const mail of [toOwner[0], toCoAuthor[0]]) {
      expect(mail.text).toContain(`La administración del congreso eliminó su propuesta Ponencia «${p.title}» (${edition.conference.name}).`);
      expect(mail.text).not.toContain('Estaba en el panel');
      expect(mail.html).toContain('/dashboard/mis-inscripciones');
    }
  });

  it('ends cleanly when two deletes race: one deletes, the other answers NOT_FOUND', async () => {
    const p = await proposal();
    const results = await Promise.all([1, 2].map(() => h.gql<{ deletePaper: boolean }>(remove('PRESENTACION'), { id: String(p.id) }, { token: owner.token })));
    expect(results.filter((r) => r.data?.deletePaper === true)).toHaveLength(1);
    expect(results.map(codeOf).filter(Boolean)).toEqual(['NOT_FOUND']);
    expect(await rowOf(p.id)).toBeUndefined();
  });

  it('ends cleanly when an update races a delete: whichever comes second answers NOT_FOUND, nothing half-written', async () => {
    const p = await proposal();
    const [updated, deleted] = await Promise.all([
      h.gql<{ updatePaper: { id: string } }>(update('PRESENTACION'), { id: String(p.id), data: data('PRESENTACION') }, { token: owner.token }),
      h.gql<{ deletePaper: boolean }>(remove('PRESENTACION'), { id: String(p.id) }, { token: owner.token }),
    ]);
    expect(deleted.data?.deletePaper).toBe(true);
    expect([undefined, 'NOT_FOUND']).toContain(codeOf(updated));
    expect(await rowOf(p.id)).toBeUndefined();
    expect(await h.db.select().from(proposalAuthors).where(eq(proposalAuthors.proposalId, p.id))).toEqual([]);
  });
});
