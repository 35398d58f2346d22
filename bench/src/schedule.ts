/**
 * The schedule section (issue 31): a large congress (40 rooms × 3 days × 8 slots, 600 panels whose
 * chairs each chair two, in 10 areas) is written to the bench database, then through the portal:
 * «Proponer cronograma» (target: under 10 s), accepting the whole draft, the grid's query and the
 * public programme under load, and the programme book of the released version made by its job
 * (target: under 30 s). Everything it adds is removed at the end.
 */
import pg from 'pg';
import type { LoadResult } from './load';
import { runGridInp, type InpFigures } from './schedule-inp';
import { adminGql } from './portal-gql';
import type { BenchContext } from './sections';

export const ROOMS = 40;
export const DAYS = 3;
export const RANGES = [
  [540, 600],
  [610, 670],
  [680, 740],
  [800, 860],
  [870, 930],
  [940, 1000],
  [1010, 1070],
  [1080, 1140],
] as const;
export const ITEMS = 600;
const AREAS = 10;
const MARK = 'Congreso grande (bench)';
/** An account whose only role is organising the large congress (so the web opens it without asking for a role). */
const ORGANISER = 'organizador.bench@example.org';

export type ScheduleFigures = {
  conferenceId: number;
  slots: number;
  items: number;
  draft: { seconds: number; placed: number; unplaced: number };
  inp: InpFigures;
  accept: { seconds: number };
  grid: LoadResult & { bytes: number };
  programme: LoadResult & { bytes: number };
  publish: { seconds: number };
  pdf: { seconds: number; pages: number; bytes: number };
};

export const GRID_QUERY = `query ($c: ID!) { scheduleGrid(conferenceId: $c) { id days lastVersion
  rooms { id name place capacity } slots { id roomId day start end reservedKind itemKey placedBy }
  items { id itemId kind title status area { id name } chair peopleCount audience slotIds } warnings { kind slotIds itemKeys message } permissions { canEdit canPublish } } }`;
const PROPOSE = 'query ($c: ID!) { proposeSchedule(conferenceId: $c) { placements { hourId itemKey } unplaced { itemKey reason } } }';
const ACCEPT = 'mutation ($c: ID!, $p: [ScheduleDraftPlacementInput!]!) { acceptScheduleDraft(conferenceId: $c, placements: $p) { id } }';
const PUBLISH = 'mutation ($c: ID!) { publishSchedule(conferenceId: $c, note: "Bench") { version } }';
const PROGRAMME = `query ($c: ID!) { programme(conferenceId: $c) { id version sessions { id kind title day start end rooms places area chair participants { name institution roles } papers { title authors } } } }`;

