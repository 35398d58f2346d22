import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { panels } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import { rooms, scheduleHours, scheduleReleases } from '../../db/schema/schedule';
import { buildConference, buildUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { buildScheduleWorld } from './schedule.test-support';

const GRID = `query ($c: ID!) { scheduleGrid(conferenceId: $c) { id days lastVersion rooms { id name } slots { id roomId day start end itemKey reservedKind }
  items { id itemId kind title status chair peopleCount audience slotIds } warnings { kind message slotIds } permissions { canEdit } } }`;
const SLOTS_OF = '{ id slots { id roomId day start end itemKey } items { id status slotIds } warnings { kind message } }';
const CREATE_ROOM = 'mutation ($d: CreateScheduleRoomInput!) { createScheduleRoom(data: $d) { id name place capacity position } }';
const UPDATE_ROOM = 'mutation ($id: ID!, $d: ScheduleRoomInput!) { updateScheduleRoom(id: $id, data: $d) { id name capacity } }';
const DELETE_ROOM = 'mutation ($id: ID!) { deleteScheduleRoom(id: $id) }';
const REORDER = 'mutation ($c: ID!, $r: [ID!]!) { reorderScheduleRooms(conferenceId: $c, roomIds: $r) { id position } }';
const GENERATE = 'mutation ($d: GenerateScheduleHoursInput!) { generateScheduleHours(data: $d) { created skipped } }';
const CREATE_HOUR = `mutation ($c: ID!, $d: ScheduleHourInput!) { createScheduleHour(conferenceId: $c, data: $d) ${SLOTS_OF} }`;
const UPDATE_HOUR = `mutation ($id: ID!, $d: ScheduleHourInput!) { updateScheduleHour(id: $id, data: $d) { id } }`;
const DELETE_HOUR = 'mutation ($id: ID!) { deleteScheduleHour(id: $id) }';
const ADD = `mutation ($h: ID!, $t: ScheduleItemKind!, $p: ID!) { addPanelToHour(hour: $h, panelesType: $t, panelId: $p) ${SLOTS_OF} }`;
const CLEAR = `mutation ($id: ID!) { clearHour(id: $id) ${SLOTS_OF} }`;
const MOVE = `mutation ($f: ID!, $t: ID!) { moveScheduledItem(fromHour: $f, toHour: $t) ${SLOTS_OF} }`;
const PROPOSE = 'query ($c: ID!) { proposeSchedule(conferenceId: $c) { placements { hourId itemKey } unplaced { itemKey title reason } } }';
const ACCEPT = `mutation ($c: ID!, $p: [ScheduleDraftPlacementInput!]!) { acceptScheduleDraft(conferenceId: $c, placements: $p) ${SLOTS_OF} }`;
const PUBLISH = 'mutation ($c: ID!, $n: String) { publishSchedule(conferenceId: $c, note: $n) { version sessionCount changes { itemKey change } } }';
const RELEASES = 'query ($c: ID!) { scheduleReleases(conferenceId: $c) { version changes { title change before { day start rooms } after { day start rooms } } } }';
const SETTINGS = 'mutation ($c: ID!, $d: ScheduleSettingsInput!) { updateScheduleSettings(conferenceId: $c, data: $d) { conference { travelGapMinutes } warnings { kind } } }';

type Slot = { id: string; roomId: string; day: string; start: number; end: number; itemKey: string | null };
type GridData = { slots: Slot[]; items: { id: string; status: string; slotIds: string[] }[]; warnings: { kind: string; message: string; slotIds?: string[] }[] };

let h: Harness;
let w: Awaited<ReturnType<typeof buildScheduleWorld>>;
let token: string;
const roomIds: Record<'a1' | 'a2' | 'b1', string> = { a1: '', a2: '', b1: '' };

beforeAll(async () => {
  h = await createHarness();
  w = await buildScheduleWorld(h.db);
  token = (await h.signIn(w.organiser)).token;
  for (const [key, name, place, capacity] of [['a1', 'Aula 1', 'Pabellón 1', '40'], ['a2', 'Aula 2', 'Pabellón 1', '3'], ['b1', 'Aula Magna', 'Pabellón 2', '']] as const) {
    const res = await h.gql<{ createScheduleRoom: { id: string } }>(CREATE_ROOM, { d: { conferenceId: String(w.conferenceId), name, place, capacity } }, { token });
    expect(res.errors).toBeUndefined();
    roomIds[key] = res.data!.createScheduleRoom.id;
  }
  const generated = await h.gql<{ generateScheduleHours: { created: number; skipped: number } }>(
    GENERATE,
    { d: { conferenceId: String(w.conferenceId), fromDay: w.days[0], toDay: w.days[1], ranges: [{ start: '9:00', end: '10:30' }, { start: '10:40', end: '12:00' }, { start: '14:00', end: '15:30' }], roomIds: Object.values(roomIds) } },
    { token },
  );
  expect(generated.errors).toBeUndefined();
  expect(generated.data?.generateScheduleHours).toEqual({ created: 18, skipped: 0 });
});
afterAll(() => h.close());

const grid = async () => {
  const res = await h.gql<{ scheduleGrid: GridData }>(GRID, { c: String(w.conferenceId) }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.scheduleGrid;
};
const slotAt = (g: GridData, room: keyof typeof roomIds, day: string, start: string) => {
  const [hh, mm] = start.split(':').map(Number);
  const slot = g.slots.find((s) => s.roomId === roomIds[room] && s.day === day && s.start === hh * 60 + mm);
  if (!slot) throw new Error(`no slot ${room} ${day} ${start}`);
  return slot;
};
const add = (hour: string, kind: string, id: number, as = token) => h.gql<{ addPanelToHour: GridData }>(ADD, { h: hour, t: kind, p: String(id) }, { token: as });
const clear = (hour: string) => h.gql<{ clearHour: GridData }>(CLEAR, { id: hour }, { token });
const panelStatus = async (id: number) => (await h.db.select({ s: panels.status }).from(panels).where(eq(panels.id, id)))[0].s;

describe('rooms', () => {
  it('are created in order, renamed, reordered; a repeated name is CONFLICT and bad input is per field, changing nothing', async () => {
    const before = await h.db.select().from(rooms).where(eq(rooms.conferenceId, w.conferenceId));
    expect(before.map((r) => [r.name, r.position])).toEqual([['Aula 1', 0], ['Aula 2', 1], ['Aula Magna', 2]]);
    const dup = await h.gql(CREATE_ROOM, { d: { conferenceId: String(w.conferenceId), name: 'Aula 1' } }, { token });
    expect(dup.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'NAME_TAKEN' });
    const bad = await h.gql(CREATE_ROOM, { d: { conferenceId: String(w.conferenceId), name: ' ', capacity: 'muchos' } }, { token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].extensions?.fields).toEqual({ name: 'Ingrese el nombre de la sala', capacity: 'Ingrese una capacidad entre 1 y 100.000 personas, o déjela vacía' });
    expect(await h.db.select().from(rooms).where(eq(rooms.conferenceId, w.conferenceId))).toHaveLength(3);
    const renamed = await h.gql<{ updateScheduleRoom: { name: string; capacity: number } }>(UPDATE_ROOM, { id: roomIds.a1, d: { name: 'Aula 1', place: 'Pabellón 1', capacity: '40', notes: 'Con proyector' } }, { token });
    expect(renamed.data?.updateScheduleRoom).toMatchObject({ name: 'Aula 1', capacity: 40 });
    const order = [roomIds.b1, roomIds.a1, roomIds.a2];
    const reordered = await h.gql<{ reorderScheduleRooms: { id: string; position: number }[] }>(REORDER, { c: String(w.conferenceId), r: order }, { token });
    expect(reordered.data?.reorderScheduleRooms.map((r) => r.id)).toEqual(order);
    expect(codeOf(await h.gql(REORDER, { c: String(w.conferenceId), r: order.slice(1) }, { token }))).toBe('BAD_USER_INPUT');
    await h.gql(REORDER, { c: String(w.conferenceId), r: [roomIds.a1, roomIds.a2, roomIds.b1] }, { token });
  });

  it('refuses a signed-out caller, a member, a coordinator and another edition’s organiser, changing nothing', async () => {
    const other = await buildConference(h.db);
    const otherOrganiser = await buildUser(h.db, { roles: [], conferenceRoles: [{ role: 'ORGANIZADOR_CONGRESO', conferenceId: other.id }] });
    const otherToken = (await h.signIn(otherOrganiser)).token;
    const member = (await h.signIn('USER')).token;
    const d = { d: { conferenceId: String(w.conferenceId), name: 'Sala ajena' } };
    expect(codeOf(await h.gql(CREATE_ROOM, d))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(CREATE_ROOM, d, { token: member }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(CREATE_ROOM, d, { token: otherToken }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DELETE_ROOM, { id: roomIds.a1 }, { token: otherToken }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(DELETE_ROOM, { id: roomIds.a1 }, { token: member }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(GRID, { c: String(w.conferenceId) }, { token: otherToken }))).toBe('FORBIDDEN');
    const g = await grid();
    expect(codeOf(await add(slotAt(g, 'a1', w.days[0], '9:00').id, 'PANEL_REGULAR', w.panelA1.id, otherToken))).toBe('NOT_FOUND');
    expect(await h.db.select().from(rooms).where(eq(rooms.conferenceId, w.conferenceId))).toHaveLength(3);
  });
});

describe('slots', () => {
  it('are generated days × ranges × rooms; running it again skips the overlaps; overlapping ranges and days outside the congress are refused', async () => {
    const again = await h.gql(GENERATE, { d: { conferenceId: String(w.conferenceId), fromDay: w.days[0], toDay: w.days[0], ranges: [{ start: '9:00', end: '10:30' }], roomIds: [roomIds.a1] } }, { token });
    expect(again.data).toEqual({ generateScheduleHours: { created: 0, skipped: 1 } });
    const overlapping = await h.gql(GENERATE, { d: { conferenceId: String(w.conferenceId), fromDay: w.days[2], toDay: w.days[2], ranges: [{ start: '9:00', end: '10:30' }, { start: '10:00', end: '11:00' }], roomIds: [roomIds.a1] } }, { token });
    expect(overlapping.errors?.[0].extensions?.fields).toEqual({ ranges: 'Los horarios 09:00–10:30 y 10:00–11:00 se superponen.' });
    const outside = await h.gql(GENERATE, { d: { conferenceId: String(w.conferenceId), fromDay: `${w.year}-09-10`, toDay: w.days[0], ranges: [{ start: '9:00', end: '10:00' }], roomIds: [roomIds.a1] } }, { token });
    expect(outside.errors?.[0].extensions?.fields).toEqual({ fromDay: 'Elija un día del congreso (del 14/09 al 16/09).' });
    const backwards = await h.gql(GENERATE, { d: { conferenceId: String(w.conferenceId), fromDay: w.days[1], toDay: w.days[0], ranges: [{ start: '9:00', end: '8:00' }], roomIds: [] } }, { token });
    expect(backwards.errors?.[0].extensions?.fields).toMatchObject({ toDay: 'El último día no puede ser anterior al primero', 'ranges.0.end': 'La hora de fin debe ser posterior a la de inicio', roomIds: 'Elija al menos una sala' });
    expect(await h.db.select().from(scheduleHours).where(eq(scheduleHours.conferenceId, w.conferenceId))).toHaveLength(18);
  });

  it('one by one: an overlapping slot in a room is CONFLICT; a free slot is changed and deleted; a held one is not', async () => {
    const overlap = await h.gql(CREATE_HOUR, { c: String(w.conferenceId), d: { roomId: roomIds.a1, day: w.days[0], start: '10:00', end: '11:00' } }, { token });
    expect(overlap.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'SCHEDULE_SLOT_OVERLAP' });
    expect(overlap.errors?.[0].message).toBe('La sala Aula 1 ya tiene un horario el 14/09 09:00–10:30, que se superpone con 10:00–11:00.');
    const created = await h.gql<{ createScheduleHour: GridData }>(CREATE_HOUR, { c: String(w.conferenceId), d: { roomId: roomIds.a1, day: `16/09/${w.year}`, start: '18:00', end: '19:00', reservedKind: 'PANEL_FIJO' } }, { token });
    expect(created.errors).toBeUndefined();
    const slot = created.data!.createScheduleHour.slots.find((s) => s.day === w.days[2] && s.start === 18 * 60)!;
    expect(codeOf(await h.gql(UPDATE_HOUR, { id: slot.id, d: { roomId: roomIds.a1, day: w.days[2], start: '18:30', end: '19:30' } }, { token }))).toBeUndefined();
    expect(codeOf(await h.gql(DELETE_HOUR, { id: slot.id }, { token }))).toBeUndefined();
    const g = await grid();
    const held = slotAt(g, 'a1', w.days[1], '14:00');
    expect((await add(held.id, 'PANEL_CERRADO', w.closed.id)).errors).toBeUndefined();
    const refused = await h.gql(DELETE_HOUR, { id: held.id }, { token });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'SCHEDULE_SLOT_HELD' });
    const roomRefused = await h.gql(DELETE_ROOM, { id: roomIds.a1 }, { token });
    expect(roomRefused.errors?.[0].message).toBe('La sala tiene un horario ocupado: quite esas actividades del cronograma antes de eliminarla.');
    expect((await clear(held.id)).errors).toBeUndefined();
  });
});

