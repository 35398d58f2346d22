/**
 * How the build groups modules into chunks (Rolldown's `output.codeSplitting`). Left alone, the
 * bundler cuts one chunk per set of routes that share a module: about 220 files, of which a
 * dashboard page loads 50 to 80 (most under 2 KB). Over HTTP/1.1 a browser opens six connections
 * per host, so each small file costs a round trip on a slow mobile network. The groups below keep
 * the first visit's code where it was (login stays free of dashboard code) in a few files:
 *
 * - `shell`: what index.html loads (the entry's static imports).
 * - `auth`, `auth-forms`: the login screen's static imports beyond the shell (alert, links,
 *   the GraphQL printer), and apart those that bring react-hook-form (the form and its fields):
 *   the dashboard shares the first with the login, and a page without a form (the user list)
 *   does not download the second.
 * - `dialogs`: the error dialogs every screen loads once it is idle (MUI's Dialog and Modal).
 * - `dashboard`: the dashboard layout's static imports (Apollo, the menu, snackbars).
 * - `zod`: the validation library, which the login screen loads after it is drawn.
 * - `profile-schemas`: the profile's domain schemas, which Mi perfil loads once its first screen is
 *   drawn (left alone, they join the chunk of the profile's shared components and bring zod along);
 *   `people-labels` (zod-free texts the first screen shows) apart, or the schemas' group takes it.
 * - `ui`: packages that two or more routes import and neither of the above holds (MUI
 *   components, react-hook-form), as far as the pages a first visit opens at once (the home, the
 *   user list, Mi perfil: the pages index.html modulepreloads, see route-preloads.ts) import them;
 *   `ui-more`: the rest of those shared packages (the autocomplete, tabs, tooltips and their popper,
 *   radios and checkboxes), which those pages would otherwise download without using. The date
 *   pickers and markdown stay with the routes that use them.
 * - `common`, `common-forms`: our own shared modules (src/shared) imported by two or more routes,
 *   minus those that bring the date pickers or markdown along; those that need zod apart, so a
 *   page without a form (the user list) downloads no validation code; and, like `ui`, those the
 *   first screens do not import apart in `common-more` (it is what brings `ui-more` along).
 *
 * Whatever a single route uses alone stays in that route's chunk.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Context = Parameters<Extract<NonNullable<CodeSplitting['groups']>[number]['name'], (...args: never[]) => unknown>>[1];

const LOGIN_ROUTE = path.resolve(import.meta.dirname, 'src/features/auth/login-page.tsx');
const DASHBOARD_LAYOUT = path.resolve(import.meta.dirname, 'src/app/layouts/dashboard-layout.tsx');
const ERROR_DIALOGS = path.resolve(import.meta.dirname, 'src/shared/error-dialogs/error-dialogs.tsx');
/** The first screens a visit opens directly (their modules are modulepreloaded by index.html). */
const FIRST_SCREENS = ['src/features/home/home-page.tsx', 'src/features/users/users-list-page.tsx', 'src/features/profile/profile-page.tsx'].map((file) =>
  path.resolve(import.meta.dirname, file),
);
/** Large packages only some routes need: left to the routes that import them. */
const ROUTE_ONLY_PACKAGES = /[\\/]node_modules[\\/](@mui[\\/]x-date-pickers|date-fns|react-markdown|micromark|mdast|hast|unified|remark|unist|vfile|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities|devlop|bail|trough|is-plain-obj|html-url-attributes|zwitch|ccount|longest-streak|trim-lines|estree|style-to)/;

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const REACT_HOOK_FORM = /[\\/]node_modules[\\/]react-hook-form[\\/]/;
/**
 * Our own modules two routes may share: the web app's shared/, and the domain's lazy Intl helper
 * (left alone, the bundler puts it with the zod-bound forms, and the user list's dates bring zod).
 */
const SHARED_SOURCES = /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/]intl\.ts$/;
const PROFILE_SCHEMAS = /[\\/]packages[\\/]domain[\\/]src[\\/]profile\.ts$/;
const PEOPLE_LABELS = /[\\/]packages[\\/]domain[\\/]src[\\/]people-labels\.ts$/;

/** Ids statically reachable from `root` (an absolute module id), memoised per build. */
function staticClosure(root: string, ctx: Context, cache: Map<string, Set<string>>): Set<string> {
  let found = cache.get(root);
  if (found) return found;
  found = new Set();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  if (found.size < 2) throw new Error(`chunk groups: ${root} has no static imports (moved?)`);
  cache.set(root, found);
  return found;
}

/** Whether `id` statically imports (directly or not) a module matching `pattern`. */
function reaches(id: string, pattern: RegExp, ctx: Context): boolean {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    if (pattern.test(next)) return true;
    stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return false;
}

export function chunkGroups(): CodeSplitting {
  const cache = new Map<string, Set<string>>();
  const inClosure = (root: string) => (id: string, ctx: Context) => id !== root && staticClosure(root, ctx, cache).has(id);
  const firstScreensUse = (id: string, ctx: Context) => FIRST_SCREENS.some((root) => staticClosure(root, ctx, cache).has(id));
  return {
    groups: [
      { name: 'shell', tags: ['$initial'], priority: 40 },
      // A group takes its members' imports along: `auth` goes first, so what the form modules
      // share with the rest of the login screen stays there.
      {
        name: (id, ctx) => (inClosure(LOGIN_ROUTE)(id, ctx) && !reaches(id, REACT_HOOK_FORM, ctx) ? 'auth' : null),
        debugName: 'auth',
        priority: 30,
      },
      { name: (id, ctx) => (inClosure(LOGIN_ROUTE)(id, ctx) ? 'auth-forms' : null), debugName: 'auth-forms', priority: 29 },
      { name: (id, ctx) => (inClosure(ERROR_DIALOGS)(id, ctx) ? 'dialogs' : null), debugName: 'dialogs', priority: 25 },
      { name: (id, ctx) => (inClosure(DASHBOARD_LAYOUT)(id, ctx) ? 'dashboard' : null), debugName: 'dashboard', priority: 20 },
      { name: 'zod', test: ZOD, priority: 15 },
      { name: 'people-labels', test: PEOPLE_LABELS, priority: 16 },
      { name: 'profile-schemas', test: PROFILE_SCHEMAS, priority: 14 },
      {
        name: (id, ctx) => {
          if (!/[\\/]node_modules[\\/]/.test(id) || ROUTE_ONLY_PACKAGES.test(id)) return null;
          return firstScreensUse(id, ctx) ? 'ui' : 'ui-more';
        },
        debugName: 'ui',
        minShareCount: 2,
        priority: 10,
      },
      {
        name: (id, ctx) => {
          if (!SHARED_SOURCES.test(id) || reaches(id, ROUTE_ONLY_PACKAGES, ctx)) return null;
          if (reaches(id, ZOD, ctx)) return 'common-forms';
          return firstScreensUse(id, ctx) ? 'common' : 'common-more';
        },
        debugName: 'common',
        minShareCount: 2,
        priority: 5,
      },
    ],
  };
}
