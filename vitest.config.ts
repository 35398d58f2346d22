import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// One copy of graphql under Vitest (ESM and CJS copies make Yoga mask every error).
const graphqlEntry = require.resolve('graphql/index.js');

export default defineConfig({
  test: {
    // One test file per core, and at least two: Vitest's default (cores − 1) leaves one of two
    // cores idle, while an API test file spends much of its time waiting on its database.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        resolve: { alias: { graphql: graphqlEntry } },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // One migrated database per run, copied by each file (apps/api/src/test/global-setup.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