describe('addPanelToHour and clearHour', () => {
  it('places an item (INCLUDE_IN_SCHEDULE, audited), refuses a taken slot naming what is there, and clearHour frees it (NOT_INCLUDE_IN_SCHEDULE)', async () => {
    const g = await grid();
    const slot = slotAt(g, 'a1', w.days[0], '9:00');
    const placed = await add(slot.id, 'PANEL_REGULAR', w.panelA1.id);
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.addPanelToHour.slots.find((s) => s.id === slot.id)!.itemKey).toBe(`PANEL_REGULAR:${w.panelA1.id}`);
    expect(await panelStatus(w.panelA1.id)).toBe('INCLUDE_IN_SCHEDULE');
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'schedule.placed'), eq(auditLog.targetId, slot.id)));
    expect(audit.actorId).toBe(w.organiser.id);

    const taken = await add(slot.id, 'PANEL_REGULAR', w.panelB.id);
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'SCHEDULE_SLOT_TAKEN' });
    expect(taken.errors?.[0].message).toMatch(/^El horario 14\/09 09:00–10:30 en Aula 1 ya está ocupado por «Estado y democracia» \(lo asignó Persona Prueba \d+\)\.$/);
    const again = await add(slotAt(g, 'a2', w.days[1], '9:00').id, 'PANEL_REGULAR', w.panelA1.id);
    expect(again.errors?.[0].extensions?.reason).toBe('SCHEDULE_ITEM_PLACED');

    const cleared = await clear(slot.id);
    expect(cleared.data!.clearHour.slots.find((s) => s.id === slot.id)!.itemKey).toBeNull();
    expect(await panelStatus(w.panelA1.id)).toBe('NOT_INCLUDE_IN_SCHEDULE');
    expect((await clear(slot.id)).errors?.[0].extensions?.reason).toBe('SCHEDULE_SLOT_EMPTY');
  });

  it('refuses a person in two rooms at overlapping times, naming the person, the other item and its slot; back-to-back is fine', async () => {
    const g = await grid();
    expect((await add(slotAt(g, 'a1', w.days[0], '9:00').id, 'PANEL_REGULAR', w.panelA1.id)).errors).toBeUndefined();
    const busy = await add(slotAt(g, 'b1', w.days[0], '9:00').id, 'PANEL_REGULAR', w.panelA2.id);
    expect(busy.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'SCHEDULE_PERSON_BUSY', people: ['Sara Sáenz'] });
    expect(busy.errors?.[0].message).toBe('No se puede asignar «Partidos políticos» a 14/09 09:00–10:30 en Aula Magna: Sara Sáenz ya está en «Estado y democracia» (14/09 09:00–10:30 en Aula 1).');
    expect(await panelStatus(w.panelA2.id)).toBe('APPROVED');
    const next = await add(slotAt(g, 'b1', w.days[0], '10:40').id, 'PANEL_REGULAR', w.panelA2.id);
    expect(next.errors).toBeUndefined();
    // Sara goes from Pabellón 1 to Pabellón 2 in 10 minutes, under the default 15: warned.
    expect(next.data!.addPanelToHour.warnings).toContainEqual({ kind: 'TRAVEL', message: expect.stringContaining('Sara Sáenz tiene 10 min para ir de Pabellón 1') });
    await clear(slotAt(g, 'b1', w.days[0], '10:40').id);
    await clear(slotAt(g, 'a1', w.days[0], '9:00').id);
  });

  it('refuses an item that is not approved, a slot reserved for another kind, and a move onto a busy person; moves keep the status', async () => {
    const g = await grid();
    const pending = await add(slotAt(g, 'a2', w.days[0], '9:00').id, 'PANEL_CERRADO', w.pending.id);
    expect(pending.errors?.[0].extensions?.reason).toBe('SCHEDULE_ITEM_NOT_SCHEDULABLE');
    expect(pending.errors?.[0].message).toBe('«Panel cerrado pendiente» no se puede asignar a un horario: todavía no fue evaluada.');
    const created = await h.gql<{ createScheduleHour: GridData }>(CREATE_HOUR, { c: String(w.conferenceId), d: { roomId: roomIds.b1, day: w.days[2], start: '9:00', end: '10:00', reservedKind: 'PANEL_FIJO' } }, { token });
    const reserved = created.data!.createScheduleHour.slots.find((s) => s.day === w.days[2] && s.roomId === roomIds.b1)!;
    const wrongKind = await add(reserved.id, 'GRUPO_INVESTIGACION', w.group.id);
    expect(wrongKind.errors?.[0].message).toBe('El horario 16/09 09:00–10:00 en Aula Magna está reservado para panel fijo: «Grupo de estudios federales» es grupo de investigación.');
    expect((await add(reserved.id, 'PANEL_FIJO', w.fixed.id)).errors).toBeUndefined();

    const from = slotAt(g, 'a1', w.days[1], '9:00');
    expect((await add(from.id, 'PANEL_REGULAR', w.panelA1.id)).errors).toBeUndefined();
    expect((await add(slotAt(g, 'a2', w.days[1], '10:40').id, 'PANEL_REGULAR', w.panelA2.id)).errors).toBeUndefined();
    const onto = await h.gql(MOVE, { f: from.id, t: slotAt(g, 'b1', w.days[1], '10:40').id }, { token });
    expect(onto.errors?.[0].extensions?.reason).toBe('SCHEDULE_PERSON_BUSY');
    const moved = await h.gql<{ moveScheduledItem: GridData }>(MOVE, { f: from.id, t: slotAt(g, 'b1', w.days[1], '14:00').id }, { token });
    expect(moved.errors).toBeUndefined();
    expect(await panelStatus(w.panelA1.id)).toBe('INCLUDE_IN_SCHEDULE');
    for (const s of moved.data!.moveScheduledItem.slots.filter((x) => x.itemKey)) await clear(s.id);
    expect(await panelStatus(w.panelA1.id)).toBe('NOT_INCLUDE_IN_SCHEDULE');
  });
});

