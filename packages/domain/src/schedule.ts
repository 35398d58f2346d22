/**
 * The congress programme (PRODUCT.md "Schedule", issue 31): rooms, slots ("hours"), the forms'
 * schemas (the same on both sides), clock times, and the pure parts of the schedule: whether two
 * slots overlap, the warnings of a grid, the proposed draft and what changed between two released
 * versions. Times are wall-clock minutes of a day in Buenos Aires (UTC−3 all year, dates.ts).
 */
import { z } from 'zod';
import { intId, multilineText, text } from './input-hygiene';
import { proposalKindLabels, type ProposalKind } from './proposal-status';

/** What a slot holds: the three kinds of built panel and the three kinds submitted whole. */
export const schedulableKinds = ['PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE', 'PANEL_FIJO', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] as const satisfies readonly ProposalKind[];
export type SchedulableKind = (typeof schedulableKinds)[number];
export const scheduleKindLabels: Record<SchedulableKind, string> = Object.fromEntries(schedulableKinds.map((k) => [k, proposalKindLabels[k]])) as Record<SchedulableKind, string>;
/** Built panels live in `panels`; the others are proposals. */
export const isBuiltPanelKind = (kind: SchedulableKind) => kind === 'PANEL_REGULAR' || kind === 'PANEL_MESA_ESTUDIANTE' || kind === 'PANEL_FIJO';

/** An item of the schedule as one string: `PANEL_REGULAR:12`, `LIBRO:40`. */
export const itemKeyOf = (kind: SchedulableKind, id: number | string) => `${kind}:${id}`;
export function parseItemKey(key: string): { kind: SchedulableKind; id: number } | null {
  const [kind, id] = key.split(':');
  return (schedulableKinds as readonly string[]).includes(kind) && /^\d{1,10}$/.test(id ?? '') ? { kind: kind as SchedulableKind, id: Number(id) } : null;
}

// ── Clock times ─────────────────────────────────────────────────────────────────────────────

/** "9:00", "09:00", "9.30", "9" → minutes after midnight (0..1440); anything else → null. */
export function parseClock(value: string): number | null {
  const m = /^\s*(\d{1,2})(?:[:.h](\d{2}))?\s*(?:h|hs)?\s*$/i.exec(value);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight → "09:00" (24 h). */
export const formatClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** "09:00–10:30". */
export const formatClockRange = (start: number, end: number) => `${formatClock(start)}–${formatClock(end)}`;

/** A slot's time: its day (yyyy-mm-dd) and its minutes [start, end). */
export type SlotTime = { day: string; start: number; end: number };

/** Two slots share some minute of one day. */
export const timesOverlap = (a: SlotTime, b: SlotTime) => a.day === b.day && a.start < b.end && b.start < a.end;
/** The minutes between two slots of one day that do not overlap (null: another day, or overlapping). */
export function gapBetween(a: SlotTime, b: SlotTime): number | null {
  if (a.day !== b.day || timesOverlap(a, b)) return null;
  return a.end <= b.start ? b.start - a.end : a.start - b.end;
}
/** Same day, same start and end (a fixed panel in several rooms at once). */
export const sameTime = (a: SlotTime, b: SlotTime) => a.day === b.day && a.start === b.start && a.end === b.end;
/** Order of slots: day, start, end. */
export const compareTimes = (a: SlotTime, b: SlotTime) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.start - b.start || a.end - b.end);

/** Every day from `from` to `to` inclusive (yyyy-mm-dd). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to && days.length < 366; d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  return days;
}

/** The instant a slot's wall-clock time is, as an ISO string with Buenos Aires' offset. */
export const slotInstant = (day: string, minutes: number) => `${day}T${formatClock(minutes)}:00-03:00`;

// ── Forms ───────────────────────────────────────────────────────────────────────────────────

export const ROOM_CAPACITY_MAX = 100_000;
export const SLOT_BULK_MAX = 2_000;
export const TRAVEL_GAP_MAX = 240;

