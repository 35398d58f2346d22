import { desc, eq } from 'drizzle-orm';
import type { ReleasedSession } from '@portal/domain/schedule-releases';
import { scheduleReleases } from '../../db/schema/schedule';
import type { Executor } from '../../platform/db';

/** A session as the public programme shows it. */
export type ProgrammeSession = ReleasedSession & {
  itemId: number;
  areaName: string | null;
  places: string[];
  chair: string | null;
  participants: { key: string; name: string; institution: string | null; roles: string[] }[];
  papers: { title: string; authors: string[] }[];
};

export type ReleaseRow = typeof scheduleReleases.$inferSelect;

export async function latestRelease(db: Executor, conferenceId: number): Promise<ReleaseRow | null> {
  const [row] = await db.select().from(scheduleReleases).where(eq(scheduleReleases.conferenceId, conferenceId)).orderBy(desc(scheduleReleases.version)).limit(1);
  return row ?? null;
}

export const sessionsOf = (release: Pick<ReleaseRow, 'sessions'> | null) => (release?.sessions ?? []) as ProgrammeSession[];

