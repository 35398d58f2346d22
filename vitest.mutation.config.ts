// Vitest for mutation testing (stryker.config.mjs): the API project only, limited to the test
// files of the chosen mutation group (MUTATION_TESTS, a JSON list of globs set by the Stryker config).
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const graphqlEntry = require.resolve('graphql/index.js');
const include: string[] = process.env.MUTATION_TESTS ? JSON.parse(process.env.MUTATION_TESTS) : ['apps/api/src/**/*.test.ts'];

export default defineConfig({
  resolve: { alias: { graphql: graphqlEntry } },
  test: {
    include,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test', TEST_DATABASE_URL: '' },
    globalSetup: ['apps/api/src/test/global-setup.ts'],
  },
});