export const scheduleMessages = {
  conference: 'Elija la edición del congreso',
  roomName: 'Ingrese el nombre de la sala',
  capacity: `Ingrese una capacidad entre 1 y ${ROOM_CAPACITY_MAX.toLocaleString('es-AR')} personas, o déjela vacía`,
  room: 'Elija la sala',
  rooms: 'Elija al menos una sala',
  day: 'Ingrese el día (dd/mm/aaaa)',
  start: 'Ingrese la hora de inicio (por ejemplo 9:00)',
  end: 'Ingrese la hora de fin (por ejemplo 10:30)',
  endAfterStart: 'La hora de fin debe ser posterior a la de inicio',
  ranges: 'Agregue al menos un horario',
  fromTo: 'El último día no puede ser anterior al primero',
  travelGap: `Ingrese entre 0 y ${TRAVEL_GAP_MAX} minutos`,
  tooMany: (n: number) => `Se generarían ${n.toLocaleString('es-AR')} horarios: como máximo ${SLOT_BULK_MAX.toLocaleString('es-AR')} por vez`,
  reservedKind: 'Tipo de actividad inválido',
} as const;

const optionalCapacity = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > ROOM_CAPACITY_MAX) {
      ctx.addIssue({ code: 'custom', message: scheduleMessages.capacity });
      return z.NEVER;
    }
    return n;
  });

const roomFields = {
  name: text({ required: scheduleMessages.roomName, max: 120 }),
  place: text({ max: 120 }).default(''),
  capacity: optionalCapacity,
  notes: multilineText({ max: 1000 }).default(''),
};
/** `createRoom(data)`. */
export const roomCreateSchema = z.object({ conferenceId: intId(scheduleMessages.conference), ...roomFields });
/** `updateRoom(id, data)`: a room never changes edition. */
export const roomUpdateSchema = z.object(roomFields);
export type RoomFormValues = z.input<typeof roomUpdateSchema>;

const clock = (message: string) =>
  z.string({ error: message }).transform((v, ctx) => {
    const minutes = parseClock(v);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return minutes;
  });

const isoDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v, ctx) => {
      const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
      const iso = dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : v;
      const d = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : null;
      if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    });

const reservedKind = z
  .union([z.enum(schedulableKinds), z.literal('')], { error: scheduleMessages.reservedKind })
  .nullish()
  .transform((v) => (v ? v : null));

const timeRange = z
  .object({ start: clock(scheduleMessages.start), end: clock(scheduleMessages.end) })
  .refine((r) => r.end > r.start, { path: ['end'], message: scheduleMessages.endAfterStart });

/** `createScheduleHour(data)` / `updateScheduleHour(id, data)`: one slot. */
export const slotSchema = z
  .object({ roomId: intId(scheduleMessages.room), day: isoDay(scheduleMessages.day), start: clock(scheduleMessages.start), end: clock(scheduleMessages.end), reservedKind })
  .refine((s) => s.end > s.start, { path: ['end'], message: scheduleMessages.endAfterStart });
export type SlotFormValues = z.input<typeof slotSchema>;

/** `generateScheduleHours(data)`: days × time ranges × rooms. */
export const slotBulkSchema = z
  .object({
    conferenceId: intId(scheduleMessages.conference),
    fromDay: isoDay(scheduleMessages.day),
    toDay: isoDay(scheduleMessages.day),
    ranges: z.array(timeRange, { error: scheduleMessages.ranges }).min(1, scheduleMessages.ranges).max(24),
    roomIds: z.array(intId(scheduleMessages.room), { error: scheduleMessages.rooms }).min(1, scheduleMessages.rooms).max(500),
    reservedKind,
  })
  .refine((s) => s.toDay >= s.fromDay, { path: ['toDay'], message: scheduleMessages.fromTo })
  .superRefine((s, ctx) => {
    const n = daysBetween(s.fromDay, s.toDay).length * s.ranges.length * new Set(s.roomIds).size;
    if (n > SLOT_BULK_MAX) ctx.addIssue({ code: 'custom', path: ['ranges'], message: scheduleMessages.tooMany(n) });
  });
export type SlotBulkFormValues = z.input<typeof slotBulkSchema>;

