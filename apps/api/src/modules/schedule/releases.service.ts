import { eq, sql } from 'drizzle-orm';
import { compareTimes, parseItemKey, releaseSchema, type SchedulableKind } from '@portal/domain/schedule';
import { changesByPerson, describeWhere, releaseChanges, sessionChangeLabels, type SessionChange } from '@portal/domain/schedule-releases';
import { scheduleReleases } from '../../db/schema/schedule';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { conflict, parseInput } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import { enqueueMail } from '../../platform/mail';
import { renderMail } from '../../platform/mail-layout';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { calendarOf } from './calendar';
import { enqueueProgrammePdf, PROGRAMME_PDF_JOB } from './programme.service';
import { latestRelease, sessionsOf, type ProgrammeSession, type ReleaseRow } from './releases.read';
import { loadGrid, type Grid } from './grid.read';
import { lockSchedule } from './placement.service';
import { requireScheduleStaff } from './schedule.rules';

/**
 * Releases of the programme: «Publicar versión» freezes the working copy as version N (what the
 * public programme, agendas and the programme book show) and writes, as jobs in the same
 * transaction, one e-mail to each person whose own sessions were added, moved or removed since
 * version N−1, with just those changes and an .ics; nobody else is written to.
 */

/** What the public page shows of each placed item: its papers (panels) and its people's institutions. */
async function programmeDetails(db: Executor, grid: Grid) {
  const placed = grid.items.filter((i) => i.slotIds.length > 0);
  const panelIds = placed.filter((i) => i.kind === 'PANEL_REGULAR' || i.kind === 'PANEL_MESA_ESTUDIANTE').map((i) => i.id);
  const closedIds = placed.filter((i) => i.kind === 'PANEL_CERRADO').map((i) => i.id);
  const userIds = [...new Set(grid.people.filter((p) => p.userId && placed.some((i) => i.key === `${p.itemKind}:${p.itemId}`)).map((p) => p.userId!))];
  const ints = (ids: number[]) => (ids.length ? sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]` : sql`array[]::int[]`);
  const [papers, closed, institutions] = await Promise.all([
    db.execute(sql`
      select pi.panel_id as "panelId", p.title,
        coalesce((select json_agg(a.name order by a.position) from "proposal_authors" as a where a.proposal_id = p.id and a.declined_at is null), '[]'::json) as authors
      from "panel_items" as pi join "proposals" as p on p.id = pi.proposal_id
      where pi.panel_id = any(${ints(panelIds)}) order by pi.panel_id, pi.position`),
    db.execute(sql`
      select p.id, paper.value ->> 'title' as title,
        coalesce((select json_agg(pa.value ->> 'name' order by pa.ordinality) from jsonb_array_elements(case when jsonb_typeof(paper.value -> 'authors') = 'array' then paper.value -> 'authors' else '[]'::jsonb end) with ordinality as pa(value, ordinality)), '[]'::json) as authors
      from "proposals" as p
      cross join lateral jsonb_array_elements(case when jsonb_typeof(p.details -> 'papers') = 'array' then p.details -> 'papers' else '[]'::jsonb end) with ordinality as paper(value, ordinality)
      where p.id = any(${ints(closedIds)}) order by p.id, paper.ordinality`),
    userIds.length
      ? db.execute(sql`select ai.user_id as "userId", i.name from "academic_info" as ai join "institutions" as i on i.id = ai.first_institution_id
          where ai.user_id in (${sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `)})`)
      : Promise.resolve({ rows: [] }),
  ]);
  const papersOf = new Map<string, { title: string; authors: string[] }[]>();
  for (const r of papers.rows as { panelId: number; title: string; authors: string[] }[]) {
    const item = placed.find((i) => i.id === Number(r.panelId) && (i.kind === 'PANEL_REGULAR' || i.kind === 'PANEL_MESA_ESTUDIANTE'));
    if (item) papersOf.set(item.key, [...(papersOf.get(item.key) ?? []), { title: r.title, authors: r.authors }]);
  }
  for (const r of closed.rows as { id: number; title: string | null; authors: string[] }[]) {
    const key = `PANEL_CERRADO:${Number(r.id)}`;
    papersOf.set(key, [...(papersOf.get(key) ?? []), { title: r.title ?? '', authors: r.authors }]);
  }
  const institutionOf = new Map((institutions.rows as { userId: string; name: string }[]).map((r) => [r.userId, r.name]));
  return { papersOf, institutionOf };
}

