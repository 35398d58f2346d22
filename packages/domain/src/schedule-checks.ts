/** The checks of a grid (issue 31): the warnings of what is placed, and the people a placement would put in two rooms at once. Pure. */
import { compareTimes, formatClockRange, formatDayShort, gapBetween, type GridItem, type GridSlot, listNames, slotsByItem, type SlotTime, timesOverlap } from './schedule';

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
