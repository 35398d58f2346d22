/**
 * The frame the server draws for a dashboard page before any script has run: the app bar, the
 * menu's panel (from md up), the page's own headings where it has fixed ones, and the entry
 * overlay on top (spec §9: the overlay has no delay). It takes the place of index.html's
 * "Cargando el portal…" until the app draws the page: on a slow phone, the person sees the page's
 * frame, dimmed, from the first paint instead of a line of text for two seconds or more.
 *
 * The build writes dist/.vite/first-screens.json: the frame's style and, for each pattern (React
 * Router patterns, `/*` for everything below; the first that matches applies), its HTML. The
 * server (apps/api/src/platform/web-app.ts) puts them into index.html; the app removes the frame
 * in the commit that shows the first screen (src/shared/first-screen.ts), and its own overlay
 * replaces the frame's one as it mounts (src/shared/ui/full-screen-loader.tsx).
 *
 * The frame lies over the app's root element rather than before it: when it goes, nothing the
 * app drew moves (a frame in the flow pushed the root down, and its removal counted as a layout
 * shift of the whole page).
 *
 * The values below are the ones MUI draws with our theme (src/shared/theme.ts) for the dashboard
 * shell (src/app/layouts/dashboard-shell.tsx), the list pages' title (src/shared/list/list-page.tsx)
 * and Mi perfil's sections (src/features/profile): e2e/tests/first-screen-frame.spec.ts checks
 * that each heading of a frame lies where the page then draws it, at the same size.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { palette } from './src/shared/palette';
import { paths } from './src/shared/paths';

type Frame = {
  /** The page's h1, as the page writes it. */
  title?: string;
  /** The list pages: the title sits in a flex row with the page's buttons. */
  list?: boolean;
  /** Sections drawn as outlined boxes below the title: their h2 and about their height. */
  sections?: { title: string; minHeight: { xs: number; md: number } }[];
};

const APP_NAME = 'Portal de la Asociación';
const FONT = '"Roboto","Helvetica","Arial",sans-serif';

/** Mi perfil's sections, in the page's order (heights: the account's as drawn, the others their DeferredSection's). */
const profileSections = [
  { title: 'Cuenta', minHeight: { xs: 508, md: 424 } },
  { title: 'Datos personales', minHeight: { xs: 780, md: 560 } },
  { title: 'Datos profesionales', minHeight: { xs: 700, md: 560 } },
];

