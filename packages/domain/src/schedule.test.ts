import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, gapBetween, parseClock, slotBulkSchema, timesOverlap, type GridItem, type GridSlot } from './schedule';
import { scheduleWarnings } from './schedule-checks';
import { proposeSchedule } from './schedule-draft';
import { changesByPerson, releaseChanges, type ReleasedSession } from './schedule-releases';

const slot = (o: Partial<GridSlot> & { id: number }): GridSlot => ({ roomId: 1, roomName: 'Aula 1', place: 'Pabellón 1', capacity: null, day: '2027-09-14', start: 540, end: 630, reservedKind: null, itemKey: null, ...o });
const item = (o: Partial<GridItem> & { key: string }): GridItem => ({ kind: 'PANEL_REGULAR', title: o.key, areaId: null, areaName: null, people: [], audience: 0, ...o });

describe('clock times', () => {
  it('reads 9, 9:00, 09.30 and 9h as minutes, and refuses the rest', () => {
    expect(['9', '9:00', '09.30', '9h', '24:00', '0:05'].map(parseClock)).toEqual([540, 540, 570, 540, 1440, 5]);
    expect(['', '9:60', '25', '24:01', 'nueve', '9:5'].map(parseClock)).toEqual([null, null, null, null, null, null]);
    expect(formatClock(545)).toBe('09:05');
  });

  it('overlap and gaps are within one day, touching ranges do not overlap', () => {
    const a = { day: '2027-09-14', start: 540, end: 630 };
    expect(timesOverlap(a, { ...a, start: 600, end: 700 })).toBe(true);
    expect(timesOverlap(a, { ...a, start: 630, end: 700 })).toBe(false);
    expect(timesOverlap(a, { ...a, day: '2027-09-15' })).toBe(false);
    expect(gapBetween(a, { ...a, start: 640, end: 700 })).toBe(10);
    expect(gapBetween(a, { ...a, start: 600, end: 700 })).toBeNull();
  });

  it('the bulk form refuses more than 2,000 slots at once, per field', () => {
    const many = slotBulkSchema.safeParse({ conferenceId: '1', fromDay: '2027-09-01', toDay: '2027-09-30', ranges: Array.from({ length: 8 }, (_, i) => ({ start: `${8 + i}:00`, end: `${8 + i}:50` })), roomIds: Array.from({ length: 10 }, (_, i) => String(i + 1)) });
    expect(many.success).toBe(false);
    expect(many.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['ranges', 'Se generarían 2.400 horarios: como máximo 2.000 por vez']]);
  });
});

describe('warnings', () => {
  it('name the person with ten minutes to change buildings, the small room, the area twice at once and the day outside', () => {
    const slots = [
      slot({ id: 1, itemKey: 'A', place: 'Pabellón 1' }),
      slot({ id: 2, itemKey: 'B', roomId: 2, roomName: 'Aula 2', place: 'Pabellón 2', start: 640, end: 700 }),
      slot({ id: 3, itemKey: 'C', roomId: 3, roomName: 'Aula 3', capacity: 3 }),
      slot({ id: 4, itemKey: 'D', day: '2027-09-20' }),
    ];
    const items = new Map(
      [item({ key: 'A', people: ['p'], areaId: 1, areaName: 'Teoría' }), item({ key: 'B', people: ['p'] }), item({ key: 'C', audience: 5, areaId: 1, areaName: 'Teoría' }), item({ key: 'D' })].map((i) => [i.key, i]),
    );
    const warnings = scheduleWarnings({ slots, items, names: new Map([['p', 'Ana Paz']]), travelGapMinutes: 15, congress: { startDate: '2027-09-14', endDate: '2027-09-16' } });
    expect(warnings.map((w) => [w.kind, w.slotIds])).toEqual([
      ['TRAVEL', [1, 2]],
      ['CAPACITY', [3]],
      ['AREA', [1, 3]],
      ['OUTSIDE_DATES', [4]],
    ]);
    expect(warnings[0].message).toBe('Ana Paz tiene 10 min para ir de Pabellón 1 (14/09 09:00–10:30, Aula 1 (Pabellón 1)) a Pabellón 2 (14/09 10:40–11:40, Aula 2 (Pabellón 2)).');
  });
});

