import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { buildMembership, buildMembershipCategory, buildUser } from '../../test/factories';
import { auditByAction, chargesOf, membershipsOf } from '../../test/rows';

const ASOCIATE = 'mutation ($c: Int!) { asociate(categoryId: $c) { id year category { id name } paid charge { amountCents status } } }';
const UPDATE = 'mutation ($c: String!, $u: ID) { updateMembership(universityCareer: $c, userId: $u) { id universityCareer } }';
const TERMINATE = 'mutation ($id: ID!) { terminateMembership(membershipId: $id) { id terminatedMember terminatedAt } }';
const MINE = `query ($page: Int, $pageSize: Int) { myMemberships(page: $page, pageSize: $pageSize) {
  total page pageSize items { id year created terminatedMember terminatedAt studentCategory paid category { name } charge { amountCents status } } } }`;

let h: Harness;
let pleno: { id: number; yearlyFeeCents: number };
let student: { id: number };
const year = new Date().getFullYear();

beforeAll(async () => {
  h = await createHarness();
  pleno = await buildMembershipCategory(h.db, { name: 'Socio Pleno', yearlyFeeCents: 4_500_000 });
  student = await buildMembershipCategory(h.db, { name: 'Socio Estudiante', yearlyFeeCents: 1_500_000, isStudent: true });
});
afterAll(() => h.close());

describe('asociate', () => {
  it("creates this year's membership and its charge at the category's fee", async () => {
    const { user, token } = await h.signIn();
    const res = await h.gql<{ asociate: Record<string, unknown> }>(ASOCIATE, { c: pleno.id }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.asociate).toMatchObject({ year, category: { name: 'Socio Pleno' }, paid: false, charge: { amountCents: 4_500_000, status: 'PENDING' } });
    expect(await chargesOf(h.db, user.id)).toHaveLength(1);
  });

  it('answers CONFLICT when the user already has this year', async () => {
    const { user, token } = await h.signIn();
    await buildMembership(h.db, { userId: user.id, categoryId: pleno.id, year });
    expect(codeOf(await h.gql(ASOCIATE, { c: student.id }, { token }))).toBe('CONFLICT');
    expect(await membershipsOf(h.db, user.id)).toHaveLength(1);
  });

  it('needs a session and the USER role', async () => {
    expect(codeOf(await h.gql(ASOCIATE, { c: pleno.id }))).toBe('UNAUTHENTICATED');
    const { user, token } = await h.signIn('TESORERIA');
    expect(codeOf(await h.gql(ASOCIATE, { c: pleno.id }, { token }))).toBe('FORBIDDEN');
    expect(await membershipsOf(h.db, user.id)).toHaveLength(0);
  });

  it('refuses a category that does not exist and a non-integer id', async () => {
    const { user, token } = await h.signIn();
    const res = await h.gql(ASOCIATE, { c: 987_654 }, { token });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toHaveProperty('categoryId');
    expect((await h.gql(ASOCIATE, { c: '1' }, { token })).errors).toBeDefined();
    expect(await membershipsOf(h.db, user.id)).toHaveLength(0);
  });
});

