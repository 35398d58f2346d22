import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyDocumentTexts } from '../../vite-early-requests';
import { plannedRequests, sendEarlyRequests } from './early-requests';
import { MyProfileQuery } from '../features/profile/operations';
import { UsersQuery } from '../features/users/operations';
import { MeQuery } from '../shared/session/me-query';
import { addEarlyRequest, APP_REQUESTED_GLOBAL, EARLY_REQUESTS_GLOBAL, EARLY_RESPONSE_TTL_MS, earlyAwareFetch, operationBody, takeEarlyResponse } from '../shared/apollo/early-requests';

const texts = earlyDocumentTexts(path.resolve(import.meta.dirname, '../..'));
const TOKEN = 'early-test-token';

/** A localStorage of the signed-in person, and the page's location, as the browser has them. */
function page(url: string, expire = new Date(Date.now() + 3_600_000).toISOString()) {
  const store = new Map<string, string>([
    ['portal.auth.token', TOKEN],
    ['portal.auth.expire', expire],
    ['portal.auth.refreshToken', 'refresh'],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  });
  const { pathname, search } = new URL(url, 'http://portal.test');
  vi.stubGlobal('location', { pathname, search });
}

type Sent = { body: string; headers: Record<string, string | null> };
const seen = (init: RequestInit | undefined): Sent => {
  const headers = new Headers(init?.headers);
  return { body: String(init?.body), headers: { authorization: headers.get('authorization'), accept: headers.get('accept'), 'content-type': headers.get('content-type') } };
};

