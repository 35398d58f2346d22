// Runs the API tests against a real PostgreSQL server when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests on PostgreSQL not run (they ran on PGlite).');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
