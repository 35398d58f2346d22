/**
 * `npm run bench`: the portal beside a bare twin, at 100,000 members (run `npm run bench:seed` first).
 *
 * 1. Builds the API (`node scripts/build.mjs api`; also `web` when a section needs it).
 * 2. Captures, in-process, the SQL of every bench target (bench/src/capture.ts → bench/sql/).
 * 3. Starts the portal (apps/api/dist/main.js, NODE_ENV=production) on BENCH_DATABASE_URL and the
 *    bare twin (node:http + pg, bench/src/twin.ts), each its own process on its own port.
 * 4. Runs the sections (bench/src/sections.ts): `lists` (autocannon, portal and twin alternating),
 *    `plans` (EXPLAIN ANALYZE of the users list), then the extra ones.
 * 5. Prints the results and writes bench/RESULTS.md.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_QUICK=1, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_ROUNDS,
 * BENCH_WARMUP_SECONDS, BENCH_SECTIONS, BENCH_PORTAL_PORT, BENCH_BARE_PORT, BENCH_PORTAL_LOG_LEVEL,
 * BENCH_RESULTS=0 (do not write bench/RESULTS.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../apps/api/src/modules/accounts/accounts.seed';
import { POSTGRES_SESSION_OPTIONS } from '../../apps/api/src/platform/db';
import { captureStatements, sqlDir, type Captured } from './capture';
import { BENCH_ADMIN_EMAIL, benchDatabaseUrl, maintenanceUrl, numberFromEnv } from './env';
import { benchTargets, PAGE_SIZE, resolveTargetVariables, usersTarget } from './lists';
import { combine, loadSettings, runLoad, type LoadRequest, type LoadResult } from './load';
import { explainUsersList, plansMarkdown } from './plans';
import { freePort, rssMb, serverNodeArgs, startChild, stopChild, type Child } from './processes';
import { writeLatestResults } from './readme';
import { extraSections, type BenchContext, type BenchSection, type SectionResult } from './sections';

const root = path.resolve(import.meta.dirname, '../..');
const log = (line: string) => console.log(line);
const started = performance.now();
const settings = loadSettings();
const databaseUrl = benchDatabaseUrl();

async function checkSeeded(url: string) {
  const { adminUrl, name } = maintenanceUrl(url);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ comment: string | null }>('select shobj_description(oid, $2) as comment from pg_database where datname = $1', [name, 'pg_database']);
    if (!rows[0]?.comment?.startsWith('portal-bench seed')) throw new Error(`${name} is not a bench database: run \`npm run bench:seed\` first`);
    return rows[0].comment;
  } finally {
    await client.end();
  }
}

async function serverFacts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; users: number }>('select current_setting($1) as version, (select count(*)::int from users) as users', ['server_version']);
    return rows[0];
  } finally {
    await client.end();
  }
}

async function buildTwin() {
  // esbuild (a root devDependency) bundles the twin to plain JavaScript: the twin process runs on
  // bare `node`, with no TypeScript loader in its memory or its CPU time.
  await build({
    entryPoints: [path.join(root, 'bench/src/twin.ts')],
    outfile: path.join(root, 'bench/dist/twin.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
/** A latency or a ratio of latencies means nothing when no request completed. */
const latency = (r: LoadResult) => (r.requests > 0 ? r.p97_5 : NaN);
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(', ');

/**
 * What a page fault costs on this machine: a child process touches 256 MB of fresh memory, a 4 KiB
 * page at a time, and reads its own fault count. Virtual machines differ here by ten times or more
 * (seen: about 13 µs a page), and every process that grows its memory pays it: V8 resizing its
 * young generation, Chromium's renderer loading a page (Lighthouse's TBT). Runs on different
 * machines compare only with this figure beside them.
 */
function pageFaultCost(): string {
  const script = `const fs=require('fs');const f=()=>+fs.readFileSync('/proc/self/stat','utf8').split(') ')[1].split(' ')[7];
const b=Buffer.allocUnsafeSlow(256*2**20);const f0=f();const t0=process.hrtime.bigint();
for(let i=0;i<b.length;i+=4096)b[i]=1;
const ms=Number(process.hrtime.bigint()-t0)/1e6;const n=f()-f0;console.log(JSON.stringify({ms,n}));`;
  try {
    const { ms, n } = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as { ms: number; n: number };
    return n > 0 ? `page faults ${fmt((ms * 1000) / n, 1)} µs each (256 MB first touched in ${fmt(ms)} ms, ${n.toLocaleString('en')} faults)` : `256 MB first touched in ${fmt(ms)} ms`;
  } catch {
    return 'page-fault cost not measured';
  }
}

