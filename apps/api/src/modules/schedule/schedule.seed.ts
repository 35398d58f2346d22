import { asc, eq } from 'drizzle-orm';
import { daysBetween, itemKeyOf, parseClock } from '@portal/domain/schedule';
import { conferences } from '../../db/schema/conferences';
import { panels } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import { rooms, scheduleHours, scheduleReleases } from '../../db/schema/schedule';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { loadGrid, type Grid } from './grid.read';
import { place } from './placement.service';
import { sessionsOfGrid } from './releases.service';

/**
 * The demo congress's programme, so that organizador@ has real work after `npm start`: rooms in two
 * buildings, slots over the congress days, a schedule partly built with one warning of each kind
 * (a chair with ten minutes to change buildings, a panel in a room too small, two panels of one
 * area at one time, a session on a day the congress no longer has), version 1 released (its PDF made
 * by a job when first asked for), and changes after it waiting for «Publicar versión».
 */

const ROOMS = [
  { name: 'Aula 101', place: 'Pabellón 1', capacity: 40 },
  { name: 'Aula 102', place: 'Pabellón 1', capacity: 35 },
  { name: 'Sala de reuniones', place: 'Pabellón 1', capacity: 4 },
  { name: 'Aula Magna', place: 'Pabellón 2', capacity: 300 },
  { name: 'Aula 201', place: 'Pabellón 2', capacity: 30 },
];
const RANGES = [
  ['9:00', '10:30'],
  ['10:40', '12:10'],
  ['14:00', '15:30'],
  ['15:45', '17:15'],
] as const;

