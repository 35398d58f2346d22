import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { applyTransition, initialStatus, proposalEvents, type ProposalEvent, type ProposalKind, type ProposalStatus } from '@portal/domain/proposal-status';
import { panelItems, panels, proposalDecisions } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import { isDomainError } from '../../platform/errors';
import type { Tx } from '../../platform/db';
import { createHarness, type Harness } from '../../test/harness';
import { buildUser } from '../../test/factories';
import { buildInscriptionRow, buildProposalEdition, buildProposalRow } from '../proposals/proposals.test-support';
import { moveProposal } from './move-proposal';

let h: Harness;
let edition: Awaited<ReturnType<typeof buildProposalEdition>>;
let actor: { id: string; email: string };
let inscriptionId: number;
let panelIds: number[];

beforeAll(async () => {
  h = await createHarness();
  edition = await buildProposalEdition(h.db);
  actor = await buildUser(h.db);
  inscriptionId = (await buildInscriptionRow(h.db, { userId: actor.id, conferenceId: edition.conference.id, categoryId: edition.category.id })).id;
  panelIds = [];
  for (const name of ['Panel uno', 'Panel dos']) {
    const [p] = await h.db.insert(panels).values({ conferenceId: edition.conference.id, kind: 'PANEL_REGULAR', thematicAreaId: edition.areas[0].id, name }).returning();
    panelIds.push(p.id);
  }
});
afterAll(() => h.close());

const newItem = (kind: 'PRESENTACION' | 'LIBRO' = 'PRESENTACION') =>
  buildProposalRow(h.db, { inscriptionId, conferenceId: edition.conference.id, submittedBy: actor.id, ownerEmail: actor.email, thematicAreaId: edition.areas[0].id, kind, details: kind === 'LIBRO' ? { bookAuthors: 'A', publisher: 'B', year: 2024, presenters: 'C' } : {} });

/** Statuses an item of `kind` can reach from its initial status through the machine. */
function reachable(kind: ProposalKind): Set<ProposalStatus> {
  const seen = new Set<ProposalStatus>([initialStatus(kind)]);
  const queue = [...seen];
  while (queue.length) {
    const s = queue.pop()!;
    for (const e of proposalEvents) {
      const r = applyTransition(kind, s, e);
      if (r.ok && !seen.has(r.status)) {
        seen.add(r.status);
        queue.push(r.status);
      }
    }
  }
  return seen;
}

