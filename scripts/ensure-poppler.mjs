// The PDF tests read the documents the portal writes back with Debian's poppler-utils (pdftotext,
// pdftoppm, pdffonts, pdfinfo, pdfimages). When pdftotext is missing, this installs Debian's
// package if it can (root with apt-get), or stops with the exact command to run, as
// ensure-chromium.mjs does for the browser tests.
//
//   node scripts/ensure-poppler.mjs      (npm test runs it first; .ci/run installs the package too)
import { spawnSync } from 'node:child_process';
import { SetupError } from './ensure-chromium.mjs';

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new SetupError(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Makes sure pdftotext and its siblings are on the PATH, installing Debian's poppler-utils when needed. */
export function ensurePoppler() {
  if (hasCommand('pdftotext')) return 'pdftotext found';
  if (!hasCommand('apt-get')) {
    throw new SetupError("pdftotext is missing: the PDF tests need poppler's command-line tools. Install poppler-utils (or your system's poppler package) and run again.");
  }
  if (process.getuid?.() !== 0) {
    throw new SetupError('pdftotext is missing: the PDF tests need it. Install Debian\'s package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y poppler-utils');
  }
  console.log("pdftotext is missing: installing Debian's package (apt-get update -qq && apt-get install -y -qq poppler-utils)");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'poppler-utils']);
  if (!hasCommand('pdftotext')) throw new SetupError('apt-get installed poppler-utils but pdftotext is still missing');
  return 'poppler-utils installed';
}

if (import.meta.filename === process.argv[1]) {
  try {
    console.log(`poppler-utils: ${ensurePoppler()}`);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
