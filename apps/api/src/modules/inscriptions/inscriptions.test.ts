import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buenosAiresDay } from '@portal/domain/dates';
import { feeReasons } from '@portal/domain/inscriptions';
import { charges } from '../../db/schema/charges';
import { conferences } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { buildConference, buildInscription, buildInscriptionCategory, buildMembership, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { auditByAction } from '../../test/rows';

const FIELDS = `id registrationDate universityCareer proposalCount
  conference { id name edition venue inscriptionStart inscriptionEnd startDate endDate }
  category { id name isStudent memberFeeCents nonMemberFeeCents }
  charge { id amountCents currency status paidAt description feeApplied }
  permissions { canUpdateCareer }`;
const OFFER = `query ($c: ID!) { inscriptionOffer(conferenceId: $c) {
  phase today feeReason feeReasonText conference { id name venue startDate endDate inscriptionStart inscriptionEnd }
  categories { id name isStudent memberFeeCents nonMemberFeeCents applicableFeeCents }
  myInscription { id category { name } } } }`;
const CREATE = `mutation ($cat: ID!, $c: ID!) { createInscription(categoryId: $cat, conferenceId: $c) { ${FIELDS} } }`;
const UPDATE = `mutation ($career: String!, $u: ID, $c: ID) { updateInscription(universityCareer: $career, userId: $u, conferenceId: $c) { id universityCareer } }`;
const MINE = `query ($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection, $search: String) {
  myInscriptions(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction, search: $search) { total totalCapped items { ${FIELDS} } } }`;
const ONE = `query ($id: ID!) { myInscription(id: $id) { ${FIELDS} } }`;

type InscriptionResult = {
  id: string;
  registrationDate: string;
  universityCareer: string | null;
  conference: { id: string; name: string };
  category: { id: string; name: string };
  charge: { amountCents: number; status: string; feeApplied: string; description: string } | null;
  permissions: { canUpdateCareer: boolean };
};

let h: Harness;
const today = buenosAiresDay();
const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An edition whose window is open today (unless told otherwise) with a general and a student category. */
async function openEdition(o: { inscriptionStart?: string; inscriptionEnd?: string } = {}) {
  const conference = await buildConference(h.db, { inscriptionStart: shift(-10), inscriptionEnd: shift(10), startDate: shift(30), endDate: shift(32), ...o });
  const general = await buildInscriptionCategory(h.db, { conferenceId: conference.id, name: 'Expositor/a', memberFeeCents: 3_500_000, nonMemberFeeCents: 6_000_000 });
  const student = await buildInscriptionCategory(h.db, { conferenceId: conference.id, name: 'Estudiante', memberFeeCents: 500_000, nonMemberFeeCents: 1_000_000, isStudent: true, position: 1 });
  return { conference, general, student };
}

const rowsOf = async (conferenceId: number) => (await h.db.select({ n: count() }).from(inscriptions).where(eq(inscriptions.conferenceId, conferenceId)))[0].n;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('inscriptionOffer (public page)', () => {
  it('shows a visitor the edition, the window and both fees with the reason', async () => {
    const { conference, general, student } = await openEdition();
    const res = await h.gql<{ inscriptionOffer: Record<string, unknown> }>(OFFER, { c: String(conference.id) });
    expect(res.errors).toBeUndefined();
    expect(res.data!.inscriptionOffer).toMatchObject({
      phase: 'OPEN',
      today,
      feeReason: 'SIGNED_OUT',
      feeReasonText: feeReasons.SIGNED_OUT,
      conference: { id: String(conference.id), name: conference.name, venue: conference.venue },
      myInscription: null,
      categories: [
        { id: String(general.id), memberFeeCents: 3_500_000, nonMemberFeeCents: 6_000_000, applicableFeeCents: null, isStudent: false },
        { id: String(student.id), applicableFeeCents: null, isStudent: true },
      ],
    });
  });

  it('gives a signed-in person the fee that applies: member fee only with this year paid', async () => {
    const { conference } = await openEdition();
    const offerFor = async (token: string) => (await h.gql<{ inscriptionOffer: { feeReason: string; categories: { applicableFeeCents: number }[] } }>(OFFER, { c: String(conference.id) }, { token })).data!.inscriptionOffer;
    const paid = await h.signIn();
    await buildMembership(h.db, { userId: paid.user.id, charge: 'PAID' });
    expect(await offerFor(paid.token)).toMatchObject({ feeReason: 'MEMBER', categories: [{ applicableFeeCents: 3_500_000 }, { applicableFeeCents: 500_000 }] });
    const unpaid = await h.signIn();
    await buildMembership(h.db, { userId: unpaid.user.id, charge: 'PENDING' });
    expect(await offerFor(unpaid.token)).toMatchObject({ feeReason: 'MEMBER_UNPAID', categories: [{ applicableFeeCents: 6_000_000 }, { applicableFeeCents: 1_000_000 }] });
    const lastYear = await h.signIn();
    await buildMembership(h.db, { userId: lastYear.user.id, year: new Date().getFullYear() - 1, charge: 'PAID' });
    expect(await offerFor(lastYear.token)).toMatchObject({ feeReason: 'NOT_MEMBER', categories: [{ applicableFeeCents: 6_000_000 }, { applicableFeeCents: 1_000_000 }] });
  });

  it('says where the window stands: not open yet, closed, and open on both boundary days', async () => {
    const phaseOf = async (o: { inscriptionStart: string; inscriptionEnd: string }) =>
      (await h.gql<{ inscriptionOffer: { phase: string } }>(OFFER, { c: String((await openEdition(o)).conference.id) })).data!.inscriptionOffer.phase;
    expect(await phaseOf({ inscriptionStart: shift(1), inscriptionEnd: shift(20) })).toBe('NOT_OPEN');
    expect(await phaseOf({ inscriptionStart: shift(-20), inscriptionEnd: shift(-1) })).toBe('CLOSED');
    expect(await phaseOf({ inscriptionStart: today, inscriptionEnd: shift(5) })).toBe('OPEN');
    expect(await phaseOf({ inscriptionStart: shift(-5), inscriptionEnd: today })).toBe('OPEN');
  });

  it('answers NOT_FOUND for an unknown edition and BAD_USER_INPUT for an id that cannot be one', async () => {
    expect(codeOf(await h.gql(OFFER, { c: '999999' }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(OFFER, { c: 'abc' }))).toBe('BAD_USER_INPUT');
  });

  it("shows the signed-in person's own inscription", async () => {
    const { conference, general } = await openEdition();
    const { token, user } = await h.signIn();
    const mine = await buildInscription(h.db, { userId: user.id, conferenceId: conference.id, categoryId: general.id });
    const res = await h.gql<{ inscriptionOffer: { myInscription: { id: string } } }>(OFFER, { c: String(conference.id) }, { token });
    expect(res.data!.inscriptionOffer.myInscription).toMatchObject({ id: String(mine.id), category: { name: 'Expositor/a' } });
  });
});

describe('createInscription', () => {
  it('creates the inscription, its charge at the general fee and a Spanish confirmation e-mail, in one go', async () => {
    const { conference, general } = await openEdition();
    const { token, user } = await h.signIn();
    h.smtp.clear();
    const res = await h.gql<{ createInscription: InscriptionResult }>(CREATE, { cat: String(general.id), c: String(conference.id) }, { token });
    expect(res.errors).toBeUndefined();
    const created = res.data!.createInscription;
    expect(created).toMatchObject({
      registrationDate: today,
      conference: { id: String(conference.id) },
      category: { id: String(general.id), name: 'Expositor/a' },
      charge: { amountCents: 6_000_000, status: 'PENDING', feeApplied: 'NON_MEMBER', description: `Inscripción — ${conference.name} — Expositor/a` },
      proposalCount: 0,
      permissions: { canUpdateCareer: false },
    });
    const [charge] = await h.db.select().from(charges).where(eq(charges.inscriptionId, Number(created.id)));
    expect(charge).toMatchObject({ userId: user.id, kind: 'INSCRIPTION', amountCents: 6_000_000, feeApplied: 'NON_MEMBER', membershipId: null });
    await h.flushMail();
    const [mail] = h.smtp.to(user.email);
    expect(mail.subject).toBe(`Inscripción confirmada: ${conference.name}`);
    expect(mail.text).toContain('categoría Expositor/a');
    expect(mail.text).toContain('$ 60.000,00');
    expect(mail.text).toContain('cuota general');
    expect(mail.text).toContain('/dashboard/mis-inscripciones');
  });

  it("charges the member fee when this year's membership is paid, and says so", async () => {
    const { conference, student } = await openEdition();
    const { token, user } = await h.signIn();
    await buildMembership(h.db, { userId: user.id, charge: 'PAID' });
    const res = await h.gql<{ createInscription: InscriptionResult }>(CREATE, { cat: String(student.id), c: String(conference.id) }, { token });
    expect(res.data!.createInscription).toMatchObject({ charge: { amountCents: 500_000, feeApplied: 'MEMBER' }, permissions: { canUpdateCareer: true } });
    await h.flushMail();
    expect(h.smtp.to(user.email).at(-1)!.text).toContain('cuota de socio');
  });

  it('needs a session', async () => {
    const { conference, general } = await openEdition();
    expect(codeOf(await h.gql(CREATE, { cat: String(general.id), c: String(conference.id) }))).toBe('UNAUTHENTICATED');
    expect(await rowsOf(conference.id)).toBe(0);
  });

  it('is once per person: the second answers CONFLICT and changes nothing', async () => {
    const { conference, general, student } = await openEdition();
    const { token, user } = await h.signIn();
    expect((await h.gql(CREATE, { cat: String(general.id), c: String(conference.id) }, { token })).errors).toBeUndefined();
    const again = await h.gql(CREATE, { cat: String(student.id), c: String(conference.id) }, { token });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0].message).toBe('Ya está inscripto/a en este congreso.');
    expect(await rowsOf(conference.id)).toBe(1);
    expect(await h.db.select().from(charges).where(eq(charges.userId, user.id))).toHaveLength(1);
  });

  it('is once per person under two requests at the same time', async () => {
    const { conference, general, student } = await openEdition();
    const { token, user } = await h.signIn();
    const results = await Promise.all([
      h.gql(CREATE, { cat: String(general.id), c: String(conference.id) }, { token }),
      h.gql(CREATE, { cat: String(student.id), c: String(conference.id) }, { token }),
    ]);
    expect(results.map((r) => (r.errors ? codeOf(r) : 'OK')).sort()).toEqual(['CONFLICT', 'OK']);
    expect(await rowsOf(conference.id)).toBe(1);
    expect(await h.db.select().from(charges).where(eq(charges.userId, user.id))).toHaveLength(1);
  });

  it('refuses before the window opens and after it closes (CONFLICT, in Spanish), and accepts on its first and last day', async () => {
    const { token } = await h.signIn();
    const early = await openEdition({ inscriptionStart: shift(1), inscriptionEnd: shift(20) });
    const before = await h.gql(CREATE, { cat: String(early.general.id), c: String(early.conference.id) }, { token });
    expect(codeOf(before)).toBe('CONFLICT');
    expect(before.errors![0].message).toMatch(/^La inscripción a este congreso abre el \d{2}\/\d{2}\/\d{4}\.$/);
    const late = await openEdition({ inscriptionStart: shift(-20), inscriptionEnd: shift(-1) });
    const after = await h.gql(CREATE, { cat: String(late.general.id), c: String(late.conference.id) }, { token });
    expect(codeOf(after)).toBe('CONFLICT');
    expect(after.errors![0].message).toMatch(/^La inscripción a este congreso cerró el \d{2}\/\d{2}\/\d{4}\.$/);
    expect((await rowsOf(early.conference.id)) + (await rowsOf(late.conference.id))).toBe(0);
    const first = await openEdition({ inscriptionStart: today, inscriptionEnd: shift(3) });
    expect((await h.gql(CREATE, { cat: String(first.general.id), c: String(first.conference.id) }, { token })).errors).toBeUndefined();
    const last = await openEdition({ inscriptionStart: shift(-3), inscriptionEnd: today });
    expect((await h.gql(CREATE, { cat: String(last.general.id), c: String(last.conference.id) }, { token })).errors).toBeUndefined();
  });

  it('refuses bad input with per-field messages: a category of another edition, ids that cannot be ids, an unknown edition', async () => {
    const { token } = await h.signIn();
    const a = await openEdition();
    const b = await openEdition();
    const foreign = await h.gql(CREATE, { cat: String(b.general.id), c: String(a.conference.id) }, { token });
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(foreign.errors![0].extensions!.fields).toEqual({ categoryId: 'Elija una de las categorías de este congreso' });
    expect(codeOf(await h.gql(CREATE, { cat: 'x', c: String(a.conference.id) }, { token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(CREATE, { cat: String(a.general.id), c: '-4' }, { token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(CREATE, { cat: String(a.general.id), c: '999999' }, { token }))).toBe('NOT_FOUND');
    expect(await rowsOf(a.conference.id)).toBe(0);
  });
});

describe('updateInscription', () => {
  it("sets the career of one's own student inscription in the current edition, without an audit entry", async () => {
    const { conference, student } = await openEdition();
    await h.db.update(conferences).set({ isCurrent: false }).where(eq(conferences.isCurrent, true));
    await h.db.update(conferences).set({ isCurrent: true }).where(eq(conferences.id, conference.id));
    const { token, user } = await h.signIn();
    const mine = await buildInscription(h.db, { userId: user.id, conferenceId: conference.id, categoryId: student.id });
    const before = (await auditByAction(h.db, 'inscription.updated')).length;
    const res = await h.gql<{ updateInscription: { id: string; universityCareer: string } }>(UPDATE, { career: '  Ciencia Política ' }, { token });
    expect(res.data!.updateInscription).toEqual({ id: String(mine.id), universityCareer: 'Ciencia Política' });
    expect(await auditByAction(h.db, 'inscription.updated')).toHaveLength(before);
  });

  it('lets ADMIN and TESORERIA set anyone’s (audited); anyone else gets NOT_FOUND and nothing changes', async () => {
    const { conference, student } = await openEdition();
    const owner = await buildUser(h.db);
    const target = await buildInscription(h.db, { userId: owner.id, conferenceId: conference.id, categoryId: student.id });
    const args = (career: string) => ({ career, u: owner.id, c: String(conference.id) });
    for (const role of ['USER', 'ADMIN_CONGRESO'] as const) {
      expect(codeOf(await h.gql(UPDATE, args('Sociología'), { token: (await h.signIn(role)).token }))).toBe('NOT_FOUND');
    }
    expect((await h.db.select().from(inscriptions).where(eq(inscriptions.id, target.id)))[0].universityCareer).toBeNull();
    const treasury = await h.signIn('TESORERIA');
    const res = await h.gql<{ updateInscription: { universityCareer: string } }>(UPDATE, args('Historia'), { token: treasury.token });
    expect(res.data!.updateInscription.universityCareer).toBe('Historia');
    const [entry] = (await auditByAction(h.db, 'inscription.updated')).filter((e) => e.targetId === String(target.id));
    expect(entry).toMatchObject({ actorId: treasury.user.id, targetUserId: owner.id, before: { universityCareer: null }, after: { universityCareer: 'Historia' } });
    const admin = await h.signIn('ADMIN');
    expect((await h.gql(UPDATE, args('Sociología'), { token: admin.token })).errors).toBeUndefined();
    // An id that cannot be one is refused by the input net before anything is looked up.
    expect(codeOf(await h.gql(UPDATE, { ...args('x'), u: 'not-a-uuid' }, { token: admin.token }))).toBe('BAD_USER_INPUT');
  });

  it('refuses an empty career, a non-student category, no inscription there, and no session', async () => {
    const { conference, general } = await openEdition();
    const { token, user } = await h.signIn();
    await buildInscription(h.db, { userId: user.id, conferenceId: conference.id, categoryId: general.id });
    const empty = await h.gql(UPDATE, { career: '  ', c: String(conference.id) }, { token });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors![0].extensions!.fields).toEqual({ universityCareer: 'Ingrese su carrera universitaria' });
    expect(codeOf(await h.gql(UPDATE, { career: 'Historia', c: String(conference.id) }, { token }))).toBe('BAD_USER_INPUT');
    const other = await openEdition();
    expect(codeOf(await h.gql(UPDATE, { career: 'Historia', c: String(other.conference.id) }, { token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(UPDATE, { career: 'Historia', c: String(conference.id) }))).toBe('UNAUTHENTICATED');
  });
});

describe('myInscriptions and myInscription', () => {
  it("lists only the viewer's inscriptions, newest first, with charge and paid state", async () => {
    const { token, user } = await h.signIn();
    const older = await openEdition();
    const newer = await openEdition();
    await buildInscription(h.db, { userId: user.id, conferenceId: older.conference.id, categoryId: older.general.id, registrationDate: shift(-5), charge: 'PAID' });
    await buildInscription(h.db, { userId: user.id, conferenceId: newer.conference.id, categoryId: newer.student.id, registrationDate: shift(-1) });
    await buildInscription(h.db, { userId: (await buildUser(h.db)).id, conferenceId: newer.conference.id, categoryId: newer.general.id });
    const res = await h.gql<{ myInscriptions: { total: number; items: InscriptionResult[] } }>(MINE, {}, { token });
    expect(res.data!.myInscriptions.total).toBe(2);
    expect(res.data!.myInscriptions.items).toMatchObject([
      { conference: { id: String(newer.conference.id) }, category: { name: 'Estudiante' }, charge: { status: 'PENDING' }, permissions: { canUpdateCareer: true } },
      { conference: { id: String(older.conference.id) }, category: { name: 'Expositor/a' }, charge: { status: 'PAID' } },
    ]);
    const sorted = await h.gql<{ myInscriptions: { items: InscriptionResult[] } }>(MINE, { sort: 'registrationDate', direction: 'ASC' }, { token });
    expect(sorted.data!.myInscriptions.items.map((i) => i.conference.id)).toEqual([String(older.conference.id), String(newer.conference.id)]);
    const searched = await h.gql<{ myInscriptions: { total: number } }>(MINE, { search: older.conference.name.slice(-6) }, { token });
    expect(searched.data!.myInscriptions.total).toBe(1);
  });

  it('gives each person, in turn, their own page in every order (the statement built once takes its values each time)', async () => {
    const older = await openEdition();
    const newer = await openEdition();
    const people = [];
    for (const editions of [[older, newer], [newer]]) {
      const { token, user } = await h.signIn();
      for (const [i, e] of editions.entries()) await buildInscription(h.db, { userId: user.id, conferenceId: e.conference.id, categoryId: e.general.id, registrationDate: shift(i - 5) });
      people.push({ token, ids: editions.map((e) => String(e.conference.id)) });
    }
    type Mine = { myInscriptions: { total: number; items: InscriptionResult[] } };
    for (let round = 0; round < 2; round++) {
      for (const { token, ids } of people) {
        const newest = await h.gql<Mine>(MINE, {}, { token });
        expect(newest.data!.myInscriptions.total).toBe(ids.length);
        expect(newest.data!.myInscriptions.items.map((i) => i.conference.id)).toEqual([...ids].reverse());
        const oldest = await h.gql<Mine>(MINE, { sort: 'registrationDate', direction: 'ASC' }, { token });
        expect(oldest.data!.myInscriptions.items.map((i) => i.conference.id)).toEqual(ids);
        const second = await h.gql<Mine>(MINE, { page: 1, pageSize: 1 }, { token });
        expect(second.data!.myInscriptions.items.map((i) => i.conference.id)).toEqual(ids.length > 1 ? [ids[0]] : []);
        expect(second.data!.myInscriptions.total).toBe(ids.length);
      }
    }
  });

  it('runs the same number of SQL statements for 10 and for 100 rows', async () => {
    const { token, user } = await h.signIn();
    for (let i = 0; i < 30; i++) {
      const conference = await buildConference(h.db);
      await buildInscription(h.db, { userId: user.id, conferenceId: conference.id, charge: i % 2 ? 'PAID' : 'PENDING' });
    }
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ myInscriptions: { items: unknown[] } }>(MINE, { pageSize }, { token });
        expect(res.data!.myInscriptions.items).toHaveLength(pageSize === 10 ? 10 : 30);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page with its bounded count
  });

  it('needs a session and valid paging', async () => {
    expect(codeOf(await h.gql(MINE))).toBe('UNAUTHENTICATED');
    const { token } = await h.signIn();
    expect(codeOf(await h.gql(MINE, { pageSize: 500 }, { token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(MINE, { sort: 'password' }, { token }))).toBe('BAD_USER_INPUT');
  });

  it("answers one's own inscription and NOT_FOUND for anyone else's, whatever the role", async () => {
    const { conference, general } = await openEdition();
    const { token, user } = await h.signIn();
    const mine = await buildInscription(h.db, { userId: user.id, conferenceId: conference.id, categoryId: general.id });
    const theirs = await buildInscription(h.db, { userId: (await buildUser(h.db)).id, conferenceId: conference.id, categoryId: general.id });
    const res = await h.gql<{ myInscription: InscriptionResult }>(ONE, { id: String(mine.id) }, { token });
    expect(res.data!.myInscription).toMatchObject({ id: String(mine.id), category: { name: 'Expositor/a' } });
    expect(codeOf(await h.gql(ONE, { id: String(theirs.id) }, { token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ONE, { id: String(theirs.id) }, { token: (await h.signIn('ADMIN')).token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ONE, { id: '999999' }, { token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ONE, { id: 'abc' }, { token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(ONE, { id: String(mine.id) }))).toBe('UNAUTHENTICATED');
  });
});

describe('deleteConference', () => {
  it('refuses an edition with inscriptions (CONFLICT, in Spanish) and keeps it', async () => {
    const { conference, general } = await openEdition();
    await buildInscription(h.db, { userId: (await buildUser(h.db)).id, conferenceId: conference.id, categoryId: general.id });
    const res = await h.gql('mutation ($id: ID!) { deleteConference(id: $id) }', { id: String(conference.id) }, { token: (await h.signIn('ADMIN')).token });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toBe(`No se puede eliminar «${conference.name}»: tiene una inscripción. Una edición con inscriptos no se elimina.`);
    expect(await h.db.select().from(conferences).where(eq(conferences.id, conference.id))).toHaveLength(1);
  });
});
