// The one way a proposal changes status: lock the row, ask the status machine, write the new
// status and a proposal_decisions row, all inside the caller's transaction.
import { eq } from 'drizzle-orm';
import { applyTransition, type ProposalEvent, type ProposalStatus } from '@portal/domain/proposal-status';
import { proposalDecisions } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import type { Executor } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';

export type ProposalMove = {
  proposalId: number;
  event: ProposalEvent;
  /** Who moved it (null: the system). */
  actorId: string | null;
  comment?: string | null;
  /** REASSIGN_AREA: the new thematic area (the caller checks it belongs to the conference). */
  toAreaId?: number;
  /** ADD_TO_PANEL / REMOVE_FROM_PANEL: the panel. */
  panelId?: number;
  now?: Date;
};

export type LockedProposal = typeof proposals.$inferSelect;

/** The proposal row, locked until the transaction ends; NOT_FOUND when it does not exist. */
export async function lockProposal(tx: Executor, proposalId: number): Promise<LockedProposal> {
  const [row] = await tx.select().from(proposals).where(eq(proposals.id, proposalId)).for('update');
  if (!row) throw notFound('No se encontró la propuesta.');
  return row;
}

/**
 * Applies `move.event` to the (already locked or not) proposal: CONFLICT with the machine's Spanish
 * reason when the move is not allowed from its current status. Answers the row before the move and
 * the status after it.
 */
export async function moveProposal(tx: Executor, move: ProposalMove): Promise<{ before: LockedProposal; status: ProposalStatus }> {
  const before = await lockProposal(tx, move.proposalId);
  const result = applyTransition(before.kind, before.status, move.event);
  if (!result.ok) throw conflict('TRANSITION_NOT_ALLOWED', result.error);
  const now = move.now ?? new Date();
  const areaChange = move.event === 'REASSIGN_AREA' && move.toAreaId !== undefined;
  await tx
    .update(proposals)
    .set({ status: result.status, updatedAt: now, ...(areaChange ? { thematicAreaId: move.toAreaId } : {}) })
    .where(eq(proposals.id, move.proposalId));
  await tx.insert(proposalDecisions).values({
    proposalId: move.proposalId,
    event: move.event,
    fromStatus: before.status,
    toStatus: result.status,
    fromAreaId: areaChange ? before.thematicAreaId : null,
    toAreaId: areaChange ? move.toAreaId : null,
    panelId: move.panelId ?? null,
    actorId: move.actorId,
    comment: move.comment?.trim() || null,
    createdAt: now,
  });
  return { before, status: result.status };
}