describe('the grid', () => {
  it('warns of a small room, one area twice at a time and a day outside the congress; the travel gap is the organiser’s', async () => {
    const g = await grid();
    // Aula 2 seats 3: a panel with its chair and three members interested expects 4.
    await h.db.execute(`insert into schedule_interests (user_id, conference_id, item_kind, item_id) select id, ${w.conferenceId}, 'PANEL_REGULAR', ${w.panelB.id} from users order by created_at limit 3`);
    expect((await add(slotAt(g, 'a2', w.days[0], '14:00').id, 'PANEL_REGULAR', w.panelB.id)).errors).toBeUndefined();
    expect((await add(slotAt(g, 'a1', w.days[0], '14:00').id, 'GRUPO_INVESTIGACION', w.group.id)).errors).toBeUndefined();
    expect((await add(slotAt(g, 'b1', w.days[0], '14:00').id, 'PANEL_REGULAR', w.panelA1.id)).errors).toBeUndefined();
    // The congress is shortened to two days after a slot was placed on the third.
    const third = slotAt(g, 'b1', w.days[2], '9:00');
    expect((await add(third.id, 'PANEL_FIJO', w.fixed.id)).errors).toBeUndefined();
    await h.db.execute(`update conferences set end_date = '${w.days[1]}' where id = ${w.conferenceId}`);
    const after = await grid();
    const kinds = after.warnings.map((x) => x.kind);
    expect(kinds).toEqual(expect.arrayContaining(['CAPACITY', 'AREA', 'OUTSIDE_DATES']));
    expect(after.warnings.find((x) => x.kind === 'CAPACITY')!.message).toBe('«Política exterior» espera 4 personas y la sala Aula 2 tiene capacidad para 3.');
    expect(after.warnings.find((x) => x.kind === 'AREA')!.message).toMatch(/^Dos actividades del área Área A \d+ a la misma hora: «(Grupo de estudios federales|Estado y democracia)»/);
    expect(after.warnings.find((x) => x.kind === 'OUTSIDE_DATES')!.slotIds).toEqual([third.id]);
    await h.db.execute(`update conferences set end_date = '${w.days[2]}' where id = ${w.conferenceId}`);
    const settings = await h.gql<{ updateScheduleSettings: { conference: { travelGapMinutes: number } } }>(SETTINGS, { c: String(w.conferenceId), d: { travelGapMinutes: '5' } }, { token });
    expect(settings.data?.updateScheduleSettings.conference.travelGapMinutes).toBe(5);
    expect(codeOf(await h.gql(SETTINGS, { c: String(w.conferenceId), d: { travelGapMinutes: '-1' } }, { token }))).toBe('BAD_USER_INPUT');
    for (const s of (await grid()).slots.filter((x) => x.itemKey)) await clear(s.id);
  });

  it('is read in the same number of statements for 3 rooms and for 12', async () => {
    const count = () => h.countStatements(() => grid());
    const small = await count();
    for (let i = 0; i < 9; i++) {
      const room = await h.gql<{ createScheduleRoom: { id: string } }>(CREATE_ROOM, { d: { conferenceId: String(w.conferenceId), name: `Sala extra ${i}`, place: 'Anexo' } }, { token });
      await h.gql(GENERATE, { d: { conferenceId: String(w.conferenceId), fromDay: w.days[0], toDay: w.days[2], ranges: [{ start: '16:00', end: '17:00' }], roomIds: [room.data!.createScheduleRoom.id] } }, { token });
    }
    const large = await count();
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(9);
    for (const r of (await h.db.select().from(rooms).where(eq(rooms.conferenceId, w.conferenceId))).filter((x) => x.name.startsWith('Sala extra'))) await h.gql(DELETE_ROOM, { id: String(r.id) }, { token });
  });
});

