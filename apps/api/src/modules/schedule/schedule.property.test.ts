import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameTime, timesOverlap } from '@portal/domain/schedule';
import { isDomainError } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import { createHarness, type Harness } from '../../test/harness';
import { loadGrid } from './grid.read';
import { addPanelToHour, clearHour, moveScheduledItem } from './placement.service';
import { createRoom, generateScheduleHours } from './rooms.service';
import { buildScheduleWorld } from './schedule.test-support';

/**
 * Any sequence of place, move and clear operations, some of them two at once (two organisers),
 * leaves the grid sound: nobody in two rooms at overlapping times, one item per slot, an item in one
 * slot (a fixed panel in several only at one time), and each item's status saying whether it is on
 * the grid. Run on PGlite and, in the PostgreSQL pass, with real concurrency.
 */

let h: Harness;
let w: Awaited<ReturnType<typeof buildScheduleWorld>>;
let viewer: Viewer;
let slotIds: number[] = [];
let items: { kind: 'PANEL_REGULAR' | 'PANEL_FIJO' | 'PANEL_CERRADO' | 'GRUPO_INVESTIGACION'; id: number }[] = [];

beforeAll(async () => {
  h = await createHarness();
  w = await buildScheduleWorld(h.db);
  viewer = { id: w.organiser.id, sessionId: 'property', email: w.organiser.email, roles: [], conferenceRoles: [{ conferenceId: w.conferenceId, role: 'ORGANIZADOR_CONGRESO', thematicAreaId: null }] };
  const ctx = h.app.services;
  const rooms = [];
  for (const name of ['Sala 1', 'Sala 2', 'Sala 3']) rooms.push(await createRoom(ctx, viewer, { conferenceId: w.conferenceId, name, place: name === 'Sala 3' ? 'Anexo' : 'Central' }));
  // Overlapping ranges across rooms: 9:00–10:00 and 9:30–10:30 in different rooms overlap.
  await generateScheduleHours(ctx, viewer, { conferenceId: w.conferenceId, fromDay: w.days[0], toDay: w.days[0], ranges: [{ start: '9:00', end: '10:00' }, { start: '10:00', end: '11:00' }], roomIds: [rooms[0].id, rooms[1].id] });
  await generateScheduleHours(ctx, viewer, { conferenceId: w.conferenceId, fromDay: w.days[0], toDay: w.days[0], ranges: [{ start: '9:30', end: '10:30' }], roomIds: [rooms[2].id] });
  slotIds = (await loadGrid(h.db, w.conferenceId)).slots.map((s) => s.id);
  items = [
    { kind: 'PANEL_REGULAR', id: w.panelA1.id },
    { kind: 'PANEL_REGULAR', id: w.panelA2.id },
    { kind: 'PANEL_REGULAR', id: w.panelB.id },
    { kind: 'PANEL_FIJO', id: w.fixed.id },
    { kind: 'PANEL_CERRADO', id: w.closed.id },
    { kind: 'GRUPO_INVESTIGACION', id: w.group.id },
  ];
});
afterAll(() => h.close());

type Op = { type: 'place'; item: number; slot: number } | { type: 'move'; from: number; to: number } | { type: 'clear'; slot: number };

const op = (): fc.Arbitrary<Op> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.record({ type: fc.constant('place' as const), item: fc.nat(5), slot: fc.nat(4) }) },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('move' as const), from: fc.nat(4), to: fc.nat(4) }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('clear' as const), slot: fc.nat(4) }) },
  );
/** One step: an operation alone, or two at once. */
const step = fc.oneof(op().map((o) => [o]), fc.tuple(op(), op()).map(([a, b]) => [a, b]));

/** The grid an operation answered (built in memory from what it read under the lock), or null when refused. */
async function run(o: Op): Promise<Awaited<ReturnType<typeof loadGrid>> | null> {
  const ctx = h.app.services;
  try {
    if (o.type === 'place') return await addPanelToHour(ctx, viewer, slotIds[o.slot], items[o.item].kind, items[o.item].id);
    if (o.type === 'move') return await moveScheduledItem(ctx, viewer, slotIds[o.from], slotIds[o.to]);
    return await clearHour(ctx, viewer, slotIds[o.slot]);
  } catch (error) {
    // Refusals are expected; anything else is a failure.
    if (!isDomainError(error) || !['CONFLICT', 'NOT_FOUND'].includes(error.code)) throw error;
    return null;
  }
}

/** What a grid says: each slot's item, each item's status and slots, the warnings. */
const gridFacts = (g: Awaited<ReturnType<typeof loadGrid>>) => ({
  slots: g.slots.map((s) => [s.id, s.itemKey]),
  items: g.items.map((i) => [i.key, i.status, i.slotIds]),
  warnings: g.warnings.map((w) => [w.kind, w.slotIds]),
});

async function reset() {
  await h.db.execute(sql`update "schedule_hours" set item_kind = null, proposal_id = null, panel_id = null, placed_by = null, placed_at = null where conference_id = ${w.conferenceId}`);
  await h.db.execute(sql`update "panels" set status = 'APPROVED' where conference_id = ${w.conferenceId}`);
  await h.db.execute(sql`update "proposals" set status = 'APPROVED' where conference_id = ${w.conferenceId} and status <> 'PENDING'`);
}

async function assertSound() {
  const grid = await loadGrid(h.db, w.conferenceId);
  const placed = grid.slots.filter((s) => s.itemKey);
  for (let i = 0; i < placed.length; i++)
    for (let j = i + 1; j < placed.length; j++) {
      const [a, b] = [placed[i], placed[j]];
      if (a.itemKey === b.itemKey) {
        expect(a.itemKey!.startsWith('PANEL_FIJO:') && sameTime(a, b), `${a.itemKey} in two slots at different times`).toBe(true);
        continue;
      }
      if (!timesOverlap(a, b)) continue;
      const shared = grid.itemByKey.get(a.itemKey!)!.people.filter((p) => grid.itemByKey.get(b.itemKey!)!.people.includes(p));
      expect(shared, `${a.itemKey} and ${b.itemKey} overlap with the same people`).toEqual([]);
    }
  for (const item of grid.items) expect(item.status === 'INCLUDE_IN_SCHEDULE', `${item.key} status ${item.status} with ${item.slotIds.length} slots`).toBe(item.slotIds.length > 0);
}

describe('the schedule under any sequence of operations', () => {
  it('never puts a person in two rooms at once, two items in a slot, or an item where its status says it is not', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await reset();
        for (const ops of steps) {
          const answers = await Promise.all(ops.map(run));
          await assertSound();
          // One operation alone: the grid it answered is the grid as read again.
          if (ops.length === 1 && answers[0]) expect(gridFacts(answers[0])).toEqual(gridFacts(await loadGrid(h.db, w.conferenceId)));
        }
      }),
      { numRuns: 30, seed: 20261129 },
    );
  });
});