type ListRow = { label: string; me: boolean; portal: LoadResult; bare: LoadResult; statements: number; rssPortal: number; rssBare: number };

/**
 * What the portal spends per request beyond its twin, in ms of the whole machine's time: at
 * saturation a side serving R req/s spends 1000/R ms per request, so the difference is the cost
 * of HTTP + GraphQL + the session check + the count, whatever the page query costs.
 */
const extraMs = (r: ListRow) => 1000 / r.portal.reqPerSec - 1000 / r.bare.reqPerSec;

/** The target (issue 30): at least 0.4× the bare twin's rate, p97.5 at most 3× its own; `me` likewise. */
const meetsTarget = (r: ListRow) => r.portal.reqPerSec >= 0.4 * r.bare.reqPerSec && latency(r.portal) <= 3 * latency(r.bare);

function listsMarkdown(rows: ListRow[], captured: Captured): string {
  const lines = [
    `| Target | portal req/s | bare req/s | ratio | portal p97.5 | bare p97.5 | p97.5 ratio | portal's extra per request | statements / request (portal, bare) | RSS portal | RSS bare | target (≥ 0.4×, p97.5 ≤ 3×) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${fmt(r.portal.reqPerSec, 1)} | ${fmt(r.bare.reqPerSec, 1)} | ${fmt(r.portal.reqPerSec / r.bare.reqPerSec, 2)}× | ${fmt(latency(r.portal))} ms | ${fmt(latency(r.bare))} ms | ${fmt(latency(r.portal) / latency(r.bare), 1)}× | ${fmt(extraMs(r), 2)} ms | ${r.statements}, 1 | ${fmt(r.rssPortal)} MB | ${fmt(r.rssBare)} MB | ${meetsTarget(r) ? 'met' : 'not met'} |`,
    ),
  ];
  const failures = rows.filter((r) => r.portal.failures || r.bare.failures);
  if (failures.length) lines.push('', `Failed requests (non-2xx or errors): ${failures.map((r) => `${r.label}: portal ${r.portal.failures}, bare ${r.bare.failures}`).join('; ')}.`);
  lines.push(
    '',
    `Statements per request counted in-process on the same code (the Drizzle logger the test harness's \`h.countStatements\` reads); every signed-in request sends the session check first, before any resolver (apps/api/src/modules/auth/viewer.ts: ${captured.sessionStatements} statement), then its own. ` +
      `"Portal's extra per request": 1000/portal req/s − 1000/bare req/s, the machine time the portal spends per request beyond its twin's page SELECT (HTTP, GraphQL, the session check, the count); a list meets the 0.4× ratio only when its page SELECT costs at least this much. ` +
      `RSS: after the target's last round (MB). A latency shown as – means no request completed within a round.`,
  );
  return lines.join('\n');
}

function printListRows(rows: ListRow[]) {
  const header = ['target', 'portal/s', 'bare/s', 'ratio', 'p97.5 portal', 'p97.5 bare', 'extra/req', 'stmts', 'RSS portal', 'RSS bare'];
  const widths = [36, 9, 9, 7, 13, 11, 10, 6, 11, 9];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
  log(line(header));
  for (const r of rows) {
    log(
      line([
        r.label,
        fmt(r.portal.reqPerSec, 1),
        fmt(r.bare.reqPerSec, 1),
        `${fmt(r.portal.reqPerSec / r.bare.reqPerSec, 2)}x`,
        `${fmt(latency(r.portal))} ms`,
        `${fmt(latency(r.bare))} ms`,
        `${fmt(extraMs(r), 2)} ms`,
        String(r.statements),
        `${fmt(r.rssPortal)} MB`,
        `${fmt(r.rssBare)} MB`,
      ]),
    );
  }
}

