/**
 * The bench is a list of sections run in order against one running portal and its bare twin;
 * each returns the Markdown it adds to bench/RESULTS.md.
 *
 * PLUG-IN POINT: a section from another module (Lighthouse, the embedded default, the login
 * burst) goes into `extraSections` below, as `{ name, needsWeb?, run: async (ctx) => ({ title,
 * markdown }) }`, calling that module's function with what `ctx` offers. `BENCH_SECTIONS=a,b`
 * runs only the named sections (`lists`, `plans`, and the extra ones' names).
 */
import { formatBalancer, runBalancer } from './balancer';
import { formatCertificates, runCertificates } from './certificates';
import { formatEmbedded, runEmbedded } from './embedded';
import { formatExports, runExports } from './exports';
import { formatFloors, runFloors } from './floors';
import { formatLighthouse, ONE_ROLE_ADMIN, runLighthouse } from './lighthouse';
import { formatLogins, runLogins } from './logins';
import { formatRush, RUSH_MEMBERS, runRush } from './rush';
import { formatSchedule, runSchedule } from './schedule';
import type { LoadRequest, LoadResult, LoadSettings } from './load';

export type BenchContext = {
  /** The repository root (apps/api/dist/main.js is built; apps/web/dist too when a section needsWeb). */
  root: string;
  databaseUrl: string;
  /** The portal (production build, NODE_ENV=production) on the bench database. */
  portal: { url: string; pid: number };
  /** The bare node:http + pg twin: GET <url>/<target> runs bench/sql/<target>.sql. */
  bare: { url: string; pid: number };
  /** The demo administrator (also a member) and a fresh access token of theirs. */
  admin: { email: string; password: string; token: string };
  settings: LoadSettings;
  /** autocannon at settings.connections unless told otherwise. */
  load(request: LoadRequest, o?: { connections?: number; seconds?: number }): Promise<LoadResult>;
  /** A POST /graphql request for the portal, signed in as the admin (a request for `load`). */
  graphqlRequest(query: string, variables?: Record<string, unknown>, token?: string): LoadRequest;
  /** The users list's request (page 0, default sort) for the portal, signed in as the admin. */
  usersListRequest(): LoadRequest;
  /** RSS (MB) of a process, now and at its peak. */
  rssMb(pid: number): { now: number; peak: number };
  log(line: string): void;
};

export type SectionResult = { title: string; markdown: string };

export type BenchSection = {
  name: string;
  /** Builds the web app (scripts/build.mjs web) before the portal starts. */
  needsWeb?: boolean;
  run(ctx: BenchContext): Promise<SectionResult>;
};

/** Sections added by other modules, run after `lists` and `plans`. */
export const extraSections: BenchSection[] = [
  {
    name: 'floors',
    run: async (ctx) => ({ title: 'Floors: what each layer of the request path costs before a list runs', markdown: formatFloors(await runFloors(ctx)) }),
  },
  {
    name: 'logins',
    run: async (ctx) => ({ title: 'Sign-ins: throughput against raw argon2, and a burst of 100 beside the users list', markdown: formatLogins(await runLogins(ctx), ctx.settings.seconds) }),
  },
  {
    name: 'lighthouse',
    needsWeb: true,
    run: async (ctx) => {
      const rows = await runLighthouse({
        baseUrl: ctx.portal.url,
        chromePath: process.env.CHROMIUM_PATH,
        // Not the bench's administrator, who is also a member (ONE_ROLE_ADMIN).
        signIn: { ...ONE_ROLE_ADMIN, password: ctx.admin.password },
      });
      return { title: 'Lighthouse (mobile preset): login, users list, Mi perfil', markdown: formatLighthouse(rows) };
    },
  },
  {
    name: 'schedule',
    needsWeb: true,
    run: async (ctx) => ({ title: 'Schedule: a proposed draft, the grid and the programme of a 40-room congress, and its programme book', markdown: formatSchedule(await runSchedule(ctx)) }),
  },
  {
    name: 'exports',
    run: async (ctx) => ({ title: 'Exports: a 1,000,000-row CSV beside PostgreSQL\'s COPY, a 100,000-row XLSX (server RSS)', markdown: formatExports(await runExports(ctx)) }),
  },
  {
    name: 'certificates',
    run: async (ctx) => ({ title: 'Certificates: «Emitir y enviar» issues 5,000 certificates through its job (server RSS)', markdown: formatCertificates(await runCertificates(ctx)) }),
  },
  {
    name: 'balancer',
    run: async (ctx) => ({ title: 'Two API processes behind HAProxy against one alone: the users list', markdown: formatBalancer(await runBalancer(ctx)) }),
  },
  {
    name: 'rush',
    run: async (ctx) => ({ title: `Rush hour: ${RUSH_MEMBERS} members sign in, inscribe, submit a paper with its PDF and pay at once, beside treasury and coordinators`, markdown: formatRush(await runRush(ctx), ctx.log) }),
  },
  {
    name: 'embedded',
    needsWeb: true,
    run: async () => {
      // Its own portal on PGlite in a fresh data dir: first start, then a reopen.
      const result = await runEmbedded({ port: Number(process.env.BENCH_EMBEDDED_PORT ?? 10298) });
      return { title: 'Embedded default (PGlite): first start and reopen', markdown: formatEmbedded(result) };
    },
  },
];
