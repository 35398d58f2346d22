import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { academicTitles, careers, countries, institutions, provinces, universities } from '../../db/schema/catalogues';
import { thematicAreas } from '../../db/schema/conferences';
import { academicInfo, personalInfo } from '../../db/schema/profiles';
import { buildConference, buildCountry, buildProvince, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';

let h: Harness;
let sysadmin: string;
let user: string;
let admin: string;
let userId: string;

beforeAll(async () => {
  h = await createHarness();
  sysadmin = (await h.signIn('SYSADMIN')).token;
  const u = await h.signIn('USER');
  userId = u.user.id;
  user = u.token;
  admin = (await h.signIn(['ADMIN', 'USER'])).token;
  const used = new Set((await h.db.select({ code: countries.code }).from(countries)).map((c) => c.code));
  for (const a of 'QXZ') for (const b of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') if (!used.has(a + b)) freeCodes.push(a + b);
});

/** Two-letter codes no seeded country uses. */
const freeCodes: string[] = [];
const freeCode = () => freeCodes.shift()!;
/** Institution codes are unique too: each generic case row gets its own. */
let institutionCodes = 0;
afterAll(() => h.close());

type Case = {
  list: string;
  single: string;
  fields: string;
  table: typeof institutions | typeof universities | typeof countries | typeof thematicAreas;
  data: (name: string) => Record<string, unknown>;
  /** Makes `id` used somewhere; returns the expected CONFLICT message. */
  use: (id: number) => Promise<string>;
};

const cases: Case[] = [
  {
    list: 'institutions',
    single: 'Institution',
    fields: 'id name code',
    table: institutions,
    data: (name) => ({ name, code: `COD${++institutionCodes}` }),
    use: async (id) => {
      for (let i = 0; i < 3; i++) {
        const u = await buildUser(h.db);
        await h.db.insert(academicInfo).values({ userId: u.id, firstInstitutionId: id });
      }
      return 'No se puede eliminar: la usan 3 perfiles académicos.';
    },
  },
  {
    list: 'universities',
    single: 'University',
    fields: 'id name',
    table: universities,
    data: (name) => ({ name }),
    use: async (id) => {
      const u = await buildUser(h.db);
      await h.db.insert(academicInfo).values({ userId: u.id, masterInstitutionId: id });
      return 'No se puede eliminar: la usa 1 perfil académico.';
    },
  },
  {
    list: 'countries',
    single: 'Country',
    fields: 'id name code provincesCount',
    table: countries,
    data: (name) => ({ name, code: freeCode() }),
    use: async (id) => {
      const u = await buildUser(h.db);
      await h.db.insert(personalInfo).values({ userId: u.id, countryId: id });
      return 'No se puede eliminar: lo usa 1 perfil personal.';
    },
  },
  {
    list: 'thematicAreas',
    single: 'ThematicArea',
    fields: 'id name',
    table: thematicAreas,
    data: (name) => ({ name }),
    use: async (id) => {
      await buildUser(h.db, { conferenceRoles: [{ role: 'COORDINADOR', conferenceId: (await buildConference(h.db)).id, thematicAreaId: id }] });
      return 'No se puede eliminar: está asignada a 1 coordinador de congreso.';
    },
  },
];

const audits = async (targetType: string, id: string) =>
  (await h.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, id)))).map((a) => a.action);

