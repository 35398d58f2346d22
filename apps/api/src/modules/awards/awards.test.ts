import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { buenosAiresDay } from '@portal/domain/dates';
import { auditLog } from '../../db/schema/audit';
import { awardApplications, awardJudges, awards, awardScores } from '../../db/schema/awards';
import { files } from '../../db/schema/files';
import { academicInfo } from '../../db/schema/profiles';
import { institutionsOf, sharedInstitutions } from '../../platform/institutions';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { queuedMail } from '../../test/mail-queue';
import { buildConference, buildInscription, buildInscriptionCategory, buildInstitution, buildUser } from '../../test/factories';
import { tinyPdf, tinyDocx, upload } from '../files/files.test-support';
import { sharesInstitution } from './awards.read';

const DAY = 24 * 3600 * 1000;
const shift = (days: number) => buenosAiresDay(new Date(Date.now() + days * DAY));

const CREATE = `mutation ($c: ID!, $data: AwardInput!) { createAward(conferenceId: $c, data: $data) { id name status judges { id } permissions { canEdit canDelete canClose } } }`;
const UPDATE = `mutation ($id: ID!, $data: AwardInput!) { updateAward(id: $id, data: $data) { id name judges { id } } }`;
const DELETE = `mutation ($id: ID!) { deleteAward(id: $id) }`;
const CLOSE = `mutation ($id: ID!, $r: AwardCloseInput! = {}) { closeAward(id: $id, result: $r) { id status } }`;
const LIST = `query ($c: ID!) { conferenceAwards(conferenceId: $c) { id name viewerIsJudge viewerPending applicationCount } }`;
const AWARD = `query ($id: ID!) { award(id: $id) { id name viewerPending ranking { position application { id title mean } } } }`;
const CANDIDATES = `query ($c: ID!) { awardJudgeCandidates(conferenceId: $c) { id } }`;
const APPLY = `mutation ($data: AwardApplicationInput!) { applyForAward(data: $data) { id title canChange file { name url } award { id name } } }`;
const UPDATE_APP = `mutation ($id: ID!, $data: AwardApplicationUpdateInput!) { updateAwardApplication(id: $id, data: $data) { id title summary file { name } } }`;
const WITHDRAW = `mutation ($id: ID!) { deletePostulacionPremio(id: $id) }`;
const MINE = `query { myAwardApplications { id title award { name } } }`;
const OFFERS = `query ($i: ID!) { inscriptionAwards(inscriptionId: $i) { conference { id } awards { id name receiving myApplication { id } } } }`;
const SCORE = `mutation ($a: ID!, $s: Int!, $c: String) { scoreAwardApplication(applicationId: $a, score: $s, comment: $c) { id viewerConflict viewerScore { score comment } mean } }`;
const APPS = `query ($id: ID!, $pageSize: Int) { awardApplications(awardId: $id, pageSize: $pageSize) { total items { id title applicant { lastName } file { url } viewerConflict viewerScore { score } mean countedScores scores { judgeId score conflict } } } }`;

type AppsData = {
  awardApplications: {
    total: number;
    items: { id: string; title: string; file: { url: string } | null; viewerConflict: boolean; viewerScore: { score: number } | null; mean: number | null; countedScores: number; scores: { judgeId: string; score: number | null; conflict: boolean }[] | null }[];
  };
};

let h: Harness;
let conferenceId: number;
let otherConferenceId: number;
let admin: SignedIn;
let judge: SignedIn;
let judge2: SignedIn;
let otherJudge: SignedIn; // JUEZ of this edition, not named in the awards below
let foreignJudge: SignedIn; // JUEZ of another edition
let foreignAdmin: SignedIn;
let categoryId: number;

