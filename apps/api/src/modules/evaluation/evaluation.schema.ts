// GraphQL fields of evaluation: the pending queue, the evaluated list, one item, the vote and the reopening.
import { conflictReasons, decisionLabels } from '@portal/domain/evaluation';
import { proposalEvents } from '@portal/domain/proposal-status';
import { builder } from '../../graphql/builder';
import { ProposalStatusEnum, SubmissionTypeEnum } from '../../graphql/enums';
import { exportArgFields, ExportAnswerRef, exportInput } from '../../graphql/exports';
import { listArgFields } from '../../graphql/pagination';
import { requestExport } from '../../platform/exports/exports';
import { intIdOrNull } from '../../platform/ids';
import { generatedFiles } from '../files/files.service';
import { evaluatedExport } from './evaluation.export';
import { Proposal, ThematicAreaRef } from '../../graphql/refs';
import { evaluatedProposals, evaluatorOf, evaluationItem, evaluationQueue, type AreaCount, type DecisionView, type EvaluationItem, type EvaluationQueue, type EvaluationRow } from './evaluation.read';
import { reopenPresentation, votePresentation } from './evaluation.service';

const ProposalEventEnum = builder.enumType('ProposalEvent', { values: proposalEvents });
const ConflictReasonEnum = builder.enumType('ConflictReason', {
  values: conflictReasons,
  description: 'Why an evaluator may not evaluate an item: they author it, or an author belongs to one of their institutions.',
});
const VoteDecisionEnum = builder.enumType('VoteDecision', { values: ['APPROVE', 'REJECT'] as const });
const EvaluatedDecisionEnum = builder.enumType('EvaluatedDecision', { values: ['APPROVED', 'REJECTED'] as const });

const EvaluationAuthor = builder.objectRef<EvaluationRow['authors'][number]>('EvaluationAuthor').implement({
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email'), linked: t.exposeBoolean('linked') }),
});

const RoutedNote = builder.objectRef<EvaluationRow['routed'][number]>('EvaluationRoutedNote').implement({
  description: 'A coordinator of the item\'s area who may not evaluate it (the item goes to ADMIN_CONGRESO), and why.',
  fields: (t) => ({ coordinator: t.exposeString('name'), reason: t.expose('reason', { type: ConflictReasonEnum }) }),
});

const StandingDecision = builder.objectRef<NonNullable<EvaluationRow['decision']>>('EvaluationStandingDecision').implement({
  fields: (t) => ({
    event: t.expose('event', { type: ProposalEventEnum }),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.string({ resolve: (d) => d.createdAt.toISOString() }),
    actorName: t.exposeString('actorName', { nullable: true }),
  }),
});

const EvaluationRowRef = builder.objectRef<EvaluationRow>('EvaluationRow').implement({
  description: 'An item of the evaluation lists.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: SubmissionTypeEnum }),
    status: t.expose('status', { type: ProposalStatusEnum }),
    title: t.exposeString('title'),
    keywords: t.exposeStringList('keywords'),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    thematicArea: t.field({ type: ThematicAreaRef, resolve: (r) => r.thematicArea }),
    authors: t.field({ type: [EvaluationAuthor], resolve: (r) => r.authors }),
    routedToAdmin: t.field({ type: [RoutedNote], description: 'ADMIN_CONGRESO: why the area\'s coordinators do not evaluate it (empty: they do).', resolve: (r) => r.routed }),
    decision: t.field({ type: StandingDecision, nullable: true, description: 'Evaluated lists: the decision that stands, who took it and when.', resolve: (r) => r.decision }),
  }),
});

const AreaCountRef = builder.objectRef<AreaCount>('EvaluationAreaCount').implement({
  fields: (t) => ({ area: t.field({ type: ThematicAreaRef, resolve: (c) => c.area }), count: t.exposeInt('count') }),
});

const Withheld = builder.objectRef<EvaluationQueue['withheld']>('EvaluationWithheld').implement({
  description: 'Pending items the viewer may not evaluate (they go to ADMIN_CONGRESO), by reason.',
  fields: (t) => ({ author: t.exposeInt('author'), institution: t.exposeInt('institution') }),
});

