import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parse } from 'graphql';
import { userRoles, users } from '../db/schema/users';
import { codeOf, createHarness, type Harness } from '../test/harness';
import { KnownQueries, plainParams, type Sighting } from './known-queries';
import { schema } from './schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const USERS = 'query ($page: Int, $pageSize: Int) { users(page: $page, pageSize: $pageSize) { total items { id email roles } } }';
const COUNTRIES = 'query ($search: String) { countries(search: $search, pageSize: 5) { total items { id name } } }';

/** Sends `query` and says whether KnownQueries answered it (without Yoga). */
async function send(query: string, variables: Record<string, unknown>, token?: string) {
  const before = h.app.knownQueries.hits;
  const res = await h.gql<Record<string, unknown>>(query, variables, { token });
  return { res, known: h.app.knownQueries.hits > before };
}

describe('KnownQueries', () => {
  it('answers a query Yoga answered before, with the same answer, and the session checked again (riding along with the page)', async () => {
    const { token } = await h.signIn('ADMIN');
    let first, second;
    const yogaStatements = await h.countStatements(async () => (first = await send(USERS, { page: 0, pageSize: 5 }, token)));
    const knownStatements = await h.countStatements(async () => (second = await send(USERS, { page: 0, pageSize: 5 }, token)));
    expect([first!.known, second!.known]).toEqual([false, true]);
    expect(second!.res).toEqual(first!.res);
    expect(second!.res.errors).toBeUndefined();
    // Through Yoga the session check and the page; known, the page alone, with the session check riding along.
    expect(yogaStatements).toBe(2);
    expect(knownStatements).toBe(1);
  });

  it('compiles a text once, at its first repeat, and answers every later repeat from it; a text sent once is never compiled', async () => {
    const { token } = await h.signIn('ADMIN');
    const text = `query CompiledOnce ($search: String) { countries(search: $search, pageSize: 3) { total items { id name code } } }`;
    const once = h.app.knownQueries.compiles;
    await send(`${text} # sent once`, { search: null }, token);
    await send(text, { search: null }, token);
    expect(h.app.knownQueries.compiles).toBe(once);
    const answers = [];
    for (const search of [null, 'a', null]) answers.push(await send(text, { search }, token));
    expect(answers.map((a) => a.known)).toEqual([true, true, true]);
    expect(h.app.knownQueries.compiles).toBe(once + 1);
    // The compiled answer is graphql-js's: Yoga's answer to a text it has not seen, for the same variables.
    const fresh = await send(`${text} # fresh`, { search: 'a' }, token);
    expect(fresh.known).toBe(false);
    expect(answers[1].res).toEqual(fresh.res);
  });

  it('tells apart the operations of one text: a text known for one operation is not answered for the other', async () => {
    const { token } = await h.signIn('ADMIN');
    const text = 'query Paises { countries(pageSize: 2) { total } }\nquery Yo { me { roles } }';
    const post = async (operationName: string) => {
      const before = h.app.knownQueries.hits;
      const res = await h.app.server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `bearer ${token}` },
        payload: JSON.stringify({ query: text, operationName }),
      });
      return { data: (res.json() as { data?: Record<string, unknown> }).data, known: h.app.knownQueries.hits > before };
    };
    await post('Paises');
    expect((await post('Paises')).known).toBe(true);
    const other = await post('Yo');
    expect(other.known).toBe(false);
    expect(Object.keys(other.data ?? {})).toEqual(['me']);
  });

  it('applies a role taken away to the very next request (Yoga answers FORBIDDEN)', async () => {
    const { token, user } = await h.signIn('ADMIN');
    await send(USERS, { page: 0, pageSize: 5 }, token);
    expect((await send(USERS, { page: 0, pageSize: 5 }, token)).known).toBe(true);
    await h.db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, 'ADMIN')));
    const after = await send(USERS, { page: 0, pageSize: 5 }, token);
    expect(after.known).toBe(false);
    expect(codeOf(after.res)).toBe('FORBIDDEN');
  });

  it('applies a session ended to the very next request (Yoga answers UNAUTHENTICATED)', async () => {
    const { token } = await h.signIn('ADMIN');
    await send(USERS, { page: 0, pageSize: 5 }, token);
    expect((await send(USERS, { page: 0, pageSize: 5 }, token)).known).toBe(true);
    expect((await h.gql('mutation { logout }', {}, { token })).errors).toBeUndefined();
    const after = await send(USERS, { page: 0, pageSize: 5 }, token);
    expect(after.known).toBe(false);
    expect(codeOf(after.res)).toBe('UNAUTHENTICATED');
  });

  it('answers with the account as it is now, not as the session last read it (a name changed, an account disabled)', async () => {
    const ME = '{ me { firstName lastName roles } }';
    const { token, user } = await h.signIn('ADMIN');
    await send(ME, {}, token);
    expect((await send(ME, {}, token)).known).toBe(true);
    await h.db.update(users).set({ firstName: 'Renombrada' }).where(eq(users.id, user.id));
    const renamed = await send(ME, {}, token);
    expect(renamed.res.data).toMatchObject({ me: { firstName: 'Renombrada', roles: ['ADMIN'] } });
    // The session's new reading is the one remembered: the next request is known again.
    expect((await send(ME, {}, token)).known).toBe(true);
    await h.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    const disabled = await send(USERS, { page: 0, pageSize: 5 }, token);
    expect(disabled.known).toBe(false);
    expect(codeOf(disabled.res)).toBe('UNAUTHENTICATED');
  });

  it('gives a role granted since the last request at once (the remembered viewer lacked it)', async () => {
    const { token, user } = await h.signIn('USER');
    await send('{ me { roles } }', {}, token);
    expect((await send('{ me { roles } }', {}, token)).known).toBe(true);
    await h.db.insert(userRoles).values({ userId: user.id, role: 'ADMIN' });
    const after = await send(USERS, { page: 0, pageSize: 5 }, token);
    expect(after.res.errors).toBeUndefined();
    expect(after.res.data).toMatchObject({ users: { items: expect.any(Array) } });
  });

  it('leaves a hostile value of a known query to Yoga and its input net', async () => {
    const { token } = await h.signIn('ADMIN');
    await send(COUNTRIES, { search: 'ar' }, token);
    expect((await send(COUNTRIES, { search: 'ar' }, token)).known).toBe(true);
    const hostile = await send(COUNTRIES, { search: 'a\u202Eb' }, token);
    expect(hostile.known).toBe(false);
    expect(codeOf(hostile.res)).toBe('BAD_USER_INPUT');
    const wrongType = await send(COUNTRIES, { search: 12 }, token);
    expect(wrongType.known).toBe(false);
    expect(codeOf(wrongType.res)).toBe('BAD_USER_INPUT');
  });

  it('never learns a mutation, nor a query that ended with errors', async () => {
    const { token } = await h.signIn('USER');
    for (let i = 0; i < 2; i++) expect((await send('mutation { logout }', {}, token)).known).toBe(false);
    for (let i = 0; i < 2; i++) expect((await send(USERS, { page: 0 }, token)).known).toBe(false);
  });

  it('notes only queries that ran without errors, never a mutation', () => {
    const plugin = new KnownQueries(schema).plugin((context) => (context as { sighting: Sighting }).sighting);
    const noted = (source: string, result: object) => {
      const sighting: Sighting = {};
      const document = parse(source);
      type Hook = (p: { args: object }) => { onExecuteDone: (p: { result: object }) => void };
      (plugin.onExecute as unknown as Hook)({ args: { document, contextValue: { sighting } } }).onExecuteDone({ result });
      return sighting.document === document;
    };
    expect(noted('{ __typename }', { data: { __typename: 'Query' } })).toBe(true);
    expect(noted('mutation { logout }', { data: { logout: true } })).toBe(false);
    expect(noted('{ __typename }', { data: null, errors: [new Error('x')] })).toBe(false);
    expect(noted('{ __typename }', { data: { __typename: 'Query' }, extensions: { a: 1 } })).toBe(false);
  });

  it('runs nothing, not even the session check, for a value the input net refuses', async () => {
    const known = new KnownQueries(schema);
    const params = (search: string) => ({ query: COUNTRIES, variables: { search }, operationName: undefined });
    known.learn(undefined, params('ar'), { document: parse(COUNTRIES) }, 200, 'application/json; charset=utf-8');
    let contexts = 0;
    const context = async () => {
      contexts++;
      throw new Error('no database here');
    };
    for (const hostile of ['a\u0000b', 'a\u202Eb', 'línea\nnueva']) expect(await known.answer(undefined, params(hostile), context), hostile).toBeNull();
    expect(contexts).toBe(0);
    // A fine value does get as far as the context.
    expect(await known.answer(undefined, params('ar'), context)).toBeNull();
    expect(contexts).toBe(1);
  });

  it('keeps at most `limit` queries, the newest', async () => {
    const known = new KnownQueries(schema, 1);
    const sighting = (query: string): Sighting => ({ document: parse(query) });
    const a = { query: '{ __typename }', variables: undefined, operationName: undefined };
    const b = { query: '{ __typename a: __typename }', variables: undefined, operationName: undefined };
    known.learn(undefined, a, sighting(a.query), 200, 'application/json; charset=utf-8');
    known.learn(undefined, b, sighting(b.query), 200, 'application/json; charset=utf-8');
    const context = async () => ({ context: {} });
    // The newest stays, the oldest went.
    expect(await known.answer(undefined, b, context)).toEqual({ contentType: 'application/json; charset=utf-8', body: '{"data":{"__typename":"Query","a":"Query"}}' });
    expect(await known.answer(undefined, a, context)).toBeNull();
    known.learn(undefined, a, sighting(a.query), 200, 'application/json; charset=utf-8');
    // Not for another Accept header, and never an event stream.
    expect(await known.answer('application/json', a, context)).toBeNull();
    const sse = new KnownQueries(schema);
    sse.learn(undefined, a, sighting(a.query), 200, 'text/event-stream');
    expect(await sse.answer(undefined, a, context)).toBeNull();
  });

  it('takes only the parameters Yoga takes without a complaint', () => {
    expect(plainParams({ query: '{ a }', variables: { x: 1 }, operationName: 'A', extensions: {} })).toEqual({ query: '{ a }', variables: { x: 1 }, operationName: 'A' });
    expect(plainParams({ query: '{ a }', variables: null, operationName: null })).toEqual({ query: '{ a }', variables: undefined, operationName: undefined });
    for (const body of [null, [], 'q', { query: 1 }, { query: '{ a }', variables: [] }, { query: '{ a }', variables: 'x' }, { query: '{ a }', operationName: 2 }, { query: '{ a }', extra: 1 }, { query: '{ a }', extensions: 'x' }]) {
      expect(plainParams(body), JSON.stringify(body)).toBeNull();
    }
  });
});