/** The working copy as the sessions of a version (placed items, in time order). */
export async function sessionsOfGrid(db: Executor, grid: Grid): Promise<ProgrammeSession[]> {
  const { papersOf, institutionOf } = await programmeDetails(db, grid);
  const sessions: ProgrammeSession[] = [];
  for (const item of grid.items) {
    if (item.slotIds.length === 0) continue;
    const slots = grid.slots.filter((s) => s.itemKey === item.key).sort((a, b) => a.roomId - b.roomId);
    const first = slots[0];
    const people = grid.people.filter((p) => `${p.itemKind}:${p.itemId}` === item.key);
    sessions.push({
      itemKey: item.key,
      itemId: item.id,
      kind: item.kind,
      title: item.title,
      day: first.day,
      start: first.start,
      end: first.end,
      rooms: slots.map((s) => s.roomName),
      places: [...new Set(slots.map((s) => s.place).filter(Boolean))],
      areaName: item.areaName,
      chair: item.chair,
      people: people.map((p) => ({ key: p.personKey, name: p.displayName, email: p.email })),
      participants: people.map((p) => ({ key: p.personKey, name: p.displayName, institution: p.userId ? (institutionOf.get(p.userId) ?? null) : null, roles: p.roles })),
      papers: papersOf.get(item.key) ?? [],
    });
  }
  return sessions.sort((a, b) => compareTimes(a, b) || a.rooms.join().localeCompare(b.rooms.join(), 'es') || a.itemKey.localeCompare(b.itemKey, 'en'));
}