const EvaluationQueueRef = builder.objectRef<EvaluationQueue>('EvaluationQueue').implement({
  description: 'One page of pending items the viewer evaluates, the count per area and what was withheld.',
  fields: (t) => ({
    items: t.field({ type: [EvaluationRowRef], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    totalCapped: t.exposeBoolean('totalCapped'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    areas: t.field({ type: [AreaCountRef], description: 'The areas the viewer evaluates, each with its pending items (search and keyword applied, not the area filter).', resolve: (p) => p.areas }),
    withheld: t.field({ type: Withheld, resolve: (p) => p.withheld }),
  }),
});

const EvaluatedPage = builder.objectRef<Awaited<ReturnType<typeof evaluatedProposals>>>('EvaluatedProposalPage').implement({
  fields: (t) => ({
    items: t.field({ type: [EvaluationRowRef], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    totalCapped: t.exposeBoolean('totalCapped'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

export const ProposalDecisionRef = builder.objectRef<DecisionView>('ProposalDecision').implement({
  description: 'One step of an item\'s history: a vote, a reassignment, a reopening, a panel or schedule move.',
  fields: (t) => ({
    id: t.exposeID('id'),
    event: t.expose('event', { type: ProposalEventEnum }),
    label: t.string({ description: 'Spanish wording of the event.', resolve: (d) => decisionLabels[d.event] }),
    fromStatus: t.expose('fromStatus', { type: ProposalStatusEnum }),
    toStatus: t.expose('toStatus', { type: ProposalStatusEnum }),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.string({ resolve: (d) => d.createdAt.toISOString() }),
    actorName: t.exposeString('actorName', { nullable: true }),
    fromArea: t.exposeString('fromArea', { nullable: true }),
    toArea: t.exposeString('toArea', { nullable: true }),
  }),
});

const ItemAuthor = builder.objectRef<EvaluationItem['authors'][number]>('EvaluationItemAuthor').implement({
  fields: (t) => ({ name: t.exposeString('name'), email: t.exposeString('email'), linked: t.exposeBoolean('linked'), institutions: t.exposeStringList('institutions') }),
});

const ItemPermissions = builder.objectRef<EvaluationItem['permissions']>('EvaluationPermissions').implement({
  fields: (t) => ({ canVote: t.exposeBoolean('canVote'), canReassign: t.exposeBoolean('canReassign'), canReopen: t.exposeBoolean('canReopen') }),
});

const EvaluationItemRef = builder.objectRef<EvaluationItem>('EvaluationItem').implement({
  description: 'One item as its evaluators see it.',
  fields: (t) => ({
    proposal: t.field({ type: Proposal, resolve: (i) => i.proposal }),
    authors: t.field({ type: [ItemAuthor], description: 'In order, with the institutions of linked accounts.', resolve: (i) => i.authors }),
    decisions: t.field({ type: [ProposalDecisionRef], description: 'Oldest first.', resolve: (i) => i.decisions }),
    routedToAdmin: t.field({ type: [RoutedNote], resolve: (i) => i.routed }),
    areas: t.field({ type: [ThematicAreaRef], description: 'The areas of its conference (to reassign).', resolve: (i) => i.areas }),
    permissions: t.field({ type: ItemPermissions, resolve: (i) => i.permissions }),
  }),
});

const VoteInputRef = builder.inputType('VoteInput', {
  description: 'Approve or reject, with a comment (required to reject; the authors receive it by e-mail).',
  fields: (t) => ({ decision: t.field({ type: VoteDecisionEnum, required: true }), comment: t.string({ required: false }) }),
});

const listScopes = (_root: unknown, args: { conferenceId: string | number; thematicAreaId?: string | number | null }) => ({
  adminCongreso: args.conferenceId,
  coordinador: { conferenceId: args.conferenceId, thematicAreaId: args.thematicAreaId ?? null },
});

builder.queryFields((t) => ({
  evaluationQueue: t.withAuth({ loggedIn: true }).field({
    type: EvaluationQueueRef,
    description:
      'The PENDING items of one kind that the viewer evaluates in a conference (ADMIN_CONGRESO: every area; COORDINADOR: their areas, ' +
      'minus items they author or with an author of their institution, counted in `withheld`). Search in the title and the authors; ' +
      'sort by createdAt (default), updatedAt, title or area.',
    authScopes: listScopes,
    args: {
      conferenceId: t.arg.id({ required: true }),
      kind: t.arg({ type: SubmissionTypeEnum, required: true }),
      thematicAreaId: t.arg.id({ required: false }),
      keyword: t.arg.string({ required: false }),
      ...listArgFields(t.arg),
    },
    resolve: (_root, args, ctx) => evaluationQueue(ctx.database.db, ctx.viewer, args),
  }),
  evaluatedProposals: t.withAuth({ loggedIn: true }).field({
    type: EvaluatedPage,
    description: 'The approved (in any later stage) and rejected items of one kind in the areas the viewer evaluates, with the decision that stands. Sort by updatedAt (default), createdAt, title or area.',
    authScopes: listScopes,
    args: {
      conferenceId: t.arg.id({ required: true }),
      kind: t.arg({ type: SubmissionTypeEnum, required: true }),
      thematicAreaId: t.arg.id({ required: false }),
      keyword: t.arg.string({ required: false }),
      decision: t.arg({ type: EvaluatedDecisionEnum, required: false }),
      ...listArgFields(t.arg),
    },
    resolve: (_root, args, ctx) => evaluatedProposals(ctx.database.db, ctx.viewer, args),
  }),
  evaluationItem: t.withAuth({ loggedIn: true }).field({
    type: EvaluationItemRef,
    description:
      'One item for its evaluators: the proposal, authors with institutions, history, areas and permissions. NOT_FOUND for whoever may not read it; ' +
      'FORBIDDEN for its authors and for an evaluator with a conflict of interest.',
    args: { presentationId: t.arg.id({ required: true }) },
    resolve: (_root, { presentationId }, ctx) => evaluationItem(ctx.database.db, ctx.viewer, presentationId),
  }),
}));

builder.mutationFields((t) => ({
  exportEvaluatedProposals: t.withAuth({ loggedIn: true }).field({
    type: ExportAnswerRef,
    nullable: false,
    description:
      'The Evaluadas list of one kind (its filters, search and sort; the areas the viewer evaluates) with the decision that stands, as a file for the viewer; audited. Column keys: title, authors, area, keywords, status, decision, comment, decidedBy, decidedAt.',
    authScopes: listScopes,
    args: {
      ...exportArgFields(t.arg),
      conferenceId: t.arg.id({ required: true }),
      kind: t.arg({ type: SubmissionTypeEnum, required: true }),
      thematicAreaId: t.arg.id({ required: false }),
      keyword: t.arg.string({ required: false }),
      decision: t.arg({ type: EvaluatedDecisionEnum, required: false }),
    },
    resolve: (_root, args, ctx) => {
      const { format, columns, filters } = exportInput(args);
      const evaluator = evaluatorOf(ctx.viewer, intIdOrNull(args.conferenceId) ?? -1);
      return requestExport(ctx, generatedFiles(ctx), evaluatedExport, ctx.viewer.id, { format, columns, filters: { ...filters, evaluator } });
    },
  }),
  votePresentation: t.withAuth({ loggedIn: true }).field({
    type: ProposalDecisionRef,
    description:
      'Approves or rejects a PENDING item (`vote`), or reassigns it to another thematic area of its conference (`reAsign`, an area id): exactly one. ' +
      '`type` is its kind. COORDINADOR of its area or ADMIN_CONGRESO of its conference, without a conflict of interest (FORBIDDEN with the reason); ' +
      'NOT_FOUND for anyone else; CONFLICT naming who decided when it was already decided. Audited; the authors are e-mailed.',
    args: {
      presentationId: t.arg.id({ required: true }),
      type: t.arg({ type: SubmissionTypeEnum, required: true }),
      vote: t.arg({ type: VoteInputRef, required: false }),
      reAsign: t.arg.id({ required: false }),
      comment: t.arg.string({ required: false, description: 'With `reAsign` only: an optional comment for the authors (e-mailed, kept in the history).' }),
    },
    resolve: (_root, args, ctx) => votePresentation(ctx, ctx.viewer, args),
  }),
  reopenPresentation: t.withAuth({ loggedIn: true }).field({
    type: ProposalDecisionRef,
    description: 'ADMIN_CONGRESO puts an APPROVED or REJECTED item back to PENDING, with an optional comment. Coordinators: FORBIDDEN; anyone else: NOT_FOUND. Audited; the authors are e-mailed.',
    args: { presentationId: t.arg.id({ required: true }), comment: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => reopenPresentation(ctx, ctx.viewer, args),
  }),
}));