describe('the proposed draft', () => {
  it('places every schedulable item without breaking a refusal rule, and accepting part of it places just that part', async () => {
    const res = await h.gql<{ proposeSchedule: { placements: { hourId: string; itemKey: string }[]; unplaced: { itemKey: string; reason: string }[] } }>(PROPOSE, { c: String(w.conferenceId) }, { token });
    expect(res.errors).toBeUndefined();
    const { placements, unplaced } = res.data!.proposeSchedule;
    expect(unplaced).toEqual([]);
    expect(placements.map((p) => p.itemKey).sort()).toEqual(
      [`PANEL_REGULAR:${w.panelA1.id}`, `PANEL_REGULAR:${w.panelA2.id}`, `PANEL_REGULAR:${w.panelB.id}`, `PANEL_CERRADO:${w.closed.id}`, `GRUPO_INVESTIGACION:${w.group.id}`, `PANEL_FIJO:${w.fixed.id}`].sort(),
    );
    const g = await grid();
    const at = (key: string) => g.slots.find((s) => s.id === placements.find((p) => p.itemKey === key)!.hourId)!;
    const [a1, a2] = [at(`PANEL_REGULAR:${w.panelA1.id}`), at(`PANEL_REGULAR:${w.panelA2.id}`)];
    expect(a1.day === a2.day && a1.start < a2.end && a2.start < a1.end).toBe(false);
    const part = placements.filter((p) => p.itemKey.startsWith('PANEL_REGULAR'));
    const accepted = await h.gql<{ acceptScheduleDraft: GridData }>(ACCEPT, { c: String(w.conferenceId), p: part }, { token });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptScheduleDraft.slots.filter((s) => s.itemKey).map((s) => s.itemKey).sort()).toEqual(part.map((p) => p.itemKey).sort());
    // The same placements again: the first is refused by name and nothing more is placed.
    const twice = await h.gql(ACCEPT, { c: String(w.conferenceId), p: placements }, { token });
    expect(twice.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await grid()).slots.filter((s) => s.itemKey)).toHaveLength(part.length);
  });
});

