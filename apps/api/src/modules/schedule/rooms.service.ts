import { and, asc, eq, sql } from 'drizzle-orm';
import { daysBetween, formatClock, formatClockRange, formatDayShort, roomCreateSchema, roomUpdateSchema, scheduleSettingsSchema, slotBulkSchema, slotSchema, timesOverlap, type SlotTime } from '@portal/domain/schedule';
import { conferences } from '../../db/schema/conferences';
import { rooms, scheduleHours } from '../../db/schema/schedule';
import { recordAudit } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import { badInput, conflict, notFound, parseInput } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/pg-errors';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { loadConference, type RoomRow } from './grid.read';
import { lockSchedule } from './placement.service';
import { requireScheduleStaff, requireSomeScheduleStaff, roomDeleteRefusal, slotChangeRefusal } from './schedule.rules';

/**
 * Rooms and slots of an edition (`/dashboard/cronogramas/{id}`): rooms created, edited, reordered
 * and deleted (not while a slot of theirs holds something); slots one by one or in bulk (days ×
 * time ranges × rooms), never overlapping another slot of their room, on days inside the congress.
 * Every write takes the edition's schedule lock, as placements do.
 */

const ROOM_NOT_FOUND = 'No se encontró la sala.';
const SLOT_NOT_FOUND = 'No se encontró el horario.';
const NAME_TAKEN = 'Ya hay una sala con ese nombre en esta edición.';

export type RoomView = RoomRow & { slotCount: number; heldCount: number };

/** The edition's rooms in order, with how many slots each has and how many hold something. */
export async function listRooms(db: Executor, viewer: Viewer, conferenceArg: unknown): Promise<RoomView[]> {
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  await loadConference(db, conferenceId);
  const rows = await db
    .select({
      room: rooms,
      slotCount: sql<number>`(select count(*)::int from "schedule_hours" as h where h.room_id = ${rooms.id})`,
      heldCount: sql<number>`(select count(*)::int from "schedule_hours" as h where h.room_id = ${rooms.id} and h.item_kind is not null)`,
    })
    .from(rooms)
    .where(eq(rooms.conferenceId, conferenceId))
    .orderBy(asc(rooms.position), asc(rooms.id));
  return rows.map((r) => ({ ...r.room, slotCount: Number(r.slotCount), heldCount: Number(r.heldCount) }));
}

async function roomFor(db: Executor, viewer: Viewer, idArg: unknown): Promise<RoomRow> {
  requireSomeScheduleStaff(viewer);
  const id = intIdOrNull(idArg);
  const [room] = id === null ? [] : await db.select().from(rooms).where(eq(rooms.id, id));
  if (!room) throw notFound(ROOM_NOT_FOUND);
  requireScheduleStaff(viewer, room.conferenceId);
  return room;
}

const nameTaken = (error: unknown) => isUniqueViolation(error, 'rooms_name_unique');