for (const c of cases) {
  const inputType = `${c.single}Input`;
  const LIST = `query ($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    ${c.list}(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) { items { ${c.fields} } total page pageSize } }`;
  const CREATE = `mutation ($data: ${inputType}!) { create${c.single}(data: $data) { ${c.fields} } }`;
  const UPDATE = `mutation ($id: ID!, $data: ${inputType}!) { update${c.single}(id: $id, data: $data) { ${c.fields} } }`;
  const DELETE = `mutation ($id: ID!) { delete${c.single}(id: $id) }`;
  const tag = c.list.slice(0, 4);
  const create = async (name: string) => {
    const res = await h.gql<Record<string, { id: string; name: string }>>(CREATE, { data: c.data(name) }, { token: sysadmin });
    expect(res.errors).toBeUndefined();
    return res.data![`create${c.single}`];
  };
  const countRows = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(c.table))[0].n;

  describe(c.list, () => {
    it('SYSADMIN creates, finds by search, edits and deletes, each audited', async () => {
      const row = await create(`Zeta ${tag} alfa`);
      expect(row.name).toBe(`Zeta ${tag} alfa`);
      const found = await h.gql<Record<string, { items: { name: string }[]; total: number }>>(LIST, { search: `zeta ${tag}` }, { token: user });
      expect(found.errors).toBeUndefined();
      expect(found.data![c.list].items.map((i) => i.name)).toEqual([`Zeta ${tag} alfa`]);
      expect(found.data![c.list].total).toBe(1);
      const updated = await h.gql<Record<string, { name: string }>>(UPDATE, { id: row.id, data: c.data(`Zeta ${tag} beta`) }, { token: sysadmin });
      expect(updated.errors).toBeUndefined();
      expect(updated.data![`update${c.single}`].name).toBe(`Zeta ${tag} beta`);
      const deleted = await h.gql<Record<string, boolean>>(DELETE, { id: row.id }, { token: sysadmin });
      expect(deleted.data![`delete${c.single}`]).toBe(true);
      const subject = c.single[0].toLowerCase() + c.single.slice(1);
      expect(await audits(c.single.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase(), row.id)).toEqual([`${subject}.created`, `${subject}.updated`, `${subject}.deleted`]);
    });

    it('paginates and sorts on the server', async () => {
      for (const n of ['Pag1', 'Pag2', 'Pag3']) await create(`${n} ${tag}`);
      const res = await h.gql<Record<string, { items: { name: string }[]; total: number; page: number; pageSize: number }>>(
        LIST,
        { search: `${tag}`, page: 1, pageSize: 2, sort: 'name', direction: 'DESC' },
        { token: user },
      );
      const page = res.data![c.list];
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page).toMatchObject({ page: 1, pageSize: 2 });
      const all = await h.gql<Record<string, { items: { name: string }[] }>>(LIST, { search: `Pag`, sort: 'name', direction: 'DESC', pageSize: 100 }, { token: user });
      const names = all.data![c.list].items.map((i) => i.name).filter((n) => n.endsWith(tag));
      expect(names).toEqual([`Pag3 ${tag}`, `Pag2 ${tag}`, `Pag1 ${tag}`]);
      expect(codeOf(await h.gql(LIST, { sort: 'password' }, { token: user }))).toBe('BAD_USER_INPUT');
    });

    it('uses the same number of statements for 10 and 100 rows per page', async () => {
      for (let i = 0; i < 12; i++) await h.db.insert(c.table).values({ name: `Bulk ${tag} ${i}`, ...(c.list === 'countries' ? { code: freeCode() } : {}) } as never);
      const counts: number[] = [];
      for (const pageSize of [10, 100]) {
        const statements = await h.countStatements(async () => {
          const res = await h.gql<Record<string, { items: unknown[] }>>(LIST, { pageSize }, { token: user });
          expect(res.data![c.list].items.length).toBeGreaterThanOrEqual(10);
        });
        counts.push(statements);
      }
      expect(counts[0]).toBe(counts[1]);
      expect(counts[0]).toBe(2); // the session check, then the page, which carries its bounded count
    });

    it('unfiltered, by name both ways, page after page, in the Spanish order of the database (the prepared statements)', async () => {
      for (const name of ['Ñuble', 'Ávila', 'avellaneda', 'Zona', 'nueva']) await h.db.insert(c.table).values({ name: `${name} ${tag}`, ...(c.list === 'countries' ? { code: freeCode() } : {}) } as never);
      for (const direction of ['ASC', 'DESC'] as const) {
        const order = sql`portal_sort_key(${c.table.name}) collate "C" ${sql.raw(direction)}`;
        const expected = (await h.db.select({ id: c.table.id }).from(c.table).orderBy(order, c.table.id).limit(12)).map((r) => String(r.id));
        const seen: string[] = [];
        for (const page of [0, 1, 2]) {
          const res = await h.gql<Record<string, { items: { id: string }[]; total: number }>>(LIST, { sort: 'name', direction, page, pageSize: 4 }, { token: user });
          expect(res.errors, direction).toBeUndefined();
          seen.push(...res.data![c.list].items.map((i) => i.id));
        }
        expect(seen, direction).toEqual(expected);
      }
    });

    it('a page past the end is empty and still tells the exact total (its count runs on its own only then)', async () => {
      for (let i = 0; i < 3; i++) await h.db.insert(c.table).values({ name: `Fin ${tag} ${i}`, ...(c.list === 'countries' ? { code: freeCode() } : {}) } as never);
      type ListData = Record<string, { items: unknown[]; total: number }>;
      const first = await h.gql<ListData>(LIST, { search: `Fin ${tag}`, pageSize: 2 }, { token: user });
      expect(first.data![c.list]).toMatchObject({ total: 3 });
      let past: Awaited<ReturnType<typeof h.gql<ListData>>> | undefined;
      const statements = await h.countStatements(async () => {
        past = await h.gql<ListData>(LIST, { search: `Fin ${tag}`, page: 5, pageSize: 2 }, { token: user });
      });
      expect(past!.data![c.list]).toMatchObject({ items: [], total: 3 });
      expect(statements).toBe(3); // the session check, the page and, past the end, its count
      const none = await h.gql<ListData>(LIST, { search: `Nada ${tag}`, pageSize: 2 }, { token: user });
      expect(none.data![c.list]).toMatchObject({ items: [], total: 0 });
    });

    it('refuses a duplicate name, case-insensitively, with CONFLICT on `name`; nothing changes', async () => {
      const row = await create(`Único ${tag}`);
      const rows = await countRows();
      const dup = await h.gql(CREATE, { data: c.data(`  único   ${tag.toUpperCase()} `) }, { token: sysadmin });
      expect(codeOf(dup)).toBe('CONFLICT');
      expect(dup.errors![0].extensions!.fields).toEqual({ name: expect.stringMatching(/^Ya existe/) });
      expect(await countRows()).toBe(rows);
      const other = await create(`Otro ${tag}`);
      const clash = await h.gql(UPDATE, { id: other.id, data: c.data(`ÚNICO ${tag}`) }, { token: sysadmin });
      expect(codeOf(clash)).toBe('CONFLICT');
      const [kept] = await h.db.select({ name: c.table.name }).from(c.table).where(eq(c.table.id, Number(other.id)));
      expect(kept.name).toBe(`Otro ${tag}`);
      expect(row.id).not.toBe(other.id);
    });

    it('refuses to delete a row in use, saying where', async () => {
      const row = await create(`En uso ${tag}`);
      const message = await c.use(Number(row.id));
      const res = await h.gql(DELETE, { id: row.id }, { token: sysadmin });
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors![0].message).toBe(message);
      expect(await h.db.select().from(c.table).where(eq(c.table.id, Number(row.id)))).toHaveLength(1);
    });

    it('tells on the list page which rows are in use (inUse), read in the page\'s one statement', async () => {
      const used = await create(`Usada ${tag}`);
      const free = await create(`Libre ${tag}`);
      await c.use(Number(used.id));
      const IN_USE = LIST.replace(`items { ${c.fields} }`, 'items { id inUse }');
      const statements = await h.countStatements(() => h.gql(IN_USE, { search: tag, pageSize: 100 }, { token: sysadmin }));
      const res = await h.gql<Record<string, { items: { id: string; inUse: boolean }[] }>>(IN_USE, { search: tag, pageSize: 100 }, { token: sysadmin });
      const inUse = new Map(res.data![c.list].items.map((r) => [r.id, r.inUse]));
      expect(inUse.get(used.id)).toBe(true);
      expect(inUse.get(free.id)).toBe(false);
      expect(statements).toBe(await h.countStatements(() => h.gql(LIST, { search: tag, pageSize: 100 }, { token: sysadmin })));
    });

    it('answers BAD_USER_INPUT with fields on bad input; nothing changes', async () => {
      const rows = await countRows();
      const empty = await h.gql(CREATE, { data: c.data('   ') }, { token: sysadmin });
      expect(codeOf(empty)).toBe('BAD_USER_INPUT');
      expect(empty.errors![0].extensions!.fields).toHaveProperty('name');
      const extra = await h.gql(CREATE, { data: { ...c.data('Con extra'), userId } }, { token: sysadmin });
      expect(extra.errors).toBeDefined();
      expect(await countRows()).toBe(rows);
      expect(codeOf(await h.gql(UPDATE, { id: '999999', data: c.data('Nadie') }, { token: sysadmin }))).toBe('NOT_FOUND');
      expect(codeOf(await h.gql(DELETE, { id: 'abc' }, { token: sysadmin }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await h.gql(DELETE, { id: '99999999999' }, { token: sysadmin }))).toBe('BAD_USER_INPUT');
    });

    it('needs a session to read and SYSADMIN to change', async () => {
      expect(codeOf(await h.gql(LIST))).toBe('UNAUTHENTICATED');
      const row = await create(`Protegido ${tag}`);
      const rows = await countRows();
      for (const token of [undefined, user, admin]) {
        const expected = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
        expect(codeOf(await h.gql(CREATE, { data: c.data(`Intruso ${tag}`) }, { token }))).toBe(expected);
        expect(codeOf(await h.gql(UPDATE, { id: row.id, data: c.data(`Intruso ${tag}`) }, { token }))).toBe(expected);
        expect(codeOf(await h.gql(DELETE, { id: row.id }, { token }))).toBe(expected);
      }
      expect(await countRows()).toBe(rows);
      const [kept] = await h.db.select({ name: c.table.name }).from(c.table).where(eq(c.table.id, Number(row.id)));
      expect(kept.name).toBe(`Protegido ${tag}`);
    });
  });
}