describe('releases', () => {
  it('publish version 1, then after a move only the moved item’s people are written to, with an .ics at Buenos Aires times; nothing new is CONFLICT', async () => {
    h.smtp.clear();
    const v1 = await h.gql<{ publishSchedule: { version: number; sessionCount: number } }>(PUBLISH, { c: String(w.conferenceId), n: 'Primera versión' }, { token });
    expect(v1.errors).toBeUndefined();
    expect(v1.data!.publishSchedule).toMatchObject({ version: 1, sessionCount: 3 });
    await h.flushMail();
    expect(h.smtp.to(w.sara.email)).toHaveLength(1);
    expect(h.smtp.to('lucia.paz@example.org')).toHaveLength(1);
    h.smtp.clear();

    const g = await grid();
    const slotB = g.slots.find((s) => s.itemKey === `PANEL_REGULAR:${w.panelB.id}`)!;
    const free = g.slots.find((s) => !s.itemKey && s.day === w.days[1] && s.start === 14 * 60 && s.roomId === roomIds.b1)!;
    expect((await h.gql(MOVE, { f: slotB.id, t: free.id }, { token })).errors).toBeUndefined();
    const v2 = await h.gql<{ publishSchedule: { version: number; changes: { itemKey: string; change: string }[] } }>(PUBLISH, { c: String(w.conferenceId) }, { token });
    expect(v2.data!.publishSchedule.changes).toEqual([{ itemKey: `PANEL_REGULAR:${w.panelB.id}`, change: 'MOVED' }]);
    await h.flushMail();
    expect(h.smtp.to(w.sara.email)).toHaveLength(0);
    const [mail] = h.smtp.to('lucia.paz@example.org');
    expect(mail.subject).toBe(`Cambios en su programa: ${w.conference.name}`);
    expect(mail.text).toContain('Cambió de horario o sala: «Política exterior».');
    expect(mail.text).toMatch(/Ahora: [a-záéíóú]+ 15\/09, 14:00–15:30, Aula Magna\./);
    const calendar = new ICAL.Component(ICAL.parse(mail.calendar));
    const [event] = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(event.summary).toBe('Política exterior');
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(`${w.days[1]}T14:00:00-03:00`).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(`${w.days[1]}T15:30:00-03:00`).toISOString());

    const unchanged = await h.gql(PUBLISH, { c: String(w.conferenceId) }, { token });
    expect(unchanged.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'SCHEDULE_UNCHANGED' });
    expect(await h.db.select().from(scheduleReleases).where(eq(scheduleReleases.conferenceId, w.conferenceId))).toHaveLength(2);
    const log = await h.gql<{ scheduleReleases: { version: number; changes: { change: string; before: { day: string } | null }[] }[] }>(RELEASES, { c: String(w.conferenceId) }, { token });
    expect(log.data!.scheduleReleases.map((r) => [r.version, r.changes.map((c) => c.change)])).toEqual([
      [2, ['MOVED']],
      [1, ['ADDED', 'ADDED', 'ADDED']],
    ]);
  });
});