/** Every fetch answers a GraphQL error (no data is needed here: only what was sent). */
function recordFetches() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: unknown, init?: RequestInit) => {
      sent.push(seen(init));
      return new Response(JSON.stringify({ errors: [{ message: 'no data in this test' }] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const earlyGlobal = () => (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];

const clearGlobals = () => {
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  delete (globalThis as Record<string, unknown>)[APP_REQUESTED_GLOBAL];
};
beforeEach(clearGlobals);
afterEach(() => {
  vi.unstubAllGlobals();
  clearGlobals();
});

describe('early requests against the app’s Apollo client', () => {
  const cases = [
    { url: '/dashboard', app: [{ query: MeQuery, variables: {} }] },
    { url: '/dashboard/usuarios', app: [{ query: MeQuery, variables: {} }, { query: UsersQuery, variables: { page: 0, pageSize: 10, search: null, sort: 'name', direction: 'ASC', role: null, membershipStatus: null } }] },
    {
      url: '/dashboard/usuarios?pagina=3&tamano=50&buscar=p%C3%A9rez&orden=email&dir=desc&rol=ADMIN&membresia=con-deuda',
      app: [{ query: MeQuery, variables: {} }, { query: UsersQuery, variables: { page: 2, pageSize: 50, search: 'pérez', sort: 'email', direction: 'DESC', role: 'ADMIN', membershipStatus: 'OWING' } }],
    },
    { url: '/dashboard/mi-perfil', app: [{ query: MeQuery, variables: {} }, { query: MyProfileQuery, variables: {} }] },
  ] as const;

  for (const { url, app } of cases) {
    it(`sends on ${url} byte for byte the requests the app then sends (body and headers)`, async () => {
      page(url);
      const sent = recordFetches();
      expect(sendEarlyRequests(texts, { schedule: (task) => task() })).toBe(app.length);
      const early = sent.splice(0);
      expect(early).toHaveLength(app.length);
      // The app's own requests, with the early ones out of its way.
      delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
      const { apolloClient } = await import('../shared/apollo/client');
      for (const { query, variables } of app) {
        await apolloClient.query({ query, variables, fetchPolicy: 'network-only' } as never).catch(() => undefined);
      }
      expect(sent).toEqual(early);
      expect(early[0]!.headers.authorization).toBe(`bearer ${TOKEN}`);
    });
  }

  it('lets the app take an early response instead of sending its request again', async () => {
    page('/dashboard/usuarios');
    const sent = recordFetches();
    const me = { data: { me: null } };
    vi.mocked(fetch).mockImplementationOnce(async (_input, init) => {
      sent.push(seen(init));
      return new Response(JSON.stringify(me), { headers: { 'content-type': 'application/json' } });
    });
    sendEarlyRequests(texts, { schedule: (task) => task() });
    expect(sent).toHaveLength(2);
    const { apolloClient } = await import('../shared/apollo/client');
    const result = await apolloClient.query({ query: MeQuery, fetchPolicy: 'network-only' });
    expect(result.data).toEqual(me.data);
    expect(sent).toHaveLength(2);
  });
});

describe('plannedRequests', () => {
  it('plans nothing outside the dashboard', () => {
    for (const url of ['/', '/asociarse', '/dashboardx', '/recuperar']) expect(plannedRequests(url, '')).toEqual([]);
  });

  it('plans `me` on every dashboard page and the first query of the users list and Mi perfil', () => {
    expect(plannedRequests('/dashboard/', '').map((p) => p.operationName)).toEqual(['Me']);
    expect(plannedRequests('/dashboard/novedades', '').map((p) => p.operationName)).toEqual(['Me']);
    expect(plannedRequests('/dashboard/usuarios/', '?membresia=al-dia').map((p) => [p.operationName, p.variables])).toEqual([
      ['Me', {}],
      ['Users', { page: 0, pageSize: 10, search: null, sort: 'name', direction: 'ASC', role: null, membershipStatus: 'UP_TO_DATE' }],
    ]);
    expect(plannedRequests('/dashboard/mi-perfil', '').map((p) => p.operationName)).toEqual(['Me', 'MyProfile']);
  });
});

describe('sendEarlyRequests', () => {
  it('sends each request in a task of its own', () => {
    page('/dashboard/usuarios');
    const sent = recordFetches();
    const tasks: (() => void)[] = [];
    expect(sendEarlyRequests(texts, { schedule: (task) => tasks.push(task) })).toBe(2);
    expect(sent).toHaveLength(0);
    tasks[0]!();
    expect(sent).toHaveLength(1);
    tasks[1]!();
    expect(sent.map((s) => (JSON.parse(s.body) as { operationName: string }).operationName)).toEqual(['Me', 'Users']);
  });

  it('sends nothing more once the app has sent a request of its own', async () => {
    page('/dashboard/usuarios');
    const sent = recordFetches();
    const tasks: (() => void)[] = [];
    sendEarlyRequests(texts, { schedule: (task) => tasks.push(task) });
    tasks[0]!();
    const { apolloClient } = await import('../shared/apollo/client');
    await apolloClient.query({ query: MeQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    const afterApp = sent.length;
    tasks[1]!();
    expect(sent).toHaveLength(afterApp);
    expect(sent.map((s) => (JSON.parse(s.body) as { operationName: string }).operationName)).not.toContain('Users');
  });

  it('sends nothing without a token, or with one about to expire', () => {
    page('/dashboard/usuarios', new Date(Date.now() + 30_000).toISOString());
    const sent = recordFetches();
    const now = { schedule: (task: () => void) => task() };
    expect(sendEarlyRequests(texts, now)).toBe(0);
    vi.stubGlobal('localStorage', { getItem: () => null });
    expect(sendEarlyRequests(texts, now)).toBe(0);
    expect(sent).toEqual([]);
    expect(earlyGlobal()).toBeUndefined();
  });
});

describe('takeEarlyResponse', () => {
  const scope = () => ({}) as Record<string, unknown>;
  const response = () => Promise.resolve(new Response('{}'));
  const body = operationBody('Me', 'query Me { me { id } }');

  it('gives an early response once, for the same body under the same Authorization', async () => {
    const s = scope();
    const sent = response();
    addEarlyRequest({ body, authorization: 'bearer a', sentAt: 0, response: sent }, s);
    expect(takeEarlyResponse(body, 'bearer b', 1, s)).toBeUndefined();
    expect(takeEarlyResponse(body, null, 1, s)).toBeUndefined();
    expect(takeEarlyResponse(operationBody('Me', 'query Me { me { id } }', { x: 1 }), 'bearer a', 1, s)).toBeUndefined();
    expect(takeEarlyResponse(body, 'bearer a', 1, s)).toBe(sent);
    expect(takeEarlyResponse(body, 'bearer a', 2, s)).toBeUndefined();
  });

  it(`gives none ${EARLY_RESPONSE_TTL_MS} ms after it was sent`, () => {
    const s = scope();
    addEarlyRequest({ body, authorization: 'bearer a', sentAt: 1_000, response: response() }, s);
    expect(takeEarlyResponse(body, 'bearer a', 1_000 + EARLY_RESPONSE_TTL_MS, s)).toBeUndefined();
    expect(s[EARLY_REQUESTS_GLOBAL]).toEqual([]);
  });

  it('sends the request again when the early one failed on the network', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    addEarlyRequest({ body, authorization: 'bearer a', sentAt: performance.now(), response: failed });
    const again = new Response('{"data":{}}');
    vi.stubGlobal('fetch', vi.fn(async () => again));
    await expect(earlyAwareFetch('/graphql', { method: 'POST', body, headers: { authorization: 'bearer a' } })).resolves.toBe(again);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
