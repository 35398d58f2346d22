import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipCategories } from '../../db/schema/memberships';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { buildMembership, buildMembershipCategory, buildUser } from '../../test/factories';
import { auditByAction } from '../../test/rows';

const LIST = `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  membershipCategoryList(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
    total items { id name yearlyFeeCents isStudent active membershipCount } } }`;
const CREATE = 'mutation ($d: MembershipCategoryInput!) { createMembershipCategory(data: $d) { id name yearlyFeeCents isStudent active membershipCount } }';
const UPDATE = 'mutation ($id: ID!, $d: MembershipCategoryInput!) { updateMembershipCategory(id: $id, data: $d) { id name yearlyFeeCents active } }';
const DELETE = 'mutation ($id: ID!) { deleteMembershipCategory(id: $id) }';
const data = (o: Record<string, unknown> = {}) => ({ name: `Socio Honorario ${Math.random().toString(36).slice(2, 7)}`, yearlyFeeCents: 1_234_567, isStudent: false, active: true, ...o });
const row = async (id: number | string) => (await h.db.select().from(membershipCategories).where(eq(membershipCategories.id, Number(id))))[0];

let h: Harness;
let admin: string;
let user: string;
beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
  user = (await h.signIn(['USER', 'TESORERIA'])).token;
});
afterAll(() => h.close());

describe('membershipCategoryList', () => {
  it('pages, searches and sorts, with how many memberships use each', async () => {
    const used = await buildMembershipCategory(h.db, { name: 'Lista Usada', yearlyFeeCents: 100 });
    await buildMembershipCategory(h.db, { name: 'Lista Libre', yearlyFeeCents: 200 });
    await buildMembership(h.db, { userId: (await buildUser(h.db)).id, categoryId: used.id, year: 2024 });
    await buildMembership(h.db, { userId: (await buildUser(h.db)).id, categoryId: used.id, year: 2025 });
    const res = await h.gql<{ membershipCategoryList: { total: number; items: { name: string; membershipCount: number }[] } }>(LIST, { search: 'lista', sort: 'yearlyFeeCents', direction: 'DESC' }, { token: admin });
    expect(res.data!.membershipCategoryList).toMatchObject({ total: 2, items: [{ name: 'Lista Libre', membershipCount: 0 }, { name: 'Lista Usada', membershipCount: 2 }] });
    expect(codeOf(await h.gql(LIST, { sort: 'password' }, { token: admin }))).toBe('BAD_USER_INPUT');
  });

  it('runs the same number of SQL statements for 10 and for 100 rows', async () => {
    const cats = await h.db.insert(membershipCategories).values(Array.from({ length: 110 }, (_, i) => ({ name: `Masiva ${String(i).padStart(3, '0')}`, yearlyFeeCents: i }))).returning();
    await buildMembership(h.db, { userId: (await buildUser(h.db)).id, categoryId: cats[0].id, year: 2025 });
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ membershipCategoryList: { items: unknown[] } }>(LIST, { pageSize, search: 'Masiva' }, { token: admin });
        expect(res.data!.membershipCategoryList.items).toHaveLength(pageSize);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page with its bounded count
  });

  it('is for ADMIN only', async () => {
    expect(codeOf(await h.gql(LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(LIST, {}, { token: user }))).toBe('FORBIDDEN');
  });
});

describe('create, update and delete a category', () => {
  it('creates and edits the fee, audited with before and after', async () => {
    const created = await h.gql<{ createMembershipCategory: { id: string; name: string } }>(CREATE, { d: data({ name: '  Socio Vitalicio ' }) }, { token: admin });
    expect(created.data!.createMembershipCategory).toMatchObject({ name: 'Socio Vitalicio', yearlyFeeCents: 1_234_567, membershipCount: 0 });
    const id = created.data!.createMembershipCategory.id;
    const updated = await h.gql(UPDATE, { id, d: data({ name: 'Socio Vitalicio', yearlyFeeCents: 2_000_000, active: false }) }, { token: admin });
    expect(updated.data).toEqual({ updateMembershipCategory: { id, name: 'Socio Vitalicio', yearlyFeeCents: 2_000_000, active: false } });
    expect((await auditByAction(h.db, 'membershipCategory.updated')).find((e) => e.targetId === id)).toMatchObject({
      before: { yearlyFeeCents: 1_234_567, active: true },
      after: { yearlyFeeCents: 2_000_000, active: false },
    });
    expect((await auditByAction(h.db, 'membershipCategory.created')).some((e) => e.targetId === id)).toBe(true);
  });

  it('refuses a repeated name with CONFLICT on the field', async () => {
    await buildMembershipCategory(h.db, { name: 'Nombre Tomado' });
    const res = await h.gql(CREATE, { d: data({ name: 'nombre tomado' }) }, { token: admin });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].extensions!.fields).toEqual({ name: 'Ya existe una categoría con ese nombre.' });
    const other = await buildMembershipCategory(h.db);
    expect(codeOf(await h.gql(UPDATE, { id: other.id, d: data({ name: 'Nombre Tomado' }) }, { token: admin }))).toBe('CONFLICT');
  });

  it('refuses bad input per field, changing nothing', async () => {
    const cat = await buildMembershipCategory(h.db, { yearlyFeeCents: 500 });
    const res = await h.gql(UPDATE, { id: cat.id, d: data({ name: ' ', yearlyFeeCents: -5 }) }, { token: admin });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual({ name: 'Ingrese el nombre de la categoría', yearlyFeeCents: 'El importe no puede ser negativo' });
    expect((await row(cat.id)).yearlyFeeCents).toBe(500);
    expect(codeOf(await h.gql(UPDATE, { id: 424_242, d: data() }, { token: admin }))).toBe('NOT_FOUND');
  });

  it('deletes only an unused category; otherwise says how many memberships use it', async () => {
    const unused = await buildMembershipCategory(h.db);
    expect((await h.gql(DELETE, { id: unused.id }, { token: admin })).data).toEqual({ deleteMembershipCategory: true });
    expect(await row(unused.id)).toBeUndefined();
    expect((await auditByAction(h.db, 'membershipCategory.deleted')).some((e) => e.targetId === String(unused.id))).toBe(true);
    const used = await buildMembershipCategory(h.db);
    for (const y of [2023, 2024, 2025]) await buildMembership(h.db, { userId: (await buildUser(h.db)).id, categoryId: used.id, year: y });
    const res = await h.gql(DELETE, { id: used.id }, { token: admin });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toContain('la usan 3 membresías');
    expect(await row(used.id)).toBeDefined();
  });

  it('is for ADMIN only: nothing changes for others', async () => {
    const cat = await buildMembershipCategory(h.db, { yearlyFeeCents: 700 });
    for (const token of [undefined, user]) {
      expect(codeOf(await h.gql(CREATE, { d: data({ name: 'Colada' }) }, { token }))).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      expect(codeOf(await h.gql(UPDATE, { id: cat.id, d: data({ yearlyFeeCents: 1 }) }, { token }))).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      expect(codeOf(await h.gql(DELETE, { id: cat.id }, { token }))).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    expect(await row(cat.id)).toMatchObject({ yearlyFeeCents: 700 });
    expect((await h.db.select().from(membershipCategories).where(eq(membershipCategories.name, 'Colada'))).length).toBe(0);
  });
});
