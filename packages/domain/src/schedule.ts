/**
 * The congress programme (PRODUCT.md "Schedule", issue 31): rooms, slots ("hours"), the forms'
 * schemas (the same on both sides), clock times and the grid's items and slots as the pure parts of
 * the schedule read them. Those parts live beside it: the warnings and refusals of a grid
 * (`schedule-checks.ts`), the proposed draft (`schedule-draft.ts`) and what changed between two
 * released versions (`schedule-releases.ts`). Times are wall-clock minutes of a day in Buenos Aires
 * (UTC−3 all year, dates.ts).
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

/** "12/09". */
export const formatDayShort = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** "Ana", "Ana y Luis", "Ana, Luis y Eva". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
}
