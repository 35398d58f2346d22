import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { passwordResets, rateLimits, sessions } from '../db/schema/sessions';
import { users } from '../db/schema/users';
import pino from 'pino';
import { buildApp, parsedJsonRequest, type App } from '../app';
import { buildUser } from '../test/factories';
import { codeOf, createHarness, PUBLIC_URL, type Harness } from '../test/harness';
import { queuedMail } from '../test/mail-queue';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function counts() {
  const n = async (t: typeof users | typeof sessions | typeof passwordResets | typeof rateLimits) =>
    (await h.db.select({ n: sql<number>`count(*)::int` }).from(t))[0].n;
  return { users: await n(users), sessions: await n(sessions), resets: await n(passwordResets), outbox: (await queuedMail(h.db)).length, failures: await n(rateLimits) };
}

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('HTTP transport', () => {
  it('200 malformed GraphQL bodies get a 4xx or a clean error and change nothing', async () => {
    const user = await buildUser(h.db);
    const before = await counts();
    const rand = rng(42);
    const pieces = ['{', '}', '[', ']', '"', ':', 'query', 'mutation', 'login', '(', ')', 'username', '$', '!', 'null', '0', '\\u0000', '{{', 'me', '...', '@include', ',', '__schema', 'true', '#', '\n', 'variables', 'operationName', user.email];
    const bodies: string[] = [
      '', 'null', '[]', '{}', '"texto"', '123', '{"query":null}', '{"query":123}', '{"query":"{"}', '{"query":"{ me }","variables":"x"}',
      '{"query":"mutation { login }"}', '{"query":"mutation { login(username: 1, password: 2) { token } }"}',
      '{"query":"{ me { id } }","operationName":"Nope"}', '[{"query":"{ me { id } }"},{"query":"{ me { id } }"}]',
      JSON.stringify({ query: 'mutation ($u: String!) { login(username: $u, password: "x") { token } }', variables: { u: { a: 1 } } }),
      JSON.stringify({ query: 'mutation { recoveryPasswordInit(username: "' + 'a'.repeat(5000) + '") }' }),
      JSON.stringify({ query: 'subscription { me }' }),
    ];
    while (bodies.length < 200) {
      const len = 1 + Math.floor(rand() * 25);
      let q = '';
      for (let i = 0; i < len; i++) q += pieces[Math.floor(rand() * pieces.length)] + (rand() < 0.5 ? ' ' : '');
      bodies.push(rand() < 0.5 ? JSON.stringify({ query: q }) : q);
    }
    for (const payload of bodies) {
      const res = await h.app.server.inject({ method: 'POST', url: '/graphql', payload, headers: { 'content-type': 'application/json' } });
      const ok = res.statusCode >= 400 && res.statusCode < 500;
      const cleanError = res.statusCode === 200 && Array.isArray(res.json().errors) && !res.json().data?.login;
      expect(ok || cleanError, `${res.statusCode} for ${payload.slice(0, 80)}`).toBe(true);
      expect(res.body, payload).not.toMatch(/at .*\.ts:\d+/);
      expect(res.body, payload).not.toContain('INTERNAL_SERVER_ERROR');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses batched requests', async () => {
    const res = await h.app.server.inject({
      method: 'POST',
      url: '/graphql',
      payload: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
      headers: { 'content-type': 'application/json' },
    });
    // Exactly the client-error answer: a crash (500) must not pass for a refusal.
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0].message).toBeTruthy();
  });

  it('limits depth, aliases and tokens', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ');
    expect((await h.gql(`{ me { ${aliases} } }`)).errors?.[0].extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'aliases' });
    const tokens = Array.from({ length: 2100 }, () => '__typename').join(' ');
    expect((await h.gql(`{ ${tokens} }`)).errors?.[0].extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'tokens' });
    expect(codeOf(await h.gql('{ me { conferenceRoles { conference { id } } } }'))).toBe('UNAUTHENTICATED');
    const tooDeep = `{ __schema { types { fields { type ${'{ ofType '.repeat(20)}{ name }${' }'.repeat(20)} } } } }`;
    expect((await h.gql(tooDeep)).errors?.[0].extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'depth' });
  });

  it('allows introspection outside production and refuses it in production', async () => {
    expect((await h.gql('{ __schema { queryType { name } } }')).errors).toBeUndefined();
    const prod = await createHarness({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.gql('{ __schema { queryType { name } } }');
      expect(res.errors?.[0].message).toMatch(/introspection/i);
      const graphiql = await prod.app.server.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
      expect(graphiql.body).not.toMatch(/graphiql/i);
    } finally {
      await prod.close();
    }
  });

  it('masks unexpected errors with a request id the log carries', async () => {
    const broken = await createHarness();
    try {
      const user = await buildUser(broken.db);
      await broken.database.close();
      const res = await broken.gql('mutation ($u: String!) { recoveryPasswordInit(username: $u) }', { u: user.email });
      expect(codeOf(res)).toBe('INTERNAL_SERVER_ERROR');
      const requestId = res.errors![0].extensions!.requestId as string;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.errors![0].message).toContain(requestId);
      expect(JSON.stringify(res)).not.toMatch(/PGlite|closed|stack/i);
      const logged = broken.logLines.map((l) => JSON.parse(l)).find((l) => l.requestId === requestId && l.msg === 'unexpected error');
      expect(logged?.err).toBeDefined();
    } finally {
      await broken.close();
    }
  });

  it('answers health and readiness', async () => {
    expect((await h.app.server.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await h.app.server.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });
});

