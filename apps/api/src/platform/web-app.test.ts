import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { createHarness, PUBLIC_URL, type Harness } from '../test/harness';
import { IMMUTABLE, indexFor, matchesPattern } from './web-app';

const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
/** Large enough to be worth compressing, varied enough that the copies differ from the original. */
const script = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7919} + "línea ${i}";`).join('\n');
const preloads = Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk${i}-Ef56.js">`).join('');
const INDEX = `<!doctype html><html><head><meta name="portal-support-email" content="__SUPPORT_EMAIL__"><meta name="portal-public-url" content="__PUBLIC_URL__"><script type="module" src="/assets/app-Ab12.js"></script>${preloads}</head><body><div id="root"></div></body></html>`;

/** The dashboard's frame; `$&` must reach the page as written. */
const FRAME = { pattern: '/dashboard/*', style: '.fs{color:red}', html: '<div class="fs-bar">$& $1</div>' };

let h: Harness;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'app-Ab12.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-Ab12.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  writeFileSync(path.join(dist, 'assets', 'logo-Cd34.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  // What apps/web/route-preloads.ts makes the build write: route modules for some deep links.
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify([
      { pattern: '/dashboard/*', files: ['assets/layout-Aa11.js'] },
      { pattern: '/dashboard/usuarios', files: ['assets/users-Bb22.js', 'assets/layout-Aa11.js'] },
    ]),
  );
  // What apps/web/first-screen-frames.ts makes the build write: the dashboard's frame.
  writeFileSync(path.join(dist, '.vite', 'first-screen.json'), JSON.stringify(FRAME));
  writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`);
  precompress(dist);
  h = await createHarness({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A request at the portal's own address (the harness's PUBLIC_URL), unless `headers.host` says another. */
const get = (url: string, headers: Record<string, string> = {}) => h.app.server.inject({ method: 'GET', url, headers: { host: new URL(PUBLIC_URL).host, ...headers } });

describe('web app delivery', () => {
  it('precompress writes a brotli and a gzip copy of every compressible file, and none of images or maps', () => {
    const original = readFileSync(path.join(dist, 'assets', 'app-Ab12.js'));
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets', 'app-Ab12.js.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(path.join(dist, 'assets', 'app-Ab12.js.gz')))).toEqual(original);
    expect(() => readFileSync(path.join(dist, 'assets', 'logo-Cd34.png.br'))).toThrow();
    expect(() => readFileSync(path.join(dist, 'assets', 'app-Ab12.js.map.br'))).toThrow();
  });

  it('negotiates brotli first, then gzip, then identity; every one decodes to the original bytes', async () => {
    const br = await get('/assets/app-Ab12.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script));
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);

    const gz = await get('/assets/app-Ab12.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(script);

    for (const acceptEncoding of ['identity', '']) {
      const plain = await get('/assets/app-Ab12.js', { 'accept-encoding': acceptEncoding });
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body).toBe(script);
    }
    for (const res of [br, gz]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year as immutable, other files for an hour', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await get('/assets/app-Ab12.js', { 'accept-encoding': encoding })).headers['cache-control'], encoding).toBe(IMMUTABLE);
    }
    expect((await get('/assets/logo-Cd34.png')).headers['cache-control']).toBe(IMMUTABLE);
    const favicon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(favicon.headers['content-encoding']).toBe('br');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves /index.html exactly as / and every client route without route preloads: CSP, support e-mail, never cached', async () => {
    const root = await get('/', { 'accept-encoding': 'identity' });
    expect(root.statusCode).toBe(200);
    // The build's page, with the support e-mail and the app's scripts at low priority.
    const served = INDEX.replace('__SUPPORT_EMAIL__', 'ayuda@asociacion.test').replace('__PUBLIC_URL__', PUBLIC_URL)
      .replace('<script type="module" src=', '<script type="module" fetchpriority="low" src=')
      .replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
    expect(root.body).toBe(served);
    for (const url of ['/index.html', '/asociarse', '/index.html?x=1']) {
      const res = await get(url, { 'accept-encoding': 'identity' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(root.body);
      for (const header of ['content-security-policy', 'cache-control', 'content-type', 'x-content-type-options']) {
        expect(res.headers[header], `${url} ${header}`).toBe(root.headers[header]);
      }
    }
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.headers['content-security-policy']).toContain("script-src 'self'");
    // The page itself is compressed on the fly when asked.
    const br = await get('/index.html', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(root.body);
  });

  it('adds a modulepreload for each route module the build listed for the path, once, with the same headers', async () => {
    const root = await get('/', { 'accept-encoding': 'identity' });
    const users = await get('/dashboard/usuarios?pagina=2', { 'accept-encoding': 'identity' });
    expect(users.statusCode).toBe(200);
    const preloads = [...users.body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/layout-Aa11.js', '/assets/users-Bb22.js']);
    const withoutAdditions = users.body
      .replace(/<style>[^<]*<\/style>\s*/, '')
      .replace(/<div id="first-screen">.*?<\/div><div id="root">/, '<div id="root">')
      .replace(/\s*<link rel="modulepreload" crossorigin fetchpriority="low" href="[^"]+">/g, '')
      .replace(/\s+<\/head>/, '</head>');
    expect(withoutAdditions).toBe(root.body);
    for (const header of ['content-security-policy', 'cache-control', 'content-type']) expect(users.headers[header], header).toBe(root.headers[header]);
    const other = await get('/dashboard/mi-perfil', { 'accept-encoding': 'identity' });
    expect([...other.body.matchAll(/rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/layout-Aa11.js']);
    // The table itself is never served as a file (the path gets the app page).
    expect((await get('/.vite/route-preloads.json', { 'accept-encoding': 'identity' })).body).not.toContain('"pattern"');
  });

  it("asks for the app's scripts at low priority on every page: the entry and each module preload, the build's and the route's", async () => {
    for (const url of ['/', '/dashboard/usuarios', '/dashboard/mi-perfil', '/no-existe']) {
      const body = (await get(url, { 'accept-encoding': 'identity' })).body;
      const tags = [...body.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
      expect(tags.length, url).toBeGreaterThanOrEqual(21);
      for (const tag of tags) expect(tag, url).toContain(' fetchpriority="low" ');
    }
  });

  it("draws the frame in place of the root's placeholder on every dashboard page, with its style in the head, and on no public page", async () => {
    for (const url of ['/dashboard', '/dashboard/usuarios?pagina=2', '/dashboard/mi-perfil', '/dashboard/usuarios/12']) {
      const body = (await get(url, { 'accept-encoding': 'identity' })).body;
      expect(body, url).toContain('<div id="first-screen"><div class="fs-bar">$& $1</div></div><div id="root"></div>');
      expect(body.match(/<div id="root">/g), url).toHaveLength(1);
      expect(body.match(/<style>/g), url).toHaveLength(1);
      expect(body.indexOf('<style>.fs{color:red}</style>'), url).toBeLessThan(body.indexOf('</head>'));
    }
    for (const url of ['/', '/index.html', '/asociarse', '/recuperar', '/dashboardx', '/no-existe']) {
      const body = (await get(url, { 'accept-encoding': 'identity' })).body;
      expect(body, url).not.toContain('first-screen');
      expect(body, url).not.toContain('.fs{');
    }
  });

  it('never serves source maps, compressed copies by their own name, or the app page for a missing asset', async () => {
    for (const url of ['/assets/app-Ab12.js.map', '/assets/APP-Ab12.js.map', '/assets/app-Ab12.js.br', '/assets/app-Ab12.js.gz', '/assets/missing-Zz99.js']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret-source');
      expect(res.body, url).not.toContain('portal-support-email');
    }
  });

  it('compresses large GraphQL responses', async () => {
    const query = `{ __schema { types { name fields { name } } } }`;
    const res = await h.app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: { query },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(body.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('does not inflate compressed request bodies', async () => {
    const { gzipSync } = await import('node:zlib');
    const res = await h.app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ query: '{ __typename }' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('route preload matching', () => {
  it('matches React Router patterns: static segments, one segment per :param, a trailing /* for the rest', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/dashboard')).toBe(false);
    expect(matchesPattern('/dashboard/usuarios', '/dashboard/usuarios/')).toBe(true);
    expect(matchesPattern('/dashboard/usuarios', '/dashboard/usuarios/12')).toBe(false);
    expect(matchesPattern('/dashboard/usuarios/:id', '/dashboard/usuarios/12')).toBe(true);
    expect(matchesPattern('/dashboard/*', '/dashboard')).toBe(true);
    expect(matchesPattern('/dashboard/*', '/dashboard/mi-perfil/x')).toBe(true);
    expect(matchesPattern('/dashboard/*', '/asociarse')).toBe(false);
  });

  it('leaves the page alone when no route matches, and lists each file once before </head>', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const table = [
      { pattern: '/a/*', files: ['assets/a.js', 'assets/shared.js'] },
      { pattern: '/a/b', files: ['assets/b.js', 'assets/shared.js'] },
    ];
    expect(indexFor(html, table, '/c')).toBe(html);
    const page = indexFor(html, table, '/a/b');
    expect([...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/a.js', '/assets/shared.js', '/assets/b.js']);
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
  });

  it("replaces only the root's placeholder with a frame, and leaves pages without a matching frame alone", () => {
    const html = '<html><head><title>x</title></head><body><div id="root"><p>Cargando…</p></div><div id="other"></div></body></html>';
    const frame = { pattern: '/a/*', style: 'p{}', html: '<p>marco</p>' };
    expect(indexFor(html, [], '/b', frame)).toBe(html);
    expect(indexFor(html, [], '/a/b', frame)).toBe(
      '<html><head><title>x</title>  <style>p{}</style>\n  </head><body><div id="first-screen"><p>marco</p></div><div id="root"></div><div id="other"></div></body></html>',
    );
  });

  it('sends a page asked for at another address to PUBLIC_URL, same path and query; never the API, files, health or webhooks', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost', 'otro.ejemplo.org']) {
      for (const url of ['/', '/dashboard/mis-pagos?pagina=2', '/asociarse']) {
        const res = await get(url, { host });
        expect(res.statusCode, `${host}${url}`).toBe(302);
        expect(res.headers.location, `${host}${url}`).toBe(`${PUBLIC_URL}${url}`);
      }
    }
    // The redirect is PUBLIC_URL's, whatever the Host header says (no open redirect through it).
    expect((await get('/', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).headers.location).toBe(`${PUBLIC_URL}/`);
    const other = { host: '127.0.0.1:3000' };
    expect((await get('/healthz', other)).statusCode).toBe(200);
    expect((await get('/assets/app-Ab12.js', other)).statusCode).toBe(200);
    const api = await h.app.server.inject({ method: 'POST', url: '/graphql', headers: { ...other, 'content-type': 'application/json' }, payload: { query: '{ __typename }' } });
    expect(api.statusCode).toBe(200);
    expect((await get('/files/no-existe', other)).statusCode).not.toBe(302);
    expect((await h.app.server.inject({ method: 'POST', url: '/webhooks/mercadopago', headers: other, payload: {} })).statusCode).not.toBe(302);
    // At its own address the page is served (with the address the web app compares its own with).
    const own = await get('/dashboard/mis-pagos');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(`<meta name="portal-public-url" content="${PUBLIC_URL}">`);
  });
});

describe('web app delivery with PUBLIC_URL left at its local default', () => {
  it('serves pages at any address (a person at another computer is never sent to their own localhost)', async () => {
    const local = await createHarness({ env: { WEB_DIST: dist, PUBLIC_URL: '' } });
    try {
      const res = await local.app.server.inject({ method: 'GET', url: '/dashboard', headers: { host: '192.168.0.10:3000' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<meta name="portal-public-url" content="${local.app.services.config.publicUrl}">`);
      expect(local.app.services.config.publicUrl).toMatch(/^http:\/\/localhost:\d+$/);
    } finally {
      await local.close();
    }
  });
});