async function main() {
  const seedStamp = await checkSeeded(databaseUrl);
  const loadBefore = loadAverage();
  const faults = pageFaultCost();
  log(`bench: ${faults}`);
  const wanted = process.env.BENCH_SECTIONS?.split(',').map((s) => s.trim()).filter(Boolean);
  log(`bench: ${databaseUrl.replace(/\/\/[^@]*@/, '//')} (${seedStamp})`);
  await resolveTargetVariables(databaseUrl);
  log('bench: capturing the portal’s SQL and statement counts (in-process)');
  const captured = await captureStatements(databaseUrl, log);
  log(`  statements per request: ${Object.entries(captured.statementsPerRequest).map(([k, v]) => `${k} ${v}`).join(', ')}`);

  const listsSection: BenchSection = {
    name: 'lists',
    async run(ctx) {
      const rows: ListRow[] = [];
      for (const target of benchTargets) {
        const portalRequest = ctx.graphqlRequest(target.query, target.variables);
        const bareRequest: LoadRequest = { url: `${ctx.bare.url}/${target.name}` };
        if (ctx.settings.warmupSeconds > 0) {
          await ctx.load(portalRequest, { seconds: ctx.settings.warmupSeconds });
          await ctx.load(bareRequest, { seconds: ctx.settings.warmupSeconds });
        }
        const portalRuns: LoadResult[] = [];
        const bareRuns: LoadResult[] = [];
        for (let round = 0; round < ctx.settings.rounds; round++) {
          portalRuns.push(await ctx.load(portalRequest));
          bareRuns.push(await ctx.load(bareRequest));
        }
        const row: ListRow = {
          label: target.label,
          me: target.kind === 'me',
          portal: combine(portalRuns),
          bare: combine(bareRuns),
          statements: captured.statementsPerRequest[target.name],
          rssPortal: ctx.rssMb(ctx.portal.pid).now,
          rssBare: ctx.rssMb(ctx.bare.pid).now,
        };
        rows.push(row);
        ctx.log(
          `  ${target.label}: portal ${fmt(row.portal.reqPerSec, 1)}/s p97.5 ${fmt(latency(row.portal))} ms, bare ${fmt(row.bare.reqPerSec, 1)}/s p97.5 ${fmt(latency(row.bare))} ms, ratio ${fmt(row.portal.reqPerSec / row.bare.reqPerSec, 2)}`,
        );
      }
      log('');
      printListRows(rows);
      const peak = `Peak RSS during the run: portal ${fmt(ctx.rssMb(ctx.portal.pid).peak)} MB, bare twin ${fmt(ctx.rssMb(ctx.bare.pid).peak)} MB.`;
      log(peak);
      return { title: 'Lists: portal against its bare twin', markdown: `${listsMarkdown(rows, captured)}\n\n${peak}` };
    },
  };
  const plansSection: BenchSection = {
    name: 'plans',
    async run(ctx) {
      const results = await explainUsersList(ctx.databaseUrl, captured.plans);
      for (const r of results) log(`  ${r.label}: page SELECT ${fmt(r.pageMs, 1)} ms; other statements ${r.others.map((o) => `${fmt(o.ms, 1)} ms`).join(', ') || 'none'}; target < ${r.targetMs} ms ${r.totalMs < r.targetMs ? 'met' : 'not met'}`);
      return { title: `Users list: EXPLAIN (ANALYZE, BUFFERS), page size ${PAGE_SIZE}`, markdown: plansMarkdown(results) };
    },
  };
  const sections = [listsSection, plansSection, ...extraSections].filter((s) => !wanted || wanted.includes(s.name));
  if (!sections.length) throw new Error(`BENCH_SECTIONS=${process.env.BENCH_SECTIONS}: no such section`);

  execFileSync(process.execPath, ['scripts/build.mjs', 'api', ...(sections.some((s) => s.needsWeb) ? ['web'] : [])], { cwd: root, stdio: 'inherit' });
  await buildTwin();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const children: Child[] = [];
  const results: SectionResult[] = [];
  try {
    const portalPort = await freePort(numberFromEnv('BENCH_PORTAL_PORT', 0));
    const barePort = await freePort(numberFromEnv('BENCH_BARE_PORT', 0));
    const portal = await startChild(
      'portal',
      serverNodeArgs(root),
      {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(portalPort),
        PUBLIC_URL: `http://127.0.0.1:${portalPort}`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ACCESS_TOKEN_TTL: '7200',
        // The logins section sends each sign-in from its own address (x-forwarded-for), as behind a proxy.
        TRUST_PROXY: '1',
        // Online payments through the local simulated checkout (no money moves), as the e2e portal runs: the rush section pays with it.
        PAYMENTS_SIMULATED_CHECKOUT: 'true',
        LOG_LEVEL: process.env.BENCH_PORTAL_LOG_LEVEL || 'info',
      },
      portalPort,
      root,
    );
    children.push(portal);
    const bare = await startChild(
      'bare twin',
      ['bench/dist/twin.mjs'],
      // The portal's session settings (no parallel workers) on the twin's connections as well.
      { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(barePort), DATABASE_URL: databaseUrl, BENCH_SQL_DIR: sqlDir, PGOPTIONS: POSTGRES_SESSION_OPTIONS },
      barePort,
      root,
    );
    children.push(bare);
    log(`bench: portal ${portal.url} (pid ${portal.pid}), bare twin ${bare.url} (pid ${bare.pid})`);

    const loginRes = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', variables: { u: BENCH_ADMIN_EMAIL, p: DEMO_PASSWORD } }),
    });
    const login = (await loginRes.json()) as { data?: { login: { token: string } }; errors?: unknown };
    if (!login.data) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
    const token = login.data.login.token;

    const graphqlRequest = (query: string, variables: Record<string, unknown> = {}, as = token): LoadRequest => ({
      url: `${portal.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `bearer ${as}` },
      body: JSON.stringify({ query, variables }),
    });
    // Every target answers without errors on both sides before anything is measured.
    for (const target of benchTargets) {
      const req = graphqlRequest(target.query, target.variables);
      const res = await fetch(req.url, { method: 'POST', headers: req.headers, body: req.body });
      const body = (await res.json()) as { errors?: unknown };
      if (!res.ok || body.errors) throw new Error(`portal ${target.name}: ${res.status} ${JSON.stringify(body.errors)}`);
      const bareRes = await fetch(`${bare.url}/${target.name}`);
      if (!bareRes.ok) throw new Error(`bare ${target.name}: ${bareRes.status} ${await bareRes.text()}`);
    }

    const ctx: BenchContext = {
      root,
      databaseUrl,
      portal: { url: portal.url, pid: portal.pid },
      bare: { url: bare.url, pid: bare.pid },
      admin: { email: BENCH_ADMIN_EMAIL, password: DEMO_PASSWORD, token },
      settings,
      load: (request, o = {}) => runLoad(request, { connections: o.connections ?? settings.connections, seconds: o.seconds ?? settings.seconds }),
      graphqlRequest,
      usersListRequest: () => graphqlRequest(usersTarget.query, usersTarget.variables),
      rssMb,
      log,
    };
    log(
      `bench: ${settings.connections} connections, ${settings.rounds} round(s) of ${settings.seconds} s per side, alternating portal / bare${settings.quick ? ' (BENCH_QUICK)' : ''}`,
    );
    for (const section of sections) {
      log(`\n== ${section.name}`);
      const result = await section.run(ctx);
      results.push(result);
      // lists and plans print their figures as they go; the others print their table.
      if (extraSections.includes(section)) log(result.markdown);
    }
  } finally {
    for (const child of children.reverse()) await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const facts = await serverFacts(databaseUrl);
  const seconds = (performance.now() - started) / 1000;
  log(`\nbench: done in ${fmt(seconds)} s`);
  if (process.env.BENCH_RESULTS !== '0') {
    writeLatestResults({
      root,
      when: new Date(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}; ${faults}; Node ${process.version}; PostgreSQL ${facts.version}`,
      data: `${facts.users.toLocaleString('en')} users (${seedStamp})`,
      settings: `${settings.connections} connections, ${settings.rounds} round(s) × ${settings.seconds} s per side after ${settings.warmupSeconds} s of warm-up, portal and bare twin alternating; page size ${PAGE_SIZE}; portal LOG_LEVEL=${process.env.BENCH_PORTAL_LOG_LEVEL || 'info'}${settings.quick ? '; BENCH_QUICK' : ''}`,
      duration: `${fmt(seconds)} s`,
      loadAverage: `${loadBefore} before the run, ${loadAverage()} after it (1, 5, 15 min)`,
      sections: results,
      changedSql: captured.changed,
    });
    log('bench: bench/RESULTS.md written');
  }
}

await main();