describe('moveProposal', () => {
  it('moves through the machine, writes the history row and changes the area on REASSIGN_AREA', async () => {
    const p = await newItem();
    await h.db.transaction((tx) => moveProposal(tx, { proposalId: p.id, event: 'REASSIGN_AREA', actorId: actor.id, toAreaId: edition.areas[1].id }));
    const result = await h.db.transaction((tx) => moveProposal(tx, { proposalId: p.id, event: 'APPROVE', actorId: actor.id, comment: '  Bien  ' }));
    expect(result).toMatchObject({ status: 'APPROVED', before: { status: 'PENDING', thematicAreaId: edition.areas[1].id } });
    const history = await h.db.select().from(proposalDecisions).where(eq(proposalDecisions.proposalId, p.id)).orderBy(proposalDecisions.id);
    expect(history.map((d) => [d.event, d.fromStatus, d.toStatus, d.fromAreaId, d.toAreaId, d.comment])).toEqual([
      ['REASSIGN_AREA', 'PENDING', 'PENDING', edition.areas[0].id, edition.areas[1].id, null],
      ['APPROVE', 'PENDING', 'APPROVED', null, null, 'Bien'],
    ]);
  });

  it('refuses a move the machine does not allow (CONFLICT, no change) and an unknown item (NOT_FOUND)', async () => {
    const p = await newItem('LIBRO');
    await expect(h.db.transaction((tx) => moveProposal(tx, { proposalId: p.id, event: 'ADD_TO_PANEL', actorId: actor.id }))).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(h.db.transaction((tx) => moveProposal(tx, { proposalId: 999_999, event: 'APPROVE', actorId: actor.id }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await h.db.select().from(proposals).where(eq(proposals.id, p.id)))[0].status).toBe('PENDING');
    expect(await h.db.select().from(proposalDecisions).where(eq(proposalDecisions.proposalId, p.id))).toEqual([]);
  });
});

type Step = { event: ProposalEvent; panel: number; area: number };

/** A panel move is the status change plus the panel_items row, in one transaction (as the panels module does). */
async function apply(tx: Tx, proposalId: number, step: Step) {
  const panelId = panelIds[step.panel];
  if (step.event === 'ADD_TO_PANEL') {
    await moveProposal(tx, { proposalId, event: 'ADD_TO_PANEL', actorId: actor.id, panelId });
    await tx.insert(panelItems).values({ panelId, proposalId, position: 0 });
    return;
  }
  if (step.event === 'REMOVE_FROM_PANEL') {
    const [item] = await tx.select().from(panelItems).where(eq(panelItems.proposalId, proposalId));
    await moveProposal(tx, { proposalId, event: 'REMOVE_FROM_PANEL', actorId: actor.id, panelId: item?.panelId });
    await tx.delete(panelItems).where(and(eq(panelItems.proposalId, proposalId)));
    return;
  }
  await moveProposal(tx, { proposalId, event: step.event, actorId: actor.id, toAreaId: step.event === 'REASSIGN_AREA' ? edition.areas[step.area].id : undefined });
}

describe('moveProposal, property', () => {
  it('random votes, reassignments, panel moves and reopenings never leave an item in a status the table does not allow, nor in two panels', { timeout: 300_000 }, async () => {
    const step = fc.record({
      event: fc.constantFrom<ProposalEvent>('APPROVE', 'REJECT', 'REASSIGN_AREA', 'REOPEN', 'ADD_TO_PANEL', 'REMOVE_FROM_PANEL', 'LEAVE_OUT_OF_PANELS', 'RETURN_TO_PANELS', 'SCHEDULE'),
      panel: fc.integer({ min: 0, max: 1 }),
      area: fc.integer({ min: 0, max: 1 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<'PRESENTACION' | 'LIBRO'>('PRESENTACION', 'LIBRO'), fc.array(step, { minLength: 1, maxLength: 14 }), async (kind, steps) => {
        const p = await newItem(kind);
        const allowed = reachable(kind);
        let model: ProposalStatus = 'PENDING';
        let moves = 0;
        for (const s of steps) {
          const expected = applyTransition(kind, model, s.event);
          try {
            await h.db.transaction((tx) => apply(tx, p.id, s));
            expect(expected.ok, `${s.event} from ${model} should have been refused`).toBe(true);
            if (expected.ok) model = expected.status;
            moves++;
          } catch (error) {
            if (!isDomainError(error)) throw error;
            expect(error.code).toBe('CONFLICT');
            expect(expected.ok).toBe(false);
          }
          const [row] = await h.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, p.id));
          const [{ n }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(panelItems).where(eq(panelItems.proposalId, p.id));
          expect(row.status).toBe(model);
          expect(allowed.has(row.status)).toBe(true);
          expect(n).toBeLessThanOrEqual(1);
          expect(n === 1).toBe(row.status === 'INCLUDE_IN_PANEL');
        }
        const history = await h.db.select({ id: proposalDecisions.id }).from(proposalDecisions).where(eq(proposalDecisions.proposalId, p.id));
        expect(history).toHaveLength(moves);
      }),
      { numRuns: 40 },
    );
  });

  it('an item already in a panel cannot be put in a second one (the unique item, and the machine)', async () => {
    const p = await newItem();
    await h.db.transaction((tx) => apply(tx, p.id, { event: 'APPROVE', panel: 0, area: 0 }));
    await h.db.transaction((tx) => apply(tx, p.id, { event: 'ADD_TO_PANEL', panel: 0, area: 0 }));
    await expect(h.db.transaction((tx) => apply(tx, p.id, { event: 'ADD_TO_PANEL', panel: 1, area: 0 }))).rejects.toMatchObject({ code: 'CONFLICT' });
    // Even bypassing the machine, the table keeps one panel per item.
    await expect(h.db.insert(panelItems).values({ panelId: panelIds[1], proposalId: p.id, position: 0 })).rejects.toThrow();
    expect(await h.db.select().from(panelItems).where(eq(panelItems.proposalId, p.id))).toHaveLength(1);
  });
});
