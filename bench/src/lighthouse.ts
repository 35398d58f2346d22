/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the login page, the
 * users list and Mi perfil, signed in as an administrator of the demo data for the last two.
 * Drives Debian's Chromium through puppeteer-core.
 *
 *   npm run bench:lighthouse -w @portal/bench     (BASE_URL=http://localhost:10215, CHROMIUM_PATH;
 *                                                 LIGHTHOUSE_REPORT_DIR=dir keeps each page's full report;
 *                                                 ACCEPT_ENCODING=identity: as if nothing were compressed)
 *
 * Each page is audited LIGHTHOUSE_RUNS times (default 3) and the row is Lighthouse's own median run
 * (`computeMedianRun`: the run nearest the median first paint and time to interactive, as its CLI
 * picks one), with the range of the performance scores beside it: a single run moves by ±0.05.
 *
 * Every page starts with an empty HTTP cache. The login page also starts with empty storage
 * (Lighthouse's own reset); the signed-in pages keep the session in localStorage, so for them the
 * reset is off and the cache is cleared through the DevTools protocol instead.
 */
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Page } from 'puppeteer-core';

export type LighthouseRow = {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  transferKB: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  failedA11y: string[];
  /** Lowest and highest performance score over the runs. */
  performanceRange: [number, number];
  runs: number;
};
/** One run's report. */
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export type SignIn = { username: string; password: string };

/** An account with one role that sees the users list (one with several roles is asked to pick one on every full page load). */
export const ONE_ROLE_ADMIN: SignIn = { username: 'sysadmin@example.org', password: 'portal-demo-2026' };

/** The flags our Playwright config gives Debian's Chromium (see e2e/playwright.config.ts and STACK-NOTES). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const PAGES = [
  { page: 'Ingresar', path: '/', signedIn: false },
  { page: 'Usuarios', path: '/dashboard/usuarios', signedIn: true },
  { page: 'Mi perfil', path: '/dashboard/mi-perfil', signedIn: true },
] as const;

async function signInThroughForm(page: Page, baseUrl: string, signIn: SignIn) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="username"]').fill(signIn.username);
  await page.locator('input[name="password"]').fill(signIn.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 30_000 });
}

async function audit(page: Page, url: string, keepStorage: boolean, extraHeaders: Record<string, string> | undefined, run: number): Promise<Result> {
  if (keepStorage) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage, extraHeaders };
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${run}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${finalPath} (not signed in?)`);
  return lhr;
}

/** The row of the median run (Lighthouse's choice), with the spread of the performance scores. */
function rowOf(runs: Result[]): Omit<LighthouseRow, 'page' | 'path'> {
  const lhr: Result = computeMedianRun(runs);
  const scores = runs.map((r) => r.categories.performance?.score ?? 0);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
  const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
  const failedA11y = a11yRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    transferKB: Math.round(numeric('total-byte-weight') / 1024),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    failedA11y,
    performanceRange: [Math.min(...scores), Math.max(...scores)],
    runs: runs.length,
  };
}

/** `acceptEncoding: 'identity'` measures the pages as an uncompressed server would send them. */
export async function runLighthouse(opts: { baseUrl: string; chromePath?: string; signIn?: SignIn; acceptEncoding?: string; runs?: number }): Promise<LighthouseRow[]> {
  const baseUrl = opts.baseUrl.replace(/\/+$/, '');
  const runs = opts.runs ?? Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
  const browser = await puppeteer.launch({
    executablePath: opts.chromePath ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const rows: LighthouseRow[] = [];
    let signedIn = false;
    for (const target of PAGES) {
      if (target.signedIn && !signedIn) {
        await signInThroughForm(page, baseUrl, opts.signIn ?? ONE_ROLE_ADMIN);
        signedIn = true;
      }
      const results: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        results.push(await audit(page, `${baseUrl}${target.path}`, target.signedIn, opts.acceptEncoding ? { 'Accept-Encoding': opts.acceptEncoding } : undefined, run));
      }
      rows.push({ page: target.page, path: target.path, ...rowOf(results) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function formatLighthouse(rows: LighthouseRow[]): string {
  return [
    '| page | performance (median run; all runs) | accessibility | transferred | FCP | LCP | TBT |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.page} (${r.path}) | ${r.performance.toFixed(2)} (${r.runs} runs: ${r.performanceRange.map((x) => x.toFixed(2)).join('–')}) | ${r.accessibility.toFixed(2)}${r.failedA11y.length ? ` (${r.failedA11y.join(', ')})` : ''} | ${r.transferKB} KB | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms |`,
    ),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const rows = await runLighthouse({
    baseUrl: process.env.BASE_URL ?? 'http://localhost:10215',
    chromePath: process.env.CHROMIUM_PATH,
    acceptEncoding: process.env.ACCEPT_ENCODING,
  });
  console.log(formatLighthouse(rows));
}
