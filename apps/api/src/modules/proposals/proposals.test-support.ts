import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { buenosAiresDay } from '@portal/domain/dates';
import { conferenceSubmissionWindows, conferenceThematicAreas } from '../../db/schema/conferences';
import type { proposals } from '../../db/schema/proposals';
import type { Executor } from '../../platform/db';
import { buildConference, buildInscription, buildInscriptionCategory, buildProposal, buildThematicArea, detailsOf } from '../../test/factories';

const DAY = 24 * 3600 * 1000;
const dayOffset = (days: number) => buenosAiresDay(new Date(Date.now() + days * DAY));

/**
 * An edition that takes proposals: every window open today (unless `windows` says otherwise:
 * 'closed' ended yesterday, 'future' opens tomorrow, 'none' not set), two thematic areas, one
 * inscription category.
 */
export async function buildProposalEdition(db: Executor, o: { windows?: Partial<Record<SubmissionType, 'open' | 'closed' | 'future' | 'none'>>; maxFileMb?: number; abstractMaxWords?: number } = {}) {
  const conference = await buildConference(db, { maxFileMb: o.maxFileMb ?? 20, abstractMaxWords: o.abstractMaxWords ?? 300 });
  const areas = [await buildThematicArea(db), await buildThematicArea(db)];
  await db.insert(conferenceThematicAreas).values(areas.map((a) => ({ conferenceId: conference.id, thematicAreaId: a.id })));
  const windows = submissionTypes.flatMap((type) => {
    const state = o.windows?.[type] ?? 'open';
    if (state === 'none') return [];
    const [opensOn, closesOn] = state === 'open' ? [dayOffset(-10), dayOffset(0)] : state === 'closed' ? [dayOffset(-30), dayOffset(-1)] : [dayOffset(1), dayOffset(30)];
    return [{ conferenceId: conference.id, type, opensOn, closesOn }];
  });
  if (windows.length) await db.insert(conferenceSubmissionWindows).values(windows);
  const category = await buildInscriptionCategory(db, { conferenceId: conference.id });
  return { conference, areas, category };
}

/** An inscription of `userId` in the edition, without its charge (proposals do not look at it). */
export const buildInscriptionRow = (db: Executor, o: { userId: string; conferenceId: number; categoryId: number }) => buildInscription(db, { ...o, charge: null });

/** A proposal written straight to the tables (for lists and decided states), its owner as first author ("Autor 1"). */
export const buildProposalRow = (
  db: Executor,
  o: { inscriptionId: number; conferenceId: number; submittedBy: string; ownerEmail: string; thematicAreaId: number; kind?: SubmissionType; status?: (typeof proposals.$inferInsert)['status']; title?: string; details?: Record<string, unknown>; coAuthors?: { email: string; userId?: string | null; pending?: boolean }[] },
) => buildProposal(db, { ...o, title: o.title ?? 'Una ponencia de prueba', details: o.details ?? {}, ownerName: 'Autor 1' });

export { detailsOf };
