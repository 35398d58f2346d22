import { submissionTypes } from '@portal/domain/conferences';
import { conferenceSubmissionWindows, conferenceThematicAreas, inscriptionCategories } from '../../db/schema/conferences';
import type { Tx } from '../../platform/db';

/**
 * The demo congress's parts: every submission window open from September to the end of March,
 * its thematic areas and three inscription categories (members pay less).
 */
export async function seedDemoConferenceParts(tx: Tx, conferenceId: number, year: number, areaIds: number[]): Promise<void> {
  await tx.insert(conferenceSubmissionWindows).values(submissionTypes.map((type) => ({ conferenceId, type, opensOn: `${year}-09-01`, closesOn: `${year + 1}-03-31` })));
  await tx.insert(conferenceThematicAreas).values(areaIds.map((thematicAreaId) => ({ conferenceId, thematicAreaId })));
  await tx.insert(inscriptionCategories).values([
    { conferenceId, name: 'Expositor/a', memberFeeCents: 3_500_000, nonMemberFeeCents: 6_000_000, position: 0 },
    { conferenceId, name: 'Asistente', memberFeeCents: 1_500_000, nonMemberFeeCents: 2_500_000, position: 1 },
    { conferenceId, name: 'Estudiante', memberFeeCents: 500_000, nonMemberFeeCents: 1_000_000, isStudent: true, position: 2 },
  ]);
}
