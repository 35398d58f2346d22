// `npm test`: sets up what the tests need, runs every layer in order (stopping at the first that
// fails) and closes with one line per layer.
//  1. set-up: Chromium for the browser tests and poppler-utils for the PDF tests (installed with
//     apt-get when possible, else the command to run), and a PostgreSQL server for the second API run when one answers
//  2. ESLint and TypeScript, side by side   3. unit tests and the embedded database's API tests on PGlite (every
//     API test when no PostgreSQL server answers)   4. API tests on PostgreSQL   5. the drills
//     (several processes behind HAProxy, failures, backups; skipped without PostgreSQL or haproxy)
//  6. bench seed   7. web build and login-page size   8. browser tests (Playwright; the portal on a
//     PostgreSQL database of its own when a server answers, else on PGlite)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium, SetupError } from './ensure-chromium.mjs';
import { ensurePoppler } from './ensure-poppler.mjs';
import { dropDatabase, findPostgres, runApiTestsOnPostgres } from './test-pg.mjs';

/**
 * When a PostgreSQL server answers, what runs on PGlite (Vitest filters: paths containing them):
 * the domain and web unit tests, and the API tests of what the embedded database does its own way:
 * the platform (connection, jobs, mail, lists), migrations and configuration, the jobs screen,
 * exports (keyset pages instead of a cursor), file storage and backups. The browser specs that start a
 * portal of their own run it on PGlite. Without a server, every API test runs on PGlite, and so do
 * all the browser tests.
 */
const EMBEDDED_TESTS = ['packages/domain/', 'apps/web/', 'apps/api/src/platform/', 'apps/api/src/db/', 'apps/api/src/config.test', 'apps/api/src/schema.test', 'apps/api/src/modules/jobs/', '.export.test', 'files.storage.test', 'apps/api/src/ops/'];

/** API tests that only PostgreSQL can run (several processes' connections at once): left out of the PGlite run when a server answers. */
const POSTGRES_ONLY_TESTS = ['**/platform/migrate-lock.test.ts', '**/platform/db-connection-loss.test.ts'];

const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const results = [];

/**
 * Runs a command with the terminal; `capture` also keeps its standard output for the summary;
 * `hold` keeps both outputs instead of printing them (for commands that run side by side).
 */
function run(command, args, { env = {}, capture = false, hold = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', capture || hold ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'], env: { ...process.env, ...env } });
    let output = '';
    const keep = (chunk) => {
      if (!hold) process.stdout.write(chunk);
      output += chunk;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code, signal) => resolve({ exitCode: code ?? (signal ? 1 : 0), output }));
  });
}

function seconds(started) {
  return `${((Date.now() - started) / 1000).toFixed(0)} s`;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** "523 passed in 44 files" from Vitest's JSON report. */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return 'no report';
  const parts = [`${report.numPassedTests} passed`];
  if (report.numFailedTests) parts.push(`${report.numFailedTests} failed`);
  if (report.numPendingTests + report.numTodoTests) parts.push(`${report.numPendingTests + report.numTodoTests} skipped`);
  return `${parts.join(', ')} in ${report.testResults.length} file${report.testResults.length === 1 ? '' : 's'}`;
}

/** "61 passed" from Playwright's JSON report. */
function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return 'no report';
  const parts = [`${stats.expected} passed`];
  if (stats.unexpected) parts.push(`${stats.unexpected} failed`);
  if (stats.flaky) parts.push(`${stats.flaky} flaky`);
  if (stats.skipped) parts.push(`${stats.skipped} skipped`);
  return parts.join(', ');
}

function heading(title) {
  console.log(`\n── ${title} ${'─'.repeat(Math.max(3, 70 - title.length))}`);
}

