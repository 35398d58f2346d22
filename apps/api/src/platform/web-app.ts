import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** Vite names every file under assets/ after its content hash: a new build means new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html names the current hashed assets: the browser must ask again every time. */
export const INDEX_CACHE = 'no-cache';

const API_PATH = /^\/(graphql|healthz|readyz|files|webhooks)(\/|$)/;
/** A miss under assets/ is a 404, never the app's page (a stale chunk must fail loudly). */
const FILE_PATH = /^\/assets\//;
const SOURCE_MAP = /\.map$/i;

type RoutePreloads = { pattern: string; files: string[] }[];
/** dist/.vite/first-screen.json (apps/web/first-screen-frames.ts): the dashboard's frame, drawn before the app runs. */
export type FirstScreen = { pattern: string; style: string; html: string };

/** index.html's placeholder (one paragraph inside the app's root element). */
const ROOT_PLACEHOLDER = /<div id="root">[\s\S]*?<\/div>/;

/** Whether a React Router pattern (`:param` is one segment, a trailing `/*` any rest) matches the path. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const splat = pattern.endsWith('/*');
  const want = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (splat ? have.length < want.length : have.length !== want.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/**
 * The app's scripts (Vite's entry and its module preloads) asked for at low priority. Nothing of
 * the first paint depends on them: the page paints its placeholder (index.html) without them, and
 * no stylesheet or image competes with them for the network. Lighthouse's simulation takes a module
 * script of high priority that arrived before the first paint as blocking that paint (a module's
 * evaluation carries no URL in the trace): on localhost they often arrive first, and its simulated
 * first paint then waited for every script of the page (2.3–2.6 s instead of about 0.6 s).
 */
export function appScriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module"( crossorigin)? src="\/assets\//g, '<script type="module"$1 fetchpriority="low" src="/assets/')
    .replace(/<link rel="modulepreload"( crossorigin)? href="\/assets\//g, '<link rel="modulepreload"$1 fetchpriority="low" href="/assets/');
}

/**
 * index.html for one path: with a modulepreload link for every file of the route modules the
 * build listed for it (dist/.vite/route-preloads.json, see apps/web/route-preloads.ts), so the
 * browser fetches them with the entry script rather than after the router has run; and where the
 * frame's pattern matches (dist/.vite/first-screen.json), the frame in place of the root's
 * placeholder, with its style in the head.
 */
export function indexFor(indexHtml: string, table: RoutePreloads, pathname: string, firstScreen?: FirstScreen): string {
  const files = [...new Set(table.filter((row) => matchesPattern(row.pattern, pathname)).flatMap((row) => row.files))];
  let page = appScriptsAtLowPriority(indexHtml);
  if (files.length) {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join('\n    ');
    page = page.replace('</head>', `  ${links}\n  </head>`);
  }
  if (firstScreen && matchesPattern(firstScreen.pattern, pathname)) {
    // A function as the replacement: the frame's text is inserted as it is, `$` and all.
    page = page.replace('</head>', () => `  <style>${firstScreen.style}</style>\n  </head>`);
    page = page.replace(ROOT_PLACEHOLDER, () => `<div id="first-screen">${firstScreen.html}</div><div id="root"></div>`);
  }
  return page;
}

/**
 * Serves the built web app. Hashed assets go out with long-lived immutable caching and, when the
 * build made them (scripts/precompress.mjs), as their brotli or gzip copy. index.html is only ever
 * served from memory, with the support e-mail filled in, the CSP and no caching: for `/`,
 * `/index.html` and every client route, with modulepreload links for the route modules of the
 * path when the build listed them, and the frame on the dashboard's pages. Source maps are never
 * served.
 */
export async function registerWebApp(server: FastifyInstance, opts: { webDist: string; supportEmail: string; publicUrl: string; redirectToPublicUrl: boolean }) {
  const indexFile = path.join(opts.webDist, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replaceAll('__SUPPORT_EMAIL__', opts.supportEmail).replaceAll('__PUBLIC_URL__', escapeAttribute(opts.publicUrl))
    : null;
  const publicOrigin = new URL(opts.publicUrl);
  const preloadsFile = path.join(opts.webDist, '.vite', 'route-preloads.json');
  const routePreloads = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads) : [];
  const frameFile = path.join(opts.webDist, '.vite', 'first-screen.json');
  const firstScreen = existsSync(frameFile) ? (JSON.parse(readFileSync(frameFile, 'utf8')) as FirstScreen) : undefined;
  /** One page per set of matching patterns, built once. */
  const pages = new Map<string, string>();
  const pageFor = (pathname: string) => {
    const key = [...routePreloads.map((row) => row.pattern), firstScreen?.pattern]
      .map((pattern) => (pattern !== undefined && matchesPattern(pattern, pathname) ? '1' : '0'))
      .join('');
    let page = pages.get(key);
    if (page === undefined) {
      page = indexFor(indexHtml!, routePreloads, pathname, firstScreen);
      pages.set(key, page);
    }
    return page;
  };

  if (indexHtml) {
    await server.register(fastifyStatic, {
      root: opts.webDist,
      index: false,
      wildcard: false,
      serveDotFiles: false,
      // One route per file of the build, minus what must never be served as a file of its own.
      globIgnore: ['index.html', '**/*.map', '**/*.br', '**/*.gz'],
      allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.split(path.sep).includes('assets');
        reply.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (req: FastifyRequest, reply: FastifyReply) => {
    // A page asked for at another address (127.0.0.1 for localhost, the server's own name) goes to
    // PUBLIC_URL, where e-mails and payments bring people back and the session lives. Only pages:
    // the API, files, health checks and webhooks answer at any address. The target is PUBLIC_URL's,
    // never built from the Host header.
    if (opts.redirectToPublicUrl && req.host.toLowerCase() !== publicOrigin.host) {
      return reply.redirect(`${publicOrigin.origin}${req.url}`, 302);
    }
    return reply
      .header('content-security-policy', CSP)
      .header('cache-control', INDEX_CACHE)
      .type('text/html; charset=utf-8')
      .send(pageFor(req.url.split('?')[0]));
  };

  if (indexHtml) {
    server.get('/', sendIndex);
    server.get('/index.html', sendIndex);
  }
  server.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    if (req.method !== 'GET' || API_PATH.test(pathname) || FILE_PATH.test(pathname) || !indexHtml) {
      return reply.status(404).send({ error: 'No encontrado' });
    }
    return sendIndex(req, reply);
  });
}
