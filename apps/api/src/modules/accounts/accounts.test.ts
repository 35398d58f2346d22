import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceRoles, conferences, thematicAreas } from '../../db/schema/conferences';
import { membershipCategories, memberships } from '../../db/schema/memberships';
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
    const user = await h.createUser({ roles: ['USER', 'TESORERIA'], firstName: 'Inés' });
    const [area] = await h.db.insert(thematicAreas).values({ name: 'Teoría política' }).returning();
    const [conf] = await h.db.insert(conferences).values({ name: 'Congreso 2027', inscriptionStart: '2026-09-01', inscriptionEnd: '2027-04-30', startDate: '2027-05-20', endDate: '2027-05-22' }).returning();
    await h.db.insert(conferenceRoles).values({ userId: user.id, conferenceId: conf.id, role: 'COORDINADOR', thematicAreaId: area.id });
    const [cat] = await h.db.insert(membershipCategories).values({ name: 'Socio Pleno', yearlyFeeCents: 4_500_000 }).returning();
    const year = new Date().getFullYear();
    await h.db.insert(memberships).values([
      { userId: user.id, year: year - 1, categoryId: cat.id },
      { userId: user.id, year, categoryId: cat.id },
    ]);
    const { token } = await h.login(user.email);
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
    const user = await h.createUser();
    const { token } = await h.login(user.email);
    const res = await h.gql<{ me: { activeMembership: unknown; conferenceRoles: unknown[] } }>(ME, {}, { token });
    expect(res.data!.me.activeMembership).toBeNull();
    expect(res.data!.me.conferenceRoles).toEqual([]);
  });

  it('needs a session', async () => {
    expect(codeOf(await h.gql(ME))).toBe('UNAUTHENTICATED');
  });
});
