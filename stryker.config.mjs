// Mutation testing (npm run test:mutation; not part of `npm test`): StrykerJS with its Vitest runner
// on the API tests, on PGlite. perTest coverage analysis runs, for each mutant, only the tests that
// reached the mutated code. Incremental: a second run re-tests only what changed since the last.
//
//   npm run test:mutation                       every group below
//   MUTATION_GROUP=auth npm run test:mutation   one group (auth-unit | auth-core | auth | rules | files | payments | request-path)
//   MUTATION_EXCLUDE=StringLiteral …            leave out mutators (a shorter run on a busy machine)
//   MUTATION_CONCURRENCY=2 …                    two test runners at once (default one)
//
// Reports (HTML, JSON, incremental state) go to reports/mutation/, which git ignores.
const groups = {
  // The safeguards of sign-in alone: tokens, sessions, recovery, passwords, roles per request.
  'auth-core': {
    mutate: ['auth.service.ts', 'tokens.ts', 'viewer.ts', 'passwords.ts'].map((f) => `apps/api/src/modules/auth/${f}`),
    tests: ['apps/api/src/modules/auth/**/*.test.ts', 'apps/api/src/modules/users/users.actions.test.ts'],
  },
  // A short run: token, password and bearer helpers against their unit tests only (a lower bound:
  // the API tests kill more).
  'auth-unit': {
    mutate: ['tokens.ts', 'passwords.ts', 'viewer.ts', 'throttle.ts'].map((f) => `apps/api/src/modules/auth/${f}`),
    tests: ['apps/api/src/modules/auth/auth.unit.test.ts'],
  },
  // Sign-in, tokens, sessions, passwords and the login throttle (throttle.ts), mails and schema included.
  auth: {
    mutate: ['apps/api/src/modules/auth/**/*.ts', '!apps/api/src/modules/auth/**/*.test.ts', '!apps/api/src/modules/auth/common-passwords.ts'],
    tests: ['apps/api/src/modules/auth/**/*.test.ts', 'apps/api/src/modules/users/users.actions.test.ts'],
  },
  // Every module's permission rules.
  rules: {
    mutate: ['apps/api/src/modules/**/*.rules.ts'],
    tests: ['apps/api/src/modules/**/*.test.ts', 'apps/api/src/graphql/role-matrix.test.ts', 'apps/api/src/graphql/conference-scopes.test.ts'],
  },
  // What an upload and a download are checked against.
  files: {
    mutate: ['apps/api/src/modules/files/content-type.ts', 'apps/api/src/modules/files/office-zip.ts', 'apps/api/src/modules/files/files.service.ts', 'apps/api/src/modules/files/files.route.ts'],
    tests: ['apps/api/src/modules/files/**/*.test.ts', 'apps/api/src/modules/proposals/proposals.files.test.ts', 'apps/api/src/modules/profile/profile.test.ts', 'apps/api/src/modules/news/*.test.ts'],
  },
  // The GraphQL request path's checks: the input net and the session check before any resolver.
  'request-path': {
    mutate: ['apps/api/src/graphql/input-net.ts', 'apps/api/src/modules/auth/viewer.ts'],
    tests: ['apps/api/src/graphql/transport.test.ts', 'apps/api/src/graphql/input-hygiene.test.ts', 'apps/api/src/modules/accounts/accounts.test.ts', 'apps/api/src/modules/users/users.actions.test.ts', 'apps/api/src/modules/auth/auth.tokens.test.ts'],
  },
  // What a payment notification and a receipt link are checked against.
  payments: {
    mutate: ['apps/api/src/platform/mercadopago.ts', 'apps/api/src/modules/payments/receipt-urls.ts', 'apps/api/src/modules/payments/webhook.route.ts'],
    tests: ['apps/api/src/platform/mercadopago.test.ts', 'apps/api/src/modules/payments/receipt-urls.test.ts', 'apps/api/src/modules/payments/mercadopago.webhook.test.ts', 'apps/api/src/modules/payments/payments.test.ts'],
  },
};

const chosen = process.env.MUTATION_GROUP ? process.env.MUTATION_GROUP.split(',') : ['auth', 'rules', 'files'];
for (const name of chosen) if (!groups[name]) throw new Error(`MUTATION_GROUP: unknown group "${name}" (${Object.keys(groups).join(', ')})`);
const selected = chosen.map((name) => groups[name]);
// Read by vitest.mutation.config.ts in the test-runner processes, which inherit the environment.
process.env.MUTATION_TESTS = JSON.stringify([...new Set(selected.flatMap((g) => g.tests))]);
// PGlite: the PostgreSQL run stays `npm run test:api:pg`.
process.env.TEST_DATABASE_URL = '';
const tag = [...chosen, ...(process.env.MUTATION_EXCLUDE ? [`without-${process.env.MUTATION_EXCLUDE.replaceAll(',', '-')}`] : [])].join('-');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: selected.flatMap((g) => g.mutate),
  mutator: { excludedMutations: process.env.MUTATION_EXCLUDE ? process.env.MUTATION_EXCLUDE.split(',') : [] },
  // Two cores, shared: one test runner at a time unless told (MUTATION_CONCURRENCY).
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  timeoutMS: 60_000,
  // The first run (every selected test once, recording which tests reach which mutant) is long on a
  // busy two-core machine.
  dryRunTimeoutMinutes: 45,
  timeoutFactor: 2,
  incremental: true,
  incrementalFile: `reports/mutation/${tag}.incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${tag}.html` },
  jsonReporter: { fileName: `reports/mutation/${tag}.json` },
  clearTextReporter: { reportMutants: false, reportTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // Only what the API tests need is copied into the sandbox.
  ignorePatterns: ['apps/web', 'e2e', 'bench', 'docs', 'reports', '.ci', 'data', '**/dist'],
  thresholds: { high: 80, low: 60, break: null },
};
