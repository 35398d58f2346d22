import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// The drills (npm run test:drills): one file at a time, each starting processes of its own.
export default defineConfig({
  resolve: { alias: { graphql: require.resolve('graphql/index.js') } },
  test: {
    include: ['apps/api/test/drills/**/*.drill.test.ts'],
    fileParallelism: false,
    // The API tests' migrated template database (the backup drill's harness copies it).
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 600_000,
    env: { NODE_ENV: 'test' },
  },
});
