/**
 * The frame the server draws for every dashboard page before any script has run: the app bar, the
 * menu's panel (from md up) and the entry overlay on top (spec §9: the overlay has no delay). It
 * takes the place of index.html's "Cargando el portal…", so a slow phone shows the portal's shell,
 * dimmed, from the first paint. It knows no page: no titles, no page layout.
 *
 * The build writes dist/.vite/first-screen.json; the server (apps/api/src/platform/web-app.ts)
 * puts it into index.html for the paths under `pattern`. The app removes the frame in the commit
 * that shows the first screen (src/shared/first-screen.ts), and its own overlay replaces the
 * frame's as it mounts (src/shared/ui/full-screen-loader.tsx). The frame lies over the app's root
 * element rather than before it, so its removal moves nothing the app drew (no layout shift).
 *
 * The sizes are MUI's with our theme for the dashboard shell (src/app/layouts/dashboard-shell.tsx);
 * e2e/tests/first-screen-frame.spec.ts checks that the app bar lies where the app draws it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { palette } from './src/shared/palette.ts';
import { paths } from './src/shared/paths.ts';

const APP_NAME = 'Portal de la Asociación';
const FONT = '"Roboto","Helvetica","Arial",sans-serif';

/** MUI's breakpoints: sm 600, md 900. The toolbar is 48 px high in landscape below sm. */
const STYLE = `
body{margin:0;background-color:#f3f5f9}
#first-screen{position:absolute;top:0;left:0;right:0}
.fs-bar{position:fixed;top:0;left:0;right:0;z-index:1201;background-color:${palette.primary};color:#fff;font-family:${FONT};box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}
.fs-toolbar{display:flex;align-items:center;gap:8px;padding:0 16px;min-height:56px}
.fs-menu{display:flex;margin-left:-12px;padding:8px}
.fs-app{flex-grow:1;margin:0;font-weight:500;font-size:1rem;line-height:1.6;letter-spacing:.0075em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fs-side{display:none}
.fs-overlay{position:fixed;inset:0;z-index:1202;display:flex;align-items:center;justify-content:center;background-color:rgba(0,0,0,.5);color:#fff}
.fs-overlay svg{display:block;animation:fs-turn 1.4s linear infinite}
.fs-overlay circle{stroke-dasharray:80px,200px;animation:fs-dash 1.4s ease-in-out infinite}
@keyframes fs-turn{to{transform:rotate(360deg)}}
@keyframes fs-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:100px,200px;stroke-dashoffset:-126px}}
@media (prefers-reduced-motion:reduce){.fs-overlay svg,.fs-overlay circle{animation:none}}
@media (min-width:0px) and (orientation:landscape){.fs-toolbar{min-height:48px}}
@media (min-width:600px){.fs-toolbar{padding:0 24px;min-height:64px}.fs-app{font-size:1.2rem}}
@media (min-width:900px){.fs-menu{display:none}.fs-side{display:block;position:fixed;top:0;left:0;height:100%;width:264px;background-color:#fff;border-right:1px solid rgba(0,0,0,.12);z-index:1200}}
`
  .trim()
  .replace(/\n/g, '');

/** Everything but the overlay is hidden from assistive technology (the app draws it again). */
const HTML = [
  '<div aria-hidden="true">',
  '<div class="fs-bar"><div class="fs-toolbar">',
  // MUI's Menu icon (24 px), as the phone's app bar draws it before the title.
  '<span class="fs-menu"><svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"></path></svg></span>',
  `<p class="fs-app">${APP_NAME}</p>`,
  '</div></div>',
  '<div class="fs-side"></div>',
  '</div>',
  '<div id="first-screen-overlay" class="fs-overlay">',
  '<svg role="progressbar" aria-label="Cargando" width="40" height="40" viewBox="22 22 44 44"><circle cx="44" cy="44" r="20.2" fill="none" stroke="currentColor" stroke-width="3.6"></circle></svg>',
  '</div>',
].join('');

/** dist/.vite/first-screen.json: the paths that get the frame (a React Router pattern), its style and its HTML. */
export type FirstScreen = { pattern: string; style: string; html: string };

export function firstScreenFramePlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal-first-screen-frame',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      // /dashboard/* matches /dashboard itself as well.
      const frame: FirstScreen = { pattern: `${paths.dashboard.home.pattern}/*`, style: STYLE, html: HTML };
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite', 'first-screen.json'), `${JSON.stringify(frame, null, 2)}\n`);
    },
  };
}