describe('a fixed panel in several rooms', () => {
  it('takes a slot in another room at the same time (a plenary), and is refused one at another time', async () => {
    for (const s of (await grid()).slots.filter((x) => x.itemKey)) await clear(s.id);
    const created = [];
    for (const [room, start, end] of [[roomIds.a1, '12:00', '13:00'], [roomIds.a2, '12:00', '13:00'], [roomIds.b1, '13:00', '14:00']] as const) {
      const res = await h.gql<{ createScheduleHour: GridData }>(CREATE_HOUR, { c: String(w.conferenceId), d: { roomId: room, day: w.days[2], start, end } }, { token });
      expect(res.errors).toBeUndefined();
      created.push(res.data!.createScheduleHour.slots.find((x) => x.roomId === room && x.day === w.days[2] && x.start === Number(start.slice(0, 2)) * 60)!.id);
    }
    expect((await add(created[0], 'PANEL_FIJO', w.fixed.id)).errors).toBeUndefined();
    const both = await add(created[1], 'PANEL_FIJO', w.fixed.id);
    expect(both.errors).toBeUndefined();
    expect(both.data!.addPanelToHour.items.find((i) => i.id === `PANEL_FIJO:${w.fixed.id}`)!.slotIds.sort()).toEqual([created[0], created[1]].sort());
    const later = await add(created[2], 'PANEL_FIJO', w.fixed.id);
    expect(later.errors?.[0].extensions?.reason).toBe('SCHEDULE_ITEM_PLACED');
    expect(later.errors?.[0].message).toMatch(/un panel fijo ocupa varias salas solo a la misma hora\.$/);
    // Out of one room it stays on the programme; out of the last it leaves it.
    await clear(created[0]);
    expect(await panelStatus(w.fixed.id)).toBe('INCLUDE_IN_SCHEDULE');
    await clear(created[1]);
    expect(await panelStatus(w.fixed.id)).toBe('NOT_INCLUDE_IN_SCHEDULE');
    for (const id of created) await h.gql(DELETE_HOUR, { id }, { token });
  });
});

