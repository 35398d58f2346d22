// Builds what `npm start` runs: the web app (Vite, into apps/web/dist, then a brotli and a gzip copy
// of every compressible file: scripts/precompress.mjs) and the API bundled to
// JavaScript (esbuild, into apps/api/dist/main.js; our own code and packages/domain inside,
// node_modules packages left as imports). Each part is rebuilt only when its inputs changed since
// its last build: a hash over its input files is kept in node_modules/.cache/portal-build and
// compared first, so a second `npm start` goes straight to the server.
//
//   node scripts/build.mjs            both parts
//   node scripts/build.mjs api        only the API (or: web)
//   PORTAL_FORCE_BUILD=1 ...           rebuild even when nothing changed
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stampDir = path.join(root, 'node_modules/.cache/portal-build');
const shared = ['package-lock.json', 'tsconfig.base.json', 'packages/domain', 'scripts/build.mjs', 'scripts/precompress.mjs'];

const parts = {
  web: {
    inputs: [...shared, 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/package.json', 'apps/web/tsconfig.json', 'apps/web/vite.config.ts', 'apps/web/route-preloads.ts', 'apps/web/first-screen-frames.ts', 'apps/web/vite-graphql-documents.ts', 'apps/web/vite-lazy-number-format.ts'],
    output: 'apps/web/dist/index.html',
    run: buildWeb,
  },
  api: {
    inputs: [...shared, 'apps/api/src', 'apps/api/package.json', 'apps/api/tsconfig.json'],
    output: 'apps/api/dist/main.js',
    run: buildApi,
  },
};

/** Files the build reads; tests and the test helpers never reach the output. */
function isInput(relative) {
  return !/(^|\/)(node_modules|dist)(\/|$)/.test(relative) && !/\.test\.tsx?$/.test(relative) && !relative.startsWith('apps/api/src/test/');
}

/** Every file under the inputs (files or folders), as sorted paths relative to the repository. */
function inputFiles(inputs) {
  return inputs
    .filter((input) => existsSync(path.join(root, input)))
    .flatMap((input) => {
      const absolute = path.join(root, input);
      if (!statSync(absolute).isDirectory()) return [input];
      return readdirSync(absolute, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    })
    .filter(isInput)
    .sort();
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputFiles(inputs)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

async function buildWeb() {
  const { build } = await import('vite');
  const webRoot = path.join(root, 'apps/web');
  await build({ root: webRoot, logLevel: 'warn' });
  const rows = precompress(path.join(webRoot, 'dist'));
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  console.log(`build web: ${rows.length} files precompressed, ${(sum('raw') / 1024).toFixed(0)} KB -> br ${(sum('br') / 1024).toFixed(0)} KB, gzip ${(sum('gz') / 1024).toFixed(0)} KB`);
}

/** esbuild resolves our workspace packages (TypeScript sources) into the bundle; every other package stays an import. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
  },
};

async function buildApi() {
  const { build } = await import('esbuild');
  const outdir = path.join(root, 'apps/api/dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(root, 'apps/api/src/main.ts') },
    outdir,
    // A dynamic import stays one: the S3 SDK (over a second to load) only loads with STORAGE=s3.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}

const wanted = process.argv.slice(2);
for (const name of wanted) if (!(name in parts)) throw new Error(`Unknown part "${name}" (web, api)`);
mkdirSync(stampDir, { recursive: true });
for (const [name, part] of Object.entries(parts)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const stampFile = path.join(stampDir, `${name}.sha256`);
  const digest = hashInputs(part.inputs);
  const fresh =
    !process.env.PORTAL_FORCE_BUILD && existsSync(path.join(root, part.output)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest;
  if (fresh) {
    console.log(`build ${name}: up to date`);
    continue;
  }
  const started = Date.now();
  await part.run();
  // A new file, not an overwrite: a copy of node_modules made with hard links must not share the stamp.
  writeFileSync(`${stampFile}.tmp`, digest);
  renameSync(`${stampFile}.tmp`, stampFile);
  console.log(`build ${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
