import { asc, eq, sql } from 'drizzle-orm';
import { daysBetween, itemKeyOf, type GridItem, type GridSlot, type SchedulableKind } from '@portal/domain/schedule';
import { scheduleWarnings, type ScheduleWarning } from '@portal/domain/schedule-checks';
import type { ProposalStatus } from '@portal/domain/proposal-status';
import { conferences } from '../../db/schema/conferences';
import { rooms, scheduleHours, scheduleReleases } from '../../db/schema/schedule';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { peopleOfItems, type ItemPerson } from '../panels/people.read';
import { SCHEDULE_NOT_FOUND } from './schedule.rules';

/**
 * The working copy of an edition's programme as the grid reads it, in a fixed number of statements
 * whatever the number of rooms, slots or items (schedule.test.ts pins it): the edition, its rooms,
 * its slots, its schedulable items, their people, the «Me interesa» counts and the last release.
 */

export type ScheduleConference = { id: number; name: string; venue: string; startDate: string; endDate: string; travelGapMinutes: number };
export type RoomRow = typeof rooms.$inferSelect;

/** A schedulable item of the edition, placed or not. */
export type ScheduleItemView = GridItem & {
  id: number;
  status: ProposalStatus;
  chair: string | null;
  /** Its people as the conflict check counts them (names). */
  peopleNames: string[];
  peopleCount: number;
  interested: number;
  /** The slots it holds in the working copy (a fixed panel may hold several at one time). */
  slotIds: number[];
};

export type ScheduleSlotView = GridSlot & { placedBy: string | null; placedAt: Date | null };

export type Grid = {
  conference: ScheduleConference;
  rooms: RoomRow[];
  slots: ScheduleSlotView[];
  items: ScheduleItemView[];
  itemByKey: Map<string, ScheduleItemView>;
  people: ItemPerson[];
  /** personKey → name. */
  names: Map<string, string>;
  warnings: ScheduleWarning[];
  /** The days the grid shows: the congress days and any other day a slot is on, in order. */
  days: string[];
  lastRelease: { version: number; releasedAt: Date } | null;
};

export async function loadConference(db: Executor, conferenceId: number): Promise<ScheduleConference> {
  const [c] = await db
    .select({ id: conferences.id, name: conferences.name, venue: conferences.venue, startDate: conferences.startDate, endDate: conferences.endDate, travelGapMinutes: conferences.scheduleTravelGapMinutes })
    .from(conferences)
    .where(eq(conferences.id, conferenceId));
  if (!c) throw notFound(SCHEDULE_NOT_FOUND);
  return c;
}

export const listRoomRows = (db: Executor, conferenceId: number) => db.select().from(rooms).where(eq(rooms.conferenceId, conferenceId)).orderBy(asc(rooms.position), asc(rooms.id));

type SlotRow = { id: number; roomId: number; day: string; start: number; end: number; reservedKind: SchedulableKind | null; itemKind: SchedulableKind | null; itemId: number | null; placedBy: string | null; placedAt: Date | null };

/** The edition's slots in time order, with what each holds. */
export async function slotRows(db: Executor, conferenceId: number): Promise<SlotRow[]> {
  const rows = await db
    .select({
      id: scheduleHours.id,
      roomId: scheduleHours.roomId,
      day: scheduleHours.day,
      start: scheduleHours.startMinute,
      end: scheduleHours.endMinute,
      reservedKind: scheduleHours.reservedKind,
      itemKind: scheduleHours.itemKind,
      itemId: sql<number | null>`coalesce(${scheduleHours.proposalId}, ${scheduleHours.panelId})`,
      placedBy: sql<string | null>`(select u.first_name || ' ' || u.last_name from "users" as u where u.id = ${scheduleHours.placedBy})`,
      placedAt: scheduleHours.placedAt,
    })
    .from(scheduleHours)
    .where(eq(scheduleHours.conferenceId, conferenceId))
    .orderBy(asc(scheduleHours.day), asc(scheduleHours.startMinute), asc(scheduleHours.roomId), asc(scheduleHours.id));
  return rows.map((r) => ({ ...r, itemId: r.itemId === null ? null : Number(r.itemId), placedAt: r.placedAt ? new Date(r.placedAt) : null }));
}

type ItemRow = { kind: SchedulableKind; id: number; title: string; status: ProposalStatus; areaId: number | null; areaName: string | null };

/**
 * The edition's schedulable items: built panels (not taken off by a rejection: they start approved)
 * and approved closed panels, research groups and books, in every stage from approved on.
 */
async function itemRows(db: Executor, conferenceId: number): Promise<ItemRow[]> {
  const result = await db.execute(sql`
    select n.kind, n.id, n.name as title, n.status, n.thematic_area_id as "areaId", ta.name as "areaName"
      from "panels" as n left join "thematic_areas" as ta on ta.id = n.thematic_area_id
      where n.conference_id = ${conferenceId} and n.status in ('APPROVED', 'INCLUDE_IN_SCHEDULE', 'NOT_INCLUDE_IN_SCHEDULE')
    union all
    select p.kind, p.id, p.title, p.status, p.thematic_area_id, ta.name
      from "proposals" as p left join "thematic_areas" as ta on ta.id = p.thematic_area_id
      where p.conference_id = ${conferenceId} and p.kind in ('PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO')
        and p.status in ('APPROVED', 'INCLUDE_IN_SCHEDULE', 'NOT_INCLUDE_IN_SCHEDULE')`);
  return (result.rows as ItemRow[]).map((r) => ({ ...r, id: Number(r.id), areaId: r.areaId === null ? null : Number(r.areaId) }));
}

