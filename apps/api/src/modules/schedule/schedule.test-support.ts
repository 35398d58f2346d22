import { thematicAreas } from '../../db/schema/conferences';
import type { Executor } from '../../platform/db';
import { buildConference, buildPanel, buildProposal, buildUser } from '../../test/factories';
import { conferenceThematicAreas } from '../../db/schema/conferences';

/**
 * An edition (three congress days) with two areas, an organiser, and items to place: two regular
 * panels of area A chaired by the same person (Sara Sáenz, an account), a regular panel of area B,
 * an approved closed panel and research group, a fixed panel, and a closed panel still pending.
 */
export async function buildScheduleWorld(db: Executor) {
  const year = new Date().getFullYear() + 1;
  const conference = await buildConference(db, { startDate: `${year}-09-14`, endDate: `${year}-09-16`, inscriptionStart: `${year}-01-01`, inscriptionEnd: `${year}-09-01` });
  const conferenceId = conference.id;
  const [areaA, areaB] = await db
    .insert(thematicAreas)
    .values([{ name: `Área A ${conferenceId}` }, { name: `Área B ${conferenceId}` }])
    .returning();
  await db.insert(conferenceThematicAreas).values([areaA, areaB].map((a) => ({ conferenceId, thematicAreaId: a.id })));
  const organiser = await buildUser(db, { roles: [], conferenceRoles: [{ role: 'ORGANIZADOR_CONGRESO', conferenceId }] });
  const sara = await buildUser(db, { firstName: 'Sara', lastName: 'Sáenz' });
  const panelA1 = await buildPanel(db, { conferenceId, thematicAreaId: areaA.id, name: 'Estado y democracia', people: [{ role: 'CHAIR', userId: sara.id }] });
  const panelA2 = await buildPanel(db, { conferenceId, thematicAreaId: areaA.id, name: 'Partidos políticos', people: [{ role: 'CHAIR', userId: sara.id }] });
  const panelB = await buildPanel(db, { conferenceId, thematicAreaId: areaB.id, name: 'Política exterior', people: [{ role: 'CHAIR', name: 'Lucía Paz', email: 'lucia.paz@example.org' }] });
  const closed = await buildProposal(db, { conferenceId, thematicAreaId: areaB.id, kind: 'PANEL_CERRADO', status: 'APPROVED', title: 'Panel cerrado aprobado' });
  const group = await buildProposal(db, { conferenceId, thematicAreaId: areaA.id, kind: 'GRUPO_INVESTIGACION', status: 'APPROVED', title: 'Grupo de estudios federales' });
  const pending = await buildProposal(db, { conferenceId, thematicAreaId: areaA.id, kind: 'PANEL_CERRADO', status: 'PENDING', title: 'Panel cerrado pendiente' });
  const fixed = await buildPanel(db, { conferenceId, kind: 'PANEL_FIJO', name: 'Conferencia inaugural', people: [{ role: 'CHAIR', name: 'Rector invitado' }, { role: 'SPEAKER', name: 'Oradora invitada' }] });
  const days = [`${year}-09-14`, `${year}-09-15`, `${year}-09-16`] as const;
  return { conference, conferenceId, areaA, areaB, organiser, sara, panelA1, panelA2, panelB, closed, group, pending, fixed, days, year };
}