const steps = [
  {
    // Two single-threaded commands: side by side, each printed whole once it ends.
    name: 'ESLint and TypeScript',
    run: async () => {
      const [lint, types] = await Promise.all([run('npm', ['run', '--silent', 'lint'], { hold: true }), run('npm', ['run', '--silent', 'typecheck'], { hold: true })]);
      console.log(`ESLint:\n${lint.output || '(nothing printed)'}\nTypeScript:\n${types.output || '(nothing printed)'}`);
      return {
        exitCode: lint.exitCode || types.exitCode,
        detail: `${lint.exitCode === 0 ? 'no problems' : 'ESLint found problems'}, ${types.exitCode === 0 ? 'no type errors' : 'type errors'}${lint.exitCode || types.exitCode ? ' (see above)' : ''}`,
      };
    },
  },
  {
    name: 'Unit and API tests on PGlite',
    run: async () => {
      const report = path.join(reports, 'pglite.json');
      // With a PostgreSQL server the API tests run there (the next step); on PGlite then only the
      // unit tests and the API tests of what is specific to the embedded database.
      const target = await findPostgres();
      if (!target.skipped) await target.drop();
      const filters = target.skipped ? [] : [...EMBEDDED_TESTS, ...POSTGRES_ONLY_TESTS.flatMap((glob) => ['--exclude', glob])];
      const { exitCode } = await run('npm', ['run', '--silent', 'test:unit', '--', ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
      return { exitCode, detail: `${vitestCounts(report)}${target.skipped ? '' : ' (the unit tests and the embedded database\'s own API tests; the API tests run on PostgreSQL next)'}` };
    },
  },
  {
    name: 'API tests on PostgreSQL',
    run: async () => {
      const report = path.join(reports, 'postgres.json');
      const result = await runApiTestsOnPostgres(['--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
      if (result.skipped) return { exitCode: 0, skipped: result.skipped };
      return { exitCode: result.exitCode, detail: `${vitestCounts(report)} (${result.where})` };
    },
  },
  {
    // The drills (apps/api/test/drills, `npm run test:drills`): two built API processes behind
    // Debian's HAProxy, a PostgreSQL cluster of their own restarted under load, backups restored.
    name: 'Drills on PostgreSQL (processes, failures, backups)',
    run: async () => {
      const target = await findPostgres();
      if (target.skipped) return { exitCode: 0, skipped: target.skipped };
      await target.drop();
      if (spawnSync('haproxy', ['-v']).error) return { exitCode: 0, skipped: 'haproxy is missing (apt-get install -y haproxy)' };
      const report = path.join(reports, 'drills.json');
      const { exitCode } = await run('node', ['scripts/test-drills.mjs', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
      return { exitCode, detail: vitestCounts(report) };
    },
  },
  {
    // `npm run bench:seed` is not part of the tests, but a change that breaks it should not land.
    name: 'Bench seed (1,000 members) on PostgreSQL',
    run: async () => {
      const target = await findPostgres();
      if (target.skipped) return { exitCode: 0, skipped: target.skipped };
      await target.drop();
      const url = new URL(target.url);
      url.pathname = `/${(process.env.TEST_DATABASE_PREFIX || 'portal_test').replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_bench_seed_check`;
      try {
        const { exitCode } = await run('npm', ['run', '--silent', 'seed', '--workspace', '@portal/bench'], {
          env: { BENCH_DATABASE_URL: url.toString(), BENCH_MEMBERS: '1000', BENCH_RESEED: '1' },
        });
        return { exitCode, detail: exitCode === 0 ? 'seeded' : 'failed (see above)' };
      } finally {
        await dropDatabase(url);
      }
    },
  },
  {
    name: 'Web build and login-page size',
    run: async () => {
      const { exitCode, output } = await run('npm', ['run', '--silent', 'test:bundle'], { capture: true });
      const line = output.split('\n').find((l) => l.startsWith('Login screen initial JavaScript'));
      return { exitCode, detail: line?.replace('Login screen initial JavaScript: ', 'login page ') ?? '' };
    },
  },
  {
    name: 'Browser tests (Playwright, Chromium)',
    run: async () => {
      const report = path.join(reports, 'playwright.json');
      // On a PostgreSQL database of the run's own when a local server answers (the specs run about
      // a third faster than on PGlite); the specs that start a portal of their own keep PGlite.
      const target = await findPostgres({ ...process.env, TEST_DATABASE_URL: '' });
      const databaseUrl = target.skipped ? undefined : target.url;
      try {
        const { exitCode } = await run('npm', ['run', '--silent', 'test', '--workspace', '@portal/e2e', '--', '--reporter=list,json'], {
          env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report, ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}) },
        });
        return { exitCode, detail: `${playwrightCounts(report)}, the portal on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}` };
      } finally {
        if (!target.skipped) await target.drop();
      }
    },
  },
];

function summary(failed) {
  heading('npm test: summary');
  const width = Math.max(...steps.map((s) => s.name.length));
  for (const r of results) {
    const status = r.skipped ? 'skipped' : r.exitCode === 0 ? 'ok' : 'FAILED';
    console.log(`${r.name.padEnd(width)}  ${status.padEnd(7)} ${r.skipped ? '' : `${r.detail} `}(${r.time})`);
  }
  for (const step of steps.slice(results.length)) console.log(`${step.name.padEnd(width)}  not run`);
  if (failed) console.log(`\nnpm test failed at: ${failed}`);
  const skippedPg = results.find((r) => r.skipped);
  if (skippedPg) console.log(`\nPostgreSQL run of the API tests skipped: ${skippedPg.skipped}.`);
}

async function main() {
  heading('Set-up');
  try {
    console.log(`Chromium: ${ensureChromium()}`);
    console.log(`poppler-utils: ${ensurePoppler()}`);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(`\n${error.message}`);
    return 1;
  }
  for (const step of steps) {
    heading(step.name);
    const started = Date.now();
    const result = await step.run();
    results.push({ name: step.name, ...result, time: seconds(started) });
    if (result.exitCode !== 0) {
      summary(step.name);
      return result.exitCode;
    }
  }
  summary(null);
  return 0;
}

const exitCode = await main().finally(() => rmSync(reports, { recursive: true, force: true }));
process.exit(exitCode);
