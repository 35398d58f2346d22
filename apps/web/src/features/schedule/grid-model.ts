import { formatClockRange, formatDayShort, schedulableKinds, scheduleKindLabels } from '@portal/domain/schedule';
import type { ScheduleItemFieldsFragment, ScheduleRoomFieldsFragment, ScheduleSlotFieldsFragment } from '../../gql/graphql';

/** The kinds a slot may be reserved for, as select options. */
export const kindOptions = schedulableKinds.map((k) => ({ value: k, label: scheduleKindLabels[k] }));

export type Room = ScheduleRoomFieldsFragment;
export type Slot = ScheduleSlotFieldsFragment;
export type Item = ScheduleItemFieldsFragment;

/** A row of a day's grid: one distinct time range of that day's slots. */
export type TimeRow = { key: string; start: number; end: number };

export type DayModel = {
  rows: TimeRow[];
  /** `${row.key}|${roomId}` → the slot of that room at that time. */
  cells: Map<string, Slot>;
  /** Slots of the day by room id, in time order (the rooms screen's list). */
  byRoom: Map<string, Slot[]>;
};

/** What the screens look up, built once per answer of the server (never per cell). */
export type GridModel = {
  rooms: Room[];
  roomById: Map<string, Room>;
  slotById: Map<string, Slot>;
  itemById: Map<string, Item>;
  days: string[];
  byDay: Map<string, DayModel>;
  /** Slots that some warning names. */
  warnedSlotIds: Set<string>;
  /** Items in no slot, by title. */
  unassigned: Item[];
  /** Each item's text for the search box (title, area, people), without accents and in lower case. */
  searchText: Map<string, string>;
  /** The places (buildings) the rooms name, in the rooms' order, each once. */
  places: string[];
};

export const rowKeyOf = (start: number, end: number) => `${start}-${end}`;
export const cellKeyOf = (rowKey: string, roomId: string) => `${rowKey}|${roomId}`;

/** Lower case, without accents: «Pérez» matches «perez». */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('es');

const byPosition = (a: Room, b: Room) => a.position - b.position || Number(a.id) - Number(b.id);

export function buildGridModel(grid: { days: readonly string[]; rooms: readonly Room[]; slots: readonly Slot[]; items: readonly Item[]; warnings: readonly { slotIds: readonly string[] }[] }): GridModel {
  const rooms = [...grid.rooms].sort(byPosition);
  const roomById = new Map(rooms.map((r) => [r.id, r]));
  const slotById = new Map(grid.slots.map((s) => [s.id, s]));
  const itemById = new Map(grid.items.map((i) => [i.id, i]));
  const days = [...grid.days];
  const byDay = new Map<string, DayModel>();
  for (const day of days) byDay.set(day, { rows: [], cells: new Map(), byRoom: new Map() });
  const sorted = [...grid.slots].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.start - b.start || a.end - b.end || Number(a.id) - Number(b.id)));
  for (const slot of sorted) {
    let model = byDay.get(slot.day);
    if (!model) {
      model = { rows: [], cells: new Map(), byRoom: new Map() };
      byDay.set(slot.day, model);
      days.push(slot.day);
    }
    const key = rowKeyOf(slot.start, slot.end);
    // Slots come in time order, so each day's rows do too.
    if (model.rows[model.rows.length - 1]?.key !== key) model.rows.push({ key, start: slot.start, end: slot.end });
    model.cells.set(cellKeyOf(key, slot.roomId), slot);
    const list = model.byRoom.get(slot.roomId);
    if (list) list.push(slot);
    else model.byRoom.set(slot.roomId, [slot]);
  }
  days.sort();
  const warnedSlotIds = new Set(grid.warnings.flatMap((w) => w.slotIds));
  const collator = new Intl.Collator('es');
  const unassigned = grid.items.filter((i) => i.slotIds.length === 0).sort((a, b) => collator.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const searchText = new Map(grid.items.map((i) => [i.id, folded([i.title, i.area?.name ?? '', i.chair ?? '', ...i.people].join(' '))]));
  const places = [...new Set(rooms.map((r) => r.place.trim()).filter(Boolean))];
  return { rooms, roomById, slotById, itemById, days, byDay, warnedSlotIds, unassigned, searchText, places };
}

export type ItemFilters = { kind: string; areaId: string; search: string };

/** The unassigned items that pass the side list's filters (kind, area, text in title, area or people). */
export function filterItems(items: readonly Item[], searchText: ReadonlyMap<string, string>, { kind, areaId, search }: ItemFilters): Item[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  return items.filter((i) => (!kind || i.kind === kind) && (!areaId || i.area?.id === areaId) && (words.length === 0 || words.every((w) => (searchText.get(i.id) ?? '').includes(w))));
}

const weekdays = new Map<string, string>();
/** "sábado" (the weekday of a yyyy-mm-dd day; one formatter call per day, however many cells ask). */
function weekdayOf(day: string): string {
  let name = weekdays.get(day);
  if (name === undefined) {
    name = new Date(`${day}T12:00:00Z`).toLocaleDateString('es-AR', { weekday: 'long', timeZone: 'UTC' });
    weekdays.set(day, name);
  }
  return name;
}

/** "sábado 12/09". */
export const dayText = (day: string) => `${weekdayOf(day)} ${formatDayShort(day)}`;

/** "Sábado 12/09". */
export function dayLabel(day: string): string {
  const text = dayText(day);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** "sábado 12/09, 09:00–10:30, Aula 1": a slot as people read it in buttons and dialogs (describeWhere's format). */
export const slotLabel = (slot: Pick<Slot, 'day' | 'start' | 'end'>, room: Pick<Room, 'name'> | undefined) => `${dayText(slot.day)}, ${formatClockRange(slot.start, slot.end)}, ${room?.name ?? 'sala eliminada'}`;

/** The rooms' places with the rooms of each: the generator's «todas las salas de …» shortcuts. */
export function roomsByPlace(rooms: readonly Room[]): { place: string; roomIds: string[] }[] {
  const map = new Map<string, string[]>();
  for (const r of rooms) {
    const place = r.place.trim();
    if (!place) continue;
    map.set(place, [...(map.get(place) ?? []), r.id]);
  }
  return [...map.entries()].map(([place, roomIds]) => ({ place, roomIds }));
}

/** The rooms in a new order after moving one up (-1) or down (+1); the same order at either end. */
export function movedRoomIds(rooms: readonly Pick<Room, 'id'>[], roomId: string, step: -1 | 1): string[] {
  const ids = rooms.map((r) => r.id);
  const i = ids.indexOf(roomId);
  const j = i + step;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  [ids[i], ids[j]] = [ids[j], ids[i]];
  return ids;
}
