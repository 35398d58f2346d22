import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { academicTitles, careers } from '../../db/schema/catalogues';
import { academicInfo } from '../../db/schema/profiles';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';
import { auditByAction } from '../../test/rows';

const ACADEMIC = 'mutation ($data: AcademicInfoInput!) { updateMeAcademicInfo(data: $data) { universityCareer { id name } masterCareer { id name } universityTitle { id name } } }';
const SEARCH = 'query ($s: String) { careers(search: $s) { id name } academicTitles(search: $s) { id name } }';
const PENDING = `query ($c: GrowingCatalogue!, $page: Int, $pageSize: Int, $search: String) { pendingCatalogueEntries(catalogue: $c, page: $page, pageSize: $pageSize, search: $search) {
  total items { id name createdAt authorId authorName usageCount } } }`;
const ACCEPT = 'mutation ($c: GrowingCatalogue!, $id: ID!) { acceptCatalogueEntry(catalogue: $c, id: $id) { id name } }';
const MERGE = 'mutation ($c: GrowingCatalogue!, $id: ID!, $into: ID!) { mergeCatalogueEntry(catalogue: $c, id: $id, intoId: $into) { id name } }';

type Named = { id: string; name: string };
type Search = { careers: Named[]; academicTitles: Named[] };
type Pending = { pendingCatalogueEntries: { total: number; items: { id: string; name: string; createdAt: string; authorId: string | null; authorName: string | null; usageCount: number }[] } };

let h: Harness;
let author: SignedIn;
let other: SignedIn;
let sysadmin: SignedIn;
let admin: SignedIn;
let accepted: { id: number };

beforeAll(async () => {
  h = await createHarness();
  [author, other, sysadmin, admin] = [
    await h.signIn({ firstName: 'Rosa', lastName: 'Autora' }),
    await h.signIn('USER'),
    await h.signIn('SYSADMIN'),
    await h.signIn('ADMIN'),
  ];
  [accepted] = await h.db.insert(careers).values({ name: 'Licenciatura en Sociología' }).returning({ id: careers.id });
});
afterAll(() => h.close());

/** The author types a new career and title into their academic data. */
async function typeEntries(who: SignedIn, career: string, title: string) {
  const res = await h.gql<{ updateMeAcademicInfo: { universityCareer: Named; universityTitle: Named } }>(
    ACADEMIC,
    { data: { universityCareer: { name: career }, universityTitle: { name: title } } },
    { token: who.token },
  );
  expect(res.errors).toBeUndefined();
  return { career: res.data!.updateMeAcademicInfo.universityCareer, title: res.data!.updateMeAcademicInfo.universityTitle };
}

const search = async (who: SignedIn, s?: string) => (await h.gql<Search>(SEARCH, { s }, { token: who.token })).data!;
const names = (rows: Named[]) => rows.map((r) => r.name);

describe('visibility of typed careers and titles', () => {
  it('a typed entry is pending: its author and staff see it in every list, another member does not', async () => {
    const typed = await typeEntries(author, 'Tecnicatura Rosa 123', 'Técnica Rosa 555');
    const [row] = await h.db.select().from(careers).where(eq(careers.id, Number(typed.career.id)));
    expect(row).toMatchObject({ status: 'PENDING', createdBy: author.user.id });

    for (const s of ['rosa', undefined]) {
      const mine = await search(author, s);
      expect(names(mine.careers)).toContain('Tecnicatura Rosa 123');
      expect(names(mine.academicTitles)).toContain('Técnica Rosa 555');
      const theirs = await search(other, s);
      expect(names(theirs.careers)).not.toContain('Tecnicatura Rosa 123');
      expect(names(theirs.academicTitles)).not.toContain('Técnica Rosa 555');
      for (const staff of [sysadmin, admin]) {
        const seen = await search(staff, s);
        expect(names(seen.careers)).toContain('Tecnicatura Rosa 123');
        expect(names(seen.academicTitles)).toContain('Técnica Rosa 555');
      }
    }
    // Staff can ask for accepted entries only (the merge target's autocomplete).
    const acceptedOnly = await h.gql<Search>('query ($s: String) { careers(search: $s, acceptedOnly: true) { name } }', { s: 'rosa' }, { token: sysadmin.token });
    expect(names(acceptedOnly.data!.careers)).not.toContain('Tecnicatura Rosa 123');
    // Accepted entries stay visible to everyone.
    expect(names((await search(other, 'sociolog')).careers)).toEqual(['Licenciatura en Sociología']);
  });

  it("another member cannot take someone's pending entry by its id", async () => {
    const typed = await typeEntries(author, 'Carrera Secreta Rosa', 'Título Secreto Rosa');
    const career = await h.gql(ACADEMIC, { data: { masterCareer: { id: typed.career.id } } }, { token: other.token });
    expect(career.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { masterCareer: 'Seleccione una carrera de la lista' } });
    const title = await h.gql(ACADEMIC, { data: { universityTitle: { id: typed.title.id } } }, { token: other.token });
    expect(title.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { universityTitle: 'Seleccione un título de la lista' } });
    // Its author can.
    expect((await h.gql(ACADEMIC, { data: { masterCareer: { id: typed.career.id } } }, { token: author.token })).errors).toBeUndefined();
  });
});