describe('updateMembership', () => {
  it("sets the member's own career", async () => {
    const { user, token } = await h.signIn();
    const m = await buildMembership(h.db, { userId: user.id, categoryId: student.id, year });
    const res = await h.gql<{ updateMembership: unknown }>(UPDATE, { c: '  Sociología ' }, { token });
    expect(res.data!.updateMembership).toEqual({ id: String(m.id), universityCareer: 'Sociología' });
  });

  it("lets an ADMIN set someone else's, audited with before and after", async () => {
    const member = await h.signIn();
    await buildMembership(h.db, { userId: member.user.id, categoryId: student.id, year });
    const admin = await h.signIn('ADMIN');
    const res = await h.gql<{ updateMembership: { universityCareer: string } }>(UPDATE, { c: 'Historia', u: member.user.id }, { token: admin.token });
    expect(res.data!.updateMembership.universityCareer).toBe('Historia');
    const entries = (await auditByAction(h.db, 'membership.updated')).filter((e) => e.targetUserId === member.user.id);
    expect(entries).toMatchObject([{ actorId: admin.user.id, before: { universityCareer: null }, after: { universityCareer: 'Historia' } }]);
  });

  it("answers NOT_FOUND to a USER naming another user, and changes nothing", async () => {
    const owner = await h.signIn();
    await buildMembership(h.db, { userId: owner.user.id, categoryId: student.id, year });
    const other = await h.signIn();
    await buildMembership(h.db, { userId: other.user.id, categoryId: student.id, year });
    expect(codeOf(await h.gql(UPDATE, { c: 'Intrusa', u: owner.user.id }, { token: other.token }))).toBe('NOT_FOUND');
    expect((await membershipsOf(h.db, owner.user.id))[0].universityCareer).toBeNull();
  });

  it('needs a session, a current membership and a career', async () => {
    expect(codeOf(await h.gql(UPDATE, { c: 'X' }))).toBe('UNAUTHENTICATED');
    const { user, token } = await h.signIn();
    expect(codeOf(await h.gql(UPDATE, { c: 'Sociología' }, { token }))).toBe('NOT_FOUND');
    await buildMembership(h.db, { userId: user.id, categoryId: student.id, year });
    const blank = await h.gql(UPDATE, { c: '   ' }, { token });
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors![0].extensions!.fields).toEqual({ universityCareer: 'Ingrese su carrera universitaria' });
  });
});

