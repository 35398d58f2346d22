import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { proposalDecisions } from '../../db/schema/panels';
import { academicInfo } from '../../db/schema/profiles';
import { proposals } from '../../db/schema/proposals';
import { buildInstitution, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow, detailsOf } from '../proposals/proposals.test-support';

const QUEUE = `query ($conferenceId: ID!, $kind: SubmissionType!, $thematicAreaId: ID, $keyword: String, $search: String, $sort: String, $direction: SortDirection, $page: Int, $pageSize: Int) {
  evaluationQueue(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId, keyword: $keyword, search: $search, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
    total totalCapped page pageSize
    items { id title status thematicArea { id name } authors { name email linked } routedToAdmin { coordinator reason } }
    areas { area { id name } count }
    withheld { author institution } } }`;
const EVALUATED = `query ($conferenceId: ID!, $kind: SubmissionType!, $decision: EvaluatedDecision, $page: Int, $pageSize: Int) {
  evaluatedProposals(conferenceId: $conferenceId, kind: $kind, decision: $decision, page: $page, pageSize: $pageSize) {
    total items { id title status decision { event comment actorName createdAt } } } }`;
const ITEM = `query ($id: ID!) { evaluationItem(presentationId: $id) {
  proposal { id title kind status abstract keywords details { __typename } file { url } }
  authors { name email linked institutions }
  decisions { event label fromStatus toStatus comment actorName fromArea toArea }
  routedToAdmin { coordinator reason } areas { id name } permissions { canVote canReassign canReopen } } }`;
const VOTE = `mutation ($id: ID!, $type: SubmissionType!, $vote: VoteInput, $reAsign: ID) {
  votePresentation(presentationId: $id, type: $type, vote: $vote, reAsign: $reAsign) { event toStatus comment actorName toArea } }`;
const REOPEN = 'mutation ($id: ID!, $comment: String) { reopenPresentation(presentationId: $id, comment: $comment) { event toStatus comment } }';

type Queue = { total: number; items: { id: string; title: string; thematicArea: { id: string }; routedToAdmin: { coordinator: string; reason: string }[] }[]; areas: { area: { id: string }; count: number }[]; withheld: { author: number; institution: number } };

let h: Harness;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let other: Awaited<ReturnType<typeof buildProposalEdition>>;
let admin: SignedIn;
let coord0: SignedIn;
let coord0b: SignedIn;
let coord1: SignedIn;
let coordOther: SignedIn;
let adminOther: SignedIn;
let author: SignedIn;
let colleague: SignedIn;
let inscription: number;
let colleagueInscription: number;
let coordInscription: number;

const signInWith = async (grants: { role: 'ADMIN_CONGRESO' | 'COORDINADOR'; conferenceId: number; thematicAreaId?: number | null }[], o: { firstName?: string; lastName?: string } = {}) => {
  const user = await buildUser(h.db, { roles: ['USER'], conferenceRoles: grants, ...o });
  return h.signIn({ id: user.id, email: user.email });
};