describe('pendingCatalogueEntries', () => {
  it('lists pending entries with who typed them, when, and how many people use each; SYSADMIN only', async () => {
    const typed = await typeEntries(author, 'Profesorado Pendiente Uno', 'Título Pendiente Uno');
    // A second person picks the same typed name: one row, used by two people.
    const second = await h.signIn('USER');
    await typeEntries(second, 'profesorado pendiente uno', 'Otro Título Pendiente');
    const res = await h.gql<Pending>(PENDING, { c: 'CAREER' }, { token: sysadmin.token });
    expect(res.errors).toBeUndefined();
    const entry = res.data!.pendingCatalogueEntries.items.find((i) => i.id === typed.career.id)!;
    expect(entry).toMatchObject({ name: 'Profesorado Pendiente Uno', authorId: author.user.id, authorName: 'Autora, Rosa', usageCount: 2 });
    expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
    expect(res.data!.pendingCatalogueEntries.items.map((i) => i.name)).not.toContain('Licenciatura en Sociología');
    const titles = await h.gql<Pending>(PENDING, { c: 'ACADEMIC_TITLE' }, { token: sysadmin.token });
    expect(titles.data!.pendingCatalogueEntries.items.map((i) => i.name)).toContain('Título Pendiente Uno');

    for (const who of [author, admin]) expect(codeOf(await h.gql(PENDING, { c: 'CAREER' }, { token: who.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(PENDING, { c: 'CAREER' }))).toBe('UNAUTHENTICATED');
  });

  it('runs 2 statements (the session check, then the page with its count) for 10 and for 100 rows, and a page past the end still tells the total', async () => {
    for (let i = 0; i < 12; i++) await typeEntries(await h.signIn('USER'), `Carrera Masiva ${i}`, `Título Masivo ${i}`);
    const statementsFor = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<Pending>(PENDING, { c: 'CAREER', pageSize, search: 'Carrera Masiva' }, { token: sysadmin.token });
        expect(res.data!.pendingCatalogueEntries).toMatchObject({ total: 12 });
        expect(res.data!.pendingCatalogueEntries.items).toHaveLength(pageSize === 10 ? 10 : 12);
      });
    expect([await statementsFor(10), await statementsFor(100)]).toEqual([2, 2]);
    const past = await h.gql<Pending>(PENDING, { c: 'CAREER', page: 9, pageSize: 10, search: 'Carrera Masiva' }, { token: sysadmin.token });
    expect(past.data!.pendingCatalogueEntries).toMatchObject({ items: [], total: 12 });
  });
});

