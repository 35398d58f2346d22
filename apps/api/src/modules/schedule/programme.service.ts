import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import { parseItemKey, type SchedulableKind } from '@portal/domain/schedule';
import { conferences } from '../../db/schema/conferences';
import { calendarFeeds, scheduleInterests, scheduleReleases } from '../../db/schema/schedule';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import { enqueueJob, pendingJobId, type JobDefinition } from '../../platform/jobs';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { associationLetterhead } from '../association/association.read';
import { calendarOf, type CalendarSession } from './calendar';
import { loadConference, type ScheduleConference } from './grid.read';
import { renderProgrammePdf } from './programme.pdf';
import { latestRelease, sessionsOf, type ProgrammeSession, type ReleaseRow } from './releases.read';
import { requireScheduleStaff } from './schedule.rules';

/**
 * The programme for everyone: the public programme of the last released version, «Me interesa»
 * marks, a person's agenda (their own sessions and the marked ones), their calendar feed (a secret,
 * revocable URL), and the programme book (a PDF made by a job after each release, kept per version).
 */

const NOT_RELEASED = 'El programa de esta edición todavía no fue publicado.';

export type PublicProgramme = { conference: ScheduleConference; version: number; releasedAt: Date; sessions: ProgrammeSession[] };

/** The last released version of an edition's programme (public); NOT_FOUND before the first release. */
export async function publicProgramme(db: Executor, conferenceArg: unknown): Promise<PublicProgramme> {
  const conferenceId = intIdOrNull(conferenceArg);
  if (conferenceId === null) throw notFound(NOT_RELEASED);
  const release = await latestRelease(db, conferenceId);
  if (!release) throw notFound(NOT_RELEASED);
  return { conference: await loadConference(db, conferenceId), version: release.version, releasedAt: release.releasedAt, sessions: sessionsOf(release) };
}

/** Editions with a released programme, newest first (public). */
export async function programmeEditions(db: Executor): Promise<ScheduleConference[]> {
  const rows = await db
    .select({ id: conferences.id, name: conferences.name, venue: conferences.venue, startDate: conferences.startDate, endDate: conferences.endDate, travelGapMinutes: conferences.scheduleTravelGapMinutes })
    .from(conferences)
    .where(sql`exists (select 1 from "schedule_releases" as r where r.conference_id = ${conferences.id})`)
    .orderBy(desc(conferences.startDate), desc(conferences.id));
  return rows;
}

/** «Me interesa» on a released session (or not): NOT_FOUND for anything that is not one. */
export async function setScheduleInterest(db: Executor, viewer: Viewer, conferenceArg: unknown, itemKeyArg: unknown, interested: boolean): Promise<boolean> {
  const conferenceId = intIdOrNull(conferenceArg);
  const ref = typeof itemKeyArg === 'string' ? parseItemKey(itemKeyArg) : null;
  const release = conferenceId === null ? null : await latestRelease(db, conferenceId);
  if (!release || !ref || !sessionsOf(release).some((s) => s.itemKey === `${ref.kind}:${ref.id}`)) throw notFound('No se encontró esa actividad en el programa publicado.');
  if (interested) await db.insert(scheduleInterests).values({ userId: viewer.id, conferenceId: conferenceId!, itemKind: ref.kind, itemId: ref.id }).onConflictDoNothing();
  else await db.delete(scheduleInterests).where(and(eq(scheduleInterests.userId, viewer.id), eq(scheduleInterests.itemKind, ref.kind), eq(scheduleInterests.itemId, ref.id)));
  return interested;
}

/** The item keys the viewer marked in an edition. */
export async function myScheduleInterests(db: Executor, viewer: Viewer, conferenceArg: unknown): Promise<string[]> {
  const conferenceId = intIdOrNull(conferenceArg);
  if (conferenceId === null) return [];
  const rows = await db
    .select({ kind: scheduleInterests.itemKind, id: scheduleInterests.itemId })
    .from(scheduleInterests)
    .where(and(eq(scheduleInterests.userId, viewer.id), eq(scheduleInterests.conferenceId, conferenceId)));
  return rows.map((r) => `${r.kind}:${r.id}`);
}

export type AgendaSession = ProgrammeSession & { roles: string[]; interested: boolean };
export type AgendaEdition = { conference: ScheduleConference; version: number; sessions: AgendaSession[] };

/**
 * A person's agenda in each edition with a released programme: the sessions they are in (as
 * author, chair, commentator, speaker) and the ones they marked, in time order.
 */
export async function agendaOf(db: Executor, userId: string): Promise<AgendaEdition[]> {
  const releases = (await db.execute(sql`
    select distinct on (r.conference_id) r.conference_id as "conferenceId", r.version, r.sessions
    from "schedule_releases" as r order by r.conference_id, r.version desc`)).rows as { conferenceId: number; version: number; sessions: ProgrammeSession[] }[];
  if (releases.length === 0) return [];
  const marks = await db.select({ kind: scheduleInterests.itemKind, id: scheduleInterests.itemId }).from(scheduleInterests).where(eq(scheduleInterests.userId, userId));
  const marked = new Set(marks.map((m) => `${m.kind}:${m.id}`));
  const me = `user:${userId}`;
  const editions: AgendaEdition[] = [];
  for (const r of releases) {
    const sessions = r.sessions
      .map((s) => ({ ...s, roles: s.participants.find((p) => p.key === me)?.roles ?? [], interested: marked.has(s.itemKey) }))
      .filter((s) => s.roles.length > 0 || s.interested);
    if (sessions.length === 0) continue;
    editions.push({ conference: await loadConference(db, Number(r.conferenceId)), version: Number(r.version), sessions });
  }
  return editions.sort((a, b) => (a.conference.startDate < b.conference.startDate ? 1 : -1));
}

