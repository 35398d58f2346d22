import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceRoles, conferences, conferenceThematicAreas, inscriptionCategories } from '../../db/schema/conferences';
import { personalInfo } from '../../db/schema/profiles';
import { buildConference, buildConferenceRole, buildThematicArea, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { auditByAction } from '../../test/rows';

const FIELDS = 'id name edition venue inscriptionStart inscriptionEnd startDate endDate isCurrent abstractMaxWords keywordsMin keywordsMax panelPapersMin panelPapersMax maxFileMb staffCount windows { type opensOn closesOn } thematicAreas { id name } categories { id name memberFeeCents nonMemberFeeCents isStudent }';
const LIST = `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
  conferences(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) { total items { ${FIELDS} } } }`;
const GET = `query ($id: ID!) { conference(id: $id) { ${FIELDS} } }`;
const CURRENT = '{ currentConference { id name venue startDate endDate } }';
const CREATE = `mutation ($d: ConferenceInput!) { createConference(data: $d) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $d: ConferenceInput!) { updateConference(id: $id, data: $d) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteConference(id: $id) }';
const SET_CURRENT = 'mutation ($id: ID!) { setCurrentConference(id: $id) { id isCurrent } }';
const STAFF = `query ($c: ID!, $page: Int, $pageSize: Int, $search: String) {
  conferenceStaff(conferenceId: $c, page: $page, pageSize: $pageSize, search: $search) { total items { id firstName lastName roleGender roles { id role thematicAreaId thematicAreaName } } } }`;
const CANDIDATES = 'query ($s: String!) { staffCandidates(search: $s) { id firstName lastName email } }';
const GRANT = 'mutation ($c: ID!, $d: GrantConferenceRoleInput!) { grantConferenceRole(conferenceId: $c, data: $d) { id roleGender roles { id role thematicAreaId thematicAreaName } } }';
const REVOKE = 'mutation ($id: ID!) { revokeConferenceRole(id: $id) }';

type C = { id: string; name: string; isCurrent: boolean; categories: { id: string; name: string; memberFeeCents: number }[]; thematicAreas: { id: string }[]; windows: unknown[] };

let h: Harness;
let admin: string;
let treasury: string;
let user: string;
let areaA: number;
let areaB: number;

const tag = () => Math.random().toString(36).slice(2, 8);
const input = (o: Record<string, unknown> = {}) => ({
  name: `Congreso ${tag()}`,
  edition: 13,
  venue: 'Universidad Nacional de Cuyo, Mendoza',
  inscriptionStart: '2030-02-01',
  inscriptionEnd: '2030-05-31',
  startDate: '2030-06-10',
  endDate: '2030-06-12',
  windows: [
    { type: 'PRESENTACION', opensOn: '2030-02-01', closesOn: '2030-04-30' },
    { type: 'LIBRO', opensOn: '2030-02-01', closesOn: '2030-03-31' },
  ],
  thematicAreaIds: [String(areaA), String(areaB)],
  abstractMaxWords: 300,
  keywordsMin: 3,
  keywordsMax: 5,
  authorsMax: 6,
  panelPapersMin: 3,
  panelPapersMax: 5,
  maxFileMb: 20,
  categories: [
    { name: 'Expositor', memberFee: 3_500_000, nonMemberFee: 6_000_000 },
    { name: 'Estudiante', memberFee: 500_000, nonMemberFee: 1_000_000, isStudent: true },
  ],
  ...o,
});
const conferenceCount = async () => (await h.db.select({ n: count() }).from(conferences))[0].n;

beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
  treasury = (await h.signIn('TESORERIA')).token;
  user = (await h.signIn('USER')).token;
  areaA = (await buildThematicArea(h.db, { name: `Teoría política ${tag()}` })).id;
  areaB = (await buildThematicArea(h.db, { name: `Política comparada ${tag()}` })).id;
});
afterAll(() => h.close());

describe('createConference, updateConference', () => {
  it('creates an edition with its windows, areas and categories in cents, audited', async () => {
    const res = await h.gql<{ createConference: C }>(CREATE, { d: input({ name: '  Congreso Mendoza  ' }) }, { token: admin });
    expect(res.errors).toBeUndefined();
    const c = res.data!.createConference;
    expect(c).toMatchObject({ name: 'Congreso Mendoza', edition: 13, isCurrent: false, maxFileMb: 20, staffCount: 0 });
    expect(c.windows).toEqual([
      { type: 'PRESENTACION', opensOn: '2030-02-01', closesOn: '2030-04-30' },
      { type: 'LIBRO', opensOn: '2030-02-01', closesOn: '2030-03-31' },
    ]);
    expect(c.thematicAreas.map((a) => Number(a.id)).sort()).toEqual([areaA, areaB].sort());
    expect(c.categories.map((k) => [k.name, k.memberFeeCents])).toEqual([['Expositor', 3_500_000], ['Estudiante', 500_000]]);
    const [audit] = (await auditByAction(h.db, 'conference.created')).filter((a) => a.targetId === c.id);
    expect(audit.after).toMatchObject({ name: 'Congreso Mendoza' });
  });

  it('edits: keeps a category by id, renames it, removes another and adds a new one', async () => {
    const c = (await h.gql<{ createConference: C }>(CREATE, { d: input() }, { token: admin })).data!.createConference;
    const [expositor, estudiante] = c.categories;
    const res = await h.gql<{ updateConference: C }>(
      UPDATE,
      { id: c.id, d: input({ name: c.name, thematicAreaIds: [String(areaA)], categories: [{ id: estudiante.id, name: 'Expositor', memberFee: 1, nonMemberFee: 2 }, { name: 'Oyente', memberFee: 0, nonMemberFee: 100 }] }) },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    const after = res.data!.updateConference;
    expect(after.categories.map((k) => [k.id, k.name])).toEqual([[estudiante.id, 'Expositor'], [expect.any(String), 'Oyente']]);
    expect(after.categories.some((k) => k.id === expositor.id)).toBe(false);
    expect(after.thematicAreas).toEqual([{ id: String(areaA), name: expect.any(String) }]);
    expect((await auditByAction(h.db, 'conference.updated')).some((a) => a.targetId === c.id)).toBe(true);
  });

  it('answers BAD_USER_INPUT with Spanish messages per field and changes nothing', async () => {
    const before = await conferenceCount();
    const res = await h.gql(
      CREATE,
      {
        d: input({
          name: ' ',
          inscriptionEnd: '2030-01-01',
          endDate: '2030-06-01',
          windows: [{ type: 'PRESENTACION', opensOn: '2030-04-01', closesOn: '2030-03-01' }],
          keywordsMin: 5,
          keywordsMax: 3,
          maxFileMb: 500,
          categories: [{ name: 'A', memberFee: -1, nonMemberFee: 10 }],
        }),
      },
      { token: admin },
    );
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toMatchObject({
      name: 'Ingrese el nombre del congreso',
      inscriptionEnd: 'El fin de la inscripción debe ser posterior a su inicio',
      endDate: 'El último día debe ser posterior al primero',
      'windows.0.closesOn': 'El cierre debe ser posterior a la apertura',
      maxFileMb: 'Debe ser como máximo 20',
      'categories.0.memberFee': 'El importe no puede ser negativo',
    });
    const noAreas = await h.gql(CREATE, { d: input({ thematicAreaIds: [], categories: [] }) }, { token: admin });
    expect(noAreas.errors![0].extensions!.fields).toMatchObject({ thematicAreaIds: 'Elija al menos un área temática', categories: 'Agregue al menos una categoría de inscripción' });
    const order = await h.gql(CREATE, { d: input({ keywordsMin: 5, keywordsMax: 3 }) }, { token: admin });
    expect(order.errors![0].extensions!.fields).toEqual({ keywordsMax: 'Debe ser mayor o igual que el mínimo' });
    const missingArea = await h.gql(CREATE, { d: input({ thematicAreaIds: ['2147483000'] }) }, { token: admin });
    expect(missingArea.errors![0].extensions!.fields).toEqual({ thematicAreaIds: 'Un área temática elegida no existe' });
    expect(await conferenceCount()).toBe(before);
  });

  it('refuses an area that still has coordinators in the edition (CONFLICT), changing nothing', async () => {
    const c = (await h.gql<{ createConference: C }>(CREATE, { d: input() }, { token: admin })).data!.createConference;
    await buildConferenceRole(h.db, { userId: (await buildUser(h.db)).id, role: 'COORDINADOR', conferenceId: Number(c.id), thematicAreaId: areaB });
    const res = await h.gql(UPDATE, { id: c.id, d: input({ thematicAreaIds: [String(areaA)] }) }, { token: admin });
    expect(codeOf(res)).toBe('CONFLICT');
    const areas = await h.db.select().from(conferenceThematicAreas).where(eq(conferenceThematicAreas.conferenceId, Number(c.id)));
    expect(areas).toHaveLength(2);
  });

  it('is for ADMIN only, and an unknown id is NOT_FOUND', async () => {
    const before = await conferenceCount();
    expect(codeOf(await h.gql(CREATE, { d: input() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(CREATE, { d: input() }, { token: treasury }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CREATE, { d: input() }, { token: user }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(UPDATE, { id: '2147483000', d: input() }, { token: admin }))).toBe('NOT_FOUND');
    expect(await conferenceCount()).toBe(before);
  });
});

describe('conferences list and detail', () => {
  it('searches ignoring accents, sorts and pages', async () => {
    const t = tag();
    await buildConference(h.db, { name: `Edición Córdoba ${t}`, edition: 2, startDate: '2031-05-01' });
    await buildConference(h.db, { name: `Edicion Rosario ${t}`, edition: 3, startDate: '2032-05-01' });
    const res = await h.gql<{ conferences: { total: number; items: C[] } }>(LIST, { search: `edicion`, sort: 'edition', direction: 'DESC', pageSize: 1 }, { token: treasury });
    expect(res.data!.conferences.total).toBeGreaterThanOrEqual(2);
    expect(res.data!.conferences.items).toHaveLength(1);
    const cordoba = await h.gql<{ conferences: { total: number; items: C[] } }>(LIST, { search: `CORDOBA ${t}` }, { token: admin });
    expect(cordoba.data!.conferences.items.map((c) => c.name)).toEqual([`Edición Córdoba ${t}`]);
    expect(codeOf(await h.gql(LIST, { sort: 'password' }, { token: admin }))).toBe('BAD_USER_INPUT');
  });

  it('unsearched, every sort in both directions gives the order the database gives for that key, page after page (the prepared statements)', async () => {
    const t = tag();
    for (const [i, name] of ['Ñuñoa', 'Ávila', 'Zárate', 'ovalle', 'Bariloche'].entries())
      await buildConference(h.db, { name: `${name} ${t}`, edition: 40 + (i % 2), startDate: `20${40 + (i % 3)}-05-01`, venue: ['Sede B', 'sede a', 'Sede C'][i % 3] });
    const keys = { name: sql`portal_sort_key(${conferences.name}) collate "C"`, edition: conferences.edition, startDate: conferences.startDate, inscriptionStart: conferences.inscriptionStart, venue: conferences.venue, isCurrent: conferences.isCurrent };
    for (const [sort, key] of Object.entries(keys)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const expected = await h.db
          .select({ id: conferences.id })
          .from(conferences)
          .orderBy(direction === 'DESC' ? sql`${key} desc` : sql`${key} asc`, desc(conferences.id))
          .limit(6);
        const ids: number[] = [];
        for (const page of [0, 1]) {
          const res = await h.gql<{ conferences: { items: C[] } }>(LIST, { sort, direction, page, pageSize: 3 }, { token: admin });
          ids.push(...res.data!.conferences.items.map((c) => Number(c.id)));
        }
        expect(ids, `${sort} ${direction}`).toEqual(expected.map((r) => r.id));
      }
    }
  });

  it('runs the same number of SQL statements for 10 and for 100 rows', async () => {
    const t = tag();
    const rows = await h.db.insert(conferences).values(Array.from({ length: 105 }, (_, i) => ({ name: `Masivo ${t} ${i}`, inscriptionStart: '2030-01-01', inscriptionEnd: '2030-02-01', startDate: '2030-03-01', endDate: '2030-03-02' }))).returning();
    await h.db.insert(inscriptionCategories).values(rows.map((r) => ({ conferenceId: r.id, name: 'General', memberFeeCents: 1, nonMemberFeeCents: 2 })));
    await h.db.insert(conferenceThematicAreas).values(rows.map((r) => ({ conferenceId: r.id, thematicAreaId: areaA })));
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ conferences: { items: unknown[] } }>(LIST, { pageSize, search: `Masivo ${t}` }, { token: admin });
        expect(res.data!.conferences.items).toHaveLength(pageSize);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    console.log('conferences: statements for pageSize 10 and 100:', [ten, hundred]);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page with its parts and bounded count
  });

  it('lists and shows editions to ADMIN and TESORERIA only', async () => {
    const c = await buildConference(h.db);
    expect((await h.gql<{ conference: C }>(GET, { id: String(c.id) }, { token: treasury })).data!.conference.name).toBe(c.name);
    expect(codeOf(await h.gql(GET, { id: '2147483000' }, { token: admin }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(LIST, {}, { token: user }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(GET, { id: String(c.id) }, { token: user }))).toBe('FORBIDDEN');
  });
});

describe('the current edition', () => {
  it('setting one unsets the other, and everyone signed in sees it', async () => {
    const first = await buildConference(h.db);
    const second = await buildConference(h.db);
    expect((await h.gql(SET_CURRENT, { id: String(first.id) }, { token: admin })).errors).toBeUndefined();
    expect((await h.gql<{ currentConference: { id: string } }>(CURRENT, {}, { token: user })).data!.currentConference.id).toBe(String(first.id));
    await h.gql(SET_CURRENT, { id: String(second.id) }, { token: admin });
    const current = await h.db.select({ id: conferences.id }).from(conferences).where(eq(conferences.isCurrent, true));
    expect(current).toEqual([{ id: second.id }]);
    const seen = await h.gql<{ currentConference: { id: string; venue: string } }>(CURRENT, {}, { token: treasury });
    expect(seen.data!.currentConference).toMatchObject({ id: String(second.id), venue: 'Sede de prueba' });
    const [audit] = (await auditByAction(h.db, 'conference.markedCurrent')).filter((a) => a.targetId === String(second.id));
    expect(audit.before).toEqual({ currentConferenceId: first.id });
    expect(codeOf(await h.gql(CURRENT))).toBe('UNAUTHENTICATED');
  });

  it('two concurrent calls both succeed and leave exactly one current edition', async () => {
    const a = await buildConference(h.db);
    const b = await buildConference(h.db);
    const [ra, rb] = await Promise.all([h.gql(SET_CURRENT, { id: String(a.id) }, { token: admin }), h.gql(SET_CURRENT, { id: String(b.id) }, { token: admin })]);
    expect(ra.errors).toBeUndefined();
    expect(rb.errors).toBeUndefined();
    const current = await h.db.select({ id: conferences.id }).from(conferences).where(eq(conferences.isCurrent, true));
    expect(current).toHaveLength(1);
    expect([a.id, b.id]).toContain(current[0].id);
  });

  it('is for ADMIN only; an unknown id is NOT_FOUND', async () => {
    const c = await buildConference(h.db);
    expect(codeOf(await h.gql(SET_CURRENT, { id: String(c.id) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(SET_CURRENT, { id: String(c.id) }, { token: treasury }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(SET_CURRENT, { id: '2147483000' }, { token: admin }))).toBe('NOT_FOUND');
    expect((await h.db.select().from(conferences).where(eq(conferences.id, c.id)))[0].isCurrent).toBe(false);
  });
});

describe('deleteConference', () => {
  it('deletes an edition nothing depends on, with its categories, audited', async () => {
    const c = (await h.gql<{ createConference: C }>(CREATE, { d: input() }, { token: admin })).data!.createConference;
    expect((await h.gql(DELETE, { id: c.id }, { token: admin })).data).toEqual({ deleteConference: true });
    expect(await h.db.select().from(conferences).where(eq(conferences.id, Number(c.id)))).toEqual([]);
    expect(await h.db.select().from(inscriptionCategories).where(eq(inscriptionCategories.conferenceId, Number(c.id)))).toEqual([]);
    expect((await auditByAction(h.db, 'conference.deleted')).some((a) => a.targetId === c.id)).toBe(true);
  });

  it('answers CONFLICT in Spanish when the edition has staff, and keeps it', async () => {
    const c = await buildConference(h.db);
    await buildConferenceRole(h.db, { userId: (await buildUser(h.db)).id, role: 'JUEZ', conferenceId: c.id });
    const res = await h.gql(DELETE, { id: String(c.id) }, { token: admin });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toMatch(/No se puede eliminar .* tiene un rol asignado/);
    expect(await h.db.select().from(conferences).where(eq(conferences.id, c.id))).toHaveLength(1);
  });

  it('is for ADMIN only', async () => {
    const c = await buildConference(h.db);
    expect(codeOf(await h.gql(DELETE, { id: String(c.id) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(DELETE, { id: String(c.id) }, { token: treasury }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DELETE, { id: '2147483000' }, { token: admin }))).toBe('NOT_FOUND');
    expect(await h.db.select().from(conferences).where(eq(conferences.id, c.id))).toHaveLength(1);
  });
});

describe('congress roles', () => {
  async function edition() {
    const c = (await h.gql<{ createConference: C }>(CREATE, { d: input() }, { token: admin })).data!.createConference;
    return c.id;
  }

  it('TESORERIA grants COORDINADOR of two areas; audited; the person holds it from their next request', async () => {
    const id = await edition();
    const member = await h.signIn('USER');
    const res = await h.gql<{ grantConferenceRole: { id: string; roles: { role: string; thematicAreaId: string }[] } }>(
      GRANT,
      { c: id, d: { userId: member.user.id, role: 'COORDINADOR', thematicAreaIds: [String(areaA), String(areaB)] } },
      { token: treasury },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.grantConferenceRole.roles.map((r) => [r.role, Number(r.thematicAreaId)]).sort()).toEqual([['COORDINADOR', areaA], ['COORDINADOR', areaB]].sort());
    const audits = (await auditByAction(h.db, 'conferenceRole.granted')).filter((a) => a.targetUserId === member.user.id);
    expect(audits).toHaveLength(2);
    // After a refresh the app reads `me` again: the new role is there.
    const refreshed = await h.gql<{ refreshToken: { token: string } }>('mutation ($r: String!) { refreshToken(refreshToken: $r) { token } }', { r: member.refreshToken });
    const me = await h.gql<{ me: { conferenceRoles: { role: string }[] } }>('{ me { conferenceRoles { role } } }', {}, { token: refreshed.data!.refreshToken.token });
    expect(me.data!.me.conferenceRoles.map((r) => r.role)).toEqual(['COORDINADOR', 'COORDINADOR']);
  });

  it('nobody grants a congress role to themselves: TESORERIA and ADMIN are refused, nothing is stored or audited', async () => {
    const id = await edition();
    for (const roles of [['TESORERIA'], ['ADMIN'], ['ADMIN', 'TESORERIA']] as const) {
      const actor = await h.signIn([...roles]);
      for (const role of ['ADMIN_CONGRESO', 'COORDINADOR', 'JUEZ', 'ORGANIZADOR_CONGRESO']) {
        const d = { userId: actor.user.id, role, ...(role === 'COORDINADOR' ? { thematicAreaIds: [String(areaA)] } : {}) };
        const res = await h.gql(GRANT, { c: id, d }, { token: actor.token });
        expect(codeOf(res), `${roles.join('+')} → ${role}`).toBe('FORBIDDEN');
        expect(res.errors![0].message).toBe('Nadie puede otorgarse un rol a sí mismo: debe hacerlo otra persona con permisos.');
      }
      expect(await h.db.select().from(conferenceRoles).where(eq(conferenceRoles.userId, actor.user.id))).toEqual([]);
      expect((await auditByAction(h.db, 'conferenceRole.granted')).filter((a) => a.targetUserId === actor.user.id)).toEqual([]);
    }
  });

  it('lists the people and their roles, searching ignoring accents', async () => {
    const id = await edition();
    const jose = await buildUser(h.db, { firstName: 'José', lastName: `Núñez${tag()}` });
    const ana = await buildUser(h.db, { firstName: 'Ana', lastName: `Pérez${tag()}` });
    await h.gql(GRANT, { c: id, d: { userId: jose.id, role: 'JUEZ' } }, { token: admin });
    await h.gql(GRANT, { c: id, d: { userId: jose.id, role: 'ORGANIZADOR_CONGRESO' } }, { token: admin });
    await h.gql(GRANT, { c: id, d: { userId: ana.id, role: 'ADMIN_CONGRESO' } }, { token: admin });
    const all = await h.gql<{ conferenceStaff: { total: number; items: { id: string; roles: { role: string }[] }[] } }>(STAFF, { c: id }, { token: treasury });
    expect(all.data!.conferenceStaff.total).toBe(2);
    const found = await h.gql<{ conferenceStaff: { total: number; items: { id: string; roles: { role: string }[] }[] } }>(STAFF, { c: id, search: 'jose nunez' }, { token: treasury });
    expect(found.data!.conferenceStaff.items).toEqual([{ id: jose.id, firstName: 'José', lastName: jose.lastName, roleGender: null, roles: [expect.objectContaining({ role: 'JUEZ' }), expect.objectContaining({ role: 'ORGANIZADOR_CONGRESO' })] }]);
    expect(codeOf(await h.gql(STAFF, { c: '2147483000' }, { token: admin }))).toBe('NOT_FOUND');
  });

  it("gives each person's role gender for role names (FEMENINO, MASCULINO; null otherwise), in the list and in the grant's answer", async () => {
    const id = await edition();
    const [ines, bruno, alex] = await Promise.all(['Inés', 'Bruno', 'Alex'].map((firstName) => buildUser(h.db, { firstName, lastName: `Géneros${tag()}` })));
    await h.db.insert(personalInfo).values([
      { userId: ines.id, gender: 'FEMENINO' },
      { userId: bruno.id, gender: 'MASCULINO' },
      { userId: alex.id, gender: 'NO_BINARIO' },
    ]);
    const granted = await h.gql<{ grantConferenceRole: { roleGender: string | null } }>(GRANT, { c: id, d: { userId: ines.id, role: 'COORDINADOR', thematicAreaIds: [String(areaA)] } }, { token: admin });
    expect(granted.data!.grantConferenceRole.roleGender).toBe('FEMENINO');
    for (const p of [bruno, alex]) await h.gql(GRANT, { c: id, d: { userId: p.id, role: 'JUEZ' } }, { token: admin });
    const res = await h.gql<{ conferenceStaff: { items: { id: string; roleGender: string | null }[] } }>(STAFF, { c: id }, { token: treasury });
    expect(Object.fromEntries(res.data!.conferenceStaff.items.map((p) => [p.id, p.roleGender]))).toEqual({ [ines.id]: 'FEMENINO', [bruno.id]: 'MASCULINO', [alex.id]: null });
  });

  it('conferenceStaff runs the same number of SQL statements for 10 and for 100 people', async () => {
    const id = Number(await edition());
    const people = await Promise.all(Array.from({ length: 105 }, () => buildUser(h.db)));
    await h.db.insert(conferenceRoles).values(people.flatMap((p) => [{ userId: p.id, conferenceId: id, role: 'JUEZ' as const }, { userId: p.id, conferenceId: id, role: 'COORDINADOR' as const, thematicAreaId: areaA }]));
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ conferenceStaff: { items: unknown[] } }>(STAFF, { c: String(id), pageSize }, { token: treasury });
        expect(res.data!.conferenceStaff.items).toHaveLength(pageSize);
      });
    const ten = await statementsFor(10);
    const hundred = await statementsFor(100);
    console.log('conferenceStaff: statements for pageSize 10 and 100:', [ten, hundred]);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page with its bounded count
  });

  it('the person picker finds accounts ignoring accents', async () => {
    const t = tag();
    const person = await buildUser(h.db, { firstName: 'Íñigo', lastName: `Ramírez${t}` });
    const res = await h.gql<{ staffCandidates: { id: string }[] }>(CANDIDATES, { s: `inigo ramirez${t}` }, { token: treasury });
    expect(res.data!.staffCandidates.map((p) => p.id)).toEqual([person.id]);
    expect((await h.gql<{ staffCandidates: unknown[] }>(CANDIDATES, { s: 'i' }, { token: admin })).data!.staffCandidates).toEqual([]);
    expect(codeOf(await h.gql(CANDIDATES, { s: 'inigo' }, { token: user }))).toBe('FORBIDDEN');
  });

  it('refuses bad input with Spanish messages and a role already held with CONFLICT, changing nothing', async () => {
    const id = await edition();
    const other = await buildThematicArea(h.db);
    const person = await buildUser(h.db);
    const rolesOf = async () => h.db.select().from(conferenceRoles).where(eq(conferenceRoles.userId, person.id));
    const noArea = await h.gql(GRANT, { c: id, d: { userId: person.id, role: 'COORDINADOR' } }, { token: treasury });
    expect(noArea.errors![0].extensions!.fields).toEqual({ thematicAreaIds: 'Elija al menos un área temática' });
    const foreignArea = await h.gql(GRANT, { c: id, d: { userId: person.id, role: 'COORDINADOR', thematicAreaIds: [String(other.id)] } }, { token: treasury });
    expect(foreignArea.errors![0].extensions!.fields).toEqual({ thematicAreaIds: 'Elija áreas temáticas de esta edición' });
    const nobody = await h.gql(GRANT, { c: id, d: { userId: '00000000-0000-4000-8000-000000000000', role: 'JUEZ' } }, { token: treasury });
    expect(nobody.errors![0].extensions!.fields).toEqual({ userId: 'Elija una persona de la lista' });
    expect(await rolesOf()).toEqual([]);
    await h.gql(GRANT, { c: id, d: { userId: person.id, role: 'JUEZ' } }, { token: treasury });
    const twice = await h.gql(GRANT, { c: id, d: { userId: person.id, role: 'JUEZ' } }, { token: treasury });
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(twice.errors![0].message).toContain('ya tiene el rol Juez de premios');
    expect(await rolesOf()).toHaveLength(1);
    expect(codeOf(await h.gql(GRANT, { c: '2147483000', d: { userId: person.id, role: 'JUEZ' } }, { token: treasury }))).toBe('NOT_FOUND');
  });

  it('removes one role, audited; grant and remove are for TESORERIA and ADMIN only', async () => {
    const id = await edition();
    const person = await buildUser(h.db);
    const granted = await h.gql<{ grantConferenceRole: { roles: { id: string }[] } }>(GRANT, { c: id, d: { userId: person.id, role: 'ADMIN_CONGRESO' } }, { token: admin });
    const roleId = granted.data!.grantConferenceRole.roles[0].id;
    expect(codeOf(await h.gql(REVOKE, { id: roleId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(REVOKE, { id: roleId }, { token: user }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(GRANT, { c: id, d: { userId: person.id, role: 'JUEZ' } }, { token: user }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(GRANT, { c: id, d: { userId: person.id, role: 'JUEZ' } }))).toBe('UNAUTHENTICATED');
    expect(await h.db.select().from(conferenceRoles).where(eq(conferenceRoles.userId, person.id))).toHaveLength(1);
    expect((await h.gql(REVOKE, { id: roleId }, { token: treasury })).data).toEqual({ revokeConferenceRole: true });
    expect(await h.db.select().from(conferenceRoles).where(eq(conferenceRoles.userId, person.id))).toEqual([]);
    expect((await auditByAction(h.db, 'conferenceRole.revoked')).some((a) => a.targetUserId === person.id)).toBe(true);
    expect(codeOf(await h.gql(REVOKE, { id: roleId }, { token: treasury }))).toBe('NOT_FOUND');
  });
});

describe('thematic areas an edition uses', () => {
  it('cannot be deleted from the catalogue while an edition uses them (CONFLICT, kept)', async () => {
    const area = await buildThematicArea(h.db);
    await h.gql(CREATE, { d: input({ thematicAreaIds: [String(area.id)] }) }, { token: admin });
    const sysadmin = (await h.signIn('SYSADMIN')).token;
    const res = await h.gql('mutation ($id: ID!) { deleteThematicArea(id: $id) }', { id: String(area.id) }, { token: sysadmin });
    expect(codeOf(res)).toBe('CONFLICT');
    expect(res.errors![0].message).toBe('No se puede eliminar: la usa 1 edición del congreso.');
    expect(await h.db.select().from(conferenceThematicAreas).where(eq(conferenceThematicAreas.thematicAreaId, area.id))).toHaveLength(1);
  });
});
