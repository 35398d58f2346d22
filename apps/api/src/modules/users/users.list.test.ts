import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { personalInfo } from '../../db/schema/profiles';
import { userRoles, users } from '../../db/schema/users';
import { buildConference, buildConferenceRole, buildMembership, buildMembershipCategory, buildThematicArea, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';

const USERS = `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $role: GlobalRole, $membershipStatus: UserMembershipStatus) {
  users(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, role: $role, membershipStatus: $membershipStatus) {
    total page pageSize items { id firstName lastName email document enabled created roles roleGender membershipStatus } } }`;
const USER = `query ($id: ID!) { user(id: $id) { id firstName lastName email document enabled created roles roleGender
  conferenceRoles { role conference { id name } thematicArea { name } }
  memberships { year terminatedMember category { name } }
  charges { description amountCents status }
  permissions { grantableRoles revocableRoles canSetEnabled canSendRecoveryEmail } } }`;

type Item = { id: string; firstName: string; lastName: string; email: string; document: string; roles: string[]; roleGender: string | null; membershipStatus: string };
type UsersData = { users: { total: number; page: number; pageSize: number; items: Item[] } };

const year = new Date().getFullYear();
let h: Harness;
let adminToken: string;
let sysadminToken: string;
let categoryId: number;

beforeAll(async () => {
  h = await createHarness();
  adminToken = (await h.signIn('ADMIN')).token;
  sysadminToken = (await h.signIn('SYSADMIN')).token;
  ({ id: categoryId } = await buildMembershipCategory(h.db, { name: 'Socio Pleno', yearlyFeeCents: 4_500_000 }));
});
afterAll(() => h.close());

/** A member of `year` whose charge has `status` (null: no charge raised). */
const member = (userId: string, status: 'PENDING' | 'PAID' | null, memberYear = year) =>
  buildMembership(h.db, { userId, categoryId, year: memberYear, charge: status ?? undefined });

describe('users (list)', () => {
  it('finds people by name, e-mail or document (dots ignored)', async () => {
    const u = await buildUser(h.db, { firstName: 'Eulalia', document: '33444555', email: 'eulalia.buscada@example.org' });
    for (const search of ['eulalia', 'EULALIA PRUEBA', 'buscada@example', '33.444.555', '444555']) {
      const res = await h.gql<UsersData>(USERS, { search }, { token: adminToken });
      expect(res.errors, search).toBeUndefined();
      expect(res.data!.users.items.map((i) => i.id), search).toEqual([u.id]);
    }
    const none = await h.gql<UsersData>(USERS, { search: '%' }, { token: adminToken });
    expect(none.data!.users.total).toBe(0);
  });

  it('filters by global role and by this year\'s membership status', async () => {
    const paid = await buildUser(h.db, { firstName: 'Filtrada', roles: ['USER', 'TESORERIA'] });
    const owing = await buildUser(h.db, { firstName: 'Filtrada' });
    const none = await buildUser(h.db, { firstName: 'Filtrada' });
    await member(paid.id, 'PAID');
    await member(owing.id, 'PENDING');
    await member(none.id, 'PENDING', year - 1);
    const ids = async (vars: Record<string, unknown>) => {
      const res = await h.gql<UsersData>(USERS, { search: 'Filtrada', ...vars }, { token: sysadminToken });
      expect(res.errors).toBeUndefined();
      return res.data!.users.items.map((i) => i.id);
    };
    expect(await ids({ role: 'TESORERIA' })).toEqual([paid.id]);
    expect(await ids({ membershipStatus: 'UP_TO_DATE' })).toEqual([paid.id]);
    expect(await ids({ membershipStatus: 'OWING' })).toEqual([owing.id]);
    expect(await ids({ membershipStatus: 'NONE' })).toEqual([none.id]);
    expect(await ids({ membershipStatus: 'OWING', role: 'TESORERIA' })).toEqual([]);
    const all = await h.gql<UsersData>(USERS, { search: 'Filtrada' }, { token: sysadminToken });
    const byId = Object.fromEntries(all.data!.users.items.map((i) => [i.id, i]));
    expect(byId[paid.id]).toMatchObject({ roles: ['TESORERIA', 'USER'], membershipStatus: 'UP_TO_DATE' });
    expect(byId[owing.id]).toMatchObject({ roles: ['USER'], membershipStatus: 'OWING' });
  });

  it('sorts by name, e-mail and creation, and pages with a total', async () => {
    const base = Date.now();
    await h.db.insert(users).values(
      ['c', 'a', 'b'].map((k, i) => ({ email: `orden-${k}@example.org`, document: `5000000${i}`, firstName: 'Orden', lastName: `Apellido ${k.toUpperCase()}`, passwordHash: 'x', createdAt: new Date(base - i * 60_000) })),
    );
    const emails = async (vars: Record<string, unknown>) =>
      (await h.gql<UsersData>(USERS, { search: 'orden-', ...vars }, { token: adminToken })).data!.users.items.map((i) => i.email[6]);
    expect(await emails({ sort: 'name' })).toEqual(['a', 'b', 'c']);
    expect(await emails({ sort: 'email', direction: 'DESC' })).toEqual(['c', 'b', 'a']);
    expect(await emails({ sort: 'created', direction: 'ASC' })).toEqual(['b', 'a', 'c']);
    const page = await h.gql<UsersData>(USERS, { search: 'orden-', sort: 'email', page: 1, pageSize: 2 }, { token: adminToken });
    expect(page.data!.users).toMatchObject({ total: 3, page: 1, pageSize: 2, items: [{ email: 'orden-c@example.org' }] });
  });

  it('refuses bad list arguments with per-field messages', async () => {
    const big = await h.gql(USERS, { pageSize: 500 }, { token: adminToken });
    expect(codeOf(big)).toBe('BAD_USER_INPUT');
    expect(big.errors![0].extensions!.fields).toEqual({ pageSize: 'Como máximo 100 filas por página' });
    const sort = await h.gql(USERS, { sort: 'passwordHash' }, { token: adminToken });
    expect(sort.errors![0].extensions!.fields).toEqual({ sort: 'No se puede ordenar por ese campo.' });
    // Refused without repeating the value sent (log and answer hygiene).
    const status = await h.gql(USERS, { membershipStatus: 'MOROSO' }, { token: adminToken });
    expect(status.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { membershipStatus: 'El valor no es válido.' } });
    expect(JSON.stringify(status)).not.toMatch(/MOROSO/);
  });

  it('needs a session and the SYSADMIN or ADMIN role', async () => {
    expect(codeOf(await h.gql(USERS))).toBe('UNAUTHENTICATED');
    for (const role of ['USER', 'TESORERIA'] as const) {
      const { token } = await h.signIn(role);
      const res = await h.gql(USERS, {}, { token });
      expect(codeOf(res)).toBe('FORBIDDEN');
      expect(res.data).toBeNull();
    }
  });

  it("gives each person's role gender for role names (FEMENINO, MASCULINO), null for any other answer or none, never the gender itself; the detail too", async () => {
    const t = Date.now().toString(36);
    const people = await Promise.all(['FEMENINO', 'MASCULINO', 'NO_BINARIO', 'PREFIERO_NO_DECIR', null].map((gender, i) => buildUser(h.db, { firstName: 'Genérica', lastName: `${t} ${i}` }).then((u) => ({ ...u, gender }))));
    await h.db.insert(personalInfo).values(people.filter((p) => p.gender !== null).map((p) => ({ userId: p.id, gender: p.gender })));
    const res = await h.gql<UsersData>(USERS, { search: t, sort: 'name' }, { token: adminToken });
    expect(res.data!.users.items.map((u) => [u.lastName, u.roleGender])).toEqual([
      [`${t} 0`, 'FEMENINO'],
      [`${t} 1`, 'MASCULINO'],
      [`${t} 2`, null],
      [`${t} 3`, null],
      [`${t} 4`, null],
    ]);
    for (const [i, expected] of ['FEMENINO', 'MASCULINO', null, null, null].entries()) {
      const detail = await h.gql<{ user: { roleGender: string | null } }>(USER, { id: people[i].id }, { token: adminToken });
      expect(detail.data!.user.roleGender, people[i].gender ?? 'none').toBe(expected);
    }
  });

  it('runs the same number of SQL statements for 10 and for 100 rows', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ email: `masivo${i}@example.org`, document: `6100${String(i).padStart(4, '0')}`, firstName: 'Masivo', lastName: `Número ${i}`, passwordHash: 'x' }));
    const created = await h.db.insert(users).values(rows).returning({ id: users.id });
    for (const [i, u] of created.entries()) if (i % 3) await member(u.id, i % 2 ? 'PAID' : 'PENDING');
    await h.db.insert(userRoles).values(created.map((u) => ({ userId: u.id, role: 'USER' as const })));
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<UsersData>(USERS, { pageSize, search: 'masivo' }, { token: adminToken });
        expect(res.data!.users.items).toHaveLength(pageSize);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page, which carries its bounded count
    for (const membershipStatus of ['OWING', 'UP_TO_DATE', 'NONE']) {
      const filtered = await h.countStatements(async () => {
        const res = await h.gql<UsersData>(USERS, { pageSize: 10, search: 'masivo', membershipStatus, role: 'USER' }, { token: adminToken });
        expect(res.data!.users.items.length, membershipStatus).toBeGreaterThan(0);
      });
      expect(filtered, membershipStatus).toBe(2);
    }
  });

  it('unfiltered, every sort in both directions gives the order the database gives for that key, page after page (the prepared statements)', async () => {
    for (let i = 0; i < 30; i++) {
      const u = await buildUser(h.db, { firstName: `Orden${i % 7}`, lastName: ['Ñandú', 'Álvarez', 'avila', 'Zárate', 'núñez'][i % 5], email: `sin-filtro-${(i * 37) % 30}@example.org` });
      if (i % 4 === 0) await member(u.id, i % 8 ? 'PAID' : 'PENDING');
    }
    const keys = { name: 'sort_key collate "C"', email: 'email', created: 'created_at' } as const;
    for (const [sort, expression] of Object.entries(keys)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const dir = direction.toLowerCase();
        const oracle = await h.db.execute<{ id: string }>(sql.raw(`select id from users order by ${expression} ${dir}, id ${dir} limit 24`));
        const expected = oracle.rows.map((r) => r.id);
        const seen: string[] = [];
        for (const page of [0, 1, 2]) {
          const res = await h.gql<UsersData>(USERS, { sort, direction, page, pageSize: 8 }, { token: adminToken });
          expect(res.errors, `${sort} ${direction}`).toBeUndefined();
          expect(res.data!.users.total, `${sort} ${direction}`).toBeGreaterThanOrEqual(30);
          seen.push(...res.data!.users.items.map((i) => i.id));
        }
        expect(seen, `${sort} ${direction}`).toEqual(expected);
      }
    }
    // A page past the end: empty, and the total still exact (its count then runs on its own).
    const [{ n }] = (await h.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows;
    const past = await h.gql<UsersData>(USERS, { page: 5000, pageSize: 100 }, { token: adminToken });
    expect(past.data!.users).toMatchObject({ items: [], total: Math.min(n, 1000) });
    // The prepared page carries this year's standing and the roles exactly as the built (searched) one does.
    const newest = (await h.gql<UsersData>(USERS, { sort: 'created', direction: 'DESC', pageSize: 8 }, { token: adminToken })).data!.users.items;
    expect(new Set(newest.map((i) => i.membershipStatus))).toEqual(new Set(['NONE', 'UP_TO_DATE', 'OWING']));
    for (const item of newest) {
      const searched = await h.gql<UsersData>(USERS, { search: item.email }, { token: adminToken });
      expect(searched.data!.users.items).toEqual([item]);
    }
  });

  it('sorts names as a Spanish reader expects: accents and case ignored, ñ after n', async () => {
    const names = ['Ñandú', 'nuñez', 'Núñez', 'Ocampo', 'Álvarez', 'Avila', 'Ábalos', 'Nuno', 'Nieto', 'Zárate', 'ávalos'];
    for (const [i, lastName] of names.entries()) await buildUser(h.db, { firstName: 'Ordenada', lastName, email: `orden${i}@example.org`, document: `7100${i}00` });
    const res = await h.gql<UsersData>(USERS, { search: 'ordenada', pageSize: 50 }, { token: adminToken });
    expect(res.errors).toBeUndefined();
    const order = res.data!.users.items.map((i) => i.lastName);
    expect(order.slice(0, 4)).toEqual(['Ábalos', 'Álvarez', 'ávalos', 'Avila']);
    expect(order.slice(4)).toEqual(['Nieto', 'Nuno', expect.stringMatching(/^n[uú]ñez$/i), expect.stringMatching(/^n[uú]ñez$/i), 'Ñandú', 'Ocampo', 'Zárate']);
    const desc = await h.gql<UsersData>(USERS, { search: 'ordenada', pageSize: 50, direction: 'DESC' }, { token: adminToken });
    expect(desc.data!.users.items.map((i) => i.lastName)[0]).toBe('Zárate');
  });

  it('finds names without their accents, and Ñ as N', async () => {
    const u = await buildUser(h.db, { firstName: 'Begoña', lastName: 'Ibáñez Peña', email: 'begona.ib@example.org', document: '72000111' });
    for (const search of ['ibanez', 'IBÁÑEZ', 'begona', 'peña, beg', 'ibañez peña begoña']) {
      const res = await h.gql<UsersData>(USERS, { search }, { token: adminToken });
      expect(res.data!.users.items.map((i) => i.id), search).toEqual([u.id]);
    }
  });

  it('counts at most 1000 rows and then says so (totalCapped), exact again on the last page', async () => {
    const rows = Array.from({ length: 1005 }, (_, i) => ({ email: `tope${i}@example.org`, document: `8800${String(i).padStart(4, '0')}`, firstName: 'Tope', lastName: `Contado ${i}`, passwordHash: 'x' }));
    await h.db.insert(users).values(rows);
    const COUNTED = 'query ($page: Int, $search: String) { users(page: $page, pageSize: 10, search: $search) { total totalCapped items { id } } }';
    type Counted = { users: { total: number; totalCapped: boolean; items: unknown[] } };
    const first = await h.gql<Counted>(COUNTED, { search: 'tope' }, { token: adminToken });
    expect(first.data!.users).toMatchObject({ total: 1000, totalCapped: true });
    // Deeper: still more than the rows up to this page, and a next page.
    const deep = await h.gql<Counted>(COUNTED, { search: 'tope', page: 99 }, { token: adminToken });
    expect(deep.data!.users).toMatchObject({ total: 1000, totalCapped: true });
    // The last page knows the exact total: the rows before it and its own.
    const last = await h.gql<Counted>(COUNTED, { search: 'tope', page: 100 }, { token: adminToken });
    expect(last.data!.users).toMatchObject({ total: 1005, totalCapped: false });
    expect(last.data!.users.items).toHaveLength(5);
  });
});

