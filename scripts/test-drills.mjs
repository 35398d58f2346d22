// `npm run test:drills`: the multi-process drills (apps/api/test/drills): two built API processes
// behind HAProxy on one PostgreSQL database. Needs Debian's haproxy (apt-get install -y haproxy)
// and a PostgreSQL server (TEST_DATABASE_URL, or 127.0.0.1:5432 as postgres, as scripts/test-pg.mjs).
// Also a step of `npm test` (about a minute and a half on a quiet machine).
//
//   node scripts/test-drills.mjs [extra vitest arguments]
import { spawnSync } from 'node:child_process';
import { findPostgres } from './test-pg.mjs';

if (spawnSync('haproxy', ['-v']).error) {
  console.error('haproxy is missing: apt-get install -y haproxy');
  process.exit(1);
}
const target = await findPostgres();
if (target.skipped) {
  console.error(`The drills need PostgreSQL: ${target.skipped}`);
  process.exit(1);
}
console.log(`Drills on PostgreSQL: ${target.where}`);
let code;
try {
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'apps/api/test/drills/vitest.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: target.url },
  });
  code = run.status ?? 1;
} finally {
  await target.drop();
}
process.exit(code);
