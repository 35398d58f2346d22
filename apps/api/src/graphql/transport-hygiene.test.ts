import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMembershipCategory, buildUser } from '../test/factories';
import { codeOf, createHarness, type Harness } from '../test/harness';

/**
 * Transport and log hygiene (issue 7, findings 4 and 7): CORS only for listed origins, no
 * suggestions in production, limit errors with a code, a request id on every answer and in the
 * log, and no secret in any log line or echoed in any answer.
 */

const ALLOWED = 'https://congreso.asociacion.test';
let dev: Harness;
let prod: Harness;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), '<html></html>');
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  dev = await createHarness();
  // Without SMTP (SMTP_URL empty): e-mails go to the local outbox, whose log line must not carry links.
  prod = await createHarness({ env: { NODE_ENV: 'production', CORS_ORIGINS: ALLOWED, WEB_DIST: webDir, SMTP_URL: '' } });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
  rmSync(webDir, { recursive: true, force: true });
});

const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((k) => k.startsWith('access-control-'));

describe('CORS', () => {
  it('sends no CORS header at all when CORS_ORIGINS is unset, whatever the Origin (null included)', async () => {
    for (const origin of ['https://evil.example', 'null', ALLOWED]) {
      const preflight = await dev.app.server.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(corsHeaders(preflight.headers), origin).toEqual([]);
      const post = await dev.app.server.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' }, headers: { origin } });
      expect(corsHeaders(post.headers), origin).toEqual([]);
    }
  });

  it('with CORS_ORIGINS, answers exactly the listed origins and no other (never null, never a reflection)', async () => {
    const preflight = await prod.app.server.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const post = await prod.app.server.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' }, headers: { origin: ALLOWED } });
    expect(post.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(post.headers.vary)).toMatch(/origin/i);
    for (const origin of ['https://evil.example', 'null', `${ALLOWED}.evil.example`, ALLOWED.toUpperCase(), 'http://congreso.asociacion.test']) {
      for (const method of ['OPTIONS', 'POST'] as const) {
        const res = await prod.app.server.inject({
          method,
          url: '/graphql',
          ...(method === 'POST' ? { payload: { query: '{ __typename }' } } : {}),
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(corsHeaders(res.headers), `${method} ${origin}`).toEqual([]);
      }
    }
  });
});

describe('no suggestions in production', () => {
  // The last three are value errors: rewritten everywhere (log hygiene), so they never suggest.
  const probes: [string, string, Record<string, unknown>?][] = [
    ['field', '{ mee { id } }'],
    ['argument', '{ users(serch: "x") { total } }'],
    ['type', 'query ($d: CountryInpt!) { __typename }', { d: {} }],
    ['input field (literal)', 'mutation { createCountry(data: { nam: "Chile", code: "CL" }) { id } }'],
    ['input field (variable)', 'mutation ($d: CountryInput!) { createCountry(data: $d) { id } }', { d: { nam: 'Chile', name: 'Chile', code: 'CL' } }],
    ['enum value (literal)', '{ newsItems(product: asociacio) { total } }'],
    ['enum value (variable)', 'query ($p: NewsProduct!) { newsItems(product: $p) { total } }', { p: 'asociacio' }],
  ];

  it.each(probes)('%s: the same mistake suggests outside production and never in production', async (_what, query, variables) => {
    const token = (await prod.signIn('ADMIN')).token;
    const devToken = (await dev.signIn('ADMIN')).token;
    const inDev = await dev.gql(query, variables, { token: devToken });
    if (!/variable|enum/.test(_what)) expect(JSON.stringify(inDev.errors)).toMatch(/Did you mean/);
    const res = await prod.gql(query, variables, { token });
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(res)).not.toMatch(/Did you mean/i);
    expect(JSON.stringify(res)).not.toMatch(/"(me|search|CountryInput|name|asociacion)"/);
  });
});

describe('limits of the GraphQL protections', () => {
  const limited = async (query: string) => {
    const res = await dev.gql(query);
    return (res.errors ?? []).find((e) => e.extensions?.code === 'QUERY_LIMIT_EXCEEDED');
  };

  it('depth, aliases, directives, tokens and cost answer QUERY_LIMIT_EXCEEDED naming the limit', async () => {
    const deep = `{ __schema { types { fields { type ${'{ ofType '.repeat(20)}{ name }${' }'.repeat(20)} } } } }`;
    expect((await limited(deep))?.extensions?.limit).toBe('depth');
    expect((await limited(`{ me { ${Array.from({ length: 20 }, (_, i) => `a${i}: id`).join(' ')} } }`))?.extensions?.limit).toBe('aliases');
    expect((await limited(`{ me { id ${'@include(if: true) '.repeat(25)} } }`))?.extensions?.limit).toBe('directives');
    expect((await limited(`{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`))?.extensions?.limit).toBe('tokens');
    // Cost: one fragment spread 700 times (within the token limit), each spread priced in full.
    const cost = await limited(`{ me { ${'...F '.repeat(700)} } } fragment F on Me { id email firstName lastName document }`);
    expect(cost?.extensions?.limit).toBe('cost');
    expect(cost?.message).toMatch(/consulta/);
  });
});

describe('request ids', () => {
  it('every answer carries x-request-id: GraphQL, files, static files, index, health, readiness, 404s and malformed requests', async () => {
    const requests: { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> }[] = [
      { method: 'POST', url: '/graphql', payload: JSON.stringify({ query: '{ __typename }' }), headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/graphql', payload: '{"query": ', headers: { 'content-type': 'application/json' } },
      { method: 'GET', url: '/files/00000000-0000-4000-8000-000000000000?exp=1&sig=x' },
      { method: 'GET', url: '/files/nada' },
      { method: 'GET', url: '/assets/app.js' },
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/dashboard/mi-perfil' },
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/readyz' },
      { method: 'GET', url: '/graphql/nada' },
      { method: 'POST', url: '/no-existe' },
    ];
    const seen = new Set<string>();
    for (const r of requests) {
      const res = await prod.app.server.inject(r);
      const id = res.headers['x-request-id'];
      expect(typeof id, `${r.method} ${r.url} ${res.statusCode}`).toBe('string');
      expect(id as string).toMatch(/^[0-9a-f-]{36}$/);
      seen.add(id as string);
    }
    expect(seen.size).toBe(requests.length);
  });

  it('a sane incoming id is kept; anything else is replaced', async () => {
    const keep = await prod.app.server.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'proxy-7f3a.91:abc' } });
    expect(keep.headers['x-request-id']).toBe('proxy-7f3a.91:abc');
    for (const bad of ['x', 'a b c d e f g h', '<script>alert(1)</script>', 'z'.repeat(200), '123456789\u0000']) {
      const res = await prod.app.server.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('a request is logged once, when answered, with the id of its answer, its path without the query string, its status and time', async () => {
    const res = await prod.app.server.inject({ method: 'GET', url: '/healthz?token=abc', headers: { 'x-request-id': 'trace-0123456789' } });
    expect(res.headers['x-request-id']).toBe('trace-0123456789');
    const lines = prod.logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.requestId === 'trace-0123456789');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/healthz?[oculto]' }, res: { statusCode: 200 } });
    expect(typeof lines[0].responseTime).toBe('number');
  });
});

describe('log hygiene', () => {
  const SECRETS = {
    password: 'Secreto-De-Prueba-8841',
    document: '30987654',
    phone: '11 5555-0199',
    email: 'filtrada.7741@example.org',
    token: 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  };

  it('a register that fails in SQL logs no password, hash, e-mail, document or phone; the answer is masked with the logged request id', async () => {
    const category = await buildMembershipCategory(prod.db, { name: 'Socio Pleno Log' });
    // A constraint that the database checks on the pending sign-up row (it holds the password's
    // hash, the e-mail, the document and the phone): the statement fails in PostgreSQL.
    await prod.db.execute(sql.raw(`alter table pending_signups add constraint log_hygiene_probe check (principal_contact_number <> '${SECRETS.phone}')`));
    try {
      const before = prod.logLines.length;
      const res = await prod.gql('mutation ($r: RegisterInput!) { register(register: $r) }', {
        r: {
          email: SECRETS.email,
          firstName: 'Lucía',
          lastName: 'Pérez',
          document: SECRETS.document,
          password: SECRETS.password,
          dateBirth: '12/04/1990',
          gender: 'FEMENINO',
          principalContactNumber: SECRETS.phone,
          categoryId: category.id,
        },
      });
      expect(codeOf(res)).toBe('INTERNAL_SERVER_ERROR');
      const requestId = res.errors![0].extensions!.requestId as string;
      const logged = prod.logLines.slice(before).join('\n');
      // The failure is logged (its SQL text and PostgreSQL's code), with this request's id.
      expect(logged).toContain('unexpected error');
      expect(logged).toContain('23514');
      expect(logged).toContain(requestId);
      for (const [what, secret] of Object.entries(SECRETS)) expect(logged, what).not.toContain(secret);
      expect(logged).not.toContain('30.987.654');
      expect(logged).not.toMatch(/\$argon2/);
      expect(JSON.stringify(res)).not.toMatch(new RegExp(Object.values(SECRETS).join('|').replace(/[.+]/g, '\\$&')));
    } finally {
      await prod.db.execute(sql.raw('alter table pending_signups drop constraint log_hygiene_probe'));
    }
  });

  it('variables of the wrong type are refused without echoing their value, in the answer or the log', async () => {
    const before = prod.logLines.length;
    const cases: [string, Record<string, unknown>][] = [
      ['mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u: 'ana@example.org', p: { clave: SECRETS.password } }],
      ['mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u: 'ana@example.org', p: [SECRETS.password] }],
      ['mutation ($t: String!, $e: String!, $p: String!) { recoveryPassword(token: $t, email: $e, newPassword: $p) }', { t: { v: SECRETS.token }, e: 'a@b.org', p: SECRETS.password }],
      ['mutation ($r: RegisterInput!) { register(register: $r) }', { r: { email: SECRETS.email, password: SECRETS.password, document: SECRETS.document, categoryId: SECRETS.phone } }],
      ['query ($id: ID!) { user(id: $id) { id } }', { id: { secret: SECRETS.token } }],
    ];
    for (const [query, variables] of cases) {
      const res = await prod.gql(query, variables);
      const body = JSON.stringify(res);
      expect(res.errors?.[0].extensions?.code, body).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toMatch(/^El valor de la variable \$\w+ no es válido/);
      for (const [what, secret] of Object.entries(SECRETS)) expect(body, what).not.toContain(secret);
    }
    const literal = await prod.gql(`mutation { login(username: "ana@example.org", password: 123456789) { token } }`);
    expect(JSON.stringify(literal)).not.toContain('123456789');
    const logged = prod.logLines.slice(before).join('\n');
    for (const [what, secret] of Object.entries(SECRETS)) expect(logged, what).not.toContain(secret);
  });

  it('request lines never log a query string (GraphQL GET variables, links with tokens)', async () => {
    const before = prod.logLines.length;
    const variables = encodeURIComponent(JSON.stringify({ p: SECRETS.password }));
    await prod.app.server.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('query ($p: String) { __typename }')}&variables=${variables}` });
    await prod.app.server.inject({ method: 'GET', url: `/recuperacion?token=${SECRETS.token}` });
    const logged = prod.logLines.slice(before).join('\n');
    expect(logged).toContain('?[oculto]');
    expect(logged).not.toContain(SECRETS.password);
    expect(logged).not.toContain(SECRETS.token);
  });

  it('a failed login with a wrong password and a recovery request log neither the password nor the link', async () => {
    const user = await buildUser(prod.db);
    const before = prod.logLines.length;
    await prod.gql('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u: user.email, p: SECRETS.password });
    await prod.gql('mutation ($u: String!) { recoveryPasswordInit(username: $u) }', { u: user.email });
    await prod.flushMail();
    const logged = prod.logLines.slice(before).join('\n');
    expect(logged).toContain('e-mail written to the local outbox');
    expect(logged).not.toContain(SECRETS.password);
    expect(logged).not.toMatch(/recuperacion\/[A-Za-z0-9_-]{16,}/);
  });
});
