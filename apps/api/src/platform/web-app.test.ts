import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { createHarness, type Harness } from '../test/harness';
import { IMMUTABLE } from './web-app';

const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
/** Large enough to be worth compressing, varied enough that the copies differ from the original. */
const script = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7919} + "línea ${i}";`).join('\n');
const preloads = Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk${i}-Ef56.js">`).join('');
const INDEX = `<!doctype html><html><head><meta name="portal-support-email" content="__SUPPORT_EMAIL__"><script type="module" src="/assets/app-Ab12.js"></script>${preloads}</head><body><div id="root"></div></body></html>`;

let h: Harness;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'app-Ab12.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-Ab12.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  writeFileSync(path.join(dist, 'assets', 'logo-Cd34.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`);
  precompress(dist);
  h = await createHarness({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => h.app.server.inject({ method: 'GET', url, headers });

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

  it('serves /index.html exactly as / and every client route: CSP, support e-mail, never cached', async () => {
    const root = await get('/', { 'accept-encoding': 'identity' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(INDEX.replace('__SUPPORT_EMAIL__', 'ayuda@asociacion.test'));
    for (const url of ['/index.html', '/dashboard/usuarios', '/index.html?x=1']) {
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
