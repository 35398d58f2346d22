import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

const VIRTUAL = 'virtual:portal-gql/';
const RESOLVED = '\0portal-gql:';

/**
 * Build-time equivalent of the client preset's Babel optimizer: replaces every
 * `graphql(\`query Name ...\`)` call with an import of the generated `NameDocument`
 * (or `NameFragmentDoc`). Without it every chunk that calls `graphql()` would pull the map of
 * all documents in src/gql/gql.ts.
 *
 * Each document is imported from a module of its own (`virtual:portal-gql/NameDocument`, cut
 * out of src/gql/graphql.ts), not from graphql.ts itself: a bundler never splits a module, so
 * importing from graphql.ts put every document of the app in one chunk that the login page
 * loaded. Types are unchanged: TypeScript still checks the `graphql()` calls against gql.ts.
 */
export function graphqlDocuments(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-graphql-documents',
    configResolved(config) {
      root = config.root;
    },
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const file = path.join(root, 'src/gql/graphql.ts');
      this.addWatchFile(file);
      const line = readFileSync(file, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`export const ${name} = `));
      const literal = line && /^export const \w+ = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line)?.[1];
      if (!literal) this.error(`src/gql/graphql.ts has no document ${name}: run npm run codegen`);
      return `export default ${literal};`;
    },
    transform(code, id) {
      // The app's own sources only: never a dependency's code, nor the generated documents.
      if (!id.startsWith(path.join(root, 'src') + path.sep) || !/\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
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
        .map((n) => `import __gql_${n} from '${VIRTUAL}${n}';`)
        .join('\n');
      return { code: `${header}\n${cleaned}`, map: null };
    },
  };
}