describe('user (detail)', () => {
  it('shows account, roles with conference names, memberships, charges and audit entries', async () => {
    const u = await buildUser(h.db, { firstName: 'Detallada', roles: ['USER', 'TESORERIA'] });
    const conf = await buildConference(h.db, { name: 'Congreso 2030' });
    const area = await buildThematicArea(h.db, { name: 'Área de detalle' });
    await buildConferenceRole(h.db, { userId: u.id, conferenceId: conf.id, role: 'COORDINADOR', thematicAreaId: area.id });
    await member(u.id, 'PENDING');
    await h.gql('mutation ($u: ID!) { setUserEnabled(userId: $u, enabled: false) { id } }', { u: u.id }, { token: adminToken });
    const res = await h.gql<{ user: Record<string, unknown> }>(USER, { id: u.id }, { token: adminToken });
    expect(res.errors).toBeUndefined();
    expect(res.data!.user).toMatchObject({
      id: u.id,
      firstName: 'Detallada',
      enabled: false,
      roles: ['TESORERIA', 'USER'],
      conferenceRoles: [{ role: 'COORDINADOR', conference: { id: String(conf.id), name: 'Congreso 2030' }, thematicArea: { name: 'Área de detalle' } }],
      memberships: [{ year, terminatedMember: false, category: { name: 'Socio Pleno' } }],
      charges: [{ description: `Cuota de socio ${year}`, amountCents: 4_500_000, status: 'PENDING' }],
      permissions: { grantableRoles: [], revocableRoles: ['TESORERIA', 'USER'], canSetEnabled: true, canSendRecoveryEmail: false },
    });
    const audit = await h.gql<{ userAuditEntries: { items: unknown[] } }>(
      'query ($u: ID!) { userAuditEntries(userId: $u) { items { action sentence actorName changes { label before after } } } }',
      { u: u.id },
      { token: adminToken },
    );
    expect(audit.data!.userAuditEntries.items).toEqual([
      { action: 'user.disabled', sentence: expect.stringMatching(/^Persona Prueba.* deshabilitó la cuenta\.$/), actorName: expect.stringMatching(/^Persona Prueba/), changes: [{ label: 'Cuenta habilitada', before: 'Sí', after: 'No' }] },
    ]);
  });

  it('tells a SYSADMIN what they may do on their own account: no role to grant themselves, nothing that locks them out', async () => {
    const { user: me, token } = await h.signIn('SYSADMIN');
    const res = await h.gql<{ user: { permissions: Record<string, unknown> } }>(USER, { id: me.id }, { token });
    expect(res.data!.user.permissions).toEqual({ grantableRoles: [], revocableRoles: [], canSetEnabled: false, canSendRecoveryEmail: true });
    const other = await buildUser(h.db);
    const admin = await h.gql<{ user: { permissions: Record<string, unknown> } }>(USER, { id: other.id }, { token: adminToken });
    expect(admin.data!.user.permissions).toEqual({ grantableRoles: ['TESORERIA'], revocableRoles: ['USER'], canSetEnabled: true, canSendRecoveryEmail: true });
  });

  it('answers NOT_FOUND for an unknown id and BAD_USER_INPUT for one that cannot be an id', async () => {
    expect(codeOf(await h.gql(USER, { id: '00000000-0000-4000-8000-000000000000' }, { token: adminToken }))).toBe('NOT_FOUND');
    expect((await h.gql(USER, { id: 'no-es-un-id' }, { token: adminToken })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: 'El identificador no es válido.' } });
  });

  it('needs a session and the SYSADMIN or ADMIN role, and does not leak', async () => {
    const target = await buildUser(h.db);
    await h.db.insert(auditLog).values({ actorId: null, action: 'user.disabled', targetType: 'user', targetId: target.id, targetUserId: target.id });
    expect(codeOf(await h.gql(USER, { id: target.id }))).toBe('UNAUTHENTICATED');
    const { token } = await h.signIn('USER');
    const res = await h.gql(USER, { id: target.id }, { token });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.data).toBeNull();
  });
});