export const firstScreenFrames: { pattern: string; frame: Frame }[] = [
  { pattern: paths.dashboard.users.pattern, frame: { title: 'Usuarios', list: true } },
  { pattern: paths.dashboard.myProfile.pattern, frame: { title: 'Mi perfil', sections: profileSections } },
  // Every other dashboard page, /dashboard itself included: the app bar and the menu's panel.
  { pattern: `${paths.dashboard.home.pattern}/*`, frame: {} },
];

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** MUI's breakpoints: sm 600, md 900. The toolbar is 48 px high in landscape below sm. */
export const FIRST_SCREEN_STYLE = `
body{margin:0;background-color:#f3f5f9}
#first-screen{position:absolute;top:0;left:0;right:0}
.fs{display:flex;min-height:100dvh;box-sizing:border-box;color:rgba(0,0,0,.87);font-family:${FONT}}
.fs *,.fs *::before{box-sizing:border-box}
.fs-bar{position:fixed;top:0;left:0;right:0;z-index:1201;background-color:${palette.primary};color:#fff;box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}
.fs-toolbar{display:flex;align-items:center;gap:8px;padding:0 16px}
.fs-toolbar,.fs-spacer{min-height:56px}
.fs-menu{display:flex;margin-left:-12px;padding:8px}
.fs-app{flex-grow:1;margin:0;font-weight:500;font-size:1rem;line-height:1.6;letter-spacing:.0075em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fs-side{display:none}
.fs-main{flex-grow:1;min-width:0;padding:16px}
.fs-head{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;margin-bottom:16px}
.fs h1{margin:0;font-weight:600;font-size:1.75rem;line-height:1.167;letter-spacing:-.01562em}
.fs h1.fs-gutter{margin-bottom:.35em}
.fs-sections{display:grid;gap:16px}
.fs-section{background-color:#fff;border:1px solid rgba(0,0,0,.12);border-radius:8px;padding:16px}
.fs h2{margin:0 0 .35em;font-weight:600;font-size:1.375rem;line-height:1.2;letter-spacing:-.00833em}
.fs-overlay{position:fixed;inset:0;z-index:1202;display:flex;align-items:center;justify-content:center;background-color:rgba(0,0,0,.5);color:#fff}
.fs-overlay svg{display:block;animation:fs-turn 1.4s linear infinite}
.fs-overlay circle{stroke-dasharray:80px,200px;animation:fs-dash 1.4s ease-in-out infinite}
@keyframes fs-turn{to{transform:rotate(360deg)}}
@keyframes fs-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:100px,200px;stroke-dashoffset:-126px}}
@media (prefers-reduced-motion:reduce){.fs-overlay svg,.fs-overlay circle{animation:none}}
@media (min-width:0px) and (orientation:landscape){.fs-toolbar,.fs-spacer{min-height:48px}}
@media (min-width:600px){.fs-toolbar{padding:0 24px}.fs-toolbar,.fs-spacer{min-height:64px}.fs-app{font-size:1.2rem}.fs-main{padding:24px}.fs-section{padding:24px}}
@media (min-width:900px){.fs-menu{display:none}.fs-side{display:block;width:264px;flex-shrink:0}.fs-side::before{content:"";position:fixed;top:0;left:0;height:100%;width:264px;background-color:#fff;border-right:1px solid rgba(0,0,0,.12);z-index:1200}}
`
  .trim()
  .replace(/\n/g, '');

/** The frame's HTML: everything but the overlay is hidden from assistive technology (the app draws it again). */
export function frameHtml({ title, list, sections }: Frame): string {
  const heading = title ? `<h1${sections ? ' class="fs-gutter"' : ''}>${escapeHtml(title)}</h1>` : '';
  const page = [
    list ? `<div class="fs-head">${heading}</div>` : heading,
    sections
      ? `<div class="fs-sections">${sections
          .map((s) => `<div class="fs-section fs-h${s.minHeight.xs}-${s.minHeight.md}"><h2>${escapeHtml(s.title)}</h2></div>`)
          .join('')}</div>`
      : '',
  ].join('');
  const heights = (sections ?? [])
    .map((s) => `.fs-h${s.minHeight.xs}-${s.minHeight.md}{min-height:${s.minHeight.xs}px}@media (min-width:900px){.fs-h${s.minHeight.xs}-${s.minHeight.md}{min-height:${s.minHeight.md}px}}`)
    .join('');
  return [
    heights ? `<style>${heights}</style>` : '',
    '<div class="fs" aria-hidden="true">',
    '<div class="fs-bar"><div class="fs-toolbar">',
    // MUI's Menu icon (24 px), as the phone's app bar draws it before the title.
    '<span class="fs-menu"><svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor"><path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z"></path></svg></span>',
    `<p class="fs-app">${escapeHtml(APP_NAME)}</p>`,
    '</div></div>',
    '<div class="fs-side"></div>',
    `<div class="fs-main"><div class="fs-spacer"></div>${page}</div>`,
    '</div>',
    '<div id="first-screen-overlay" class="fs-overlay">',
    '<svg role="progressbar" aria-label="Cargando" width="40" height="40" viewBox="22 22 44 44"><circle cx="44" cy="44" r="20.2" fill="none" stroke="currentColor" stroke-width="3.6"></circle></svg>',
    '</div>',
  ].join('');
}

export function firstScreenFramesPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal-first-screen-frames',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const table = { style: FIRST_SCREEN_STYLE, frames: firstScreenFrames.map(({ pattern, frame }) => ({ pattern, html: frameHtml(frame) })) };
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite', 'first-screens.json'), `${JSON.stringify(table, null, 2)}\n`);
    },
  };
}