describe('two organisers at once', () => {
  it('placing two items that share a person into overlapping slots: one wins, the other gets CONFLICT naming the person', async () => {
    const second = (await h.signIn(await buildUser(h.db, { roles: [], conferenceRoles: [{ role: 'ORGANIZADOR_CONGRESO', conferenceId: w.conferenceId }] }))).token;
    for (const s of (await grid()).slots.filter((x) => x.itemKey)) await clear(s.id);
    const g = await grid();
    const results = await Promise.all([add(slotAt(g, 'a1', w.days[0], '10:40').id, 'PANEL_REGULAR', w.panelA1.id), add(slotAt(g, 'b1', w.days[0], '10:40').id, 'PANEL_REGULAR', w.panelA2.id, second)]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const lost = results.find((r) => r.errors)!;
    expect(lost.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'SCHEDULE_PERSON_BUSY', people: ['Sara Sáenz'] });
    const placed = (await h.db.select().from(scheduleHours).where(eq(scheduleHours.conferenceId, w.conferenceId))).filter((s) => s.itemKind);
    expect(placed).toHaveLength(1);
    const both = await Promise.all([add(slotAt(g, 'a2', w.days[0], '10:40').id, 'GRUPO_INVESTIGACION', w.group.id), add(slotAt(g, 'a2', w.days[0], '10:40').id, 'PANEL_CERRADO', w.closed.id, second)]);
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect(both.find((r) => r.errors)!.errors![0].extensions?.reason).toBe('SCHEDULE_SLOT_TAKEN');
    const statuses = await h.db.select({ id: proposals.id, s: proposals.status }).from(proposals).where(eq(proposals.conferenceId, w.conferenceId));
    expect(statuses.filter((s) => s.s === 'INCLUDE_IN_SCHEDULE')).toHaveLength(1);
  });
});
