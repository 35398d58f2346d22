import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConference, buildMembership, buildMembershipCategory, buildThematicArea } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';

const ME = `{ me { id email firstName lastName document roles
  conferenceRoles { role conference { id name } thematicArea { id name } }
  activeMembership { id year terminatedMember created category { id name } } } }`;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('me', () => {
  it('returns the account, global roles, conference roles with names, and this year\'s membership', async () => {
    const area = await buildThematicArea(h.db, { name: 'Teoría política' });
    const conf = await buildConference(h.db, { name: 'Congreso 2027' });
    const { user, token } = await h.signIn({ roles: ['USER', 'TESORERIA'], firstName: 'Inés', conferenceRoles: [{ role: 'COORDINADOR', conferenceId: conf.id, thematicAreaId: area.id }] });
    const cat = await buildMembershipCategory(h.db, { name: 'Socio Pleno', yearlyFeeCents: 4_500_000 });
    const year = new Date().getFullYear();
    await buildMembership(h.db, { userId: user.id, year: year - 1, categoryId: cat.id });
    await buildMembership(h.db, { userId: user.id, year, categoryId: cat.id });
    const res = await h.gql<{ me: Record<string, unknown> }>(ME, {}, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.me).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Inés',
      roles: expect.arrayContaining(['USER', 'TESORERIA']),
      conferenceRoles: [{ role: 'COORDINADOR', conference: { id: String(conf.id), name: 'Congreso 2027' }, thematicArea: { id: String(area.id), name: 'Teoría política' } }],
      activeMembership: { year, terminatedMember: false, category: { id: String(cat.id), name: 'Socio Pleno' } },
    });
  });

  it('has no active membership for someone who is not a member this year', async () => {
    const { token } = await h.signIn('USER');
    const res = await h.gql<{ me: { activeMembership: unknown; conferenceRoles: unknown[] } }>(ME, {}, { token });
    expect(res.data!.me.activeMembership).toBeNull();
    expect(res.data!.me.conferenceRoles).toEqual([]);
  });

  it('answers in at most 2 statements: the session check (with the roles and the account) and the membership', async () => {
    const conf = await buildConference(h.db, { name: 'Congreso de conteo' });
    const { user, token } = await h.signIn({ roles: ['USER', 'ADMIN'], conferenceRoles: [{ role: 'JUEZ', conferenceId: conf.id }] });
    const cat = await buildMembershipCategory(h.db, { name: 'Socio de conteo', yearlyFeeCents: 100 });
    await buildMembership(h.db, { userId: user.id, year: new Date().getFullYear(), categoryId: cat.id });
    let res: Awaited<ReturnType<typeof h.gql<{ me: { firstName: string; conferenceRoles: unknown[] } }>>> | undefined;
    const statements = await h.countStatements(async () => {
      res = await h.gql(ME, {}, { token });
    });
    expect(res!.errors).toBeUndefined();
    expect(res!.data!.me.conferenceRoles).toHaveLength(1);
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('sees a role taken away on the very next request (roles are read per request, never cached)', async () => {
    const sysadmin = await h.signIn('SYSADMIN');
    const { user, token } = await h.signIn(['USER', 'ADMIN']);
    const LIST = '{ users(pageSize: 1) { total } }';
    expect((await h.gql(LIST, {}, { token })).errors).toBeUndefined();
    const before = await h.gql<{ me: { roles: string[] } }>('{ me { roles } }', {}, { token });
    expect(before.data!.me.roles).toEqual(['ADMIN', 'USER']);
    const revoked = await h.gql('mutation ($u: ID!) { revokeRole(userId: $u, role: ADMIN) { id } }', { u: user.id }, { token: sysadmin.token });
    expect(revoked.errors).toBeUndefined();
    // Same access token, next request: the list is refused and `me` shows the role gone.
    expect(codeOf(await h.gql(LIST, {}, { token }))).toBe('FORBIDDEN');
    const after = await h.gql<{ me: { roles: string[] } }>('{ me { roles } }', {}, { token });
    expect(after.data!.me.roles).toEqual(['USER']);
  });

  it('gives each person, in turn, their own membership (the statement built once takes its values each time)', async () => {
    const cat = await buildMembershipCategory(h.db, { name: 'Socio alterno', yearlyFeeCents: 100 });
    const year = new Date().getFullYear();
    const member = await h.signIn('USER');
    await buildMembership(h.db, { userId: member.user.id, year, categoryId: cat.id });
    const lastYear = await h.signIn('USER');
    await buildMembership(h.db, { userId: lastYear.user.id, year: year - 1, categoryId: cat.id });
    const ended = await h.signIn('USER');
    await buildMembership(h.db, { userId: ended.user.id, year, categoryId: cat.id, terminated: true });
    type Me = { me: { id: string; activeMembership: { year: number } | null } };
    for (let round = 0; round < 2; round++) {
      for (const [who, expected] of [[member, { year }], [lastYear, null], [ended, null]] as const) {
        const res = await h.gql<Me>('{ me { id activeMembership { year } } }', {}, { token: who.token });
        expect(res.data!.me).toEqual({ id: who.user.id, activeMembership: expected });
      }
    }
  });

  it('needs a session', async () => {
    expect(codeOf(await h.gql(ME))).toBe('UNAUTHENTICATED');
  });
});