describe('countries', () => {
  it('ship seeded, Argentina with its provinces; SYSADMIN edits name and code; duplicate code is a CONFLICT', async () => {
    const res = await h.gql<{ countries: { items: { id: string; name: string; code: string; provincesCount: number }[] } }>(
      '{ countries(search: "argentina") { items { id name code provincesCount } } }', {}, { token: user },
    );
    const ar = res.data!.countries.items[0];
    expect(ar).toMatchObject({ name: 'Argentina', code: 'AR', provincesCount: 24 });
    const provs = await h.gql<{ provinces: { name: string }[] }>('query ($id: ID!) { provinces(countryId: $id) { name } }', { id: ar.id }, { token: user });
    expect(provs.data!.provinces.map((p) => p.name)).toContain('Córdoba');
    const [uy] = await h.db.select().from(countries).where(eq(countries.code, 'UY'));
    const renamed = await h.gql<{ updateCountry: { name: string; code: string } }>(
      'mutation ($id: ID!, $data: CountryInput!) { updateCountry(id: $id, data: $data) { name code } }', { id: uy.id, data: { name: 'República Oriental del Uruguay', code: 'uy' } }, { token: sysadmin },
    );
    expect(renamed.data!.updateCountry).toEqual({ name: 'República Oriental del Uruguay', code: 'UY' });
    const dup = await h.gql('mutation ($id: ID!, $data: CountryInput!) { updateCountry(id: $id, data: $data) { name } }', { id: uy.id, data: { name: 'Uruguay', code: 'AR' } }, { token: sysadmin });
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(dup.errors![0].extensions!.fields).toEqual({ code: 'Ya existe un país con ese código.' });
    const bad = await h.gql('mutation ($id: ID!, $data: CountryInput!) { updateCountry(id: $id, data: $data) { name } }', { id: uy.id, data: { name: 'Uruguay', code: 'URY' } }, { token: sysadmin });
    expect(bad.errors![0].extensions!.fields).toHaveProperty('code');
    expect(codeOf(await h.gql('{ provinces(countryId: "1") { name } }'))).toBe('UNAUTHENTICATED');
  });

  it('are found ignoring accents and case ("peru" finds Perú, "PARAG" only Paraguay)', async () => {
    const names = async (search: string) =>
      (await h.gql<{ countries: { items: { name: string }[] } }>('query ($s: String) { countries(search: $s, pageSize: 50) { items { name } } }', { s: search }, { token: user })).data!.countries.items.map((c) => c.name);
    expect(await names('peru')).toEqual(['Perú']);
    expect(await names('PARAG')).toEqual(['Paraguay']);
    expect(await names('reino unido')).toContain('Reino Unido');
  });

  it('deleting a country deletes its provinces when nobody uses them', async () => {
    const c = await buildCountry(h.db, { name: 'Tierra Nueva', code: freeCode() });
    await buildProvince(h.db, { countryId: c.id, name: 'Norte' });
    const res = await h.gql('mutation ($id: ID!) { deleteCountry(id: $id) }', { id: c.id }, { token: sysadmin });
    expect(res.errors).toBeUndefined();
    expect(await h.db.select().from(provinces).where(eq(provinces.countryId, c.id))).toEqual([]);
  });
});

