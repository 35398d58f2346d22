import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/**
 * Build-time equivalent of the client preset's Babel optimizer: replaces every
 * `graphql(\`query Name ...\`)` call with an import of the generated `NameDocument`
 * (or `NameFragmentDoc`) from src/gql/graphql.ts. Without it every chunk that calls
 * `graphql()` would pull the map of all documents in src/gql/gql.ts.
 */
export function graphqlDocuments(): Plugin {
  return {
    name: 'portal-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
      const imports = new Set<string>();
      const out = code.replace(CALL, (call, source: string) => {
        const match = DEFINITION.exec(source);
        if (!match) return call;
        const [, kind, name] = match;
        const generated = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        imports.add(generated);
        return `__gql_${generated}`;
      });
      if (imports.size === 0) return null;
      const cleaned = out.replace(/^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*gql\/gql(\.ts)?['"];?\s*$/m, '');
      const header = [...imports]
        .map((n) => `import { ${n} as __gql_${n} } from '/src/gql/graphql.ts';`)
        .join('\n');
      return { code: `${header}\n${cleaned}`, map: null };
    },
  };
}