/** The large congress, set-based: a handful of statements. Returns its id. */
export async function seedLargeCongress(client: pg.Client, adminEmail: string): Promise<number> {
  const year = new Date().getFullYear() + 1;
  const { rows } = await client.query(
    `insert into conferences (name, venue, inscription_start, inscription_end, start_date, end_date) values ($1, 'Sede del bench', $2, $3, $4, $5) returning id`,
    [`${MARK} ${Date.now()}`, `${year}-01-01`, `${year}-08-01`, `${year}-09-14`, `${year}-09-16`],
  );
  const conferenceId = Number(rows[0].id);
  const areas = await client.query(
    `insert into thematic_areas (name) select $1 || ' · área ' || n from generate_series(1, ${AREAS}) as n returning id`,
    [`${MARK} ${conferenceId}`],
  );
  const areaIds = areas.rows.map((r) => Number(r.id));
  await client.query(`insert into conference_thematic_areas (conference_id, thematic_area_id) select $1, unnest($2::int[])`, [conferenceId, areaIds]);
  await client.query(
    `insert into rooms (conference_id, name, place, capacity, position)
     select $1, 'Sala ' || n, 'Edificio ' || (1 + (n - 1) / 10), 20 + (n * 7) % 60, n from generate_series(1, ${ROOMS}) as n`,
    [conferenceId],
  );
  await client.query(
    `insert into schedule_hours (conference_id, room_id, day, start_minute, end_minute)
     select $1, r.id, d.day, g.s, g.e from rooms as r
       cross join (select ($2::date + n) as day from generate_series(0, ${DAYS - 1}) as n) as d
       cross join (select unnest($3::int[]) as s, unnest($4::int[]) as e) as g
     where r.conference_id = $1`,
    [conferenceId, `${year}-09-14`, RANGES.map((r) => r[0]), RANGES.map((r) => r[1])],
  );
  await client.query(
    `insert into panels (conference_id, kind, thematic_area_id, name, status)
     select $1, 'PANEL_REGULAR', ($2::int[])[1 + (n % ${AREAS})], 'Panel del bench ' || n, 'APPROVED' from generate_series(1, ${ITEMS}) as n`,
    [conferenceId, areaIds],
  );
  // Chairs: 300 members, each chairing two panels; a commentator of their own per panel.
  await client.query(
    `with p as (select id, row_number() over (order by id) as n from panels where conference_id = $1),
          u as (select id, first_name || ' ' || last_name as name, row_number() over (order by email) as n from (select * from users where enabled order by email limit ${ITEMS / 2}) as x)
     insert into panel_people (panel_id, role, position, user_id, name)
     select p.id, 'CHAIR', 0, u.id, u.name from p join u on u.n = 1 + (p.n - 1) % ${ITEMS / 2}
     union all
     select p.id, 'COMMENTATOR', 0, null, 'Comentarista ' || p.n from p`,
    [conferenceId],
  );
  await client.query(`insert into conference_roles (user_id, conference_id, role) select id, $1, 'ORGANIZADOR_CONGRESO' from users where email = $2`, [conferenceId, adminEmail]);
  await client.query(
    `insert into users (email, document, first_name, last_name, password_hash, enabled) select $1, '99999991', 'Olga', 'Organizadora', password_hash, true from users where email = $2
     on conflict (email) do nothing`,
    [ORGANISER, adminEmail],
  );
  await client.query(`insert into conference_roles (user_id, conference_id, role) select id, $1, 'ORGANIZADOR_CONGRESO' from users where email = $2`, [conferenceId, ORGANISER]);
  return conferenceId;
}

export async function removeLargeCongress(client: pg.Client, conferenceId: number): Promise<void> {
  await client.query('delete from schedule_releases where conference_id = $1', [conferenceId]);
  await client.query('delete from schedule_hours where conference_id = $1', [conferenceId]);
  await client.query('delete from rooms where conference_id = $1', [conferenceId]);
  await client.query('delete from panels where conference_id = $1', [conferenceId]);
  await client.query('delete from conference_roles where conference_id = $1', [conferenceId]);
  await client.query('delete from conference_thematic_areas where conference_id = $1', [conferenceId]);
  await client.query(`delete from audit_log where target_type = 'conference' and target_id = $1::text`, [conferenceId]);
  await client.query('delete from conferences where id = $1', [conferenceId]);
  await client.query(`delete from thematic_areas where name like $1`, [`${MARK} ${conferenceId} · área %`]);
  // The organiser stays if something of theirs keeps them (a later run reuses the account).
  await client.query(`delete from users where email = $1`, [ORGANISER]).catch(() => undefined);
}

const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await fn();
  return [value, (performance.now() - started) / 1000];
};

