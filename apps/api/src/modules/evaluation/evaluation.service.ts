// votePresentation and reopenPresentation: every change goes through moveProposal (status machine,
// proposal_decisions row) inside one transaction with its audit entry and the authors' e-mails.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { submissionTypes } from '@portal/domain/conferences';
import { decisionLabels, evaluationMessages, reopenSchema, voteSchema } from '@portal/domain/evaluation';
import { formatDateTime } from '@portal/domain/dates';
import type { ProposalEvent, ProposalStatus } from '@portal/domain/proposal-status';
import { conferences, conferenceThematicAreas, thematicAreas } from '../../db/schema/conferences';
import { proposalDecisions } from '../../db/schema/panels';
import { proposalAuthors } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { badInput, conflict, forbidden, notFound, parseInput } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import { enqueueMail } from '../../platform/mail';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { PROPOSAL_NOT_FOUND } from '../proposals/proposals.read';
import { canReadProposal, isProposalAuthor } from '../proposals/proposals.rules';
import type { DecisionView } from './evaluation.read';
import { finalVersionWindowOf } from '@portal/domain/final-version';
import { decisionMail } from './evaluation-mails';
import { conflictOf, conflictRefusal, evaluatorScope } from './evaluation.rules';
import { lockProposal, moveProposal, type LockedProposal } from './move-proposal';

const auditActions = {
  APPROVE: 'proposal.approved',
  REJECT: 'proposal.rejected',
  REASSIGN_AREA: 'proposal.areaReassigned',
  REOPEN: 'proposal.reopened',
} as const;

type Loaded = { row: LockedProposal; authors: { email: string; name: string; userId: string | null }[]; admin: boolean };

/**
 * The proposal locked for this transaction and who may act on it: NOT_FOUND when the viewer may
 * not read it, FORBIDDEN when they read it but do not evaluate it (an author, or a conflict of
 * interest, with the reason).
 */
async function loadForEvaluation(tx: Tx, viewer: Viewer, proposalId: number): Promise<Loaded> {
  const row = await lockProposal(tx, proposalId);
  const authors = await tx
    .select({ email: proposalAuthors.email, name: proposalAuthors.name, userId: proposalAuthors.userId })
    .from(proposalAuthors)
    .where(eq(proposalAuthors.proposalId, proposalId))
    .orderBy(proposalAuthors.position);
  const authorUserIds = authors.flatMap((a) => (a.userId ? [a.userId] : []));
  const facts = { conferenceId: row.conferenceId, thematicAreaId: row.thematicAreaId, kind: row.kind, status: row.status, submittedBy: row.submittedBy, authorUserIds, windowOpen: false };
  if (!canReadProposal(viewer, facts)) throw notFound(PROPOSAL_NOT_FOUND);
  const scope = evaluatorScope(viewer, row.conferenceId);
  const evaluates = scope !== null && (scope.admin || scope.areaIds.includes(row.thematicAreaId));
  if (!evaluates) {
    throw forbidden(isProposalAuthor(viewer, facts) ? conflictRefusal.AUTHOR : 'Solo la coordinación del área y la administración del congreso evalúan propuestas.');
  }
  const reason = await conflictOf(tx, viewer, scope.admin, proposalId);
  if (reason) throw forbidden(conflictRefusal[reason]);
  return { row, authors, admin: scope.admin };
}

/** CONFLICT naming who decided, when the item is no longer PENDING (someone decided first). */
async function alreadyDecided(tx: Tx, row: LockedProposal): Promise<never> {
  const [last] = await tx
    .select({ event: proposalDecisions.event, createdAt: proposalDecisions.createdAt, first: users.firstName, last: users.lastName })
    .from(proposalDecisions)
    .leftJoin(users, eq(users.id, proposalDecisions.actorId))
    .where(eq(proposalDecisions.proposalId, row.id))
    .orderBy(desc(proposalDecisions.createdAt), desc(proposalDecisions.id))
    .limit(1);
  const who = last?.first ? `${last.first} ${last.last}`.trim() : 'otra persona';
  const what = last ? `${decisionLabels[last.event].toLowerCase()} por ${who} el ${formatDateTime(last.createdAt)}` : 'decidida';
  throw conflict('PROPOSAL_DECIDED', `Esta propuesta ya fue ${what}. Actualice la página para ver la decisión.`, undefined, { decidedBy: who });
}

async function notifyAuthors(tx: Tx, services: Services, loaded: Loaded, event: ProposalEvent, comment: string | null, toArea: string | null) {
  const [c] = await tx
    .select({ name: conferences.name, finalOpensOn: conferences.finalVersionOpensOn, finalClosesOn: conferences.finalVersionClosesOn })
    .from(conferences)
    .where(eq(conferences.id, loaded.row.conferenceId));
  const finalVersion = c ? finalVersionWindowOf(c.finalOpensOn, c.finalClosesOn) : null;
  for (const author of loaded.authors) {
    await enqueueMail(
      tx,
      decisionMail(author, { title: loaded.row.title, kind: loaded.row.kind, conferenceName: c?.name ?? '', event, comment, toArea, finalVersion }, services.config.publicUrl, services.config.supportEmail),
    );
  }
}

async function decisionResult(tx: Tx, viewer: Viewer, r: { proposalId: number; event: ProposalEvent; fromStatus: ProposalStatus; toStatus: ProposalStatus; comment: string | null; now: Date; fromArea: string | null; toArea: string | null }): Promise<DecisionView> {
  const [me] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, viewer.id));
  const [d] = await tx
    .select({ id: proposalDecisions.id })
    .from(proposalDecisions)
    .where(eq(proposalDecisions.proposalId, r.proposalId))
    .orderBy(desc(proposalDecisions.id))
    .limit(1);
  return { id: d?.id ?? 0, event: r.event, fromStatus: r.fromStatus, toStatus: r.toStatus, comment: r.comment, createdAt: r.now, actorName: me ? `${me.first} ${me.last}`.trim() : null, fromArea: r.fromArea, toArea: r.toArea };
}