beforeAll(async () => {
  h = await createHarness();
  edition = await buildProposalEdition(h.db);
  other = await buildProposalEdition(h.db);
  const c = edition.conference.id;
  admin = await signInWith([{ role: 'ADMIN_CONGRESO', conferenceId: c }], { firstName: 'Ada', lastName: 'Administradora' });
  coord0 = await signInWith([{ role: 'COORDINADOR', conferenceId: c, thematicAreaId: edition.areas[0].id }], { firstName: 'Carla', lastName: 'Coordinadora' });
  coord0b = await signInWith([{ role: 'COORDINADOR', conferenceId: c, thematicAreaId: edition.areas[0].id }], { firstName: 'Bruno', lastName: 'Segundo' });
  coord1 = await signInWith([{ role: 'COORDINADOR', conferenceId: c, thematicAreaId: edition.areas[1].id }]);
  coordOther = await signInWith([{ role: 'COORDINADOR', conferenceId: other.conference.id, thematicAreaId: edition.areas[0].id }]);
  adminOther = await signInWith([{ role: 'ADMIN_CONGRESO', conferenceId: other.conference.id }]);
  author = await h.signIn('USER');
  colleague = await h.signIn('USER');
  inscription = (await buildInscriptionRow(h.db, { userId: author.user.id, conferenceId: c, categoryId: edition.category.id })).id;
  colleagueInscription = (await buildInscriptionRow(h.db, { userId: colleague.user.id, conferenceId: c, categoryId: edition.category.id })).id;
  coordInscription = (await buildInscriptionRow(h.db, { userId: coord0.user.id, conferenceId: c, categoryId: edition.category.id })).id;
  // coord0 and the colleague share an institution: the colleague's items go to the administration.
  const institution = await buildInstitution(h.db);
  await h.db.insert(academicInfo).values([
    { userId: coord0.user.id, firstInstitutionId: institution.id },
    { userId: colleague.user.id, secondaryInstitutionId: institution.id },
  ]);
});
afterAll(() => h.close());

let seq = 0;
/** A PENDING paper of `author` (with an e-mail-only co-author) in area `area`. */
async function paper(o: { area?: number; title?: string; by?: 'author' | 'colleague' | 'coord0'; kind?: 'PRESENTACION' | 'LIBRO'; status?: 'PENDING' | 'APPROVED' | 'REJECTED' | 'INCLUDE_IN_PANEL'; keywords?: string[] } = {}) {
  const who = o.by === 'colleague' ? colleague : o.by === 'coord0' ? coord0 : author;
  const ins = o.by === 'colleague' ? colleagueInscription : o.by === 'coord0' ? coordInscription : inscription;
  const row = await buildProposalRow(h.db, {
    inscriptionId: ins,
    conferenceId: edition.conference.id,
    submittedBy: who.user.id,
    ownerEmail: who.user.email,
    thematicAreaId: edition.areas[o.area ?? 0].id,
    kind: o.kind ?? 'PRESENTACION',
    status: o.status,
    details: o.kind === 'LIBRO' ? detailsOf('LIBRO') : {},
    title: o.title ?? `Ponencia ${++seq}`,
    coAuthors: [{ email: `coautora${++seq}@example.org` }],
  });
  if (o.keywords) await h.db.update(proposals).set({ keywords: o.keywords }).where(eq(proposals.id, row.id));
  return row;
}

