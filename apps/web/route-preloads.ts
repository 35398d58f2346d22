/**
 * Deep links that deserve their route modules in the first response: the server adds a
 * `<link rel="modulepreload">` for each file of the matching routes to index.html
 * (apps/api/src/platform/web-app.ts), so the browser fetches them alongside the entry script
 * instead of after the router has run. Without this, opening /dashboard/usuarios waits for the
 * entry (about 130 KB) to download and run before it even asks for the dashboard and the page.
 *
 * The build writes dist/.vite/route-preloads.json: for each pattern, the files of the listed
 * modules and their static imports, minus what index.html already loads. Patterns are React
 * Router patterns from shared/paths (`:param` is one segment); `/*` at the end matches the
 * prefix and everything below it. Every matching entry applies (the dashboard layout for every
 * dashboard page, plus the page's own module when it is listed).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { paths } from './src/shared/paths.ts';

const DASHBOARD_LAYOUT = 'src/app/layouts/dashboard-layout.tsx';

export const routePreloads: { pattern: string; modules: string[] }[] = [
  { pattern: paths.login.pattern, modules: ['src/features/auth/login-page.tsx'] },
  { pattern: `${paths.dashboard.home.pattern}/*`, modules: [DASHBOARD_LAYOUT] },
  { pattern: paths.dashboard.home.pattern, modules: ['src/features/home/home-page.tsx'] },
  { pattern: paths.dashboard.myProfile.pattern, modules: ['src/features/profile/profile-page.tsx'] },
  { pattern: paths.dashboard.users.pattern, modules: ['src/features/users/users-list-page.tsx'] },
];

/** The files of `keys` and of their static imports, recursively, in a stable order. */
function staticFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-preloads: ${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export function routePreloadsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
      const inIndex = new Set(staticFiles(manifest, entry));
      const table = routePreloads.map(({ pattern, modules }) => ({
        pattern,
        files: staticFiles(manifest, modules).filter((file) => !inIndex.has(file) && file.endsWith('.js')),
      }));
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite', 'route-preloads.json'), `${JSON.stringify(table, null, 2)}\n`);
    },
  };
}