/** `updateScheduleSettings(conferenceId, data)`. */
export const scheduleSettingsSchema = z.object({
  travelGapMinutes: z.union([z.string(), z.number()], { error: scheduleMessages.travelGap }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > TRAVEL_GAP_MAX) {
      ctx.addIssue({ code: 'custom', message: scheduleMessages.travelGap });
      return z.NEVER;
    }
    return n;
  }),
});

/** `publishSchedule(conferenceId, note)`. */
export const releaseSchema = z.object({ note: multilineText({ max: 2000 }).default('') });

// ── The grid's items and slots, as the pure functions read them ───────────────────────────────

export type GridSlot = SlotTime & {
  id: number;
  roomId: number;
  roomName: string;
  /** The building or place; '' when not said. */
  place: string;
  capacity: number | null;
  reservedKind: SchedulableKind | null;
  /** What it holds (`itemKeyOf`), or null when free. */
  itemKey: string | null;
};

export type GridItem = {
  key: string;
  kind: SchedulableKind;
  title: string;
  areaId: number | null;
  areaName: string | null;
  /** Its people's keys (people.read.ts: `user:…`, `email:…`, `name:…`). */
  people: readonly string[];
  /** People of the item plus the members who marked it «Me interesa». */
  audience: number;
};

/** Which slots an item holds (a fixed panel may hold several at one time). */
export function slotsByItem(slots: readonly GridSlot[]): Map<string, GridSlot[]> {
  const map = new Map<string, GridSlot[]>();
  for (const s of slots) if (s.itemKey) map.set(s.itemKey, [...(map.get(s.itemKey) ?? []), s]);
  return map;
}

// ── Warnings ────────────────────────────────────────────────────────────────────────────────

export const scheduleWarningKinds = ['TRAVEL', 'CAPACITY', 'AREA', 'OUTSIDE_DATES'] as const;
export type ScheduleWarningKind = (typeof scheduleWarningKinds)[number];
export const scheduleWarningLabels: Record<ScheduleWarningKind, string> = {
  TRAVEL: 'Traslado entre edificios',
  CAPACITY: 'Sala chica',
  AREA: 'Misma área a la misma hora',
  OUTSIDE_DATES: 'Fuera de las fechas del congreso',
};

export type ScheduleWarning = { kind: ScheduleWarningKind; slotIds: number[]; itemKeys: string[]; people: string[]; message: string };

const slotText = (s: GridSlot) => `${formatDayShort(s.day)} ${formatClockRange(s.start, s.end)}, ${s.roomName}${s.place ? ` (${s.place})` : ''}`;
/** "12/09". */
export const formatDayShort = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * The warnings of a grid (placed, but worth a look): a person with back-to-back slots in different
 * buildings closer than `travelGapMinutes`; a room whose capacity is below the item's expected
 * audience; two items of one thematic area at overlapping times; an item on a day outside the
 * congress dates. Pure and deterministic: warnings by kind, then by their first slot.
 */
