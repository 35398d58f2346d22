import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { buildMembership, buildMembershipCategory } from '../../test/factories';
import { membershipsOf } from '../../test/rows';

const MINE = '{ myMemberships(pageSize: 10) { items { year state permissions { canTerminate canUpdateCareer } } } }';
const DETAIL = 'query ($id: ID!) { user(id: $id) { memberships { year state permissions { canTerminate } } permissions { canManageRoles canSetEnabled canSendRecoveryEmail } } }';
const TERMINATE = 'mutation ($id: ID!) { terminateMembership(membershipId: $id) { id state } }';
const ME = '{ me { permissions { canViewMemberships canManageUsers canManageNews canManageCatalogues canManageMembershipCategories } } }';

let h: Harness;
let categoryId: number;
const year = new Date().getFullYear();
const signedIn = (roles: ('USER' | 'ADMIN' | 'TESORERIA' | 'SYSADMIN')[]) => h.signIn(roles);

beforeAll(async () => {
  h = await createHarness();
  categoryId = (await buildMembershipCategory(h.db)).id;
});
afterAll(() => h.close());

describe('membership state and permissions come from the API', () => {
  it('a past year is EXPIRED and cannot be terminated; this year is ACTIVE and can, by an ADMIN only', async () => {
    const member = await signedIn(['USER']);
    const admin = await signedIn(['ADMIN']);
    const past = await buildMembership(h.db, { userId: member.user.id, categoryId, year: year - 1, charge: 'PAID' });
    await buildMembership(h.db, { userId: member.user.id, categoryId, year: year, charge: 'PENDING' });

    const detail = await h.gql<{ user: { memberships: unknown[] } }>(DETAIL, { id: member.user.id }, { token: admin.token });
    expect(detail.data!.user.memberships).toEqual([
      { year, state: 'ACTIVE', permissions: { canTerminate: true } },
      { year: year - 1, state: 'EXPIRED', permissions: { canTerminate: false } },
    ]);
    const mine = await h.gql<{ myMemberships: { items: unknown[] } }>(MINE, {}, { token: member.token });
    expect(mine.data!.myMemberships.items).toEqual([
      { year, state: 'ACTIVE', permissions: { canTerminate: false, canUpdateCareer: true } },
      { year: year - 1, state: 'EXPIRED', permissions: { canTerminate: false, canUpdateCareer: false } },
    ]);

    // The server refuses what the permission hides: the past year stays as it was.
    const refused = await h.gql(TERMINATE, { id: past.id }, { token: admin.token });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0].message).toContain(String(year - 1));
    expect((await membershipsOf(h.db, member.user.id)).find((m) => m.id === past.id)?.terminatedMember).toBe(false);
  });

  it('a terminated membership reads TERMINATED with nothing left to do', async () => {
    const member = await signedIn(['USER']);
    const admin = await signedIn(['ADMIN']);
    const m = await buildMembership(h.db, { userId: member.user.id, categoryId, year: year });
    expect((await h.gql<{ terminateMembership: unknown }>(TERMINATE, { id: m.id }, { token: admin.token })).data!.terminateMembership).toEqual({ id: String(m.id), state: 'TERMINATED' });
    const detail = await h.gql<{ user: { memberships: unknown[] } }>(DETAIL, { id: member.user.id }, { token: admin.token });
    expect(detail.data!.user.memberships).toEqual([{ year, state: 'TERMINATED', permissions: { canTerminate: false } }]);
  });

  it('SYSADMIN sees the membership but may not terminate it (ADMIN only)', async () => {
    const member = await signedIn(['USER']);
    const sysadmin = await signedIn(['SYSADMIN']);
    await buildMembership(h.db, { userId: member.user.id, categoryId, year: year });
    const detail = await h.gql<{ user: { memberships: { permissions: unknown }[]; permissions: unknown } }>(DETAIL, { id: member.user.id }, { token: sysadmin.token });
    expect(detail.data!.user.memberships[0].permissions).toEqual({ canTerminate: false });
    expect(detail.data!.user.permissions).toEqual({ canManageRoles: true, canSetEnabled: true, canSendRecoveryEmail: true });
  });
});

describe('me.permissions: the links the home may show', () => {
  it('follows the roles: only a USER views memberships', async () => {
    const me = async (roles: ('USER' | 'ADMIN' | 'TESORERIA' | 'SYSADMIN')[]) =>
      (await h.gql<{ me: { permissions: Record<string, boolean> } }>(ME, {}, { token: (await signedIn(roles)).token })).data!.me.permissions;
    expect(await me(['USER'])).toEqual({ canViewMemberships: true, canManageUsers: false, canManageNews: false, canManageCatalogues: false, canManageMembershipCategories: false });
    expect(await me(['TESORERIA'])).toEqual({ canViewMemberships: false, canManageUsers: false, canManageNews: false, canManageCatalogues: false, canManageMembershipCategories: false });
    expect(await me(['ADMIN'])).toEqual({ canViewMemberships: false, canManageUsers: true, canManageNews: true, canManageCatalogues: false, canManageMembershipCategories: true });
    expect(await me(['SYSADMIN'])).toEqual({ canViewMemberships: false, canManageUsers: true, canManageNews: false, canManageCatalogues: true, canManageMembershipCategories: false });
  });
});
