import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { memberships } from '../../db/schema/memberships';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { buildMembership, buildMembershipCategory, buildUser } from '../../test/factories';
import { auditByAction } from '../../test/rows';

const GENERATE = 'mutation ($y: Int!) { generateMembershipCharges(year: $y) }';
const ME = '{ me { activeMembership { id paid studentCategory charge { amountCents status } } } }';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
});
afterAll(() => h.close());

const ofYear = (userId: string, year: number) =>
  h.db.select({ m: memberships, c: charges }).from(memberships).leftJoin(charges, eq(charges.membershipId, memberships.id)).where(and(eq(memberships.userId, userId), eq(memberships.year, year)));

describe('generateMembershipCharges', () => {
  it("creates next year's membership and charge for active members only, once", async () => {
    const pleno = await buildMembershipCategory(h.db, { name: 'Gen Pleno', yearlyFeeCents: 4_500_000 });
    const adherente = await buildMembershipCategory(h.db, { name: 'Gen Adherente', yearlyFeeCents: 3_000_000 });
    const active = await buildUser(h.db);
    const other = await buildUser(h.db);
    const terminated = await buildUser(h.db);
    const already = await buildUser(h.db);
    const lapsed = await buildUser(h.db);
    await buildMembership(h.db, { userId: active.id, categoryId: pleno.id, year: 2030, charge: 'PAID' });
    await buildMembership(h.db, { userId: other.id, categoryId: adherente.id, year: 2030, charge: 'PENDING' });
    await buildMembership(h.db, { userId: terminated.id, categoryId: pleno.id, year: 2030, terminated: true, charge: 'PAID' });
    await buildMembership(h.db, { userId: already.id, categoryId: pleno.id, year: 2030 });
    await buildMembership(h.db, { userId: already.id, categoryId: adherente.id, year: 2031, charge: 'PENDING', amountCents: 1 });
    await buildMembership(h.db, { userId: lapsed.id, categoryId: pleno.id, year: 2029 });

    const first = await h.gql<{ generateMembershipCharges: number }>(GENERATE, { y: 2031 }, { token: admin });
    expect(first.data).toEqual({ generateMembershipCharges: 2 });
    expect(await ofYear(active.id, 2031)).toMatchObject([{ m: { categoryId: pleno.id }, c: { amountCents: 4_500_000, status: 'PENDING', kind: 'MEMBERSHIP', description: 'Cuota de socio 2031 — Gen Pleno' } }]);
    expect(await ofYear(other.id, 2031)).toMatchObject([{ m: { categoryId: adherente.id }, c: { amountCents: 3_000_000 } }]);
    expect(await ofYear(terminated.id, 2031)).toEqual([]);
    expect(await ofYear(lapsed.id, 2031)).toEqual([]);
    expect(await ofYear(already.id, 2031)).toMatchObject([{ c: { amountCents: 1 } }]);
    expect((await auditByAction(h.db, 'membership.charges.generated'))[0]).toMatchObject({ targetId: '2031', after: { created: 2 } });

    const before = (await h.db.select().from(charges)).length;
    const second = await h.gql(GENERATE, { y: 2031 }, { token: admin });
    expect(second.data).toEqual({ generateMembershipCharges: 0 });
    expect((await h.db.select().from(charges)).length).toBe(before);
  });

  it('is for ADMIN only and validates the year', async () => {
    const cat = await buildMembershipCategory(h.db);
    await buildMembership(h.db, { userId: (await buildUser(h.db)).id, categoryId: cat.id, year: 2040 });
    expect(codeOf(await h.gql(GENERATE, { y: 2041 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(GENERATE, { y: 2041 }, { token: (await h.signIn(['USER', 'TESORERIA'])).token }))).toBe('FORBIDDEN');
    const bad = await h.gql(GENERATE, { y: 1800 }, { token: admin });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fields).toEqual({ year: 'Ingrese un año válido' });
    expect((await h.db.select().from(memberships).where(eq(memberships.year, 2041))).length).toBe(0);
  });
});

describe('me.activeMembership', () => {
  it('also carries the charge and the student flag', async () => {
    const cat = await buildMembershipCategory(h.db, { isStudent: true });
    const { user, token } = await h.signIn('USER');
    await buildMembership(h.db, { userId: user.id, categoryId: cat.id, year: new Date().getFullYear(), charge: 'PENDING', amountCents: 1_500_000 });
    const res = await h.gql<{ me: { activeMembership: unknown } }>(ME, {}, { token });
    expect(res.data!.me.activeMembership).toMatchObject({ paid: false, studentCategory: true, charge: { amountCents: 1_500_000, status: 'PENDING' } });
  });
});