describe('institution codes', () => {
  const CREATE = 'mutation ($data: InstitutionInput!) { createInstitution(data: $data) { id name code } }';
  const UPDATE = 'mutation ($id: ID!, $data: InstitutionInput!) { updateInstitution(id: $id, data: $data) { id name code } }';
  const count = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(institutions))[0].n;

  it('refuses a code another institution has, case-insensitively, with CONFLICT on `code`; nothing changes', async () => {
    const first = await h.gql<{ createInstitution: { id: string } }>(CREATE, { data: { name: 'Instituto Uno', code: 'IUNO' } }, { token: sysadmin });
    expect(first.errors).toBeUndefined();
    const rows = await count();
    const dup = await h.gql(CREATE, { data: { name: 'Instituto Dos', code: ' iuno ' } }, { token: sysadmin });
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(dup.errors![0].extensions!.fields).toEqual({ code: 'Ya existe una institución con ese código.' });
    expect(await count()).toBe(rows);

    const second = await h.gql<{ createInstitution: { id: string } }>(CREATE, { data: { name: 'Instituto Dos', code: 'IDOS' } }, { token: sysadmin });
    const clash = await h.gql(UPDATE, { id: second.data!.createInstitution.id, data: { name: 'Instituto Dos', code: 'Iuno' } }, { token: sysadmin });
    expect(codeOf(clash)).toBe('CONFLICT');
    expect(clash.errors![0].extensions!.fields).toEqual({ code: 'Ya existe una institución con ese código.' });
    const [kept] = await h.db.select({ code: institutions.code }).from(institutions).where(eq(institutions.id, Number(second.data!.createInstitution.id)));
    expect(kept.code).toBe('IDOS');

    // Keeping its own code (in another case) is not a clash.
    const same = await h.gql<{ updateInstitution: { code: string } }>(UPDATE, { id: first.data!.createInstitution.id, data: { name: 'Instituto Uno', code: 'iuno' } }, { token: sysadmin });
    expect(same.errors).toBeUndefined();
    expect(same.data!.updateInstitution.code).toBe('iuno');
  });

  it('lets any number of institutions have no code', async () => {
    for (const name of ['Sin código A', 'Sin código B']) {
      const res = await h.gql<{ createInstitution: { code: string | null } }>(CREATE, { data: { name, code: '' } }, { token: sysadmin });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createInstitution.code).toBeNull();
    }
  });

  it('is backed by a unique index on lower(code), so a concurrent insert cannot slip through', async () => {
    await h.db.insert(institutions).values({ name: 'Índice A', code: 'IDX' });
    await expect(h.db.insert(institutions).values({ name: 'Índice B', code: 'idx' })).rejects.toThrow();
    await h.db.insert(institutions).values([{ name: 'Índice C' }, { name: 'Índice D' }]);
  });
});

