import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createHarness, type Harness, type SignedIn } from '../../test/harness';

const LIST = 'query ($report: SavedViewReport!) { savedViews(report: $report) { id name query columns shared mine ownerName } }';
const SAVE =
  'mutation ($report: SavedViewReport!, $name: String!, $query: String!, $columns: [String!], $shared: Boolean) { saveView(report: $report, name: $name, query: $query, columns: $columns, shared: $shared) { id name query columns shared mine } }';
const RENAME = 'mutation ($id: ID!, $name: String!, $shared: Boolean) { renameView(id: $id, name: $name, shared: $shared) { id name shared } }';
const DELETE = 'mutation ($id: ID!) { deleteView(id: $id) }';

type View = { id: string; name: string; query: string; columns: string[] | null; shared: boolean; mine: boolean; ownerName: string | null };

let h: Harness;
let treasurer: SignedIn;
let colleague: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  h = await createHarness();
  treasurer = await h.signIn('TESORERIA');
  colleague = await h.signIn('TESORERIA');
  admin = await h.signIn('ADMIN');
});
afterAll(() => h.close());

async function views(as: SignedIn, report = 'accounts'): Promise<View[]> {
  const res = await h.gql<{ savedViews: View[] }>(LIST, { report }, { token: as.token });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.savedViews;
}
async function save(as: SignedIn, variables: Record<string, unknown>) {
  return h.gql<{ saveView: View }>(SAVE, { report: 'accounts', ...variables }, { token: as.token });
}

describe('saved views', () => {
  it('saves the filters and columns under a name, lists them by name, shares them with the role, and only the owner changes them', async () => {
    const mine = await save(treasurer, { name: 'Deudores 2026 de Pleno', query: '?concept=MEMBERSHIP&categoryId=1&sort=pending', columns: ['lastName', 'pending'], shared: true });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.saveView).toMatchObject({ name: 'Deudores 2026 de Pleno', query: 'concept=MEMBERSHIP&categoryId=1&sort=pending', columns: ['lastName', 'pending'], shared: true, mine: true });
    expect((await save(treasurer, { name: 'Al día', query: 'method=EFECTIVO' })).errors).toBeUndefined();

    expect((await views(treasurer)).map((v) => v.name)).toEqual(['Al día', 'Deudores 2026 de Pleno']);
    // The other treasurer sees only the shared one, not as theirs; the admin (another role) sees none.
    const seen = await views(colleague);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ name: 'Deudores 2026 de Pleno', mine: false });
    expect(seen[0].ownerName).toBe(`${treasurer.user.firstName} ${treasurer.user.lastName}`);
    expect(await views(admin)).toEqual([]);
    expect(await views(treasurer, 'members')).toEqual([]);

    const id = mine.data!.saveView.id;
    expect(codeOf(await h.gql(RENAME, { id, name: 'Mío' }, { token: colleague.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(DELETE, { id }, { token: colleague.token }))).toBe('NOT_FOUND');
    const renamed = await h.gql<{ renameView: View }>(RENAME, { id, name: 'Deudores de Pleno', shared: false }, { token: treasurer.token });
    expect(renamed.data!.renameView).toMatchObject({ name: 'Deudores de Pleno', shared: false });
    expect(await views(colleague)).toEqual([]);
    expect((await h.gql(DELETE, { id }, { token: treasurer.token })).errors).toBeUndefined();
    expect((await views(treasurer)).map((v) => v.name)).toEqual(['Al día']);
  });

  it('refuses bad input per field in Spanish, a name taken (any case) on the same report, and hostile ids', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ', query: '' }, 'name', 'Escriba un nombre para la vista'],
      [{ name: 'x'.repeat(81), query: '' }, 'name', 'Como máximo 80 caracteres'],
      [{ name: 'Larga', query: 'a='.repeat(1500) }, 'query', 'Demasiados filtros para guardar'],
      [{ name: 'Columnas', query: '', columns: ['lastName', '"; drop'] }, 'columns.1', 'Columna desconocida'],
    ];
    for (const [variables, field, message] of cases) {
      const res = await save(admin, variables);
      expect(codeOf(res), JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.fields).toMatchObject({ [field]: message });
    }
    expect((await save(admin, { name: 'Mensual', query: 'a=1' })).errors).toBeUndefined();
    const again = await save(admin, { name: 'MENSUAL', query: 'a=2' });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors![0].extensions!.fields).toEqual({ name: 'Ya tiene una vista con ese nombre en este reporte.' });
    expect((await save(admin, { report: 'members', name: 'Mensual', query: 'a=1' })).errors).toBeUndefined();
    expect(codeOf(await h.gql(DELETE, { id: '999999' }, { token: admin.token }))).toBe('NOT_FOUND');
    for (const id of ['abc', '1e9', '-1', "1'; --"]) expect(codeOf(await h.gql(DELETE, { id }, { token: admin.token })), id).toMatch(/^(NOT_FOUND|BAD_USER_INPUT)$/);
  });

  it('is for ADMIN and TESORERIA only', async () => {
    for (const role of ['USER', 'SYSADMIN', 'JUEZ'] as const) {
      const other = await h.signIn(role);
      expect(codeOf(await h.gql(LIST, { report: 'accounts' }, { token: other.token }))).toBe('FORBIDDEN');
      expect(codeOf(await save(other, { name: 'x', query: '' }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await h.gql(LIST, { report: 'accounts' }))).toBe('UNAUTHENTICATED');
  });
});