/** The e-mail to one person: their changes, and an .ics with the added and moved sessions (removed ones cancelled). */
function changeMail(ctx: Services, opts: { to: string; name: string; conferenceId: number; conferenceName: string; venue: string; version: number; changes: SessionChange[]; kinds: Map<string, SchedulableKind> }) {
  const subject = `Cambios en su programa: ${opts.conferenceName}`;
  const lines = opts.changes.map((c) =>
    c.change === 'MOVED'
      ? `${sessionChangeLabels.MOVED}: «${c.title}». Antes: ${describeWhere(c.before!)}. Ahora: ${describeWhere(c.after!)}.`
      : c.change === 'ADDED'
        ? `${sessionChangeLabels.ADDED}: «${c.title}», ${describeWhere(c.after!)}.`
        : `${sessionChangeLabels.REMOVED}: «${c.title}» (estaba el ${describeWhere(c.before!)}).`,
  );
  const url = `${ctx.config.publicUrl}/programa/${opts.conferenceId}`;
  const { html, text } = renderMail({
    title: subject,
    greeting: `Hola, ${opts.name}:`,
    blocks: [
      { paragraph: `Se publicó la versión ${opts.version} del programa de ${opts.conferenceName}. Estos son los cambios en sus actividades:` },
      ...lines.map((paragraph) => ({ paragraph })),
      { paragraph: 'El archivo adjunto (.ics) actualiza su calendario.' },
      { button: { label: 'Ver el programa', href: url } },
    ],
    supportEmail: ctx.config.supportEmail,
  });
  const ics = calendarOf({
    name: opts.conferenceName,
    conferenceId: opts.conferenceId,
    version: opts.version,
    venue: opts.venue,
    url,
    sessions: opts.changes.map((c) => {
      const where = (c.after ?? c.before)!;
      return { itemKey: c.itemKey, kind: opts.kinds.get(c.itemKey) ?? parseItemKey(c.itemKey)!.kind, title: c.title, day: where.day, start: where.start, end: where.end, rooms: where.rooms, cancelled: c.change === 'REMOVED' };
    }),
  });
  return { to: opts.to, subject, html, text, attachments: [{ filename: `programa-v${opts.version}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }] };
}

/**
 * «Publicar versión»: the working copy becomes version N+1 (CONFLICT when nothing changed since
 * version N), and each person with an e-mail whose own sessions changed gets one message. Audited.
 */
export async function publishSchedule(ctx: Services, viewer: Viewer, conferenceArg: unknown, data: Record<string, unknown>): Promise<ReleaseRow & { pdfJobId: string }> {
  const db = ctx.database.db;
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  const input = parseInput(releaseSchema, data);
  const { release, told } = await db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const grid = await loadGrid(tx, conferenceId);
    const sessions = await sessionsOfGrid(tx, grid);
    const previous = await latestRelease(tx, conferenceId);
    const before = sessionsOf(previous);
    const changes = releaseChanges(before, sessions);
    const peopleChanged = changesByPerson(before, sessions);
    if (previous && changes.length === 0 && peopleChanged.length === 0)
      throw conflict('SCHEDULE_UNCHANGED', `El cronograma no cambió desde la versión ${previous.version}: no hay nada nuevo para publicar.`);
    if (!previous && sessions.length === 0) throw conflict('SCHEDULE_UNCHANGED', 'El cronograma no tiene ninguna actividad asignada: asigne alguna antes de publicarlo.');
    const version = (previous?.version ?? 0) + 1;
    const [row] = await tx.insert(scheduleReleases).values({ conferenceId, version, note: input.note, sessions, releasedBy: viewer.id }).returning();
    // The programme book of this version, made by a job (followed with jobProgress by who released it).
    const pdfJobId = await enqueueProgrammePdf(tx, { releaseId: row.id, requestedBy: viewer.id });
    const kinds = new Map([...before, ...sessions].map((s) => [s.itemKey, s.kind]));
    let told = 0;
    for (const { person, changes: own } of peopleChanged) {
      if (!person.email) continue;
      await enqueueMail(tx, changeMail(ctx, { to: person.email, name: person.name, conferenceId, conferenceName: grid.conference.name, venue: grid.conference.venue, version, changes: own, kinds }));
      told++;
    }
    await recordAudit(tx, { actorId: viewer.id, action: 'schedule.published', targetType: 'conference', targetId: conferenceId, after: { version, note: input.note, sessions: sessions.length, changes: changes.length, notified: told } });
    return { release: { ...row, pdfJobId }, told };
  });
  await ctx.mail.kick();
  ctx.jobs.notify(PROGRAMME_PDF_JOB);
  ctx.logger.info({ conferenceId, version: release.version, notified: told }, 'schedule released');
  return release;
}

export type ReleaseView = { id: number; version: number; note: string; releasedAt: Date; releasedBy: string | null; sessionCount: number; changes: SessionChange[]; pdfReady: boolean; pdfJobId?: string };

/** The edition's versions, newest first, each with its changes against the one before (the staff's changelog). */
export async function listReleases(db: Executor, viewer: Viewer, conferenceArg: unknown): Promise<ReleaseView[]> {
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  const rows = await db
    .select({ release: scheduleReleases, by: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(scheduleReleases)
    .leftJoin(users, eq(users.id, scheduleReleases.releasedBy))
    .where(eq(scheduleReleases.conferenceId, conferenceId))
    .orderBy(scheduleReleases.version);
  const views: ReleaseView[] = [];
  let before: ProgrammeSession[] = [];
  for (const { release, by } of rows) {
    const sessions = sessionsOf(release);
    views.push({ id: release.id, version: release.version, note: release.note, releasedAt: release.releasedAt, releasedBy: by, sessionCount: sessions.length, changes: releaseChanges(before, sessions), pdfReady: release.pdfKey !== null });
    before = sessions;
  }
  return views.reverse();
}

/** The changes of the working copy since the last version (what «Publicar versión» would release). */
export async function pendingChanges(db: Executor, grid: Grid): Promise<SessionChange[]> {
  const previous = await latestRelease(db, grid.conference.id);
  return releaseChanges(sessionsOf(previous), await sessionsOfGrid(db, grid));
}
