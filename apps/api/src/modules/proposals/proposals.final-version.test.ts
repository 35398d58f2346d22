import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buenosAiresDay } from '@portal/domain/dates';
import { auditLog } from '../../db/schema/audit';
import { conferences } from '../../db/schema/conferences';
import { files } from '../../db/schema/files';
import { codeOf, createHarness, type GqlResult, type Harness, type SignedIn } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';
import { findFile } from '../files/files.service';
import { tinyDocx, tinyPdf, upload } from '../files/files.test-support';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow } from './proposals.test-support';

const DAY = 24 * 3600 * 1000;
const dayOffset = (days: number) => buenosAiresDay(new Date(Date.now() + days * DAY));
const FILE = 'id name sizeBytes contentType uploadedAt url';
const ATTACH_FINAL = `mutation ($proposalId: ID!, $fileId: ID!) { attachProposalFinalVersion(proposalId: $proposalId, fileId: $fileId) {
  id file { ${FILE} } finalVersion { ${FILE} } permissions { canUploadFinalVersion } } }`;
const ONE = `query ($id: ID!) { proposal(id: $id) { id file { id } finalVersion { id name } finalVersionWindow { opensOn closesOn open label } permissions { canUploadFinalVersion } } }`;

type FileView = { id: string; name: string; sizeBytes: number; contentType: string; uploadedAt: string; url: string };
type Attached = { attachProposalFinalVersion: { id: string; file: FileView | null; finalVersion: FileView | null; permissions: { canUploadFinalVersion: boolean } } };
type One = { proposal: { id: string; file: { id: string } | null; finalVersion: { id: string; name: string } | null; finalVersionWindow: { opensOn: string; closesOn: string; open: boolean; label: string } | null; permissions: { canUploadFinalVersion: boolean } } };
type WindowState = 'open' | 'future' | 'closed' | 'none';

let h: Harness;
let owner: SignedIn;
let coAuthor: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  owner = await h.signIn('USER');
  coAuthor = await h.signIn('USER');
  stranger = await h.signIn('USER');
});
afterAll(() => h.close());

const windowDates: Record<WindowState, [string | null, string | null]> = {
  open: [dayOffset(-3), dayOffset(0)],
  future: [dayOffset(1), dayOffset(20)],
  closed: [dayOffset(-20), dayOffset(-1)],
  none: [null, null],
};

