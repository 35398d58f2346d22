import { sql } from 'drizzle-orm';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDateField, isMultilineField } from '@portal/domain/input-hygiene';
import { createHarness, type Harness } from '../test/harness';
import { schema } from '../schema';

/**
 * The input hygiene layer, tried as an attacker would, on every argument of every root field the
 * schema has (walked, so a field added later is covered): hostile text, ids out of range and
 * dates that are not dates are BAD_USER_INPUT with a Spanish field message, before anything runs;
 * nothing is ever an internal error, and nothing changes in the database.
 */

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = (await h.signIn(['SYSADMIN', 'ADMIN'])).token;
});
afterAll(() => h.close());

/** Rows per table: what "nothing changed" compares. */
async function snapshot() {
  const tables = await h.db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const rows = 'rows' in tables ? (tables.rows as { name: string }[]) : (tables as unknown as { name: string }[]);
  const out: Record<string, unknown> = {};
  for (const { name } of rows) {
    const r = await h.db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`));
    out[name] = ('rows' in r ? (r.rows as { h: string }[]) : (r as unknown as { h: string }[]))[0].h;
  }
  return out;
}

type Leaf = { path: string[]; type: string; name: string };

/** A value of `type` that GraphQL accepts, for the arguments a case does not aim at. */
function sample(type: GraphQLInputType, name: string, depth = 0): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [];
  if (isEnumType(t)) return t.getValues()[0].value;
  if (isInputObjectType(t)) {
    const out: Record<string, unknown> = {};
    if (depth > 3) return out;
    for (const f of Object.values(t.getFields())) if (isNonNullType(f.type)) out[f.name] = sample(f.type, f.name, depth + 1);
    return out;
  }
  if (isScalarType(t)) {
    if (t.name === 'Int') return 1;
    if (t.name === 'Float') return 1;
    if (t.name === 'Boolean') return true;
    if (t.name === 'ID') return '1';
    if (isDateField(name)) return '2001-02-03';
    return 'Texto';
  }
  return null;
}

/** Every scalar position (String, ID, Int, Float) reachable from an argument. */
function leaves(arg: GraphQLArgument): Leaf[] {
  const out: Leaf[] = [];
  const walk = (type: GraphQLInputType, name: string, path: string[], depth: number) => {
    const t = getNullableType(type);
    if (isListType(t) || depth > 3) return;
    if (isInputObjectType(t)) {
      for (const f of Object.values(t.getFields())) walk(f.type, f.name, [...path, f.name], depth + 1);
    } else if (isScalarType(t) && ['String', 'ID', 'Int', 'Float'].includes(t.name)) {
      out.push({ path, type: t.name, name });
    }
  };
  walk(arg.type, arg.name, [arg.name], 0);
  return out;
}

const setAt = (obj: Record<string, unknown>, path: string[], value: unknown) => {
  let o = obj;
  for (const p of path.slice(0, -1)) o = (o[p] ??= {}) as Record<string, unknown>;
  o[path[path.length - 1]] = value;
};

/** The hostile values for one position, and whether each must be refused (else: any clean answer). */
function hostile(leaf: Leaf): { label: string; value: unknown; refused: boolean }[] {
  if (leaf.type === 'ID') {
    return [
      { label: 'id 2^31', value: '2147483648', refused: true },
      { label: 'id -1', value: '-1', refused: true },
      { label: 'id 1e20', value: 1e20, refused: true },
      { label: 'id with NUL', value: '1\u0000', refused: true },
    ];
  }
  if (leaf.type === 'Int' || leaf.type === 'Float') {
    const isId = /(^id|Id)$/.test(leaf.name);
    return [
      { label: 'int 2^31', value: 2 ** 31, refused: leaf.type === 'Int' },
      { label: 'int -1', value: -1, refused: isId },
      { label: 'int 1e20', value: 1e20, refused: leaf.type === 'Int' },
    ];
  }
  const cases = [
    { label: 'NUL', value: 'Ana\u0000', refused: true },
    { label: 'right-to-left override', value: 'Ana\u202Egpj.exe', refused: true },
    { label: 'first strong isolate', value: '\u2068Ana', refused: true },
    { label: 'BEL', value: 'Ana\u0007', refused: true },
    { label: '10k characters', value: 'a'.repeat(10_000), refused: false },
  ];
  if (!isMultilineField(leaf.name)) cases.push({ label: 'newline', value: 'Ana\nPérez', refused: true });
  if (isDateField(leaf.name)) {
    cases.push({ label: 'date "1"', value: '1', refused: true }, { label: 'date +275760-09-13', value: '+275760-09-13', refused: true });
  }
  return cases;
}

type Case = { field: GraphQLField<unknown, unknown>; op: 'query' | 'mutation'; leaf: Leaf; label: string; value: unknown; refused: boolean };

type RootField = { field: GraphQLField<unknown, unknown>; op: 'query' | 'mutation' };

/** Every query and mutation field, but uploads: multipart requests with their own tests (files.test.ts). */
function rootFields(): RootField[] {
  const out: RootField[] = [];
  for (const [op, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) if (!field.args.some((a) => getNamedType(a.type).name === 'File')) out.push({ field, op });
  }
  return out;
}

function allCases(): Case[] {
  const cases: Case[] = [];
  for (const { field, op } of rootFields()) {
    for (const arg of field.args) for (const leaf of leaves(arg)) for (const c of hostile(leaf)) cases.push({ field, op, leaf, ...c });
  }
  return cases;
}

/** The smallest selection that makes a valid document for `field`'s return type. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const t = getNamedType(field.type);
  return isObjectType(t) ? '{ __typename }' : '';
}

function request(c: Case) {
  const variables: Record<string, unknown> = {};
  for (const arg of c.field.args) if (isNonNullType(arg.type) || arg.name === c.leaf.path[0]) variables[arg.name] = sample(arg.type, arg.name);
  if (c.leaf.path.length === 1) variables[c.leaf.path[0]] = c.value;
  else setAt(variables, c.leaf.path, c.value);
  return { query: operationText(c), variables };
}

/** An operation calling `field` with every argument as a variable of the same name. */
function operationText({ field, op }: RootField): string {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${op}${defs ? ` (${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field)} }`;
}

/** The key BAD_USER_INPUT names for a position: the path inside an input object, or the argument. */
const fieldKey = (leaf: Leaf) => (leaf.path.length > 1 ? leaf.path.slice(1).join('.') : leaf.path[0]);

type ListSite = RootField & { path: string[]; types: GraphQLInputType[]; item: GraphQLInputType };

/** Every list reachable from an argument (through input objects), with the types along its path. */
function listSites(): ListSite[] {
  const sites: ListSite[] = [];
  for (const { field, op } of rootFields()) {
    const walk = (type: GraphQLInputType, path: string[], types: GraphQLInputType[]) => {
      const t = getNullableType(type);
      if (isListType(t)) sites.push({ field, op, path, types: [...types, type], item: t.ofType });
      else if (isInputObjectType(t) && path.length <= 4) for (const f of Object.values(t.getFields())) walk(f.type, [...path, f.name], [...types, type]);
    };
    for (const arg of field.args) walk(arg.type, [arg.name], []);
  }
  return sites;
}

/** A list item the net must refuse: a hostile id or text, or an object with one in a field of its own. */
function hostileItem(type: GraphQLInputType): { value: unknown; rest: string[] } | null {
  const t = getNullableType(type);
  if (isScalarType(t) && t.name === 'ID') return { value: '1\u0000', rest: [] };
  if (isScalarType(t) && t.name === 'String') return { value: 'Ana\u0000', rest: [] };
  if (isInputObjectType(t)) {
    const target = Object.values(t.getFields()).find((f) => {
      const ft = getNullableType(f.type);
      return isScalarType(ft) && (ft.name === 'String' || ft.name === 'ID') && !isDateField(f.name);
    });
    if (!target) return null;
    const value = sample(t, target.name) as Record<string, unknown>;
    value[target.name] = getNullableType(target.type).toString() === 'ID' ? '1\u0000' : 'Ana\u0000';
    return { value, rest: [target.name] };
  }
  return null;
}

/** Puts `value` at `path`, filling the objects on the way with valid samples of their types. */
function setAlong(obj: Record<string, unknown>, path: string[], types: GraphQLInputType[], value: unknown) {
  let o = obj;
  path.slice(0, -1).forEach((p, i) => {
    o = (o[p] ??= sample(types[i], p)) as Record<string, unknown>;
  });
  o[path[path.length - 1]] = value;
}

const ENGLISH = /\b(invalid|expected|got|cannot|must|value|type)\b/i;

describe('input hygiene, on every argument of the schema', () => {
  const cases = allCases();

  it('covers every root field with arguments, and the positions that matter', () => {
    const names = new Set(cases.map((c) => c.field.name));
    for (const f of ['login', 'recoveryPasswordInit', 'register', 'createNews', 'updateMePersonalInfo', 'users', 'countries', 'careers', 'deleteNews', 'asociate']) {
      expect(names, f).toContain(f);
    }
    expect(cases.some((c) => c.field.name === 'createNews' && c.leaf.name === 'publishAt' && c.label === 'date "1"')).toBe(true);
    expect(cases.length).toBeGreaterThan(500);
    console.log(`input hygiene: ${names.size} root fields, ${cases.length} hostile requests (${cases.filter((c) => c.refused).length} must be refused)`);
  });

  let before: Record<string, unknown>;
  it('(takes the snapshot the refusals are compared with)', async () => {
    before = await snapshot();
  });

  const grouped = new Map<string, Case[]>();
  for (const c of cases.filter((x) => x.refused)) grouped.set(`${c.op} ${c.field.name}`, [...(grouped.get(`${c.op} ${c.field.name}`) ?? []), c]);
  const refusedByField = [...grouped.entries()];
  it.each(refusedByField)('%s: hostile text, ids and dates are BAD_USER_INPUT with a Spanish field message, before anything runs', async (_name, fieldCases) => {
    const failures: string[] = [];
    for (const c of fieldCases) {
      const { query, variables } = request(c);
      const res = await h.gql(query, variables, { token });
      const where = `${c.leaf.path.join('.')} ${c.label}`;
      const error = res.errors?.[0];
      const fields = error?.extensions?.fields as Record<string, string> | undefined;
      if (error?.extensions?.code !== 'BAD_USER_INPUT') failures.push(`${where}: ${String(error?.extensions?.code ?? 'no error')} ${error?.message ?? ''}`);
      else if (!fields?.[fieldKey(c.leaf)]) failures.push(`${where}: no message for ${fieldKey(c.leaf)} in ${JSON.stringify(fields)}`);
      else if (ENGLISH.test(fields[fieldKey(c.leaf)]) || ENGLISH.test(error.message)) failures.push(`${where}: not Spanish: ${error.message}`);
      if (typeof c.value === 'string' && c.value.length > 1 && JSON.stringify(res).includes(JSON.stringify(c.value).slice(1, -1))) failures.push(`${where}: echoes the value`);
    }
    expect(failures).toEqual([]);
  });

  it('hostile items inside lists (ids, texts, the fields of listed objects) are BAD_USER_INPUT on the item, before anything runs', async () => {
    const sites = listSites();
    // The lists that matter: ids to act on, keywords, a proposal's authors, a panel's papers.
    for (const where of ['matchBankLine data.chargeIds', 'confirmBankMatches lineIds', 'createPaper data.keywords', 'createPaper data.authors', 'createClosedPanel data.details.papers']) {
      expect(sites.map((site) => `${site.field.name} ${site.path.join('.')}`), where).toContain(where);
    }
    const failures: string[] = [];
    let tried = 0;
    for (const site of sites) {
      const item = hostileItem(site.item);
      if (!item) continue;
      tried++;
      const variables: Record<string, unknown> = {};
      for (const arg of site.field.args) if (isNonNullType(arg.type) || arg.name === site.path[0]) variables[arg.name] = sample(arg.type, arg.name);
      setAlong(variables, site.path, site.types, [item.value]);
      const res = await h.gql(operationText(site), variables, { token });
      const key = [...(site.path.length > 1 ? site.path.slice(1) : site.path), '0', ...item.rest].join('.');
      const error = res.errors?.[0];
      const fields = error?.extensions?.fields as Record<string, string> | undefined;
      if (error?.extensions?.code !== 'BAD_USER_INPUT') failures.push(`${site.field.name} ${key}: ${String(error?.extensions?.code ?? 'no error')} ${error?.message ?? ''}`);
      else if (!fields?.[key]) failures.push(`${site.field.name} ${key}: no message for it in ${JSON.stringify(fields)}`);
    }
    expect(failures).toEqual([]);
    // The walk reaches the schema's lists of ids, texts and objects (42 when this was written).
    expect(tried).toBeGreaterThanOrEqual(40);
  });

  it('the operation a request names is the one checked, wherever it stands in the document', async () => {
    // An id out of range: only the net answers it with a message on the field (the user's page would not find it).
    const query = 'query Primera { __typename }\nquery Segunda($id: ID!) { user(id: $id) { __typename } }';
    const res = await h.app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `bearer ${token}` },
      payload: JSON.stringify({ query, operationName: 'Segunda', variables: { id: '2147483648' } }),
    });
    const body = res.json() as { errors?: { extensions?: { code?: string; fields?: Record<string, string> } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(body.errors?.[0]?.extensions?.fields ?? {})).toEqual(['id']);
  });

  it('nothing changed in the database after all those refusals', async () => {
    expect(await snapshot()).toEqual(before);
  });

  it('long text is refused where a maximum exists, or answered normally; never an internal error', async () => {
    const failures: string[] = [];
    for (const c of cases.filter((x) => !x.refused)) {
      const { query, variables } = request(c);
      const res = await h.gql(query, variables, { token });
      const codes = (res.errors ?? []).map((e) => String(e.extensions?.code));
      const bad = codes.filter((code) => !['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS'].includes(code));
      if (bad.length || res.status >= 500) failures.push(`${c.field.name} ${c.leaf.path.join('.')} ${c.label}: ${res.status} ${JSON.stringify(res.errors)}`);
    }
    expect(failures).toEqual([]);
  });

  it('text is normalised (NFC) and trimmed on the way in', async () => {
    const res = await h.gql<{ createCountry: { name: string } }>('mutation ($d: CountryInput!) { createCountry(data: $d) { name } }', {
      d: { name: '  Pais Cafe\u0301  ', code: 'QQ' },
    }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createCountry.name).toBe('Pais Café');
    expect(res.data!.createCountry.name).toHaveLength(9);
  });

  it('newlines are kept in multi-line fields (a news body)', async () => {
    const res = await h.gql<{ createNews: { body: string } }>(
      'mutation ($d: NewsInput!) { createNews(data: $d) { body } }',
      { d: { product: 'asociacion', title: 'Título', summary: 'Resumen', body: 'Uno\n\n\tDos', status: 'DRAFT' } },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createNews.body).toBe('Uno\n\n\tDos');
  });

  it('the file route refuses ids that cannot be files with 404 (414 when too long), never 500', async () => {
    for (const id of ['%00', '2147483648', '-1', '1e20', '%E2%80%AE', 'a'.repeat(300)]) {
      const res = await h.app.server.inject({ method: 'GET', url: `/files/${id}?exp=1&sig=x` });
      expect([404, 414], id).toContain(res.statusCode);
    }
  });
});