async function interestCounts(db: Executor, conferenceId: number): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`select item_kind as kind, item_id as id, count(*)::int as n from "schedule_interests" where conference_id = ${conferenceId} group by item_kind, item_id`,
  );
  return new Map((result.rows as { kind: SchedulableKind; id: number; n: number }[]).map((r) => [itemKeyOf(r.kind, r.id), Number(r.n)]));
}

/** The whole working copy of the grid: seven statements for any size. */
export async function loadGrid(db: Executor, conferenceId: number): Promise<Grid> {
  const conference = await loadConference(db, conferenceId);
  const [roomList, slotList, itemList, interests, [release]] = await Promise.all([
    listRoomRows(db, conferenceId),
    slotRows(db, conferenceId),
    itemRows(db, conferenceId),
    interestCounts(db, conferenceId),
    db
      .select({ version: scheduleReleases.version, releasedAt: scheduleReleases.releasedAt })
      .from(scheduleReleases)
      .where(eq(scheduleReleases.conferenceId, conferenceId))
      .orderBy(sql`${scheduleReleases.version} desc`)
      .limit(1),
  ]);
  const people = await peopleOfItems(db, {
    proposalIds: itemList.filter((i) => !isPanelRow(i)).map((i) => i.id),
    panelIds: itemList.filter(isPanelRow).map((i) => i.id),
  });
  return assembleGrid({ conference, rooms: roomList, slots: slotList, items: itemList, people, interests, lastRelease: release ?? null });
}

/**
 * The grid after a change made to it in memory (slots' `itemKey`, items' `status`): each item's
 * slots and the warnings computed again, without reading the database a second time.
 */
export function regrid(grid: Grid): Grid {
  const slotsOf = new Map<string, number[]>();
  for (const s of grid.slots) if (s.itemKey) slotsOf.set(s.itemKey, [...(slotsOf.get(s.itemKey) ?? []), s.id]);
  for (const item of grid.items) item.slotIds = slotsOf.get(item.key) ?? [];
  const warnings = scheduleWarnings({ slots: grid.slots, items: grid.itemByKey, names: grid.names, travelGapMinutes: grid.conference.travelGapMinutes, congress: grid.conference });
  return { ...grid, warnings };
}

const isPanelRow = (i: { kind: SchedulableKind }) => i.kind === 'PANEL_REGULAR' || i.kind === 'PANEL_MESA_ESTUDIANTE' || i.kind === 'PANEL_FIJO';

function assembleGrid(input: {
  conference: ScheduleConference;
  rooms: RoomRow[];
  slots: SlotRow[];
  items: ItemRow[];
  people: ItemPerson[];
  interests: Map<string, number>;
  lastRelease: Grid['lastRelease'];
}): Grid {
  const roomById = new Map(input.rooms.map((r) => [r.id, r]));
  const peopleByItem = new Map<string, ItemPerson[]>();
  const names = new Map<string, string>();
  for (const p of input.people) {
    const key = itemKeyOf(p.itemKind as SchedulableKind, p.itemId);
    peopleByItem.set(key, [...(peopleByItem.get(key) ?? []), p]);
    if (!names.has(p.personKey) && p.displayName) names.set(p.personKey, p.displayName);
  }
  const slots: ScheduleSlotView[] = input.slots.map((s) => {
    const room = roomById.get(s.roomId);
    return {
      id: s.id,
      roomId: s.roomId,
      roomName: room?.name ?? '',
      place: room?.place ?? '',
      capacity: room?.capacity ?? null,
      day: s.day,
      start: s.start,
      end: s.end,
      reservedKind: s.reservedKind,
      itemKey: s.itemKind && s.itemId !== null ? itemKeyOf(s.itemKind, s.itemId) : null,
      placedBy: s.placedBy,
      placedAt: s.placedAt,
    };
  });
  const slotsOf = new Map<string, number[]>();
  for (const s of slots) if (s.itemKey) slotsOf.set(s.itemKey, [...(slotsOf.get(s.itemKey) ?? []), s.id]);
  const items: ScheduleItemView[] = input.items.map((row) => {
    const key = itemKeyOf(row.kind, row.id);
    const people = peopleByItem.get(key) ?? [];
    const interested = input.interests.get(key) ?? 0;
    return {
      key,
      id: row.id,
      kind: row.kind,
      title: row.title,
      status: row.status,
      areaId: row.areaId,
      areaName: row.areaName,
      people: people.map((p) => p.personKey),
      peopleNames: people.map((p) => p.displayName),
      peopleCount: people.length,
      chair: people.find((p) => p.roles.includes('chair'))?.displayName ?? null,
      interested,
      audience: people.length + interested,
      slotIds: slotsOf.get(key) ?? [],
    };
  });
  items.sort((a, b) => a.title.localeCompare(b.title, 'es') || a.key.localeCompare(b.key, 'en'));
  const itemByKey = new Map(items.map((i) => [i.key, i]));
  const warnings = scheduleWarnings({ slots, items: itemByKey, names, travelGapMinutes: input.conference.travelGapMinutes, congress: input.conference });
  const days = [...new Set([...daysBetween(input.conference.startDate, input.conference.endDate), ...slots.map((s) => s.day)])].sort();
  return { conference: input.conference, rooms: input.rooms, slots, items, itemByKey, people: input.people, names, warnings, days, lastRelease: input.lastRelease };
}