export function scheduleWarnings(input: {
  slots: readonly GridSlot[];
  items: ReadonlyMap<string, GridItem>;
  names: ReadonlyMap<string, string>;
  travelGapMinutes: number;
  congress: { startDate: string; endDate: string };
}): ScheduleWarning[] {
  const warnings: ScheduleWarning[] = [];
  const placed = [...input.slots].filter((s) => s.itemKey && input.items.has(s.itemKey)).sort((a, b) => compareTimes(a, b) || a.id - b.id);
  const byItem = slotsByItem(placed);
  const nameOf = (key: string) => input.names.get(key) ?? 'Una persona';

  // A person's sessions, in time order, and the buildings between consecutive ones.
  const sessionsOf = new Map<string, GridSlot[]>();
  for (const [key, slots] of byItem) {
    const item = input.items.get(key)!;
    for (const p of item.people) sessionsOf.set(p, [...(sessionsOf.get(p) ?? []), slots[0]]);
  }
  const travel = new Map<string, ScheduleWarning>();
  for (const [person, sessions] of [...sessionsOf.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const sorted = [...sessions].sort((a, b) => compareTimes(a, b) || a.id - b.id);
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1], sorted[i]];
      const gap = gapBetween(a, b);
      if (gap === null || gap >= input.travelGapMinutes || !a.place || !b.place || a.place === b.place) continue;
      const key = `${a.id}|${b.id}`;
      const w = travel.get(key) ?? {
        kind: 'TRAVEL' as const,
        slotIds: [a.id, b.id],
        itemKeys: [a.itemKey!, b.itemKey!],
        people: [],
        message: '',
      };
      w.people.push(nameOf(person));
      w.message = `${listNames(w.people)} ${w.people.length === 1 ? 'tiene' : 'tienen'} ${gap} min para ir de ${a.place} (${slotText(a)}) a ${b.place} (${slotText(b)}).`;
      travel.set(key, w);
    }
  }
  warnings.push(...travel.values());

  for (const [key, slots] of byItem) {
    const item = input.items.get(key)!;
    const capacity = slots.reduce((n, s) => n + (s.capacity ?? Infinity), 0);
    if (capacity < item.audience)
      warnings.push({
        kind: 'CAPACITY',
        slotIds: slots.map((s) => s.id),
        itemKeys: [key],
        people: [],
        message: `«${item.title}» espera ${item.audience} personas y ${slots.length === 1 ? `la sala ${slots[0].roomName} tiene capacidad para ${capacity}` : `sus salas suman ${capacity} lugares`}.`,
      });
  }

  const entries = [...byItem.entries()].sort(([, a], [, b]) => compareTimes(a[0], b[0]) || a[0].id - b[0].id);
  for (let i = 0; i < entries.length; i++)
    for (let j = i + 1; j < entries.length; j++) {
      const [ka, sa] = entries[i];
      const [kb, sb] = entries[j];
      if (sb[0].day > sa[0].day) break;
      const a = input.items.get(ka)!;
      const b = input.items.get(kb)!;
      if (a.areaId === null || a.areaId !== b.areaId || !timesOverlap(sa[0], sb[0])) continue;
      warnings.push({
        kind: 'AREA',
        slotIds: [sa[0].id, sb[0].id],
        itemKeys: [ka, kb],
        people: [],
        message: `Dos actividades del área ${a.areaName ?? ''} a la misma hora: «${a.title}» (${slotText(sa[0])}) y «${b.title}» (${slotText(sb[0])}).`,
      });
    }

  for (const [key, slots] of byItem) {
    const outside = slots.filter((s) => s.day < input.congress.startDate || s.day > input.congress.endDate);
    if (outside.length)
      warnings.push({
        kind: 'OUTSIDE_DATES',
        slotIds: outside.map((s) => s.id),
        itemKeys: [key],
        people: [],
        message: `«${input.items.get(key)!.title}» está el ${formatDayShort(outside[0].day)}, fuera de las fechas del congreso (${formatDayShort(input.congress.startDate)} al ${formatDayShort(input.congress.endDate)}).`,
      });
  }
  const order = (w: ScheduleWarning) => scheduleWarningKinds.indexOf(w.kind);
  return warnings.sort((a, b) => order(a) - order(b));
}

/** "Ana", "Ana y Luis", "Ana, Luis y Eva". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}

// ── Refusals ────────────────────────────────────────────────────────────────────────────────

/**
 * The people of `item` who would be in two places at once if it took `target`: for each, the other
 * item and slot where they already are. Pure: `slots` is the grid as it is (the item's own slots
 * are ignored, so a move is checked like a placement).
 */
export function peopleClashes(item: GridItem, target: SlotTime, slots: readonly GridSlot[], items: ReadonlyMap<string, GridItem>): { person: string; otherKey: string; otherSlot: GridSlot }[] {
  const mine = new Set(item.people);
  if (mine.size === 0) return [];
  const clashes: { person: string; otherKey: string; otherSlot: GridSlot }[] = [];
  const seen = new Set<string>();
  for (const s of slots) {
    if (!s.itemKey || s.itemKey === item.key || !timesOverlap(s, target)) continue;
    const other = items.get(s.itemKey);
    if (!other) continue;
    for (const p of other.people)
      if (mine.has(p) && !seen.has(p)) {
        seen.add(p);
        clashes.push({ person: p, otherKey: s.itemKey, otherSlot: s });
      }
  }
  return clashes;
}

