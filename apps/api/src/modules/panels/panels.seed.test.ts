import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferences } from '../../db/schema/conferences';
import { panels, proposalDecisions } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';
import { demoPanelItems } from './panels.seed';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
});
afterAll(() => h.close());

describe('demo panels', () => {
  it('builds a regular panel in every area and a student table where student papers were approved, their items in INCLUDE_IN_PANEL with the move recorded, and leaves approved items for suggestions', async () => {
    const [current] = await h.db.select().from(conferences).where(eq(conferences.isCurrent, true));
    const rows = await h.db.select().from(panels).where(eq(panels.conferenceId, current.id));
    expect(rows.filter((p) => p.kind === 'PANEL_REGULAR')).toHaveLength(4);
    // The proposals seed rejects every student paper of one area: no student table there.
    const tables = rows.filter((p) => p.kind === 'PANEL_MESA_ESTUDIANTE');
    expect(tables.length).toBeGreaterThanOrEqual(3);
    const items = await h.db.transaction((tx) => demoPanelItems(tx, current.id));
    expect(items).toHaveLength(4 * 4 + tables.length * 3);
    expect(items.every((i) => i.status === 'INCLUDE_IN_PANEL')).toBe(true);
    const moves = await h.db.select().from(proposalDecisions).where(and(eq(proposalDecisions.event, 'ADD_TO_PANEL'), inArray(proposalDecisions.proposalId, items.map((i) => i.proposalId))));
    expect(moves).toHaveLength(items.length);
    // Per area with a regular panel (the fixed panels of the proposal-admin seed have no area).
    for (const areaId of new Set(rows.filter((p) => p.kind === 'PANEL_REGULAR').map((p) => p.thematicAreaId!))) {
      const spare = await h.db.select().from(proposals).where(and(eq(proposals.thematicAreaId, areaId), eq(proposals.kind, 'PRESENTACION'), eq(proposals.status, 'APPROVED')));
      expect(spare.length).toBeGreaterThanOrEqual(6);
    }
  });
});