// ── The calendar feed ───────────────────────────────────────────────────────────────────────

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendario/${token}.ics`;

export async function myCalendarFeed(db: Executor, viewer: Viewer, publicUrl: string): Promise<{ url: string; createdAt: Date } | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, viewer.id));
  return row ? { url: feedUrl(publicUrl, row.token), createdAt: row.createdAt } : null;
}

/** A new secret feed URL (the previous one stops working). */
export async function createCalendarFeed(db: Executor, viewer: Viewer, publicUrl: string): Promise<{ url: string; createdAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: viewer.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } })
    .returning();
  return { url: feedUrl(publicUrl, row.token), createdAt: row.createdAt };
}

export async function revokeCalendarFeed(db: Executor, viewer: Viewer): Promise<boolean> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, viewer.id));
  return true;
}

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The .ics of the feed whose token this is, or null for an unknown token. */
export async function calendarOfToken(db: Executor, tokenArg: string, publicUrl: string): Promise<string | null> {
  const token = tokenArg.replace(/\.ics$/, '');
  if (!TOKEN.test(token)) return null;
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) return null;
  const agenda = await agendaOf(db, feed.userId);
  const sessions: CalendarSession[] = agenda.flatMap((e) => e.sessions.map((s) => ({ ...s, kind: s.kind as SchedulableKind })));
  // One calendar for every edition: an event's id names its edition, the sequence is the version.
  return calendarOf({
    name: 'Mi agenda del congreso',
    conferenceId: agenda[0]?.conference.id ?? 0,
    version: Math.max(0, ...agenda.map((e) => e.version)),
    sessions,
    url: `${publicUrl}/dashboard/mi-agenda`,
  });
}

// ── The programme book ──────────────────────────────────────────────────────────────────────

export const PROGRAMME_PDF_JOB = 'programme-pdf';
type PdfJobData = { releaseId: number; requestedBy: string | null };

/** Adds the job that makes a version's PDF (inside the caller's transaction). */
export const enqueueProgrammePdf = (tx: Executor, data: PdfJobData) => enqueueJob(tx, PROGRAMME_PDF_JOB, data);

/** Makes and keeps the PDF of one released version, reporting the days done. */
export async function makeProgrammePdf(services: Pick<Services, 'database' | 'storage' | 'config'>, releaseId: number, progress?: (done: number, total: number) => Promise<void> | void) {
  const db = services.database.db;
  const [release] = await db.select().from(scheduleReleases).where(eq(scheduleReleases.id, releaseId));
  if (!release) throw new Error(`release ${releaseId} is gone`);
  if (release.pdfKey) return { version: release.version, key: release.pdfKey };
  const conference = await loadConference(db, release.conferenceId);
  const bytes = await renderProgrammePdf({ conference, version: release.version, releasedAt: release.releasedAt, sessions: sessionsOf(release) }, await associationLetterhead(db, services.storage, services.config), progress);
  const stored = await services.storage.put(Readable.from([bytes]), { maxBytes: 200 * 1024 * 1024, contentType: 'application/pdf' });
  // Two jobs for one version: the first kept wins, the other's bytes go.
  const [kept] = await db.update(scheduleReleases).set({ pdfKey: stored.key }).where(and(eq(scheduleReleases.id, releaseId), sql`${scheduleReleases.pdfKey} is null`)).returning({ key: scheduleReleases.pdfKey });
  if (!kept) await services.storage.remove(stored.key);
  return { version: release.version, key: kept?.key ?? null };
}

export function programmePdfJob(services: Pick<Services, 'database' | 'storage' | 'config'>): JobDefinition<PdfJobData> {
  return {
    kind: PROGRAMME_PDF_JOB,
    label: 'Programa del congreso en PDF',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 900,
    run: async (job) => makeProgrammePdf(services, job.data.releaseId, (done, total) => job.progress(done, total)),
  };
}

/**
 * The staff's «Preparar PDF»: the job id of a PDF being made for the last version (a new job when
 * none is kept), or null when it is ready.
 */
export async function prepareProgrammePdf(services: Services, viewer: Viewer, conferenceArg: unknown): Promise<{ jobId: string | null; release: ReleaseRow }> {
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  const release = await latestRelease(services.database.db, conferenceId);
  if (!release) throw notFound(NOT_RELEASED);
  if (release.pdfKey) return { jobId: null, release };
  return { jobId: await ensureProgrammePdf(services, release.id, viewer.id), release };
}

/** The job making a version's PDF: the one already queued or running, or a new one. */
export async function ensureProgrammePdf(services: Pick<Services, 'database' | 'jobs'>, releaseId: number, requestedBy: string | null): Promise<string> {
  const pending = await pendingJobId(services.database.db, PROGRAMME_PDF_JOB, 'releaseId', releaseId);
  if (pending) return pending;
  const jobId = await services.database.db.transaction((tx) => enqueueProgrammePdf(tx, { releaseId, requestedBy }));
  services.jobs.notify(PROGRAMME_PDF_JOB);
  return jobId;
}

/** A released version's stored PDF (the last one unless `version`), or why there is none. */
export async function programmePdfOf(db: Executor, conferenceId: number, version: number | null): Promise<{ release: ReleaseRow } | { missing: 'NOT_RELEASED' } | { missing: 'PREPARING'; releaseId: number }> {
  const [release] = await db
    .select()
    .from(scheduleReleases)
    .where(and(eq(scheduleReleases.conferenceId, conferenceId), ...(version === null ? [] : [eq(scheduleReleases.version, version)])))
    .orderBy(desc(scheduleReleases.version))
    .limit(1);
  if (!release) return { missing: 'NOT_RELEASED' };
  if (!release.pdfKey) return { missing: 'PREPARING', releaseId: release.id };
  return { release };
}