const nextDay = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export async function seedScheduleDemo(tx: Tx, ctx: SeedContext): Promise<{ placed: number; version: number }> {
  const organiser = ctx.accountIds['organizador@example.org'];
  const [conference] = await tx.select().from(conferences).where(eq(conferences.id, ctx.conferenceId));
  const roomRows = await tx
    .insert(rooms)
    .values(ROOMS.map((r, position) => ({ conferenceId: ctx.conferenceId, ...r, position, notes: r.capacity >= 300 ? 'Con traducción simultánea' : '' })))
    .returning();
  const days = daysBetween(conference.startDate, conference.endDate);
  await tx.insert(scheduleHours).values(
    days.flatMap((day) => roomRows.flatMap((room) => RANGES.map(([start, end]) => ({ conferenceId: ctx.conferenceId, roomId: room.id, day, startMinute: parseClock(start)!, endMinute: parseClock(end)! })))),
  );
  // The closing plenary in the Aula Magna, reserved for a fixed panel.
  const magna = roomRows.find((r) => r.name === 'Aula Magna')!;
  await tx.insert(scheduleHours).values({ conferenceId: ctx.conferenceId, roomId: magna.id, day: days.at(-1)!, startMinute: 18 * 60, endMinute: 19 * 60 + 30, reservedKind: 'PANEL_FIJO' });
  // A slot on the day after the congress, as if its dates had been shortened after it was placed.
  const after = nextDay(conference.endDate);
  await tx.insert(scheduleHours).values({ conferenceId: ctx.conferenceId, roomId: roomRows[0].id, day: after, startMinute: 9 * 60, endMinute: 10 * 60 + 30 });

  const viewer = { id: organiser };
  let grid = await loadGrid(tx, ctx.conferenceId);
  const slot = (g: Grid, room: string, day: string, start: string) => g.slots.find((s) => s.roomName === room && s.day === day && s.start === parseClock(start))!;
  const areaPanels = await tx.select({ id: panels.id, kind: panels.kind, areaId: panels.thematicAreaId }).from(panels).where(eq(panels.conferenceId, ctx.conferenceId)).orderBy(asc(panels.thematicAreaId), asc(panels.kind), asc(panels.id));
  const regular = areaPanels.filter((p) => p.kind === 'PANEL_REGULAR');
  const tables = areaPanels.filter((p) => p.kind === 'PANEL_MESA_ESTUDIANTE');
  const fixed = areaPanels.filter((p) => p.kind === 'PANEL_FIJO');
  const approvedWhole = (await tx.select({ id: proposals.id, kind: proposals.kind, status: proposals.status }).from(proposals).where(eq(proposals.conferenceId, ctx.conferenceId)).orderBy(asc(proposals.id))).filter(
    (p) => (p.kind === 'PANEL_CERRADO' || p.kind === 'GRUPO_INVESTIGACION' || p.kind === 'LIBRO') && p.status === 'APPROVED',
  );
  const tableOf = (areaId: number | null | undefined) => tables.find((t) => t.areaId === areaId);
  const [d1, d2] = days;
  const plan: [string, string, string, string][] = [];
  // Travel: two items that share a person (the first area's panels share their chair, coordinador@), ten minutes apart in two buildings.
  const sharing = grid.items.flatMap((a, i) => grid.items.slice(i + 1).filter((b) => a.kind !== 'PANEL_FIJO' && b.kind !== 'PANEL_FIJO' && a.people.some((p) => b.people.includes(p))).map((b) => [a, b] as const))[0];
  if (sharing) {
    plan.push([sharing[0].key, 'Aula 101', d1, '9:00']);
    plan.push([sharing[1].key, 'Aula 201', d1, '10:40']);
  }
  const used = new Set(sharing?.map((i) => i.key) ?? []);
  const free = (kind: 'PANEL_REGULAR' | 'PANEL_MESA_ESTUDIANTE', id: number) => !used.has(itemKeyOf(kind, id));
  // Capacity: a panel of six people in a room for four.
  const areaWithTable = regular.find((r) => free('PANEL_REGULAR', r.id) && tableOf(r.areaId) && free('PANEL_MESA_ESTUDIANTE', tableOf(r.areaId)!.id));
  const small = regular.find((r) => free('PANEL_REGULAR', r.id) && r !== areaWithTable);
  if (small) plan.push([itemKeyOf('PANEL_REGULAR', small.id), 'Sala de reuniones', d1, '14:00']);
  // Area: one area's regular panel and student table at the same time.
  if (areaWithTable) {
    plan.push([itemKeyOf('PANEL_REGULAR', areaWithTable.id), 'Aula 101', d2, '9:00']);
    plan.push([itemKeyOf('PANEL_MESA_ESTUDIANTE', tableOf(areaWithTable.areaId)!.id), 'Aula 102', d2, '9:00']);
  }
  // Outside the dates: an approved closed panel, research group or book on the day after.
  if (approvedWhole[0]) plan.push([itemKeyOf(approvedWhole[0].kind as 'PANEL_CERRADO', approvedWhole[0].id), 'Aula 101', after, '9:00']);
  if (fixed[0]) plan.push([itemKeyOf('PANEL_FIJO', fixed[0].id), 'Aula Magna', d1, '9:00']);
  let placed = 0;
  for (const [key, room, day, start] of plan) {
    if (!grid.itemByKey.has(key)) continue;
    await place(tx, viewer, grid, key, slot(grid, room, day, start));
    placed++;
  }

  // Version 1, as released; its programme book is made by a job when first asked for.
  grid = await loadGrid(tx, ctx.conferenceId);
  const sessions = await sessionsOfGrid(tx, grid);
  const [release] = await tx.insert(scheduleReleases).values({ conferenceId: ctx.conferenceId, version: 1, note: 'Primera versión del programa.', sessions, releasedBy: organiser }).returning();

  // Work after the release: two more sessions placed (what «Publicar versión» would send).
  const later = regular.find((r) => free('PANEL_REGULAR', r.id) && r !== areaWithTable && r !== small);
  if (later && grid.itemByKey.has(itemKeyOf('PANEL_REGULAR', later.id))) {
    await place(tx, viewer, grid, itemKeyOf('PANEL_REGULAR', later.id), slot(grid, 'Aula 102', d2, '14:00'));
    placed++;
  }
  if (approvedWhole[1]) {
    const key = itemKeyOf(approvedWhole[1].kind as 'PANEL_CERRADO', approvedWhole[1].id);
    if (grid.itemByKey.has(key)) {
      await place(tx, viewer, grid, key, slot(grid, 'Aula 201', d2, '15:45'));
      placed++;
    }
  }
  return { placed, version: release.version };
}