describe('error contract', () => {
  it('answers a CONFLICT with its stable reason id beside the Spanish message', async () => {
    const admin = await h.signIn('ADMIN');
    const res = await h.gql('mutation ($u: ID!) { setUserEnabled(userId: $u, enabled: false) { id } }', { u: admin.user.id }, { token: admin.token });
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].message).toBe('No puede deshabilitar su propia cuenta.');
    expect(res.errors![0].extensions).toEqual({ code: 'CONFLICT', reason: 'SELF_DISABLE' });
  });
});

describe('JSON POSTs over the parsed body', () => {
  it('answer exactly as through Yoga\'s Node adapter (status, headers and body), first and second time, for good, broken, refused and signed-in requests', async () => {
    const adapterOnly: App = await buildApp({ config: h.config, database: h.database, logger: pino({ level: 'silent' }), yogaNodeAdapterOnly: true });
    await adapterOnly.server.ready();
    try {
      const { token } = await h.signIn(await buildUser(h.db));
      const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ');
      const bodies: unknown[] = [
        { query: '{ __typename }' },
        { query: 'query Me { me { id email roles } }', operationName: 'Me' },
        { query: 'query ($page: Int, $pageSize: Int) { countries(page: $page, pageSize: $pageSize) { total items { id name } } }', variables: { page: 0, pageSize: 5 } },
        { query: 'query ($page: Int) { countries(page: $page) { total } }', variables: { page: 'cero' } },
        { query: 'query ($s: String) { countries(search: $s) { total } }', variables: { s: 'a\u0000b' } },
        { query: '{ me { id } }', operationName: 'Nope' },
        { query: '{ nope }' },
        { query: '{' },
        { query: 123 },
        { query: null },
        { query: '{ __typename }', variables: 'x' },
        { query: '{ __typename }', extra: 1 },
        { query: `{ me { ${aliases} } }` },
        { query: 'subscription { me }' },
        [{ query: '{ __typename }' }, { query: '{ __typename }' }],
        'texto',
        null,
        { query: 'mutation { login }' },
      ];
      const accepts = [undefined, 'application/json', 'application/graphql-response+json, application/json;q=0.9', 'text/event-stream', 'application/xml'];
      const answers = async (app: App, payload: string, headers: Record<string, string>) => {
        const res = await app.server.inject({ method: 'POST', url: '/graphql', payload, headers });
        // Framing aside (a length, or chunks, for the same body): every header.
        const { date: _date, 'x-request-id': _id, 'content-length': _length, 'transfer-encoding': _chunks, ...rest } = res.headers;
        return { status: res.statusCode, headers: rest, body: res.body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>') };
      };
      // h.app takes the parsed-body way for these requests, adapterOnly Yoga's Node adapter.
      const asFastify = (headers: Record<string, string>, body: unknown) => ({ method: 'POST', url: '/graphql', headers, body }) as unknown as Parameters<typeof parsedJsonRequest>[0];
      const light = parsedJsonRequest(asFastify({ 'content-type': 'application/json', authorization: 'bearer x' }, bodies[0]), Headers);
      expect([light?.method, light?.headers.get('authorization'), await light?.json()]).toEqual(['POST', 'bearer x', bodies[0]]);
      expect(parsedJsonRequest(asFastify({ 'content-type': 'multipart/form-data; boundary=x' }, undefined), Headers)).toBeNull();
      expect(parsedJsonRequest(asFastify({ 'content-type': 'application/json' }, 'texto'), Headers)).toBeNull();
      let compared = 0;
      for (const body of bodies) {
        for (const accept of accepts) {
          for (const authorization of [undefined, `bearer ${token}`, 'bearer nope']) {
            const headers: Record<string, string> = { 'content-type': 'application/json', ...(accept ? { accept } : {}), ...(authorization ? { authorization } : {}) };
            const payload = JSON.stringify(body);
            const expected = await answers(adapterOnly, payload, headers);
            // Twice: the second time, the text comes from Yoga's parse and validation cache.
            for (const round of [1, 2]) expect(await answers(h.app, payload, headers), `${round}: ${payload.slice(0, 80)} ${accept} ${authorization?.slice(0, 12)}`).toEqual(expected);
            compared++;
          }
        }
      }
      expect(compared).toBe(bodies.length * accepts.length * 3);
      // The signed-in list did run: the comparison above is not between two refusals.
      const list = await h.app.server.inject({ method: 'POST', url: '/graphql', payload: JSON.stringify(bodies[1]), headers: { 'content-type': 'application/json', authorization: `bearer ${token}` } });
      expect(list.json().data.me.roles).toEqual(['USER']);
    } finally {
      await adapterOnly.server.close();
    }
  });
});

describe('web app hosting', () => {
  it('serves index.html with the support e-mail for client routes, and 404 for unknown API paths', async () => {
    const dist = h.config.webDist;
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html><head><meta name="portal-support-email" content="__SUPPORT_EMAIL__"></head></html>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const web = await createHarness({ env: { WEB_DIST: dist } });
    try {
      // Asked at the public address, as a browser following the portal's links does (another
      // host is sent there: web-app.test.ts).
      const host = new URL(PUBLIC_URL).host;
      for (const url of ['/', '/dashboard/mi-perfil', '/recuperacion/abc/a%40b.org', '/no-existe']) {
        const res = await web.app.server.inject({ method: 'GET', url, headers: { host } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('content="ayuda@asociacion.test"');
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
      expect((await web.app.server.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      expect((await web.app.server.inject({ method: 'GET', url: '/healthz/x' })).statusCode).toBe(404);
      expect((await web.app.server.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