// ── The proposed draft ──────────────────────────────────────────────────────────────────────

export type DraftPlacement = { slotId: number; itemKey: string };
export type DraftResult = { placements: DraftPlacement[]; unplaced: { itemKey: string; reason: string }[] };

/**
 * A first draft for the items still without a slot (issue 31 "Proponer cronograma"): each placed
 * in a free slot that breaks no refusal rule (a free slot, reserved for its kind or for none, none
 * of its people elsewhere at that time); among those, the slot where fewer items of its area run at
 * the same time, then one whose room fits its audience (the smallest that does), then the earliest.
 * Items go hardest first: most people, then largest audience, then kind and id. Deterministic for
 * the same input in any order. Items that find no slot are reported with the reason.
 */
export function proposeSchedule(input: { slots: readonly GridSlot[]; items: readonly GridItem[] }): DraftResult {
  const slots = [...input.slots].sort((a, b) => compareTimes(a, b) || a.roomId - b.roomId || a.id - b.id);
  const items = [...input.items].sort((a, b) => a.key.localeCompare(b.key, 'en'));
  const placedKeys = new Set(slots.filter((s) => s.itemKey).map((s) => s.itemKey!));
  const itemByKey = new Map(items.map((i) => [i.key, i]));

  // Busy times of each person and of each area, from what is on the grid already.
  const busy = new Map<string, SlotTime[]>();
  const areaTimes = new Map<number, SlotTime[]>();
  const occupy = (item: GridItem, t: SlotTime) => {
    for (const p of item.people) busy.set(p, [...(busy.get(p) ?? []), t]);
    if (item.areaId !== null) areaTimes.set(item.areaId, [...(areaTimes.get(item.areaId) ?? []), t]);
  };
  for (const s of slots) {
    const item = s.itemKey ? itemByKey.get(s.itemKey) : undefined;
    if (item) occupy(item, s);
  }
  const free = new Set(slots.filter((s) => !s.itemKey).map((s) => s.id));

  const toPlace = items
    .filter((i) => !placedKeys.has(i.key))
    .sort((a, b) => b.people.length - a.people.length || b.audience - a.audience || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const placements: DraftPlacement[] = [];
  const unplaced: DraftResult['unplaced'] = [];
  for (const item of toPlace) {
    let best: GridSlot | null = null;
    let bestScore: number[] = [];
    let anyFree = false;
    let anyOpen = false;
    for (const s of slots) {
      if (!free.has(s.id)) continue;
      anyFree = true;
      if (s.reservedKind && s.reservedKind !== item.kind) continue;
      anyOpen = true;
      const clash = item.people.find((p) => (busy.get(p) ?? []).some((t) => timesOverlap(t, s)));
      if (clash) continue;
      const areaClashes = item.areaId === null ? 0 : (areaTimes.get(item.areaId) ?? []).filter((t) => timesOverlap(t, s)).length;
      const fits = s.capacity === null || s.capacity >= item.audience;
      const waste = s.capacity === null ? ROOM_CAPACITY_MAX : s.capacity - item.audience;
      const score = [areaClashes, fits ? 0 : 1, fits ? waste : -(s.capacity ?? 0), s.reservedKind === item.kind ? 0 : 1];
      if (!best || compareScores(score, bestScore) < 0) {
        best = s;
        bestScore = score;
      }
    }
    if (best) {
      free.delete(best.id);
      occupy(item, best);
      placements.push({ slotId: best.id, itemKey: item.key });
    } else {
      unplaced.push({
        itemKey: item.key,
        reason: !anyFree
          ? 'No quedan horarios libres.'
          : !anyOpen
            ? 'Los horarios libres están reservados para otro tipo de actividad.'
            : 'Sus participantes ya tienen otra actividad en cada horario libre.',
      });
    }
  }
  return { placements, unplaced };
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

// ── Releases ────────────────────────────────────────────────────────────────────────────────

/** A session of a released version: an item at one time, in one or more rooms. */
export type ReleasedSession = SlotTime & {
  itemKey: string;
  kind: SchedulableKind;
  title: string;
  rooms: string[];
  people: { key: string; name: string; email: string | null }[];
};

export type SessionChange = { itemKey: string; title: string; change: 'ADDED' | 'MOVED' | 'REMOVED'; before: (SlotTime & { rooms: string[] }) | null; after: (SlotTime & { rooms: string[] }) | null };

const whereOf = (s: ReleasedSession) => ({ day: s.day, start: s.start, end: s.end, rooms: s.rooms });
const sameWhere = (a: ReleasedSession, b: ReleasedSession) => sameTime(a, b) && a.rooms.join('\u0000') === b.rooms.join('\u0000');

/** What changed between two versions, session by session (the staff's changelog), in the new version's order. */
export function releaseChanges(before: readonly ReleasedSession[], after: readonly ReleasedSession[]): SessionChange[] {
  const old = new Map(before.map((s) => [s.itemKey, s]));
  const now = new Map(after.map((s) => [s.itemKey, s]));
  const changes: SessionChange[] = [];
  for (const s of after) {
    const o = old.get(s.itemKey);
    if (!o) changes.push({ itemKey: s.itemKey, title: s.title, change: 'ADDED', before: null, after: whereOf(s) });
    else if (!sameWhere(o, s)) changes.push({ itemKey: s.itemKey, title: s.title, change: 'MOVED', before: whereOf(o), after: whereOf(s) });
  }
  for (const o of before) if (!now.has(o.itemKey)) changes.push({ itemKey: o.itemKey, title: o.title, change: 'REMOVED', before: whereOf(o), after: null });
  return changes;
}

/**
 * Who is told what after a release: each person whose own sessions were added, moved or removed,
 * with just those changes (a person who joined or left an item that stayed put counts as an
 * addition or a removal for them). People by key, in the order they first appear.
 */
export function changesByPerson(before: readonly ReleasedSession[], after: readonly ReleasedSession[]): { person: { key: string; name: string; email: string | null }; changes: SessionChange[] }[] {
  const old = new Map(before.map((s) => [s.itemKey, s]));
  const now = new Map(after.map((s) => [s.itemKey, s]));
  const result = new Map<string, { person: { key: string; name: string; email: string | null }; changes: SessionChange[] }>();
  const add = (person: { key: string; name: string; email: string | null }, change: SessionChange) => {
    const entry = result.get(person.key) ?? { person, changes: [] };
    entry.changes.push(change);
    result.set(person.key, entry);
  };
  for (const s of after) {
    const o = old.get(s.itemKey);
    const oldPeople = new Set(o?.people.map((p) => p.key) ?? []);
    for (const p of s.people) {
      if (!o || !oldPeople.has(p.key)) add(p, { itemKey: s.itemKey, title: s.title, change: 'ADDED', before: null, after: whereOf(s) });
      else if (!sameWhere(o, s)) add(p, { itemKey: s.itemKey, title: s.title, change: 'MOVED', before: whereOf(o), after: whereOf(s) });
    }
  }
  for (const o of before) {
    const s = now.get(o.itemKey);
    const stillThere = new Set(s?.people.map((p) => p.key) ?? []);
    for (const p of o.people) if (!s || !stillThere.has(p.key)) add(p, { itemKey: o.itemKey, title: o.title, change: 'REMOVED', before: whereOf(o), after: null });
  }
  return [...result.values()];
}

export const sessionChangeLabels: Record<SessionChange['change'], string> = { ADDED: 'Nueva', MOVED: 'Cambió de horario o sala', REMOVED: 'Quitada del programa' };

/** "sábado 12/09, 09:00–10:30, Aula 1". */
export function describeWhere(w: SlotTime & { rooms: readonly string[] }): string {
  const weekday = new Date(`${w.day}T12:00:00Z`).toLocaleDateString('es-AR', { weekday: 'long', timeZone: 'UTC' });
  return `${weekday} ${formatDayShort(w.day)}, ${formatClockRange(w.start, w.end)}, ${w.rooms.join(' / ')}`;
}