beforeAll(async () => {
  h = await createHarness();
  conferenceId = (await buildConference(h.db, { name: 'Congreso de premios' })).id;
  otherConferenceId = (await buildConference(h.db, { name: 'Otro congreso' })).id;
  categoryId = (await buildInscriptionCategory(h.db, { conferenceId })).id;
  // signIn by account: build then log in with its e-mail.
  const sign = async (role: 'ADMIN_CONGRESO' | 'JUEZ', c = conferenceId) => {
    const u = await buildUser(h.db, { roles: ['USER'], conferenceRoles: [{ role, conferenceId: c }] });
    return h.signIn({ id: u.id, email: u.email });
  };
  admin = await sign('ADMIN_CONGRESO');
  judge = await sign('JUEZ');
  judge2 = await sign('JUEZ');
  otherJudge = await sign('JUEZ');
  foreignJudge = await sign('JUEZ', otherConferenceId);
  foreignAdmin = await sign('ADMIN_CONGRESO', otherConferenceId);
});
afterAll(() => h.close());

const awardData = (o: Partial<{ name: string; opensOn: string; closesOn: string; judgeIds: string[] }> = {}) => ({
  name: o.name ?? 'Premio a la mejor tesis',
  rules: 'Trabajos inéditos.\nUn PDF por postulación.',
  opensOn: o.opensOn ?? shift(-5),
  closesOn: o.closesOn ?? shift(5),
  judgeIds: o.judgeIds ?? [judge.user.id, judge2.user.id],
});

