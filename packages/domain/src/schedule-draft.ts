/** «Proponer cronograma» (issue 31): a first draft for the items without a slot. Pure and deterministic. */
import { compareTimes, type GridItem, type GridSlot, ROOM_CAPACITY_MAX, type SlotTime, timesOverlap } from './schedule';

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