export async function createRoom(ctx: Services, viewer: Viewer, data: Record<string, unknown>): Promise<RoomView> {
  requireSomeScheduleStaff(viewer);
  const conferenceId = intIdOrNull(data.conferenceId);
  requireScheduleStaff(viewer, conferenceId);
  const input = parseInput(roomCreateSchema, data);
  const db = ctx.database.db;
  try {
    const room = await db.transaction(async (tx) => {
      await lockSchedule(tx, conferenceId);
      const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${rooms.position}), -1)::int + 1` }).from(rooms).where(eq(rooms.conferenceId, conferenceId));
      const [row] = await tx
        .insert(rooms)
        .values({ conferenceId, name: input.name, place: input.place, capacity: input.capacity, notes: input.notes, position: Number(next) })
        .returning();
      await recordAudit(tx, { actorId: viewer.id, action: 'room.created', targetType: 'room', targetId: row.id, after: { name: row.name, place: row.place, capacity: row.capacity } });
      return row;
    });
    return { ...room, slotCount: 0, heldCount: 0 };
  } catch (error) {
    if (nameTaken(error)) throw conflict('NAME_TAKEN', NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

export async function updateRoom(ctx: Services, viewer: Viewer, idArg: unknown, data: Record<string, unknown>): Promise<RoomView> {
  const db = ctx.database.db;
  const room = await roomFor(db, viewer, idArg);
  const input = parseInput(roomUpdateSchema, data);
  try {
    await db.transaction(async (tx) => {
      await lockSchedule(tx, room.conferenceId);
      await tx.update(rooms).set({ name: input.name, place: input.place, capacity: input.capacity, notes: input.notes }).where(eq(rooms.id, room.id));
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'room.updated',
        targetType: 'room',
        targetId: room.id,
        before: { name: room.name, place: room.place, capacity: room.capacity, notes: room.notes },
        after: { name: input.name, place: input.place, capacity: input.capacity, notes: input.notes },
      });
    });
  } catch (error) {
    if (nameTaken(error)) throw conflict('NAME_TAKEN', NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
  const [view] = (await listRooms(db, viewer, room.conferenceId)).filter((r) => r.id === room.id);
  return view;
}

/** Deletes a room and its empty slots; CONFLICT with the reason while one of its slots holds something. */
export async function deleteRoom(ctx: Services, viewer: Viewer, idArg: unknown): Promise<boolean> {
  const db = ctx.database.db;
  const room = await roomFor(db, viewer, idArg);
  await db.transaction(async (tx) => {
    await lockSchedule(tx, room.conferenceId);
    const [{ held }] = await tx.select({ held: sql<number>`count(*)::int` }).from(scheduleHours).where(and(eq(scheduleHours.roomId, room.id), sql`${scheduleHours.itemKind} is not null`));
    const refusal = roomDeleteRefusal(Number(held));
    if (refusal) throw conflict('SCHEDULE_SLOT_HELD', refusal);
    await tx.delete(rooms).where(eq(rooms.id, room.id));
    await recordAudit(tx, { actorId: viewer.id, action: 'room.deleted', targetType: 'room', targetId: room.id, before: { name: room.name, place: room.place, capacity: room.capacity } });
  });
  return true;
}

/** Puts the edition's rooms in the given order (every room once). */
export async function reorderRooms(ctx: Services, viewer: Viewer, conferenceArg: unknown, roomIdArgs: unknown[]): Promise<RoomView[]> {
  const db = ctx.database.db;
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  const ids = roomIdArgs.map((id) => intIdOrNull(id));
  await db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const current = await tx.select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.conferenceId, conferenceId)).orderBy(asc(rooms.position), asc(rooms.id));
    const known = new Set(current.map((r) => r.id));
    if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => id === null || !known.has(id)))
      throw badInput({ roomIds: 'Indique cada sala de la edición una vez: la lista cambió, actualice la página.' });
    for (const [position, id] of ids.entries()) await tx.update(rooms).set({ position }).where(eq(rooms.id, id!));
    const nameOf = new Map(current.map((r) => [r.id, r.name]));
    await recordAudit(tx, { actorId: viewer.id, action: 'room.reordered', targetType: 'conference', targetId: conferenceId, before: { rooms: current.map((r) => r.name) }, after: { rooms: ids.map((id) => nameOf.get(id!)) } });
  });
  return listRooms(db, viewer, conferenceId);
}

// ── Slots ───────────────────────────────────────────────────────────────────────────────────

type SlotRow = typeof scheduleHours.$inferSelect;
const timeOf = (s: SlotRow): SlotTime => ({ day: s.day, start: s.startMinute, end: s.endMinute });
const describe = (t: SlotTime) => `${formatDayShort(t.day)} ${formatClockRange(t.start, t.end)}`;

/** CONFLICT when `time` overlaps another slot of the room (`except`: the slot being changed). */
async function assertNoOverlap(tx: Tx, roomId: number, roomName: string, time: SlotTime, except: number | null) {
  const existing = await tx.select().from(scheduleHours).where(and(eq(scheduleHours.roomId, roomId), eq(scheduleHours.day, time.day)));
  const clash = existing.find((s) => s.id !== except && timesOverlap(timeOf(s), time));
  if (clash) throw conflict('SCHEDULE_SLOT_OVERLAP', `La sala ${roomName} ya tiene un horario el ${describe(timeOf(clash))}, que se superpone con ${formatClockRange(time.start, time.end)}.`);
}

/** BAD_USER_INPUT (day) when the day is not one of the congress's. */
function assertCongressDay(conference: { startDate: string; endDate: string }, day: string, field = 'day') {
  if (day < conference.startDate || day > conference.endDate)
    throw badInput({ [field]: `Elija un día del congreso (del ${formatDayShort(conference.startDate)} al ${formatDayShort(conference.endDate)}).` });
}

async function roomOfEdition(tx: Executor, conferenceId: number, roomId: number, field = 'roomId'): Promise<RoomRow> {
  const [room] = await tx.select().from(rooms).where(and(eq(rooms.id, roomId), eq(rooms.conferenceId, conferenceId)));
  if (!room) throw badInput({ [field]: 'Elija una sala de esta edición.' });
  return room;
}

const slotAudit = (s: SlotTime & { room: string; reservedKind: string | null }) => ({ day: s.day, start: formatClock(s.start), end: formatClock(s.end), room: s.room, reservedKind: s.reservedKind });

/** Adds one slot; answers its edition's id. */
export async function createScheduleHour(ctx: Services, viewer: Viewer, conferenceArg: unknown, data: Record<string, unknown>): Promise<number> {
  const db = ctx.database.db;
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  const input = parseInput(slotSchema, data);
  return db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const conference = await loadConference(tx, conferenceId);
    assertCongressDay(conference, input.day);
    const room = await roomOfEdition(tx, conferenceId, input.roomId);
    await assertNoOverlap(tx, room.id, room.name, input, null);
    const [row] = await tx
      .insert(scheduleHours)
      .values({ conferenceId, roomId: room.id, day: input.day, startMinute: input.start, endMinute: input.end, reservedKind: input.reservedKind })
      .returning({ id: scheduleHours.id });
    await recordAudit(tx, { actorId: viewer.id, action: 'scheduleHour.created', targetType: 'schedule_hour', targetId: row.id, after: slotAudit({ ...input, room: room.name }) });
    return conferenceId;
  });
}

async function slotFor(db: Executor, viewer: Viewer, idArg: unknown): Promise<SlotRow> {
  requireSomeScheduleStaff(viewer);
  const id = intIdOrNull(idArg);
  const [slot] = id === null ? [] : await db.select().from(scheduleHours).where(eq(scheduleHours.id, id));
  if (!slot) throw notFound(SLOT_NOT_FOUND);
  requireScheduleStaff(viewer, slot.conferenceId);
  return slot;
}

/** Changes an empty slot's room, day, times or reservation (CONFLICT while it holds something); answers its edition's id. */
export async function updateScheduleHour(ctx: Services, viewer: Viewer, idArg: unknown, data: Record<string, unknown>): Promise<number> {
  const db = ctx.database.db;
  const found = await slotFor(db, viewer, idArg);
  const input = parseInput(slotSchema, data);
  return db.transaction(async (tx) => {
    await lockSchedule(tx, found.conferenceId);
    const [slot] = await tx.select().from(scheduleHours).where(eq(scheduleHours.id, found.id));
    if (!slot) throw notFound(SLOT_NOT_FOUND);
    const refusal = slotChangeRefusal(slot);
    if (refusal) throw conflict('SCHEDULE_SLOT_HELD', refusal);
    const conference = await loadConference(tx, slot.conferenceId);
    assertCongressDay(conference, input.day);
    const room = await roomOfEdition(tx, slot.conferenceId, input.roomId);
    await assertNoOverlap(tx, room.id, room.name, input, slot.id);
    const [oldRoom] = await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, slot.roomId));
    await tx.update(scheduleHours).set({ roomId: room.id, day: input.day, startMinute: input.start, endMinute: input.end, reservedKind: input.reservedKind }).where(eq(scheduleHours.id, slot.id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'scheduleHour.updated',
      targetType: 'schedule_hour',
      targetId: slot.id,
      before: slotAudit({ ...timeOf(slot), room: oldRoom?.name ?? '', reservedKind: slot.reservedKind }),
      after: slotAudit({ ...input, room: room.name }),
    });
    return slot.conferenceId;
  });
}

export async function deleteScheduleHour(ctx: Services, viewer: Viewer, idArg: unknown): Promise<boolean> {
  const db = ctx.database.db;
  const found = await slotFor(db, viewer, idArg);
  await db.transaction(async (tx) => {
    await lockSchedule(tx, found.conferenceId);
    const [slot] = await tx.select().from(scheduleHours).where(eq(scheduleHours.id, found.id));
    if (!slot) throw notFound(SLOT_NOT_FOUND);
    const refusal = slotChangeRefusal(slot);
    if (refusal) throw conflict('SCHEDULE_SLOT_HELD', refusal);
    const [room] = await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, slot.roomId));
    await tx.delete(scheduleHours).where(eq(scheduleHours.id, slot.id));
    await recordAudit(tx, { actorId: viewer.id, action: 'scheduleHour.deleted', targetType: 'schedule_hour', targetId: slot.id, before: slotAudit({ ...timeOf(slot), room: room?.name ?? '', reservedKind: slot.reservedKind }) });
  });
  return true;
}

/**
 * Generates slots for days × time ranges × rooms. A combination that overlaps a slot its room
 * already has is skipped and counted (so running it twice adds nothing); ranges that overlap each
 * other are refused. Answers how many were created and skipped.
 */
export async function generateScheduleHours(ctx: Services, viewer: Viewer, data: Record<string, unknown>): Promise<{ created: number; skipped: number }> {
  const db = ctx.database.db;
  requireSomeScheduleStaff(viewer);
  const conferenceId = intIdOrNull(data.conferenceId);
  requireScheduleStaff(viewer, conferenceId);
  const input = parseInput(slotBulkSchema, data);
  const ranges = [...input.ranges].sort((a, b) => a.start - b.start);
  for (let i = 1; i < ranges.length; i++)
    if (ranges[i].start < ranges[i - 1].end) throw badInput({ ranges: `Los horarios ${formatClockRange(ranges[i - 1].start, ranges[i - 1].end)} y ${formatClockRange(ranges[i].start, ranges[i].end)} se superponen.` });
  return db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const conference = await loadConference(tx, conferenceId);
    assertCongressDay(conference, input.fromDay, 'fromDay');
    assertCongressDay(conference, input.toDay, 'toDay');
    const roomIds = [...new Set(input.roomIds)];
    const roomRows = [];
    for (const [i, id] of roomIds.entries()) roomRows.push(await roomOfEdition(tx, conferenceId, id, `roomIds.${i}`));
    const days = daysBetween(input.fromDay, input.toDay);
    const existing = await tx.select().from(scheduleHours).where(eq(scheduleHours.conferenceId, conferenceId));
    const values: (typeof scheduleHours.$inferInsert)[] = [];
    let skipped = 0;
    for (const room of roomRows)
      for (const day of days)
        for (const r of ranges) {
          const time = { day, start: r.start, end: r.end };
          if (existing.some((s) => s.roomId === room.id && timesOverlap(timeOf(s), time))) {
            skipped++;
            continue;
          }
          values.push({ conferenceId, roomId: room.id, day, startMinute: r.start, endMinute: r.end, reservedKind: input.reservedKind });
        }
    if (values.length) await tx.insert(scheduleHours).values(values);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'scheduleHour.generated',
      targetType: 'conference',
      targetId: conferenceId,
      after: { created: values.length, skipped, rooms: roomRows.map((r) => r.name), day: `${input.fromDay} – ${input.toDay}`, ranges: ranges.map((r) => formatClockRange(r.start, r.end)) },
    });
    return { created: values.length, skipped };
  });
}

/** The travel gap of the warnings (minutes). */
export async function updateScheduleSettings(ctx: Services, viewer: Viewer, conferenceArg: unknown, data: Record<string, unknown>): Promise<number> {
  const db = ctx.database.db;
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  const input = parseInput(scheduleSettingsSchema, data);
  await db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const before = await loadConference(tx, conferenceId);
    await tx.update(conferences).set({ scheduleTravelGapMinutes: input.travelGapMinutes }).where(eq(conferences.id, conferenceId));
    await recordAudit(tx, { actorId: viewer.id, action: 'schedule.settingsUpdated', targetType: 'conference', targetId: conferenceId, before: { travelGapMinutes: before.travelGapMinutes }, after: { travelGapMinutes: input.travelGapMinutes } });
  });
  return conferenceId;
}