describe('terminateMembership', () => {
  it('ends a membership (ADMIN), audited', async () => {
    const member = await buildUser(h.db);
    const m = await buildMembership(h.db, { userId: member.id, categoryId: pleno.id, year });
    const admin = await h.signIn('ADMIN');
    const res = await h.gql<{ terminateMembership: { terminatedMember: boolean; terminatedAt: string } }>(TERMINATE, { id: m.id }, { token: admin.token });
    expect(res.data!.terminateMembership).toMatchObject({ terminatedMember: true, terminatedAt: expect.any(String) });
    expect(await auditByAction(h.db, 'membership.terminated')).toMatchObject([{ targetId: String(m.id), targetUserId: member.id, after: { terminatedMember: true } }]);
    expect(codeOf(await h.gql(TERMINATE, { id: m.id }, { token: admin.token }))).toBe('CONFLICT');
    expect(codeOf(await h.gql(TERMINATE, { id: 99_999_999 }, { token: admin.token }))).toBe('NOT_FOUND');
    // Ids that cannot be a row (not an integer, beyond PostgreSQL's integer range) are bad input.
    expect(codeOf(await h.gql(TERMINATE, { id: 'abc' }, { token: admin.token }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(TERMINATE, { id: '99999999999' }, { token: admin.token }))).toBe('BAD_USER_INPUT');
  });

  it('is refused without a session, and to a member ending their own', async () => {
    const { user, token } = await h.signIn();
    const m = await buildMembership(h.db, { userId: user.id, categoryId: pleno.id, year });
    expect(codeOf(await h.gql(TERMINATE, { id: m.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(TERMINATE, { id: m.id }, { token }))).toBe('FORBIDDEN');
    expect((await membershipsOf(h.db, user.id))[0].terminatedMember).toBe(false);
  });
});

describe('myMemberships', () => {
  it('lists only the viewer’s memberships, newest first, with charge and paid state', async () => {
    const { user, token } = await h.signIn();
    await buildMembership(h.db, { userId: user.id, categoryId: pleno.id, year: year - 1, charge: 'PAID', amountCents: 4_000_000 });
    await buildMembership(h.db, { userId: user.id, categoryId: student.id, year, charge: 'PENDING', amountCents: 1_500_000 });
    const other = await buildUser(h.db);
    await buildMembership(h.db, { userId: other.id, categoryId: pleno.id, year: year - 1, charge: 'PENDING' });
    const res = await h.gql<{ myMemberships: { total: number; items: Record<string, unknown>[] } }>(MINE, {}, { token });
    expect(res.data!.myMemberships.total).toBe(2);
    expect(res.data!.myMemberships.items).toMatchObject([
      { year, studentCategory: true, paid: false, category: { name: 'Socio Estudiante' }, charge: { amountCents: 1_500_000, status: 'PENDING' } },
      { year: year - 1, studentCategory: false, paid: true, charge: { amountCents: 4_000_000, status: 'PAID' } },
    ]);
  });

  it('runs the same number of SQL statements for 10 and for 100 rows', async () => {
    const { user, token } = await h.signIn();
    for (let y = 1990; y < 2020; y++) await buildMembership(h.db, { userId: user.id, categoryId: pleno.id, year: y, charge: 'PAID' });
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ myMemberships: { items: unknown[] } }>(MINE, { pageSize }, { token });
        expect(res.data!.myMemberships.items).toHaveLength(pageSize === 10 ? 10 : 30);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page with its count
  });

  it('a page past the end is empty and still tells the exact total (its count runs on its own only then)', async () => {
    const { user, token } = await h.signIn();
    for (let y = 2001; y <= 2003; y++) await buildMembership(h.db, { userId: user.id, categoryId: pleno.id, year: y, charge: 'PAID' });
    type MineData = { myMemberships: { total: number; items: unknown[] } };
    let past: Awaited<ReturnType<typeof h.gql<MineData>>> | undefined;
    const statements = await h.countStatements(async () => {
      past = await h.gql<MineData>(MINE, { page: 5, pageSize: 2 }, { token });
    });
    expect(past!.data!.myMemberships).toMatchObject({ items: [], total: 3 });
    expect(statements).toBe(3); // the session check, the page and, past the end, its count
    const none = await h.gql<MineData>(MINE, { pageSize: 2 }, { token: (await h.signIn()).token });
    expect(none.data!.myMemberships).toMatchObject({ items: [], total: 0 });
  });

  it('gives each person, in turn, their own page in every order (the statement built once takes its values each time)', async () => {
    const SORTED = `query ($sort: String, $direction: SortDirection, $page: Int, $pageSize: Int) {
      myMemberships(sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) { total items { year } } }`;
    const people = [];
    for (const years of [[2001, 2002, 2003], [2010, 2011]]) {
      const { user, token } = await h.signIn();
      for (const y of years) await buildMembership(h.db, { userId: user.id, categoryId: pleno.id, year: y, charge: 'PAID' });
      people.push({ token, years });
    }
    type Sorted = { myMemberships: { total: number; items: { year: number }[] } };
    for (let round = 0; round < 2; round++) {
      for (const { token, years } of people) {
        const newest = await h.gql<Sorted>(SORTED, {}, { token });
        expect(newest.data!.myMemberships).toEqual({ total: years.length, items: [...years].reverse().map((y) => ({ year: y })) });
        const oldest = await h.gql<Sorted>(SORTED, { sort: 'year', direction: 'ASC', pageSize: 10 }, { token });
        expect(oldest.data!.myMemberships.items).toEqual(years.map((y) => ({ year: y })));
        const second = await h.gql<Sorted>(SORTED, { sort: 'year', direction: 'DESC', page: 1, pageSize: 1 }, { token });
        expect(second.data!.myMemberships).toEqual({ total: years.length, items: [{ year: years[years.length - 2] }] });
      }
    }
  });

  it('needs a session and the USER role, and valid paging', async () => {
    expect(codeOf(await h.gql(MINE))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(MINE, {}, { token: (await h.signIn('ADMIN')).token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(MINE, { pageSize: 500 }, { token: (await h.signIn()).token }))).toBe('BAD_USER_INPUT');
  });
});