export type VoteArgs = { presentationId: unknown; type: unknown; vote?: unknown; reAsign?: unknown; comment?: unknown };

/**
 * votePresentation(presentationId, type, vote?, reAsign?): approve or reject a PENDING item with a
 * comment (required to reject), or reassign it to another thematic area of its conference. Exactly
 * one of `vote` and `reAsign`. The second of two evaluators deciding at once waits for the first's
 * lock and gets CONFLICT naming who decided.
 */
export async function votePresentation(services: Services, viewer: Viewer, args: VoteArgs): Promise<DecisionView> {
  const proposalId = parseIntId(args.presentationId, 'presentationId');
  const hasVote = args.vote !== undefined && args.vote !== null;
  const hasArea = args.reAsign !== undefined && args.reAsign !== null;
  if (hasVote === hasArea) throw badInput({ vote: evaluationMessages.voteOrArea });
  const vote = hasVote ? parseInput(voteSchema, args.vote) : null;
  const toAreaId = hasArea ? parseIntId(args.reAsign, 'reAsign') : null;
  // A reassignment's optional comment for the authors (a vote carries its own in `vote`).
  const reassignComment = hasArea ? parseInput(reopenSchema, { comment: args.comment }).comment : null;
  if (!(submissionTypes as readonly unknown[]).includes(args.type)) throw badInput({ type: evaluationMessages.wrongType });

  return services.database.db.transaction(async (tx) => {
    const loaded = await loadForEvaluation(tx, viewer, proposalId);
    const { row } = loaded;
    if (row.kind !== args.type) throw badInput({ type: evaluationMessages.wrongType });
    if (row.status !== 'PENDING') await alreadyDecided(tx, row);
    const now = new Date();
    if (vote) {
      const event = vote.decision;
      const { status } = await moveProposal(tx, { proposalId, event, actorId: viewer.id, comment: vote.comment, now });
      await recordAudit(tx, { actorId: viewer.id, action: auditActions[event], targetType: 'proposal', targetId: proposalId, targetUserId: row.submittedBy, before: { status: row.status }, after: { status, comment: vote.comment } });
      await notifyAuthors(tx, services, loaded, event, vote.comment, null);
      return decisionResult(tx, viewer, { proposalId, event, fromStatus: row.status, toStatus: status, comment: vote.comment, now, fromArea: null, toArea: null });
    }
    const areas = await tx
      .select({ id: thematicAreas.id, name: thematicAreas.name })
      .from(conferenceThematicAreas)
      .innerJoin(thematicAreas, eq(thematicAreas.id, conferenceThematicAreas.thematicAreaId))
      .where(and(eq(conferenceThematicAreas.conferenceId, row.conferenceId), inArray(thematicAreas.id, [toAreaId!, row.thematicAreaId])));
    const target = areas.find((a) => a.id === toAreaId);
    if (!target) throw badInput({ reAsign: evaluationMessages.areaNotInConference });
    if (toAreaId === row.thematicAreaId) throw badInput({ reAsign: evaluationMessages.sameArea });
    const fromArea = areas.find((a) => a.id === row.thematicAreaId)?.name ?? null;
    const { status } = await moveProposal(tx, { proposalId, event: 'REASSIGN_AREA', actorId: viewer.id, toAreaId: target.id, comment: reassignComment, now });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: auditActions.REASSIGN_AREA,
      targetType: 'proposal',
      targetId: proposalId,
      targetUserId: row.submittedBy,
      before: { thematicAreaId: row.thematicAreaId, thematicArea: fromArea },
      after: { thematicAreaId: target.id, thematicArea: target.name, comment: reassignComment },
    });
    await notifyAuthors(tx, services, loaded, 'REASSIGN_AREA', reassignComment, target.name);
    return decisionResult(tx, viewer, { proposalId, event: 'REASSIGN_AREA', fromStatus: row.status, toStatus: status, comment: reassignComment, now, fromArea, toArea: target.name });
  });
}

/**
 * reopenPresentation(presentationId, comment?): ADMIN_CONGRESO of its conference puts an approved or
 * rejected item back to PENDING (an item already in a panel or on the schedule is CONFLICT: take
 * it out first). Coordinators get FORBIDDEN; anyone who may not read it, NOT_FOUND.
 */
export async function reopenPresentation(services: Services, viewer: Viewer, args: { presentationId: unknown; comment?: unknown }): Promise<DecisionView> {
  const proposalId = parseIntId(args.presentationId, 'presentationId');
  const { comment } = parseInput(reopenSchema, { comment: args.comment });
  return services.database.db.transaction(async (tx) => {
    const loaded = await loadForEvaluation(tx, viewer, proposalId);
    if (!loaded.admin) throw forbidden('Solo la administración del congreso reabre una evaluación.');
    const { row } = loaded;
    const now = new Date();
    const { status } = await moveProposal(tx, { proposalId, event: 'REOPEN', actorId: viewer.id, comment, now });
    await recordAudit(tx, { actorId: viewer.id, action: auditActions.REOPEN, targetType: 'proposal', targetId: proposalId, targetUserId: row.submittedBy, before: { status: row.status }, after: { status, comment } });
    await notifyAuthors(tx, services, loaded, 'REOPEN', comment, null);
    return decisionResult(tx, viewer, { proposalId, event: 'REOPEN', fromStatus: row.status, toStatus: status, comment, now, fromArea: null, toArea: null });
  });
}

// For panels: a proposal's status moves only through the machine.
export { lockProposal, moveProposal } from './move-proposal';