export async function runSchedule(ctx: BenchContext): Promise<ScheduleFigures> {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const conferenceId = await seedLargeCongress(client, ctx.admin.email);
  try {
    const c = String(conferenceId);
    const [draft, draftSeconds] = await timed(() => adminGql<{ proposeSchedule: { placements: { hourId: string; itemKey: string }[]; unplaced: unknown[] } }>(ctx, PROPOSE, { c }));
    ctx.log(`draft: ${draft.proposeSchedule.placements.length} placed, ${draft.proposeSchedule.unplaced.length} not, in ${draftSeconds.toFixed(2)} s`);
    const inp = await runGridInp({ baseUrl: ctx.portal.url, conferenceId, username: ORGANISER, password: ctx.admin.password, chromePath: process.env.CHROMIUM_PATH });
    ctx.log(`grid in Chromium: INP p75 ${inp.p75.toFixed(0)} ms over ${inp.drops} drops`);
    // The draft again, for what the drops left.
    const rest = await adminGql<{ proposeSchedule: { placements: { hourId: string; itemKey: string }[] } }>(ctx, PROPOSE, { c });
    const [, acceptSeconds] = await timed(() => adminGql(ctx, ACCEPT, { c, p: rest.proposeSchedule.placements }));
    const gridRequest = ctx.graphqlRequest(GRID_QUERY, { c });
    const gridBytes = (await (await fetch(gridRequest.url, { method: 'POST', headers: gridRequest.headers, body: gridRequest.body })).text()).length;
    const grid = await ctx.load(gridRequest, { connections: 4 });
    const [, publishSeconds] = await timed(() => adminGql(ctx, PUBLISH, { c }));
    const programmeRequest = ctx.graphqlRequest(PROGRAMME, { c });
    const programmeBytes = (await (await fetch(programmeRequest.url, { method: 'POST', headers: programmeRequest.headers, body: programmeRequest.body })).text()).length;
    const programme = await ctx.load(programmeRequest, { connections: 4 });
    // The programme book: made by the job queued at the release; polled until it is served.
    const started = performance.now();
    let pdf: Buffer | null = null;
    while (!pdf) {
      const res = await fetch(`${ctx.portal.url}/programa/${conferenceId}/programa.pdf`);
      if (res.status === 200) pdf = Buffer.from(await res.arrayBuffer());
      else if (res.status !== 503) throw new Error(`programme PDF: ${res.status}`);
      else await new Promise((r) => setTimeout(r, 200));
      if (performance.now() - started > 300_000) throw new Error('programme PDF not made in 5 minutes');
    }
    const pdfSeconds = (performance.now() - started) / 1000 + publishSeconds;
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    return {
      conferenceId,
      slots: ROOMS * DAYS * RANGES.length,
      items: ITEMS,
      draft: { seconds: draftSeconds, placed: draft.proposeSchedule.placements.length, unplaced: draft.proposeSchedule.unplaced.length },
      inp,
      accept: { seconds: acceptSeconds },
      grid: { ...grid, bytes: gridBytes },
      programme: { ...programme, bytes: programmeBytes },
      publish: { seconds: publishSeconds },
      pdf: { seconds: pdfSeconds, pages, bytes: pdf.length },
    };
  } finally {
    await removeLargeCongress(client, conferenceId).catch((error: unknown) => ctx.log(`could not remove the large congress: ${String(error)}`));
    await client.end();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export function formatSchedule(f: ScheduleFigures): string {
  return [
    `A congress of ${ROOMS} rooms × ${DAYS} days × ${RANGES.length} slots (${f.slots} slots) and ${f.items} panels in ${AREAS} areas, each chair chairing two.`,
    '',
    '| what | figure | target |',
    '|---|---|---|',
    `| «Proponer cronograma» (the whole request) | ${f.draft.seconds.toFixed(2)} s: ${f.draft.placed} placed, ${f.draft.unplaced} not | under 10 s |`,
    `| the grid in Chromium: Interaction to Next Paint of ${f.inp.drops} drops (the slowest interactions of the page) | p75 ${ms(f.inp.p75)}, slowest ${ms(f.inp.max)}; the server's answer p50 ${ms(f.inp.answered.p50)}, slowest ${ms(f.inp.answered.max)}; page ready in ${f.inp.loadSeconds.toFixed(1)} s | p75 under 200 ms |`,
    `| accepting the draft for the rest (one transaction) | ${f.accept.seconds.toFixed(2)} s | |`,
    `| the grid's query (${(f.grid.bytes / 1024).toFixed(0)} KB), 4 connections | ${f.grid.reqPerSec.toFixed(1)} req/s, p50 ${ms(f.grid.p50)}, p97.5 ${ms(f.grid.p97_5)} | |`,
    `| «Publicar versión» (one e-mail to each chair) | ${f.publish.seconds.toFixed(2)} s | |`,
    `| the public programme (${(f.programme.bytes / 1024).toFixed(0)} KB), 4 connections | ${f.programme.reqPerSec.toFixed(1)} req/s, p50 ${ms(f.programme.p50)}, p97.5 ${ms(f.programme.p97_5)} | |`,
    `| the programme book, from the release until it is served | ${f.pdf.seconds.toFixed(2)} s, ${f.pdf.pages} pages, ${(f.pdf.bytes / 1024).toFixed(0)} KB | under 30 s |`,
  ].join('\n');
}