/** An edition whose «versión final» window is in `state`, with the owner inscribed. */
async function editionWith(state: WindowState) {
  const edition = await buildProposalEdition(h.db, { windows: { PRESENTACION: 'closed', MESA_ESTUDIANTE: 'closed' } });
  const [opensOn, closesOn] = windowDates[state];
  await h.db.update(conferences).set({ finalVersionOpensOn: opensOn, finalVersionClosesOn: closesOn }).where(eq(conferences.id, edition.conference.id));
  const inscriptionId = (await buildInscriptionRow(h.db, { userId: owner.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  return { edition, inscriptionId };
}

async function item(state: WindowState, o: { kind?: 'PRESENTACION' | 'MESA_ESTUDIANTE' | 'LIBRO'; status?: 'PENDING' | 'APPROVED' | 'REJECTED' | 'INCLUDE_IN_PANEL' } = {}) {
  const { edition, inscriptionId } = await editionWith(state);
  const p = await buildProposalRow(h.db, {
    inscriptionId,
    conferenceId: edition.conference.id,
    submittedBy: owner.user.id,
    ownerEmail: owner.user.email,
    thematicAreaId: edition.areas[0].id,
    status: o.status ?? 'APPROVED',
    kind: o.kind,
    coAuthors: [{ email: coAuthor.user.email, userId: coAuthor.user.id }],
  });
  return { p, edition };
}

const uploadedId = async (bytes: Buffer, name: string, token = owner.token) => {
  const res = await upload(h, { bytes, name, type: 'application/pdf', purpose: 'PROPOSAL_FULL_TEXT', token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.uploadFile.id;
};
const attachFinal = (proposalId: number, fileId: string, token = owner.token) => h.gql<Attached>(ATTACH_FINAL, { proposalId: String(proposalId), fileId }, { token });
const reasonOf = (res: GqlResult<unknown>) => res.errors?.[0]?.extensions?.reason;
const finalRows = (proposalId: number) => h.db.select().from(files).where(and(eq(files.attachedType, 'proposalFinal'), eq(files.attachedId, String(proposalId))));

describe('attachProposalFinalVersion', () => {
  it('inside the window, the owner of an approved paper uploads its final version apart from the evaluated file, audited', async () => {
    const { p } = await item('open');
    const evaluated = await uploadedId(tinyPdf(), 'evaluada.pdf');
    await h.db.update(files).set({ attachedType: 'proposal', attachedId: String(p.id) }).where(eq(files.id, evaluated));
    const before = await h.gql<One>(ONE, { id: String(p.id) }, { token: owner.token });
    expect(before.data!.proposal.permissions.canUploadFinalVersion).toBe(true);
    expect(before.data!.proposal.finalVersionWindow).toMatchObject({ open: true, closesOn: dayOffset(0) });
    const finalId = await uploadedId(tinyDocx(), 'final.docx');
    const res = await attachFinal(p.id, finalId);
    expect(res.errors).toBeUndefined();
    const view = res.data!.attachProposalFinalVersion;
    expect(view.finalVersion).toMatchObject({ id: finalId, name: 'final.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(Math.abs(Date.parse(view.finalVersion!.uploadedAt) - Date.now())).toBeLessThan(60_000);
    expect(view.file!.id).toBe(evaluated);
    expect((await h.app.server.inject({ method: 'GET', url: view.finalVersion!.url })).statusCode).toBe(200);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.finalVersionAttached'), eq(auditLog.targetId, String(p.id))));
    expect(audit).toMatchObject({ actorId: owner.user.id, targetUserId: owner.user.id, before: { finalVersion: null }, after: { finalVersion: { id: finalId, name: 'final.docx' } } });
  });

  it('replacing keeps one final version: the old row and its bytes go, audited with what it replaced', async () => {
    const { p } = await item('open', { kind: 'MESA_ESTUDIANTE', status: 'INCLUDE_IN_PANEL' });
    const first = await uploadedId(tinyPdf(), 'final-1.pdf');
    expect((await attachFinal(p.id, first)).errors).toBeUndefined();
    const oldKey = (await findFile(h.db, first))!.storageKey;
    const second = await uploadedId(tinyPdf(), 'final-2.pdf');
    const res = await attachFinal(p.id, second);
    expect(res.data!.attachProposalFinalVersion.finalVersion).toMatchObject({ id: second, name: 'final-2.pdf' });
    expect((await finalRows(p.id)).map((f) => f.id)).toEqual([second]);
    expect(await findFile(h.db, first)).toBeNull();
    const stream = await h.app.services.storage.open(oldKey);
    expect(stream).toBeNull();
    const audits = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.finalVersionAttached'), eq(auditLog.targetId, String(p.id))));
    expect(audits.map((a) => a.before)).toContainEqual({ finalVersion: { id: first, name: 'final-1.pdf' } });
  });

  it.each([
    ['before the window opens', 'future' as const, 'abre el'],
    ['after it closed', 'closed' as const, 'cerró el'],
    ['in an edition without a window', 'none' as const, 'no recibe versiones finales'],
  ])('is refused %s (CONFLICT FINAL_VERSION_CLOSED), nothing attached', async (_name, state, says) => {
    const { p } = await item(state);
    const fileId = await uploadedId(tinyPdf(), 'final.pdf');
    const res = await attachFinal(p.id, fileId);
    expect(codeOf(res)).toBe('CONFLICT');
    expect(reasonOf(res)).toBe('FINAL_VERSION_CLOSED');
    expect(res.errors![0].message).toContain(says);
    expect(await finalRows(p.id)).toEqual([]);
    expect((await findFile(h.db, fileId))!.attachedType).toBeNull();
    expect((await h.gql<One>(ONE, { id: String(p.id) }, { token: owner.token })).data!.proposal.permissions.canUploadFinalVersion).toBe(false);
  });

  it.each(['PENDING', 'REJECTED'] as const)('is refused for a %s item (CONFLICT PROPOSAL_NOT_ACCEPTED)', async (status) => {
    const { p } = await item('open', { status });
    const res = await attachFinal(p.id, await uploadedId(tinyPdf(), 'final.pdf'));
    expect(codeOf(res)).toBe('CONFLICT');
    expect(reasonOf(res)).toBe('PROPOSAL_NOT_ACCEPTED');
    expect(await finalRows(p.id)).toEqual([]);
  });

  it('is refused for a kind without a text (a book)', async () => {
    const { p } = await item('open', { kind: 'LIBRO' });
    const res = await attachFinal(p.id, await uploadedId(tinyPdf(), 'final.pdf'));
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(await finalRows(p.id)).toEqual([]);
  });

  it('is refused to non-owners: NOT_FOUND for a stranger, FORBIDDEN for a co-author and the area coordinator', async () => {
    const { p, edition } = await item('open');
    const coordinator = await h.signIn({ roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id }] });
    const strangerRes = await attachFinal(p.id, await uploadedId(tinyPdf(), 'x.pdf', stranger.token), stranger.token);
    expect(codeOf(strangerRes)).toBe('NOT_FOUND');
    const coAuthorRes = await attachFinal(p.id, await uploadedId(tinyPdf(), 'x.pdf', coAuthor.token), coAuthor.token);
    expect(codeOf(coAuthorRes)).toBe('FORBIDDEN');
    const coordinatorRes = await attachFinal(p.id, await uploadedId(tinyPdf(), 'x.pdf', coordinator.token), coordinator.token);
    expect(codeOf(coordinatorRes)).toBe('FORBIDDEN');
    expect(await finalRows(p.id)).toEqual([]);
  });

  it('ADMIN_CONGRESO of the edition attaches it for the owner even with the window closed, audited as theirs', async () => {
    const { p, edition } = await item('closed');
    const admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    const fileId = await uploadedId(tinyPdf(), 'final.pdf', admin.token);
    expect((await attachFinal(p.id, fileId, admin.token)).errors).toBeUndefined();
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.finalVersionAttached'), eq(auditLog.targetId, String(p.id))));
    expect(audit).toMatchObject({ actorId: admin.user.id, targetUserId: owner.user.id });
  });

  it('e-mails every author when ADMIN_CONGRESO attaches the final version for the owner (who, which file, a link), in the queue with it; not when the owner does', async () => {
    const finalNotices = async (email: string) => (await queuedMail(h.db, email)).filter((m) => m.subject === 'Se cargó la versión final de su propuesta');
    const [ownerBefore, coAuthorBefore] = [(await finalNotices(owner.user.email)).length, (await finalNotices(coAuthor.user.email)).length];
    const mine = await item('open');
    expect((await attachFinal(mine.p.id, await uploadedId(tinyPdf(), 'propia.pdf'))).errors).toBeUndefined();
    expect(await finalNotices(owner.user.email)).toHaveLength(ownerBefore);
    expect(await finalNotices(coAuthor.user.email)).toHaveLength(coAuthorBefore);

    const { p, edition } = await item('closed');
    const admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    expect((await attachFinal(p.id, await uploadedId(tinyPdf(), 'version-final.pdf', admin.token), admin.token)).errors).toBeUndefined();
    const toOwner = (await finalNotices(owner.user.email)).slice(ownerBefore);
    const toCoAuthor = (await finalNotices(coAuthor.user.email)).slice(coAuthorBefore);
    expect(toOwner).toHaveLength(1);
    expect(toCoAuthor).toHaveLength(1);
    const said = `${admin.user.firstName} ${admin.user.lastName}, de la administración del congreso, cargó la versión final de su propuesta Ponencia «${p.title}» (${edition.conference.name}): el archivo «version-final.pdf».`;
    expect(toOwner[0].text).toContain(said);
    expect(toOwner[0].html).toContain(`/dashboard/mis-postulaciones/${p.inscriptionId}/postulacion/${p.id}`);
    expect(toCoAuthor[0].text).toContain(said);
    expect(toCoAuthor[0].html).toContain('/dashboard/mis-inscripciones');
  });

  it('is read by its authors, the area coordinator and ADMIN_CONGRESO, and by nobody else', async () => {
    const { p, edition } = await item('open');
    const fileId = await uploadedId(tinyPdf(), 'final.pdf');
    await attachFinal(p.id, fileId);
    const coordinator = await h.signIn({ roles: [], conferenceRoles: [{ role: 'COORDINADOR', conferenceId: edition.conference.id, thematicAreaId: edition.areas[0].id }] });
    const admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    for (const reader of [owner, coAuthor, coordinator, admin]) {
      const res = await h.gql<One>(ONE, { id: String(p.id) }, { token: reader.token });
      expect(res.data!.proposal.finalVersion).toEqual({ id: fileId, name: 'final.pdf' });
    }
    expect(codeOf(await h.gql(ONE, { id: String(p.id) }, { token: stranger.token }))).toBe('NOT_FOUND');
  });

  it("ADMIN_CONGRESO's list filters the items with a final version and the accepted ones without one", async () => {
    const { p: withFinal, edition } = await item('open');
    await attachFinal(withFinal.id, await uploadedId(tinyPdf(), 'final.pdf'));
    const base = { inscriptionId: (await buildInscriptionRow(h.db, { userId: stranger.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id, conferenceId: edition.conference.id, submittedBy: stranger.user.id, ownerEmail: stranger.user.email, thematicAreaId: edition.areas[0].id };
    const without = await buildProposalRow(h.db, { ...base, status: 'APPROVED' });
    await buildProposalRow(h.db, { ...base, status: 'PENDING' });
    const admin = await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.conference.id }] });
    const LIST = `query ($c: ID!, $f: Boolean) { conferenceProposals(conferenceId: $c, kind: PRESENTACION, finalVersion: $f) { total items { id finalVersion { id } } } }`;
    const list = async (f: boolean | null) => (await h.gql<{ conferenceProposals: { total: number; items: { id: string }[] } }>(LIST, { c: String(edition.conference.id), f }, { token: admin.token })).data!.conferenceProposals;
    expect((await list(true)).items.map((i) => i.id)).toEqual([String(withFinal.id)]);
    expect((await list(false)).items.map((i) => i.id)).toEqual([String(without.id)]);
    expect((await list(null)).total).toBe(3);
  });
});
