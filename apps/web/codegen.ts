import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents from the committed SDL (no running server needed).
 * Operations are written as `graphql(\`...\`)` next to their feature; `vite-graphql-documents.ts`
 * rewrites those calls into imports of the generated `XxxDocument` constants so each route chunk
 * only carries its own documents.
 */
const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
  },
};

export default config;