describe('careers and academicTitles', () => {
  it('answer the first 20 matches by name to any signed-in person', async () => {
    await h.db.insert(careers).values(Array.from({ length: 25 }, (_, i) => ({ name: `Licenciatura ${String(i).padStart(2, '0')}` })));
    await h.db.insert(academicTitles).values([{ name: 'Doctor en Ciencia Política' }, { name: 'Magíster en Políticas Públicas' }]);
    const res = await h.gql<{ careers: { name: string }[]; academicTitles: { name: string }[] }>(
      '{ careers(search: "licenciatura") { id name } academicTitles(search: "políti") { id name } }', {}, { token: user },
    );
    expect(res.data!.careers).toHaveLength(20);
    expect(res.data!.careers[0].name).toBe('Licenciatura 00');
    expect(res.data!.academicTitles.map((t) => t.name)).toEqual(['Doctor en Ciencia Política', 'Magíster en Políticas Públicas']);
    const ranked = await h.gql<{ careers: { name: string }[] }>('{ careers(search: "CIENCIA") { name } }', {}, { token: user });
    expect(ranked.data!.careers.map((c) => c.name)).toEqual([]);
    await h.db.insert(careers).values([{ name: 'Abogacía y Ciencias Sociales' }, { name: 'Ciencia Política' }, { name: 'Licenciatura en Ciencias' }]);
    const prefixFirst = await h.gql<{ careers: { name: string }[] }>('{ careers(search: "ciéncia") { name } }', {}, { token: user });
    expect(prefixFirst.data!.careers.map((c) => c.name)).toEqual(['Ciencia Política', 'Abogacía y Ciencias Sociales', 'Licenciatura en Ciencias']);
    expect(codeOf(await h.gql('{ careers { id } }'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql('{ academicTitles { id } }'))).toBe('UNAUTHENTICATED');
  });
});