const queue = async (who: SignedIn, variables: Record<string, unknown> = {}) => {
  const res = await h.gql<{ evaluationQueue: Queue }>(QUEUE, { conferenceId: String(edition.conference.id), kind: 'PRESENTACION', pageSize: 100, ...variables }, { token: who.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.evaluationQueue;
};
const vote = (who: SignedIn | null, id: number, v: Record<string, unknown> | null, extra: Record<string, unknown> = {}) =>
  h.gql<{ votePresentation: { event: string; toStatus: string; comment: string | null; actorName: string; toArea: string | null } }>(VOTE, { id: String(id), type: 'PRESENTACION', vote: v, ...extra }, { token: who?.token });
const statusOf = async (id: number) => (await h.db.select({ s: proposals.status, a: proposals.thematicAreaId }).from(proposals).where(eq(proposals.id, id)))[0];

describe('evaluationQueue', () => {
  it('shows a coordinator the pending items of their area only, with counts per area, search and keyword filters', async () => {
    const mine = await paper({ title: 'Federalismo fiscal en la Argentina', keywords: ['federalismo', 'Fiscal'] });
    const otherArea = await paper({ area: 1, title: 'Coaliciones legislativas' });
    const decided = await paper({ status: 'APPROVED', title: 'Ya aprobada' });
    const page = await queue(coord0);
    const ids = page.items.map((i) => Number(i.id));
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(otherArea.id);
    expect(ids).not.toContain(decided.id);
    expect(page.areas.map((a) => a.area.id)).toEqual([String(edition.areas[0].id)]);
    expect(page.areas[0].count).toBe(page.total);
    expect((await queue(coord0, { search: 'federalismo' })).items.map((i) => Number(i.id))).toEqual([mine.id]);
    expect((await queue(coord0, { keyword: 'fiscal' })).items.map((i) => Number(i.id))).toEqual([mine.id]);
    expect((await queue(coord0, { keyword: 'inexistente' })).total).toBe(0);
    // ADMIN_CONGRESO sees every area, and filters by one.
    const all = await queue(admin);
    expect(all.items.map((i) => Number(i.id))).toEqual(expect.arrayContaining([mine.id, otherArea.id]));
    expect(all.areas).toHaveLength(2);
    const area1 = await queue(admin, { thematicAreaId: String(edition.areas[1].id) });
    expect(area1.items.every((i) => i.thematicArea.id === String(edition.areas[1].id))).toBe(true);
  });

  it('withholds from a coordinator what they author or what has an author of their institution, says why, and routes it to ADMIN_CONGRESO', async () => {
    const own = await paper({ by: 'coord0', title: 'Propia de la coordinadora' });
    const sameInstitution = await paper({ by: 'colleague', title: 'De una colega de la misma institución' });
    const page = await queue(coord0);
    const ids = page.items.map((i) => Number(i.id));
    expect(ids).not.toContain(own.id);
    expect(ids).not.toContain(sameInstitution.id);
    expect(page.withheld).toEqual({ author: 1, institution: 1 });
    // The other coordinator of the area evaluates both.
    const second = (await queue(coord0b)).items.map((i) => Number(i.id));
    expect(second).toEqual(expect.arrayContaining([own.id, sameInstitution.id]));
    // ADMIN_CONGRESO sees them with the reason.
    const adminPage = await queue(admin);
    const routed = adminPage.items.find((i) => Number(i.id) === sameInstitution.id)!;
    expect(routed.routedToAdmin).toEqual([{ coordinator: 'Carla Coordinadora', reason: 'INSTITUTION' }]);
    expect(adminPage.items.find((i) => Number(i.id) === own.id)!.routedToAdmin).toEqual([{ coordinator: 'Carla Coordinadora', reason: 'AUTHOR' }]);
    // votePresentation refuses, with the reason.
    const refusedOwn = await vote(coord0, own.id, { decision: 'APPROVE' });
    expect(codeOf(refusedOwn)).toBe('FORBIDDEN');
    expect(refusedOwn.errors![0].message).toContain('usted es autor/a');
    const refusedInstitution = await vote(coord0, sameInstitution.id, { decision: 'APPROVE' });
    expect(codeOf(refusedInstitution)).toBe('FORBIDDEN');
    expect(refusedInstitution.errors![0].message).toContain('institución');
    expect(codeOf(await h.gql(ITEM, { id: String(sameInstitution.id) }, { token: coord0.token }))).toBe('FORBIDDEN');
    expect((await statusOf(sameInstitution.id)).s).toBe('PENDING');
    // ADMIN_CONGRESO decides it.
    expect((await vote(admin, sameInstitution.id, { decision: 'APPROVE' })).data?.votePresentation.toStatus).toBe('APPROVED');
  });

  it('proposal(id) does not hand a withheld item to the coordinator in conflict (FORBIDDEN with the reason); her own one she reads as its author', async () => {
    const sameInstitution = await paper({ by: 'colleague', title: 'Retenida por conflicto' });
    const READ = 'query ($id: ID!) { proposal(id: $id) { id title abstract authors { email } } }';
    const res = await h.gql(READ, { id: String(sameInstitution.id) }, { token: coord0.token });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.data?.proposal ?? null).toBeNull();
    expect(JSON.stringify(res)).not.toContain('Retenida por conflicto');
    expect(res.errors![0].message).toContain('institución');
    // The other coordinator of the area and ADMIN_CONGRESO read it; the author reads their own.
    for (const who of [coord0b, admin, colleague]) expect((await h.gql(READ, { id: String(sameInstitution.id) }, { token: who.token })).errors).toBeUndefined();
    const own = await paper({ by: 'coord0', title: 'Suya' });
    expect((await h.gql(READ, { id: String(own.id) }, { token: coord0.token })).errors).toBeUndefined();
  });

  it('a conflict rests on the institution history: clearing one\'s own institution keeps it (audited); it ends 24 months after leaving', async () => {
    const institution = await buildInstitution(h.db);
    const colleague1 = await h.signIn('USER');
    const ins1 = (await buildInscriptionRow(h.db, { userId: colleague1.user.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
    await h.db.insert(academicInfo).values([{ userId: coord1.user.id, firstInstitutionId: institution.id }, { userId: colleague1.user.id, firstInstitutionId: institution.id }]);
    const item = await buildProposalRow(h.db, { inscriptionId: ins1, conferenceId: edition.conference.id, submittedBy: colleague1.user.id, ownerEmail: colleague1.user.email, thematicAreaId: edition.areas[1].id, kind: 'PRESENTACION', title: 'De la misma institución que coord1' });
    const inQueue = async () => (await queue(coord1)).items.some((i) => Number(i.id) === item.id);
    expect(await inQueue()).toBe(false);
    // The coordinator clears her institution herself: still withheld, still refused, and the change is audited.
    expect((await h.gql('mutation { updateMeAcademicInfo(data: {}) { id } }', {}, { token: coord1.token })).errors).toBeUndefined();
    expect(await inQueue()).toBe(false);
    expect(codeOf(await vote(coord1, item.id, { decision: 'APPROVE' }))).toBe('FORBIDDEN');
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'profile.institutions.changed'), eq(auditLog.targetUserId, coord1.user.id)));
    expect([audit.actorId, audit.before, audit.after]).toEqual([coord1.user.id, { firstInstitutionId: institution.id, secondaryInstitutionId: null }, { firstInstitutionId: null, secondaryInstitutionId: null }]);
    // 24 months and a day after she left it, it no longer counts.
    await h.db.execute(sql`update "institution_history" set valid_from = now() - interval '30 months', valid_to = now() - interval '24 months 1 day' where user_id = ${coord1.user.id}::uuid and institution_id = ${institution.id}`);
    expect(await inQueue()).toBe(true);
  });

  it('a co-author link counts for conflicts only once accepted: naming the coordinator does not take the item from her until she accepts', async () => {
    const item = await buildProposalRow(h.db, { inscriptionId: inscription, conferenceId: edition.conference.id, submittedBy: author.user.id, ownerEmail: author.user.email, thematicAreaId: edition.areas[0].id, kind: 'PRESENTACION', title: 'Con la coordinadora sin su consentimiento', coAuthors: [{ email: coord0b.user.email, userId: coord0b.user.id, pending: true }] });
    const inQueue = async () => (await queue(coord0b)).items.some((i) => Number(i.id) === item.id);
    expect(await inQueue()).toBe(true);
    const INVITATIONS = '{ myCoAuthorInvitations { authorId proposalId title submitterName accepted } }';
    const mine = await h.gql<{ myCoAuthorInvitations: { authorId: string; proposalId: string; accepted: boolean }[] }>(INVITATIONS, {}, { token: coord0b.token });
    const invitation = mine.data!.myCoAuthorInvitations.find((i) => Number(i.proposalId) === item.id)!;
    expect(invitation.accepted).toBe(false);
    // Nobody else answers for her.
    expect(codeOf(await h.gql('mutation ($a: ID!) { answerCoAuthorship(authorId: $a, accept: true) }', { a: invitation.authorId }, { token: author.token }))).toBe('NOT_FOUND');
    expect(await inQueue()).toBe(true);
    expect((await h.gql('mutation ($a: ID!) { answerCoAuthorship(authorId: $a, accept: true) }', { a: invitation.authorId }, { token: coord0b.token })).errors).toBeUndefined();
    expect(await inQueue()).toBe(false);
    const refused = await vote(coord0b, item.id, { decision: 'APPROVE' });
    expect(refused.errors![0].message).toContain('usted es autor/a');
    // Declining unlinks her: the item is hers to evaluate again.
    expect((await h.gql('mutation ($a: ID!) { answerCoAuthorship(authorId: $a, accept: false) }', { a: invitation.authorId }, { token: coord0b.token })).errors).toBeUndefined();
    expect(await inQueue()).toBe(true);
  });

  it('refuses the unauthenticated, other roles, coordinators of another area and roles of another conference', async () => {
    const c = String(edition.conference.id);
    expect(codeOf(await h.gql(QUEUE, { conferenceId: c, kind: 'PRESENTACION' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(QUEUE, { conferenceId: c, kind: 'PRESENTACION' }, { token: author.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(QUEUE, { conferenceId: c, kind: 'PRESENTACION', thematicAreaId: String(edition.areas[0].id) }, { token: coord1.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(QUEUE, { conferenceId: c, kind: 'PRESENTACION' }, { token: coordOther.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(QUEUE, { conferenceId: c, kind: 'PRESENTACION' }, { token: adminOther.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(EVALUATED, { conferenceId: c, kind: 'PRESENTACION' }, { token: adminOther.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(EVALUATED, { conferenceId: c, kind: 'PRESENTACION' }, { token: author.token }))).toBe('FORBIDDEN');
  });

  it('tells the same total, areas with their counts and withheld items on a page past the end as on the first page', async () => {
    await paper({ by: 'coord0', title: 'Retenida por autoría' });
    await paper({ title: 'Visible en la cola' });
    await paper({ area: 1, title: 'De la otra área' });
    for (const who of [coord0, admin]) {
      const first = await queue(who, { pageSize: 1 });
      expect(first.items).toHaveLength(1);
      const past = await queue(who, { pageSize: 1, page: 500 });
      expect(past.items).toEqual([]);
      expect({ total: past.total, areas: past.areas, withheld: past.withheld }).toEqual({ total: first.total, areas: first.areas, withheld: first.withheld });
    }
    expect((await queue(coord0, { pageSize: 1 })).withheld.author).toBeGreaterThan(0);
    expect((await queue(admin, { pageSize: 1 })).areas.map((a) => a.area.id)).toEqual(expect.arrayContaining(edition.areas.map((a) => String(a.id))));
  });

  it('sends 2 statements (the session check, then the page with its counts) whatever the page size', async () => {
    for (let i = 0; i < 12; i++) await paper({ area: i % 2 });
    for (const who of [coord0, admin]) {
      const evaluatedPage = (pageSize: number) => h.gql<{ evaluatedProposals: { items: unknown[] } }>(EVALUATED, { conferenceId: String(edition.conference.id), kind: 'PRESENTACION', pageSize }, { token: who.token });
      for (const pageSize of [1, 10, 100]) {
        const statements = await h.countStatements(() => queue(who, { pageSize }));
        expect(statements, `${pageSize} rows`).toBe(2); // the session check, then the page
        let evaluatedRows = 0;
        const evaluated = await h.countStatements(async () => {
          const res = await evaluatedPage(pageSize);
          evaluatedRows = res.data!.evaluatedProposals.items.length;
        });
        // The session check, then the page (an empty first page needs no count).
        expect(evaluated, `${evaluatedRows} rows`).toBe(2);
      }
    }
  });
});

describe('votePresentation', () => {
  it('approves with history, audit and a Spanish e-mail to every author (linked and e-mail-only)', async () => {
    const p = await paper({ title: 'Partidos y territorio' });
    const res = await vote(coord0, p.id, { decision: 'APPROVE', comment: 'Muy buen trabajo.' });
    expect(res.data?.votePresentation).toEqual({ event: 'APPROVE', toStatus: 'APPROVED', comment: 'Muy buen trabajo.', actorName: 'Carla Coordinadora', toArea: null });
    expect((await statusOf(p.id)).s).toBe('APPROVED');
    const [decision] = await h.db.select().from(proposalDecisions).where(eq(proposalDecisions.proposalId, p.id));
    expect(decision).toMatchObject({ event: 'APPROVE', fromStatus: 'PENDING', toStatus: 'APPROVED', actorId: coord0.user.id, comment: 'Muy buen trabajo.' });
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.approved'), eq(auditLog.targetId, String(p.id))));
    expect(audit).toMatchObject({ actorId: coord0.user.id, before: { status: 'PENDING' }, after: { status: 'APPROVED', comment: 'Muy buen trabajo.' } });
    await h.flushMail();
    const [mail] = h.smtp.to(author.user.email).filter((m) => m.text.includes('Partidos y territorio'));
    expect(mail.subject).toBe('Su propuesta fue aprobada');
    expect(mail.text).toContain('Comentario de la evaluación: Muy buen trabajo.');
    expect(mail.html).toContain('Partidos y territorio');
    const coAuthorEmail = `coautora${seq}@example.org`;
    expect(h.smtp.to(coAuthorEmail).map((m) => m.subject)).toEqual(['Su propuesta fue aprobada']);
  });

  it('rejects only with a comment (BAD_USER_INPUT per field, no change), and says why by e-mail', async () => {
    const p = await paper({ title: 'Una ponencia floja' });
    const bad = await vote(coord0, p.id, { decision: 'REJECT', comment: '  ' });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fields).toEqual({ comment: 'Explique el motivo del rechazo: los autores lo reciben por correo.' });
    expect((await statusOf(p.id)).s).toBe('PENDING');
    expect(codeOf(await vote(coord0, p.id, null))).toBe('BAD_USER_INPUT');
    expect(codeOf(await vote(coord0, p.id, { decision: 'APPROVE' }, { reAsign: String(edition.areas[1].id) }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await vote(coord0, p.id, { decision: 'APPROVE' }, { type: 'LIBRO' }))).toBe('BAD_USER_INPUT');
    const res = await vote(coord0, p.id, { decision: 'REJECT', comment: 'Falta el marco teórico.' });
    expect(res.data?.votePresentation.toStatus).toBe('REJECTED');
    await h.flushMail();
    const mail = h.smtp.to(author.user.email).find((m) => m.text.includes('Una ponencia floja'))!;
    expect(mail.subject).toBe('Su propuesta no fue aprobada');
    expect(mail.text).toContain('Falta el marco teórico.');
  });

  it('reassigns to another area of the conference: the item leaves this queue and enters the other', async () => {
    const p = await paper();
    expect(codeOf(await vote(coord0, p.id, null, { reAsign: String(other.areas[0].id) }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await vote(coord0, p.id, null, { reAsign: String(edition.areas[0].id) }))).toBe('BAD_USER_INPUT');
    const res = await vote(coord0, p.id, null, { reAsign: String(edition.areas[1].id) });
    expect(res.data?.votePresentation).toMatchObject({ event: 'REASSIGN_AREA', toStatus: 'PENDING', toArea: edition.areas[1].name });
    expect(await statusOf(p.id)).toEqual({ s: 'PENDING', a: edition.areas[1].id });
    expect((await queue(coord1)).items.map((i) => Number(i.id))).toContain(p.id);
    expect((await queue(coord0)).items.map((i) => Number(i.id))).not.toContain(p.id);
    expect(codeOf(await vote(coord0, p.id, { decision: 'APPROVE' }))).toBe('NOT_FOUND');
  });

  it('refuses the unauthenticated, authors, other areas and other conferences without a change', async () => {
    const p = await paper();
    expect(codeOf(await vote(null, p.id, { decision: 'APPROVE' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await vote(author, p.id, { decision: 'APPROVE' }))).toBe('FORBIDDEN');
    expect(codeOf(await vote(colleague, p.id, { decision: 'APPROVE' }))).toBe('NOT_FOUND');
    expect(codeOf(await vote(coord1, p.id, { decision: 'APPROVE' }))).toBe('NOT_FOUND');
    expect(codeOf(await vote(coordOther, p.id, { decision: 'APPROVE' }))).toBe('NOT_FOUND');
    expect(codeOf(await vote(adminOther, p.id, { decision: 'APPROVE' }))).toBe('NOT_FOUND');
    expect(codeOf(await vote(coord0, 999_999, { decision: 'APPROVE' }))).toBe('NOT_FOUND');
    expect((await statusOf(p.id)).s).toBe('PENDING');
    expect(await h.db.select().from(proposalDecisions).where(eq(proposalDecisions.proposalId, p.id))).toEqual([]);
  });

  it('two coordinators deciding at once: one decision, the second gets CONFLICT naming who decided', async () => {
    const p = await paper();
    const results = await Promise.all([vote(coord0, p.id, { decision: 'APPROVE' }), vote(coord0b, p.id, { decision: 'REJECT', comment: 'No corresponde al área.' })]);
    const won = results.filter((r) => r.data?.votePresentation);
    const lost = results.filter((r) => codeOf(r) === 'CONFLICT');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = won[0].data!.votePresentation.actorName;
    expect(lost[0].errors![0].message).toMatch(new RegExp(`^Esta propuesta ya fue (aprobada|rechazada) por ${winner} el .+\\. Actualice la página para ver la decisión\\.$`));
    // No field messages: clients show field messages instead of the message, and a name is not one.
    expect(lost[0].errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'PROPOSAL_DECIDED', decidedBy: winner });
    expect(lost[0].errors![0].extensions!.fields).toBeUndefined();
    expect(await h.db.select().from(proposalDecisions).where(eq(proposalDecisions.proposalId, p.id))).toHaveLength(1);
  });
});

describe('evaluationItem', () => {
  it('shows the whole proposal, authors with institutions, the file URL slot, the history and the permissions', async () => {
    const p = await paper({ by: 'colleague', title: 'Con historia' });
    await vote(admin, p.id, { decision: 'REJECT', comment: 'Fuera de tema.' });
    const res = await h.gql<{ evaluationItem: Record<string, unknown> & { authors: { institutions: string[] }[]; decisions: unknown[]; permissions: Record<string, boolean> } }>(ITEM, { id: String(p.id) }, { token: admin.token });
    const item = res.data!.evaluationItem;
    expect(item.proposal).toMatchObject({ id: String(p.id), title: 'Con historia', status: 'REJECTED' });
    expect(item.authors[0].institutions).toHaveLength(1);
    expect(item.decisions).toEqual([{ event: 'REJECT', label: 'Rechazada', fromStatus: 'PENDING', toStatus: 'REJECTED', comment: 'Fuera de tema.', actorName: 'Ada Administradora', fromArea: null, toArea: null }]);
    expect(item.permissions).toEqual({ canVote: false, canReassign: false, canReopen: true });
    expect(item.routedToAdmin).toEqual([{ coordinator: 'Carla Coordinadora', reason: 'INSTITUTION' }]);
    const book = await paper({ kind: 'LIBRO' });
    const bookItem = await h.gql<{ evaluationItem: { proposal: { details: { __typename: string } }; permissions: Record<string, boolean> } }>(ITEM, { id: String(book.id) }, { token: coord0.token });
    expect(bookItem.data!.evaluationItem.proposal.details.__typename).toBe('BookDetails');
    expect(bookItem.data!.evaluationItem.permissions).toEqual({ canVote: true, canReassign: true, canReopen: false });
  });

  it('is NOT_FOUND for other areas and conferences, FORBIDDEN for its authors', async () => {
    const p = await paper();
    expect(codeOf(await h.gql(ITEM, { id: String(p.id) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(ITEM, { id: String(p.id) }, { token: coord1.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ITEM, { id: String(p.id) }, { token: coordOther.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ITEM, { id: String(p.id) }, { token: adminOther.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ITEM, { id: String(p.id) }, { token: author.token }))).toBe('FORBIDDEN');
  });
});

describe('evaluatedProposals', () => {
  it('lists approved and rejected items of the viewer\'s areas with the decision, who took it and when', async () => {
    const a = await paper({ title: 'Evaluada A' });
    const r = await paper({ title: 'Evaluada R' });
    const elsewhere = await paper({ area: 1, title: 'Evaluada en otra área' });
    await vote(coord0, a.id, { decision: 'APPROVE', comment: 'Bien.' });
    await vote(coord0b, r.id, { decision: 'REJECT', comment: 'Mal.' });
    await vote(coord1, elsewhere.id, { decision: 'APPROVE' });
    type Page = { evaluatedProposals: { total: number; items: { id: string; status: string; decision: { event: string; comment: string; actorName: string; createdAt: string } }[] } };
    const res = await h.gql<Page>(EVALUATED, { conferenceId: String(edition.conference.id), kind: 'PRESENTACION', pageSize: 100 }, { token: coord0.token });
    const items = res.data!.evaluatedProposals.items;
    const ids = items.map((i) => Number(i.id));
    expect(ids).toEqual(expect.arrayContaining([a.id, r.id]));
    expect(ids).not.toContain(elsewhere.id);
    expect(items.find((i) => Number(i.id) === r.id)!.decision).toMatchObject({ event: 'REJECT', comment: 'Mal.', actorName: 'Bruno Segundo' });
    const rejected = await h.gql<Page>(EVALUATED, { conferenceId: String(edition.conference.id), kind: 'PRESENTACION', decision: 'REJECTED', pageSize: 100 }, { token: coord0.token });
    expect(rejected.data!.evaluatedProposals.items.every((i) => i.status === 'REJECTED')).toBe(true);
  });
});

describe('reopenPresentation', () => {
  it('ADMIN_CONGRESO reopens a decided item (back to PENDING, audited, authors told); coordinators may not', async () => {
    const p = await paper({ title: 'Para reabrir' });
    await vote(coord0, p.id, { decision: 'REJECT', comment: 'No.' });
    expect(codeOf(await h.gql(REOPEN, { id: String(p.id) }, { token: coord0.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(REOPEN, { id: String(p.id) }, { token: adminOther.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(REOPEN, { id: String(p.id) }))).toBe('UNAUTHENTICATED');
    const res = await h.gql<{ reopenPresentation: { toStatus: string } }>(REOPEN, { id: String(p.id), comment: 'Revisar de nuevo.' }, { token: admin.token });
    expect(res.data?.reopenPresentation.toStatus).toBe('PENDING');
    expect((await statusOf(p.id)).s).toBe('PENDING');
    expect(await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'proposal.reopened'), eq(auditLog.targetId, String(p.id))))).toHaveLength(1);
    // Pending again: reopening again is a CONFLICT.
    expect(codeOf(await h.gql(REOPEN, { id: String(p.id) }, { token: admin.token }))).toBe('CONFLICT');
    await h.flushMail();
    expect(h.smtp.to(author.user.email).some((m) => m.subject === 'La evaluación de su propuesta fue reabierta' && m.text.includes('Para reabrir'))).toBe(true);
  });

  it('refuses an item already in a panel (CONFLICT, no change)', async () => {
    const p = await paper({ status: 'INCLUDE_IN_PANEL' });
    expect(codeOf(await h.gql(REOPEN, { id: String(p.id) }, { token: admin.token }))).toBe('CONFLICT');
    expect((await statusOf(p.id)).s).toBe('INCLUDE_IN_PANEL');
  });
});