describe('acceptCatalogueEntry', () => {
  it('makes the entry visible to everyone and leaves the pending list; audited', async () => {
    const typed = await typeEntries(author, 'Ingeniería Aceptable', 'Ingeniera Aceptable');
    for (const who of [author, admin, other]) expect(codeOf(await h.gql(ACCEPT, { c: 'CAREER', id: typed.career.id }, { token: who.token }))).toBe('FORBIDDEN');
    const res = await h.gql<{ acceptCatalogueEntry: Named }>(ACCEPT, { c: 'CAREER', id: typed.career.id }, { token: sysadmin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.acceptCatalogueEntry).toEqual({ id: typed.career.id, name: 'Ingeniería Aceptable' });
    expect(names((await search(other, 'aceptable')).careers)).toEqual(['Ingeniería Aceptable']);
    // The title was not accepted.
    expect(names((await search(other, 'aceptable')).academicTitles)).toEqual([]);
    const pending = await h.gql<Pending>(PENDING, { c: 'CAREER' }, { token: sysadmin.token });
    expect(pending.data!.pendingCatalogueEntries.items.map((i) => i.id)).not.toContain(typed.career.id);
    const [audit] = await auditByAction(h.db, 'career.accepted');
    expect(audit).toMatchObject({ actorId: sysadmin.user.id, targetType: 'career', targetId: typed.career.id });
    // Twice: it is no longer pending.
    expect(codeOf(await h.gql(ACCEPT, { c: 'CAREER', id: typed.career.id }, { token: sysadmin.token }))).toBe('NOT_FOUND');
  });
});

describe('mergeCatalogueEntry', () => {
  it("re-points every person's reference to the kept entry and deletes the typed one; audited", async () => {
    const typed = await typeEntries(author, 'Lic. en Sociologia', 'Sociólogo Pendiente');
    // Someone else uses it too, in another column.
    const second = await h.signIn('USER');
    await h.db.insert(academicInfo).values({ userId: second.user.id, masterCareerId: Number(typed.career.id), doctorateCareerId: Number(typed.career.id) });
    const res = await h.gql<{ mergeCatalogueEntry: Named }>(MERGE, { c: 'CAREER', id: typed.career.id, into: String(accepted.id) }, { token: sysadmin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.mergeCatalogueEntry).toEqual({ id: String(accepted.id), name: 'Licenciatura en Sociología' });
    expect(await h.db.select().from(careers).where(eq(careers.id, Number(typed.career.id)))).toEqual([]);
    const rows = await h.db.select().from(academicInfo).where(sql`${academicInfo.userId} in (${author.user.id}, ${second.user.id})`);
    const refs = rows.flatMap((r) => [r.universityCareerId, r.masterCareerId, r.doctorateCareerId]).filter((v) => v !== null);
    expect(refs.sort()).toEqual([accepted.id, accepted.id, accepted.id]);
    const [audit] = await auditByAction(h.db, 'career.merged');
    expect(audit).toMatchObject({ actorId: sysadmin.user.id, targetId: typed.career.id, before: { name: 'Lic. en Sociologia', people: 2 }, after: { mergedInto: 'Licenciatura en Sociología' } });
  });

  it('merges titles too, and refuses a pending, missing or same target, and other roles', async () => {
    const typed = await typeEntries(author, 'Carrera Para Refusar', 'Título Para Unificar');
    const [keep] = await h.db.insert(academicTitles).values({ name: 'Licenciado en Sociología' }).returning({ id: academicTitles.id });
    const pendingTarget = await typeEntries(other, 'Carrera Ajena Pendiente', 'Título Ajeno Pendiente');
    const merge = (id: string, into: string, token = sysadmin.token, c = 'ACADEMIC_TITLE') => h.gql(MERGE, { c, id, into }, { token });

    expect(codeOf(await merge(typed.title.id, pendingTarget.title.id))).toBe('BAD_USER_INPUT');
    expect(codeOf(await merge(typed.title.id, typed.title.id))).toBe('BAD_USER_INPUT');
    expect(codeOf(await merge(typed.title.id, '999999'))).toBe('BAD_USER_INPUT');
    // No such pending entry, or an accepted one.
    expect(codeOf(await merge('999999', String(keep.id)))).toBe('NOT_FOUND');
    expect(codeOf(await merge(String(keep.id), String(keep.id)))).toBe('BAD_USER_INPUT');
    expect(codeOf(await merge(String(accepted.id), typed.career.id, sysadmin.token, 'CAREER'))).toBe('NOT_FOUND');
    for (const who of [author, admin]) expect(codeOf(await merge(typed.title.id, String(keep.id), who.token))).toBe('FORBIDDEN');
    expect(await h.db.select().from(academicTitles).where(eq(academicTitles.id, Number(typed.title.id)))).toHaveLength(1);

    expect((await merge(typed.title.id, String(keep.id))).errors).toBeUndefined();
    const [info] = await h.db.select().from(academicInfo).where(eq(academicInfo.userId, author.user.id));
    expect(info.universityTitleId).toBe(keep.id);
  });

  it('is atomic: when deleting the typed entry fails, no reference has moved', async () => {
    const typed = await typeEntries(author, 'Carrera Atómica', 'Título Atómico');
    await h.db.execute(sql`create function refuse_career_delete() returns trigger language plpgsql as $$ begin raise exception 'borrado refusado por la prueba'; end $$`);
    await h.db.execute(sql`create trigger refuse_career_delete before delete on careers for each row execute function refuse_career_delete()`);
    try {
      const res = await h.gql(MERGE, { c: 'CAREER', id: typed.career.id, into: String(accepted.id) }, { token: sysadmin.token });
      expect(codeOf(res)).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await h.db.execute(sql`drop trigger refuse_career_delete on careers`);
      await h.db.execute(sql`drop function refuse_career_delete()`);
    }
    const [info] = await h.db.select().from(academicInfo).where(eq(academicInfo.userId, author.user.id));
    expect(info.universityCareerId).toBe(Number(typed.career.id));
    expect(await h.db.select().from(careers).where(eq(careers.id, Number(typed.career.id)))).toHaveLength(1);
    expect((await auditByAction(h.db, 'career.merged')).map((a) => a.targetId)).not.toContain(typed.career.id);
  });
});
