import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Web boundaries (ARCHITECTURE.md): a feature imports neither app/ nor another feature (it uses
 * shared/), and shared/ imports neither a feature nor app/. Import specifiers are relative, so one
 * block per folder depth says where `../` lands: from features/<f>/<depth…>/file, going up `depth`
 * levels stays in the feature, one more is src/features (another feature), one more is src/ (only
 * shared/ and gql/ are allowed there).
 */
const webBoundaryBlocks = [1, 2, 3].map((depth) => {
  const inFeature = '\\.\\./'.repeat(depth - 1);
  const toFeatures = `${inFeature}\\.\\./`;
  const toSrc = `${toFeatures}\\.\\./`;
  return {
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${toFeatures}(?!\\.\\./)`,
              message: 'A feature does not import another feature: move the shared piece to src/shared/.',
            },
            {
              regex: `^${toSrc}(?!shared/|gql/)`,
              message: 'A feature imports only src/shared/ and src/gql/ outside itself (never src/app/ or src/features/).',
            },
          ],
        },
      ],
    },
  };
});

const sharedBoundaryBlock = {
  files: ['apps/web/src/shared/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '(^|/)features/', message: 'src/shared/ does not import a feature: features build on shared, not the other way round.' },
          { regex: '^(\\.\\./)+app/', message: 'src/shared/ does not import src/app/ (the shell).' },
        ],
      },
    ],
  },
};

/**
 * Every other file under apps/web/src (the entry, anything new beside app/, features/ and shared/)
 * imports no feature: only app/ (the shell that mounts the routes and the menu) puts features
 * together.
 */
const webRestBlock = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  // early/ leaves the tree with the early-requests bundle (issue 30, part 1).
  ignores: ['apps/web/src/features/**', 'apps/web/src/app/**', 'apps/web/src/shared/**', 'apps/web/src/early/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '(^|/)features/', message: 'Only src/app/ puts features together: outside features/ and app/, import src/shared/ instead.' }] },
    ],
  },
};

/** From modules/<m>/file.ts: `../<other>/<file>` is another module, reached only through its service, read or rules file. */
const otherModuleInternals = {
  regex: '^\\.\\./[^./][^/]*/(?![^/]+\\.(?:service|read|rules)$)',
  message: "A module reaches another module only through that module's *.service.ts, *.read.ts or *.rules.ts (never its schema, seed or other files).",
};
const graphqlFromModules = {
  regex: '(^|/)graphql/',
  message: 'Only *.schema.ts files import graphql/: services, rules and seeds throw errors from platform/errors and take Services and Viewer from platform/.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/web/src/gql/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '.e2e-data/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  // No import cycles in the apps and the domain package (type-only imports included: a cycle of
  // types is still a tangle to read).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Boundaries of the API layers and of the shared domain package, checked on every lint.
  {
    files: ['apps/api/src/platform/**/*.ts', 'apps/api/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message: 'platform/ and db/ sit below the domain modules: pass what you need in from app.ts or the module, do not import modules/.',
            },
            { regex: '(^|/)graphql/', message: 'platform/ and db/ know no transport: do not import graphql/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/seed/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [graphqlFromModules],
        },
      ],
    },
  },
  // A module's own files (its tests and their support files may reach what they check).
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.schema.ts', 'apps/api/src/modules/**/*.test.ts', 'apps/api/src/modules/**/*.test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [graphqlFromModules, otherModuleInternals] }] },
  },
  // A schema file imports graphql/ (where the types several modules name live: graphql/refs.ts,
  // graphql/enums.ts) and, of another module, only its service, read or rules file.
  {
    files: ['apps/api/src/modules/**/*.schema.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleInternals] }] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)apps/', message: 'packages/domain is shared by the apps and imports none of them.' },
            { regex: '^@portal/(?!domain/)', message: 'packages/domain is shared by the apps and imports none of them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webBoundaryBlocks,
  sharedBoundaryBlock,
  webRestBlock,
  // A focused test (`.only`) silently skips the rest of the suite: it never reaches a commit.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['test', 'it', 'describe', 'suite', 'bench'].map((object) => ({ object, property: 'only', message: 'No focused tests: remove `.only`.' })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name=/^(describe|serial|parallel)$/][property.name='only']",
          message: 'No focused tests: remove `.only`.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed waits in e2e: wait for what a person sees (expect(locator)…).',
        },
      ],
    },
  },
);
