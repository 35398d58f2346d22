// The browser tests drive Debian's Chromium at /usr/bin/chromium (Playwright's own browsers are
// never downloaded). When it is missing, this installs Debian's package if it can (root with
// apt-get), or stops with the exact command to run.
//
//   node scripts/ensure-chromium.mjs      (npm test runs it first)
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export class SetupError extends Error {}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) throw new SetupError(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Returns the path of the Chromium the browser tests use, installing Debian's package first when needed. */
export function ensureChromium() {
  const custom = process.env.CHROMIUM_PATH;
  if (custom) {
    if (isExecutable(custom)) return custom;
    throw new SetupError(`CHROMIUM_PATH is ${custom}, which is not an executable file. Point it at a Chromium, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`);
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (!hasCommand('apt-get')) {
    throw new SetupError(
      `Chromium is missing: the browser tests need it. Install Chromium with your system's package manager and run again with CHROMIUM_PATH=/path/to/chromium.`,
    );
  }
  if (process.getuid?.() !== 0) {
    throw new SetupError(
      `Chromium is missing at ${DEBIAN_CHROMIUM}: the browser tests need it. Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  console.log(`Chromium is missing at ${DEBIAN_CHROMIUM}: installing Debian's package (apt-get update -qq && apt-get install -y -qq chromium)`);
  const started = Date.now();
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
  if (!isExecutable(DEBIAN_CHROMIUM)) throw new SetupError(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is still missing`);
  console.log(`Chromium installed at ${DEBIAN_CHROMIUM} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return DEBIAN_CHROMIUM;
}

if (import.meta.filename === process.argv[1]) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
