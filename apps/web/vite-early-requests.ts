import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InMemoryCache } from '@apollo/client/cache';
import { print } from '@apollo/client/utilities';
import { build } from 'esbuild';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { EARLY_OPERATIONS, type EarlyTexts } from './src/early/operations';
import { paths } from './src/shared/paths';

const ENTRY = 'src/early/main.ts';
const VIRTUAL = 'virtual:portal-early-documents';

/**
 * The query text of each early operation exactly as the app's Apollo client sends it: the
 * generated document (src/gql/graphql.ts) through the cache's transform (which adds `__typename`
 * to every selection), printed. A test (early-requests.test.ts) checks it against the real client.
 */
export function earlyDocumentTexts(root: string): EarlyTexts {
  const source = readFileSync(path.join(root, 'src/gql/graphql.ts'), 'utf8').split('\n');
  const cache = new InMemoryCache();
  const texts = {} as EarlyTexts;
  for (const name of EARLY_OPERATIONS) {
    const line = source.find((l) => l.startsWith(`export const ${name}Document = `));
    const literal = line && /^export const \w+ = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line)?.[1];
    if (!literal) throw new Error(`early requests: src/gql/graphql.ts has no ${name}Document (run npm run codegen)`);
    texts[name] = print(cache.transformDocument(JSON.parse(literal) as DocumentNode));
  }
  return texts;
}

/**
 * Builds src/early/main.ts as a script of its own (a few KB: no React, Apollo or MUI, and no
 * chunk shared with the app, so it never waits for one) and writes dist/.vite/early-requests.json:
 * the server puts the script first in the head of the dashboard's pages (`async`: it runs as soon
 * as it arrives and sends the page's first queries while the app's scripts download, see
 * src/shared/apollo/early-requests.ts), and leaves the public pages, the login among them, without
 * it. Build only: the dev server does without.
 */
export function earlyRequestsPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  let script: { fileName: string; code: string } | undefined;
  return {
    name: 'portal-early-requests',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const texts = earlyDocumentTexts(root);
      this.addWatchFile(path.join(root, 'src/gql/graphql.ts'));
      const result = await build({
        entryPoints: [path.join(root, ENTRY)],
        bundle: true,
        minify: true,
        format: 'esm',
        target: 'es2022',
        write: false,
        legalComments: 'none',
        plugins: [
          {
            name: 'early-documents',
            setup(b) {
              b.onResolve({ filter: new RegExp(`^${VIRTUAL}$`) }, () => ({ path: VIRTUAL, namespace: 'early-documents' }));
              b.onLoad({ filter: /.*/, namespace: 'early-documents' }, () => ({ contents: `export default ${JSON.stringify(texts)};`, loader: 'js' }));
            },
          },
        ],
      });
      const code = result.outputFiles[0]!.text;
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      script = { fileName: `assets/early-requests-${hash}.js`, code };
    },
    generateBundle() {
      if (!script) return;
      this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
      const dashboard = paths.dashboard.home.pattern;
      const table: EarlyScripts = [{ patterns: [dashboard, `${dashboard}/*`], script: script.fileName }];
      this.emitFile({ type: 'asset', fileName: '.vite/early-requests.json', source: JSON.stringify(table, null, 2) });
    },
  };
}

/** dist/.vite/early-requests.json: the script the server puts first in the head of the pages whose path matches. */
export type EarlyScripts = { patterns: string[]; script: string }[];