async function newAward(o: Parameters<typeof awardData>[0] = {}) {
  const res = await h.gql<{ createAward: { id: string } }>(CREATE, { c: String(conferenceId), data: awardData(o) }, { token: admin.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createAward.id;
}

/** A member inscribed in the edition, signed in, with an uploaded PDF. */
async function member(o: { institutionId?: number } = {}) {
  const u = await buildUser(h.db);
  if (o.institutionId) await h.db.insert(academicInfo).values({ userId: u.id, firstInstitutionId: o.institutionId });
  const s = await h.signIn({ id: u.id, email: u.email });
  const inscription = await buildInscription(h.db, { userId: u.id, conferenceId, categoryId, charge: null });
  return { ...s, inscriptionId: inscription.id };
}

async function pdfOf(token: string, bytes = tinyPdf()) {
  const res = await upload(h, { bytes, name: 'trabajo.pdf', type: 'application/pdf', purpose: 'AWARD_APPLICATION', token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return (res.data as { uploadFile: { id: string } }).uploadFile.id;
}

async function applied(m: Awaited<ReturnType<typeof member>>, awardId: string, title = 'Federalismo y coaliciones') {
  const res = await h.gql<{ applyForAward: { id: string } }>(
    APPLY,
    { data: { inscriptionId: String(m.inscriptionId), awardId, title, summary: 'Un resumen.', fileId: await pdfOf(m.token) } },
    { token: m.token },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.applyForAward.id;
}

const auditsOf = async (id: string) => (await h.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'award'), eq(auditLog.targetId, id)))).map((a) => a.action);

describe('defining awards (ADMIN_CONGRESO)', () => {
  it('creates, lists, edits and deletes an award without applications, each audited', async () => {
    const res = await h.gql<{ createAward: { id: string; status: string; judges: { id: string }[]; permissions: { canDelete: boolean } } }>(CREATE, { c: String(conferenceId), data: awardData() }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const id = res.data!.createAward.id;
    expect(res.data!.createAward).toMatchObject({ status: 'OPEN', permissions: { canDelete: true } });
    expect(res.data!.createAward.judges.map((j) => j.id).sort()).toEqual([judge.user.id, judge2.user.id].sort());
    const list = await h.gql<{ conferenceAwards: { id: string }[] }>(LIST, { c: String(conferenceId) }, { token: admin.token });
    expect(list.data!.conferenceAwards.map((a) => a.id)).toContain(id);
    const upd = await h.gql<{ updateAward: { name: string; judges: { id: string }[] } }>(UPDATE, { id, data: awardData({ name: 'Premio renombrado', judgeIds: [judge.user.id] }) }, { token: admin.token });
    expect(upd.data!.updateAward).toEqual({ id, name: 'Premio renombrado', judges: [{ id: judge.user.id }] });
    expect((await h.gql(DELETE, { id }, { token: admin.token })).data).toEqual({ deleteAward: true });
    expect(await h.db.select().from(awards).where(eq(awards.id, Number(id)))).toHaveLength(0);
    expect(await auditsOf(id)).toEqual(['award.created', 'award.updated', 'award.deleted']);
  });

  it('refuses bad input with Spanish field messages and writes nothing', async () => {
    const before = (await h.db.select({ n: count() }).from(awards))[0].n;
    const res = await h.gql(CREATE, { c: String(conferenceId), data: { ...awardData(), name: ' ', opensOn: shift(3), closesOn: shift(1) } }, { token: admin.token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const fields = res.errors![0].extensions!.fields as Record<string, string>;
    expect(fields.name).toBe('Ingrese el nombre del premio');
    expect(fields.closesOn).toBe('El cierre debe ser igual o posterior a la apertura');
    expect((await h.db.select({ n: count() }).from(awards))[0].n).toBe(before);
  });

  it('names judges only among the JUEZ of the edition (a JUEZ of another edition is refused)', async () => {
    const res = await h.gql(CREATE, { c: String(conferenceId), data: awardData({ judgeIds: [foreignJudge.user.id] }) }, { token: admin.token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect((res.errors![0].extensions!.fields as Record<string, string>).judgeIds).toMatch(/no es jueza ni juez/);
    const candidates = await h.gql<{ awardJudgeCandidates: { id: string }[] }>(CANDIDATES, { c: String(conferenceId) }, { token: admin.token });
    const ids = candidates.data!.awardJudgeCandidates.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([judge.user.id, judge2.user.id, otherJudge.user.id]));
    expect(ids).not.toContain(foreignJudge.user.id);
  });

  it('refuses the unauthenticated, a member, a judge and the ADMIN_CONGRESO of another edition', async () => {
    const id = await newAward();
    const m = await member();
    expect(codeOf(await h.gql(CREATE, { c: String(conferenceId), data: awardData() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(CREATE, { c: String(conferenceId), data: awardData() }, { token: m.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CREATE, { c: String(conferenceId), data: awardData() }, { token: judge.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CREATE, { c: String(conferenceId), data: awardData() }, { token: foreignAdmin.token }))).toBe('FORBIDDEN');
    for (const who of [m, judge, foreignAdmin]) {
      expect(codeOf(await h.gql(UPDATE, { id, data: awardData() }, { token: who.token }))).toBe('NOT_FOUND');
      expect(codeOf(await h.gql(CLOSE, { id }, { token: who.token }))).toBe('NOT_FOUND');
      expect(codeOf(await h.gql(DELETE, { id }, { token: who.token }))).toBe('NOT_FOUND');
    }
    expect(codeOf(await h.gql(LIST, { c: String(conferenceId) }, { token: foreignAdmin.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CLOSE, { id }))).toBe('UNAUTHENTICATED');
  });

  it('does not delete an award with applications (CONFLICT); closes it once, audited, then refuses edits', async () => {
    const id = await newAward();
    const app = await applied(await member(), id);
    const del = await h.gql(DELETE, { id }, { token: admin.token });
    expect(codeOf(del)).toBe('CONFLICT');
    expect(del.errors![0].message).toMatch(/ya tiene postulaciones/);
    expect((await h.gql(CLOSE, { id, r: { winnerApplicationId: app } }, { token: admin.token })).data).toEqual({ closeAward: { id, status: 'CLOSED' } });
    expect(codeOf(await h.gql(CLOSE, { id, r: { winnerApplicationId: app } }, { token: admin.token }))).toBe('CONFLICT');
    expect(codeOf(await h.gql(UPDATE, { id, data: awardData() }, { token: admin.token }))).toBe('CONFLICT');
    expect(await auditsOf(id)).toEqual(['award.created', 'award.closed']);
  });
});

describe('applying (members)', () => {
  it('applies with a PDF from an inscription, shows it in the lists, e-mails a receipt in Spanish (HTML and text)', async () => {
    const id = await newAward({ name: 'Premio Joven Investigador' });
    const m = await member();
    const res = await h.gql<{ applyForAward: { title: string; canChange: boolean; file: { name: string; url: string } } }>(
      APPLY,
      { data: { inscriptionId: String(m.inscriptionId), awardId: id, title: 'Mi trabajo', summary: 'Resumen', fileId: await pdfOf(m.token) } },
      { token: m.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.applyForAward).toMatchObject({ title: 'Mi trabajo', canChange: true, file: { name: 'trabajo.pdf' } });
    expect(res.data!.applyForAward.file.url).toMatch(/^\/files\/.+\?exp=\d+&sig=/);
    const offers = await h.gql<{ inscriptionAwards: { awards: { id: string; myApplication: { id: string } | null }[] } }>(OFFERS, { i: String(m.inscriptionId) }, { token: m.token });
    expect(offers.data!.inscriptionAwards.awards.find((a) => a.id === id)!.myApplication).not.toBeNull();
    const mine = await h.gql<{ myAwardApplications: { title: string; award: { name: string } }[] }>(MINE, {}, { token: m.token });
    expect(mine.data!.myAwardApplications).toEqual([{ id: expect.any(String), title: 'Mi trabajo', award: { name: 'Premio Joven Investigador' } }]);
    const [mail] = await queuedMail(h.db, m.user.email);
    expect(mail.subject).toBe('Recibimos su postulación al Premio Joven Investigador');
    expect(mail.text).toContain('«Mi trabajo»');
    expect(mail.html).toContain('Mi trabajo');
  });

  it('requires a PDF checked by content (a DOCX, someone else\'s upload or none is refused)', async () => {
    const id = await newAward();
    const m = await member();
    const other = await member();
    const docx = await upload(h, { bytes: tinyDocx(), name: 'trabajo.pdf', type: 'application/pdf', purpose: 'AWARD_APPLICATION', token: m.token });
    expect(codeOf(docx)).toBe('BAD_USER_INPUT');
    const base = { inscriptionId: String(m.inscriptionId), awardId: id, title: 'T', summary: 'S' };
    const theirs = await h.gql(APPLY, { data: { ...base, fileId: await pdfOf(other.token) } }, { token: m.token });
    expect((theirs.errors![0].extensions!.fields as Record<string, string>).file).toMatch(/Súbalo nuevamente/);
    const none = await h.gql(APPLY, { data: base }, { token: m.token });
    expect((none.errors![0].extensions!.fields as Record<string, string>).file).toBe('Adjunte el trabajo en PDF.');
    expect(await h.db.select().from(awardApplications).where(eq(awardApplications.userId, m.user.id))).toHaveLength(0);
  });

  it('applies once per award (CONFLICT the second time), also under two submissions at the same time', async () => {
    const id = await newAward();
    const m = await member();
    await applied(m, id);
    const again = await h.gql(APPLY, { data: { inscriptionId: String(m.inscriptionId), awardId: id, title: 'Otra', summary: 'S', fileId: await pdfOf(m.token) } }, { token: m.token });
    expect(codeOf(again)).toBe('CONFLICT');
    const m2 = await member();
    const [f1, f2] = [await pdfOf(m2.token), await pdfOf(m2.token)];
    const results = await Promise.all(
      [f1, f2].map((fileId) => h.gql(APPLY, { data: { inscriptionId: String(m2.inscriptionId), awardId: id, title: 'Doble', summary: 'S', fileId } }, { token: m2.token })),
    );
    expect(results.map((r) => (r.errors ? codeOf(r) : 'OK')).sort()).toEqual(['CONFLICT', 'OK']);
    expect(await h.db.select().from(awardApplications).where(and(eq(awardApplications.awardId, Number(id)), eq(awardApplications.userId, m2.user.id)))).toHaveLength(1);
  });

  it("refuses another person's inscription and an award of another edition (NOT_FOUND)", async () => {
    const id = await newAward();
    const m = await member();
    const other = await member();
    const theirs = await h.gql(APPLY, { data: { inscriptionId: String(other.inscriptionId), awardId: id, title: 'T', summary: 'S', fileId: await pdfOf(m.token) } }, { token: m.token });
    expect(codeOf(theirs)).toBe('NOT_FOUND');
    const foreign = await h.gql<{ createAward: { id: string } }>(CREATE, { c: String(otherConferenceId), data: awardData({ judgeIds: [] }) }, { token: foreignAdmin.token });
    const wrong = await h.gql(APPLY, { data: { inscriptionId: String(m.inscriptionId), awardId: foreign.data!.createAward.id, title: 'T', summary: 'S', fileId: await pdfOf(m.token) } }, { token: m.token });
    expect(codeOf(wrong)).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(OFFERS, { i: String(other.inscriptionId) }, { token: m.token }))).toBe('NOT_FOUND');
  });

  it('refuses outside the window and once closed (CONFLICT with the reason), for applying, changing and withdrawing', async () => {
    const m = await member();
    const future = await newAward({ opensOn: shift(1), closesOn: shift(10) });
    const early = await h.gql(APPLY, { data: { inscriptionId: String(m.inscriptionId), awardId: future, title: 'T', summary: 'S', fileId: await pdfOf(m.token) } }, { token: m.token });
    expect(codeOf(early)).toBe('CONFLICT');
    expect(early.errors![0].message).toMatch(/^La postulación a este premio solo está abierta del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}\.$/);
    const id = await newAward({ opensOn: shift(0), closesOn: shift(0) });
    const appId = await applied(m, id);
    await h.db.update(awards).set({ closesOn: shift(-1), opensOn: shift(-3) }).where(eq(awards.id, Number(id)));
    expect(codeOf(await h.gql(UPDATE_APP, { id: appId, data: { title: 'Nuevo', summary: 'S' } }, { token: m.token }))).toBe('CONFLICT');
    const late = await h.gql(WITHDRAW, { id: appId }, { token: m.token });
    expect(codeOf(late)).toBe('CONFLICT');
    expect(late.errors![0].message).toMatch(/solo está abierta del/);
    const open = await newAward();
    const openApp = await applied(m, open);
    await h.gql(CLOSE, { id: open, r: { winnerApplicationId: openApp } }, { token: admin.token });
    const closed = await h.gql(WITHDRAW, { id: openApp }, { token: m.token });
    expect(closed.errors![0].message).toBe('El premio está cerrado: ya no recibe postulaciones ni puntajes.');
    const other = await member();
    expect(codeOf(await h.gql(APPLY, { data: { inscriptionId: String(other.inscriptionId), awardId: open, title: 'T', summary: 'S', fileId: await pdfOf(other.token) } }, { token: other.token }))).toBe('CONFLICT');
  });

  it("changes and withdraws one's own application (file replaced, then removed); someone else's is NOT_FOUND", async () => {
    const id = await newAward();
    const m = await member();
    const appId = await applied(m, id);
    const upd = await h.gql<{ updateAwardApplication: { title: string; file: { name: string } } }>(UPDATE_APP, { id: appId, data: { title: 'Título nuevo', summary: 'Otro', fileId: await pdfOf(m.token) } }, { token: m.token });
    expect(upd.data!.updateAwardApplication.title).toBe('Título nuevo');
    expect(await h.db.select().from(files).where(and(eq(files.attachedType, 'awardApplication'), eq(files.attachedId, appId)))).toHaveLength(1);
    const stranger = await member();
    expect(codeOf(await h.gql(WITHDRAW, { id: appId }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(UPDATE_APP, { id: appId, data: { title: 'x', summary: 'y' } }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(WITHDRAW, { id: appId }))).toBe('UNAUTHENTICATED');
    expect((await h.gql(WITHDRAW, { id: appId }, { token: m.token })).data).toEqual({ deletePostulacionPremio: true });
    expect(await h.db.select().from(files).where(and(eq(files.attachedType, 'awardApplication'), eq(files.attachedId, appId)))).toHaveLength(0);
  });
});

describe('judging', () => {
  it('a judge scores every application, edits a score, and sees the ranking only once all are scored', async () => {
    const id = await newAward();
    const [a, b] = [await applied(await member(), id, 'Alfa'), await applied(await member(), id, 'Beta')];
    const before = await h.gql<{ award: { viewerPending: number; ranking: unknown } }>(AWARD, { id }, { token: judge.token });
    expect(before.data!.award).toMatchObject({ viewerPending: 2, ranking: null });
    const s1 = await h.gql<{ scoreAwardApplication: { viewerScore: { score: number; comment: string }; mean: number | null } }>(SCORE, { a, s: 6, c: 'Bien' }, { token: judge.token });
    expect(s1.data!.scoreAwardApplication).toMatchObject({ viewerScore: { score: 6, comment: 'Bien' }, mean: null });
    await h.gql(SCORE, { a, s: 9, c: 'Muy bien' }, { token: judge.token });
    await h.gql(SCORE, { a: b, s: 7 }, { token: judge.token });
    const after = await h.gql<{ award: { viewerPending: number; ranking: { position: number; application: { title: string; mean: number } }[] } }>(AWARD, { id }, { token: judge.token });
    expect(after.data!.award.viewerPending).toBe(0);
    expect(after.data!.award.ranking.map((r) => [r.position, r.application.title, r.application.mean])).toEqual([
      [1, 'Alfa', 9],
      [2, 'Beta', 7],
    ]);
    const list = await h.gql<AppsData>(APPS, { id }, { token: judge.token });
    expect(list.data!.awardApplications.items.every((i) => i.scores === null && i.file?.url)).toBe(true);
  });

  it('a judge of the award cannot apply to it, an applicant cannot be named its judge, and nobody scores their own application', async () => {
    const id = await newAward();
    // A named judge inscribed in the edition is refused (FORBIDDEN), nothing stored, no e-mail.
    const judgeInscription = await buildInscription(h.db, { userId: judge.user.id, conferenceId, categoryId, charge: null });
    const fileId = await pdfOf(judge.token);
    const res = await h.gql(APPLY, { data: { inscriptionId: String(judgeInscription.id), awardId: id, title: 'Mi propio trabajo', summary: 'Resumen.', fileId } }, { token: judge.token });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors![0].message).toBe('Usted es jurado de este premio: no puede postularse a él.');
    expect(await h.db.select().from(awardApplications).where(eq(awardApplications.userId, judge.user.id))).toEqual([]);
    // A JUEZ of the edition not named in this award may apply to it.
    const otherInscription = await buildInscription(h.db, { userId: otherJudge.user.id, conferenceId, categoryId, charge: null });
    const own = await h.gql<{ applyForAward: { id: string } }>(APPLY, { data: { inscriptionId: String(otherInscription.id), awardId: id, title: 'Trabajo', summary: 'Resumen.', fileId: await pdfOf(otherJudge.token) } }, { token: otherJudge.token });
    expect(own.errors).toBeUndefined();
    // ...and then cannot be named a judge of it.
    const named = await h.gql(UPDATE, { id, data: awardData({ judgeIds: [judge.user.id, otherJudge.user.id] }) }, { token: admin.token });
    expect(codeOf(named)).toBe('BAD_USER_INPUT');
    expect(named.errors![0].extensions).toMatchObject({ fields: { judgeIds: 'Una persona elegida como jurado se postuló a este premio: no puede evaluarlo.' } });
    // Data from before this rule (an applicant who is also a judge): their own application is never scored by them.
    await h.db.insert(awardJudges).values({ awardId: Number(id), userId: otherJudge.user.id });
    const scored = await h.gql(SCORE, { a: own.data!.applyForAward.id, s: 10 }, { token: otherJudge.token });
    expect(codeOf(scored)).toBe('FORBIDDEN');
    expect(scored.errors![0].message).toBe('No puede puntuar su propia postulación.');
    expect(await h.db.select().from(awardScores).where(eq(awardScores.judgeId, otherJudge.user.id))).toEqual([]);
  });

  it('refuses bad scores (1 to 10) in Spanish and writes nothing', async () => {
    const id = await newAward();
    const a = await applied(await member(), id);
    for (const s of [0, 11]) {
      const res = await h.gql(SCORE, { a, s }, { token: judge.token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect((res.errors![0].extensions!.fields as Record<string, string>).score).toBe('El puntaje va de 1 a 10');
    }
    expect(await h.db.select().from(awardScores).where(eq(awardScores.applicationId, Number(a)))).toHaveLength(0);
  });

  it('hides an award from judges not named in it, of another edition, members and the unauthenticated (NOT_FOUND / FORBIDDEN)', async () => {
    const id = await newAward();
    const a = await applied(await member(), id);
    const m = await member();
    for (const who of [otherJudge, foreignJudge, m, foreignAdmin]) {
      expect(codeOf(await h.gql(AWARD, { id }, { token: who.token }))).toBe('NOT_FOUND');
      expect(codeOf(await h.gql(APPS, { id }, { token: who.token }))).toBe('NOT_FOUND');
      expect(codeOf(await h.gql(SCORE, { a, s: 5 }, { token: who.token }))).toBe('NOT_FOUND');
    }
    expect(codeOf(await h.gql(SCORE, { a, s: 5 }))).toBe('UNAUTHENTICATED');
    const list = await h.gql<{ conferenceAwards: { id: string }[] }>(LIST, { c: String(conferenceId) }, { token: otherJudge.token });
    expect(list.data!.conferenceAwards.map((x) => x.id)).not.toContain(id);
    const mineList = await h.gql<{ conferenceAwards: { id: string }[] }>(LIST, { c: String(conferenceId) }, { token: judge.token });
    expect(mineList.data!.conferenceAwards.map((x) => x.id)).toContain(id);
    expect(codeOf(await h.gql(LIST, { c: String(conferenceId) }, { token: foreignJudge.token }))).toBe('FORBIDDEN');
  });

  it('refuses scores once the award is closed (CONFLICT)', async () => {
    const id = await newAward();
    const a = await applied(await member(), id);
    await h.gql(CLOSE, { id, r: { winnerApplicationId: a } }, { token: admin.token });
    const res = await h.gql(SCORE, { a, s: 5 }, { token: judge.token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toBe('El premio está cerrado: ya no recibe postulaciones ni puntajes.');
  });

  it('flags a judge from the applicant\'s institution and leaves their score out of the mean; ADMIN_CONGRESO sees it marked', async () => {
    const institution = await buildInstitution(h.db);
    await h.db.insert(academicInfo).values({ userId: judge2.user.id, secondaryInstitutionId: institution.id }).onConflictDoUpdate({ target: academicInfo.userId, set: { secondaryInstitutionId: institution.id } });
    const id = await newAward();
    const applicant = await member({ institutionId: institution.id });
    const a = await applied(applicant, id);
    const s1 = await h.gql<{ scoreAwardApplication: { viewerConflict: boolean; mean: number | null } }>(SCORE, { a, s: 2 }, { token: judge2.token });
    expect(s1.data!.scoreAwardApplication).toEqual({ id: a, viewerConflict: true, viewerScore: { score: 2, comment: '' }, mean: null });
    await h.gql(SCORE, { a, s: 8 }, { token: judge.token });
    const asAdmin = await h.gql<AppsData>(APPS, { id }, { token: admin.token });
    const row = asAdmin.data!.awardApplications.items[0];
    expect(row.mean).toBe(8);
    expect(row.countedScores).toBe(1);
    expect(row.scores!.find((s) => s.judgeId === judge2.user.id)).toEqual({ judgeId: judge2.user.id, score: 2, conflict: true });
    expect(row.scores!.find((s) => s.judgeId === judge.user.id)).toEqual({ judgeId: judge.user.id, score: 8, conflict: false });
    // The SQL conflict test agrees with platform/institutions.ts.
    const inst = await institutionsOf(h.db, [judge2.user.id, applicant.user.id, judge.user.id]);
    expect(sharedInstitutions(inst.get(judge2.user.id)!, inst.get(applicant.user.id)!)).toEqual([institution.id]);
    const [{ c1, c2 }] = (await h.db.execute(sql`select ${sharesInstitution(sql`${judge2.user.id}::uuid`, sql`${applicant.user.id}::uuid`)} as c1, ${sharesInstitution(sql`${judge.user.id}::uuid`, sql`${applicant.user.id}::uuid`)} as c2`)).rows as { c1: boolean; c2: boolean }[];
    expect([c1, c2]).toEqual([true, sharedInstitutions(inst.get(judge.user.id)!, inst.get(applicant.user.id)!).length > 0]);
    // The flagged judge clears their own institution: the conflict rests on the history, and still holds.
    const cleared = await h.gql('mutation { updateMeAcademicInfo(data: {}) { id } }', {}, { token: judge2.token });
    expect(cleared.errors).toBeUndefined();
    const after = (await h.gql<AppsData>(APPS, { id }, { token: admin.token })).data!.awardApplications.items[0];
    expect([after.mean, after.countedScores, after.scores!.find((s) => s.judgeId === judge2.user.id)!.conflict]).toEqual([8, 1, true]);
    await h.db.delete(academicInfo).where(eq(academicInfo.userId, judge2.user.id));
  });

  it('two judges scoring the same application at once both count', async () => {
    const id = await newAward();
    const a = await applied(await member(), id);
    const results = await Promise.all([h.gql(SCORE, { a, s: 4 }, { token: judge.token }), h.gql(SCORE, { a, s: 6 }, { token: judge2.token })]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    const asAdmin = await h.gql<AppsData>(APPS, { id }, { token: admin.token });
    expect(asAdmin.data!.awardApplications.items[0].mean).toBe(5);
  });

  it('a judge taken off the award loses access and their scores', async () => {
    const id = await newAward();
    const a = await applied(await member(), id);
    await h.gql(SCORE, { a, s: 4 }, { token: judge2.token });
    await h.gql(UPDATE, { id, data: awardData({ judgeIds: [judge.user.id] }) }, { token: admin.token });
    expect(codeOf(await h.gql(AWARD, { id }, { token: judge2.token }))).toBe('NOT_FOUND');
    expect(await h.db.select().from(awardScores).where(eq(awardScores.applicationId, Number(a)))).toHaveLength(0);
  });

  it("lists an award's applications in 2 statements (session, the page with its count) whatever the page size", async () => {
    const id = await newAward();
    for (let i = 0; i < 6; i++) await applied(await member(), id, `Trabajo ${i}`);
    // The receipts' delivery would otherwise run during the measurement.
    await h.flushMail();
    for (const who of [judge, admin]) {
      const small = await h.countStatements(() => h.gql(APPS, { id, pageSize: 2 }, { token: who.token }));
      const large = await h.countStatements(() => h.gql(APPS, { id, pageSize: 50 }, { token: who.token }));
      expect([small, large]).toEqual([2, 2]); // the session check, then the page
    }
    const res = await h.gql<AppsData>(APPS, { id, pageSize: 50 }, { token: judge.token });
    expect(res.data!.awardApplications.total).toBe(6);
  });
});
