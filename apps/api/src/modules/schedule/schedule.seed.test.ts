import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferences } from '../../db/schema/conferences';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';
import { loadGrid } from './grid.read';
import { pendingChanges } from './releases.service';
import { latestRelease } from './releases.read';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
});
afterAll(() => h.close());

describe('demo programme', () => {
  it('has rooms in two buildings, slots on every congress day, one warning of each kind, version 1 released and changes after it', async () => {
    const [current] = await h.db.select().from(conferences).where(eq(conferences.isCurrent, true));
    const grid = await loadGrid(h.db, current.id);
    expect(new Set(grid.rooms.map((r) => r.place))).toEqual(new Set(['Pabellón 1', 'Pabellón 2']));
    for (const day of grid.days.slice(0, 3)) expect(grid.slots.some((s) => s.day === day)).toBe(true);
    expect(new Set(grid.warnings.map((w) => w.kind))).toEqual(new Set(['TRAVEL', 'CAPACITY', 'AREA', 'OUTSIDE_DATES']));
    expect(grid.items.some((i) => i.slotIds.length === 0)).toBe(true);
    expect((await latestRelease(h.db, current.id))?.version).toBe(1);
    const changes = (await pendingChanges(h.db, grid)).map((c) => c.change);
    expect(changes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(changes)).toEqual(new Set(['ADDED']));
  });
});