describe('the proposed draft', () => {
  const instance = fc.record({
    slots: fc.uniqueArray(fc.record({ roomId: fc.integer({ min: 1, max: 3 }), day: fc.constantFrom('2027-09-14', '2027-09-15'), start: fc.integer({ min: 0, max: 5 }).map((h) => 540 + h * 60), reserved: fc.boolean() }), {
      selector: (s) => `${s.roomId} ${s.day} ${s.start}`,
      maxLength: 18,
    }),
    items: fc.array(fc.record({ people: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 3 }), areaId: fc.integer({ min: 1, max: 2 }), fixed: fc.boolean() }), { maxLength: 14 }),
  });
  type Instance = typeof instance extends fc.Arbitrary<infer T> ? T : never;
  const build = (i: Instance) => ({
    slots: i.slots.map((s, n) => slot({ id: n + 1, roomId: s.roomId, day: s.day, start: s.start, end: s.start + 60, reservedKind: s.reserved ? 'PANEL_FIJO' : null })),
    items: i.items.map((x, n) => item({ key: `${x.fixed ? 'PANEL_FIJO' : 'PANEL_REGULAR'}:${n + 1}`, kind: x.fixed ? 'PANEL_FIJO' : 'PANEL_REGULAR', people: x.people, areaId: x.areaId })),
  });

  it('breaks no refusal rule, places or explains every item, and answers the same for the same input in any order', () => {
    fc.assert(
      fc.property(instance, fc.integer(), (raw, seed) => {
        const input = build(raw);
        const draft = proposeSchedule(input);
        const byId = new Map(input.slots.map((s) => [s.id, s]));
        const itemOf = new Map(input.items.map((i) => [i.key, i]));
        expect(new Set(draft.placements.map((p) => p.slotId)).size).toBe(draft.placements.length);
        expect(draft.placements.length + draft.unplaced.length).toBe(input.items.length);
        for (const p of draft.placements) {
          const s = byId.get(p.slotId)!;
          expect(s.reservedKind === null || s.reservedKind === itemOf.get(p.itemKey)!.kind).toBe(true);
        }
        for (const p of draft.placements)
          for (const q of draft.placements)
            if (p !== q && timesOverlap(byId.get(p.slotId)!, byId.get(q.slotId)!)) {
              const shared = itemOf.get(p.itemKey)!.people.filter((x) => itemOf.get(q.itemKey)!.people.includes(x));
              expect(shared).toEqual([]);
            }
        const shuffled = { slots: [...input.slots].sort(() => (seed % 2 ? 1 : -1)).reverse(), items: [...input.items].reverse() };
        expect(proposeSchedule(shuffled)).toEqual(draft);
      }),
      { numRuns: 200 },
    );
  });

  it('says why an item finds no slot', () => {
    const draft = proposeSchedule({ slots: [slot({ id: 1, reservedKind: 'PANEL_FIJO' })], items: [item({ key: 'PANEL_REGULAR:1' })] });
    expect(draft.unplaced).toEqual([{ itemKey: 'PANEL_REGULAR:1', reason: 'Los horarios libres están reservados para otro tipo de actividad.' }]);
  });
});

describe('release changes', () => {
  const session = (o: Partial<ReleasedSession> & { itemKey: string }): ReleasedSession => ({ kind: 'PANEL_REGULAR', title: o.itemKey, day: '2027-09-14', start: 540, end: 630, rooms: ['Aula 1'], people: [], ...o });
  const ana = { key: 'user:ana', name: 'Ana', email: 'ana@example.org' };
  const luis = { key: 'user:luis', name: 'Luis', email: 'luis@example.org' };

  it('tells each person only their own additions, moves and removals', () => {
    const before = [session({ itemKey: 'A', people: [ana] }), session({ itemKey: 'B', people: [luis] }), session({ itemKey: 'C', people: [ana, luis] })];
    const after = [session({ itemKey: 'A', people: [ana], start: 600, end: 690 }), session({ itemKey: 'B', people: [luis] }), session({ itemKey: 'D', people: [luis] })];
    expect(releaseChanges(before, after).map((c) => [c.itemKey, c.change])).toEqual([
      ['A', 'MOVED'],
      ['D', 'ADDED'],
      ['C', 'REMOVED'],
    ]);
    expect(changesByPerson(before, after).map((p) => [p.person.key, p.changes.map((c) => `${c.itemKey} ${c.change}`)])).toEqual([
      ['user:ana', ['A MOVED', 'C REMOVED']],
      ['user:luis', ['D ADDED', 'C REMOVED']],
    ]);
    expect(changesByPerson(after, after)).toEqual([]);
  });
});
