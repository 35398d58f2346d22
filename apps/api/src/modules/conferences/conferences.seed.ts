import { submissionTypes } from '@portal/domain/conferences';
import { buenosAiresDay } from '@portal/domain/dates';
import { conferences, conferenceSubmissionWindows, conferenceThematicAreas, inscriptionCategories, thematicAreas } from '../../db/schema/conferences';
import type { Tx } from '../../platform/db';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo congress's dates around `today` (yyyy-mm-dd, Buenos Aires), so that whenever the demo
 * is seeded its inscription and submission windows are open: inscription from three months ago to
 * five months ahead, proposals from two months ago to four months ahead, the congress in six months.
 */
export function demoCongressDates(today: string) {
  return {
    inscriptionStart: addDays(today, -90),
    inscriptionEnd: addDays(today, 150),
    submissionOpens: addDays(today, -60),
    submissionCloses: addDays(today, 120),
    startDate: addDays(today, 180),
    endDate: addDays(today, 182),
  };
}

/**
 * The demo congress's parts: every submission window open (see demoCongressDates), its thematic
 * areas and three inscription categories (members pay less).
 */
export async function seedDemoConferenceParts(tx: Tx, conferenceId: number, dates: ReturnType<typeof demoCongressDates>, areaIds: number[]): Promise<void> {
  await tx
    .insert(conferenceSubmissionWindows)
    .values(submissionTypes.map((type) => ({ conferenceId, type, opensOn: dates.submissionOpens, closesOn: dates.submissionCloses })));
  await tx.insert(conferenceThematicAreas).values(areaIds.map((thematicAreaId) => ({ conferenceId, thematicAreaId })));
  await tx.insert(inscriptionCategories).values([
    { conferenceId, name: 'Expositor/a', memberFeeCents: 3_500_000, nonMemberFeeCents: 6_000_000, position: 0 },
    { conferenceId, name: 'Asistente', memberFeeCents: 1_500_000, nonMemberFeeCents: 2_500_000, position: 1 },
    { conferenceId, name: 'Estudiante', memberFeeCents: 500_000, nonMemberFeeCents: 1_000_000, isStudent: true, position: 2 },
  ]);
}

/** The demo congress (held in six months, windows open now) and its thematic areas. */
export async function seedDemoConference(tx: Tx, today: string = buenosAiresDay()): Promise<{ conferenceId: number; areaIds: number[] }> {
  const dates = demoCongressDates(today);
  const areas = await tx
    .insert(thematicAreas)
    .values(['Teoría política', 'Relaciones internacionales', 'Administración y políticas públicas', 'Política comparada'].map((name) => ({ name })))
    .returning();
  const [conference] = await tx
    .insert(conferences)
    .values({
      name: `Congreso Nacional de la Asociación ${dates.startDate.slice(0, 4)}`,
      edition: 12,
      venue: 'Facultad de Ciencias Sociales, Universidad de Buenos Aires',
      inscriptionStart: dates.inscriptionStart,
      inscriptionEnd: dates.inscriptionEnd,
      startDate: dates.startDate,
      endDate: dates.endDate,
      isCurrent: true,
    })
    .returning();
  await seedDemoConferenceParts(tx, conference.id, dates, areas.map((a) => a.id));
  return { conferenceId: conference.id, areaIds: areas.map((a) => a.id) };
}
