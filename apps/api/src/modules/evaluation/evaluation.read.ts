// The evaluation screens' reads: the pending queue, the evaluated list and one item's detail.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { conflictReasonLabels, type ConflictReason } from '@portal/domain/evaluation';
import { proposalStatusGroups, type ProposalEvent, type ProposalStatus } from '@portal/domain/proposal-status';
import { safeString } from '@portal/domain/input-hygiene';
import { conferenceThematicAreas, thematicAreas } from '../../db/schema/conferences';
import { institutions } from '../../db/schema/catalogues';
import { proposalDecisions } from '../../db/schema/panels';
import { academicInfo } from '../../db/schema/profiles';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { forbidden, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pageFrom, pageWithTotal, parseList, spanishOrder, type Page } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import { getProposal, type ProposalView } from '../proposals/proposals.read';
import { conflictOf, conflictReasonSql, conflictRefusal, evaluatorScope, mayEvaluateSql, routedSql } from './evaluation.rules';

type AuthorJson = { name: string; email: string; linked: boolean };
type DecisionJson = { event: ProposalEvent; toStatus: ProposalStatus; comment: string | null; createdAt: string; actorName: string | null };

/** A row of the evaluation lists. */
export type EvaluationRow = {
  id: number;
  kind: SubmissionType;
  status: ProposalStatus;
  title: string;
  keywords: string[];
  createdAt: Date;
  thematicArea: { id: number; name: string };
  authors: AuthorJson[];
  /** ADMIN_CONGRESO: the coordinators of its area who may not evaluate it, and why. */
  routed: { name: string; reason: ConflictReason }[];
  /** Evaluated lists: the decision (APPROVE or REJECT) that stands. */
  decision: { event: ProposalEvent; comment: string | null; createdAt: Date; actorName: string | null } | null;
};

export type AreaCount = { area: { id: number; name: string }; count: number };
/** One area with the PENDING items of one conflict reason (null: shown) in it. */
type AreaCountRow = { id: number; name: string; reason: ConflictReason | null; n: number | null };

export type EvaluationQueue = Page<EvaluationRow> & {
  areas: AreaCount[];
  withheld: { author: number; institution: number };
};

const filters = z.object({
  conferenceId: z.coerce.number().int().positive(),
  kind: z.enum(submissionTypes, { error: 'Tipo de propuesta inválido' }),
  thematicAreaId: z.coerce.number().int().positive().nullish(),
  keyword: safeString().trim().max(100, 'La palabra clave es demasiado larga').nullish(),
  decision: z.enum(['APPROVED', 'REJECTED'], { error: 'Decisión inválida' }).nullish(),
});

const sortable = {
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
  title: spanishOrder(proposals.title),
  area: spanishOrder(thematicAreas.name),
};

const authorsJson = sql<AuthorJson[] | null>`(select json_agg(json_build_object('name', a.name, 'email', a.email, 'linked', a.user_id is not null) order by a.position)
  from "proposal_authors" as a where a.proposal_id = "proposals"."id")`;

/** The APPROVE or REJECT that put it where it is: the last one (a reopening is followed by a new one). */
const decisionJson = sql<DecisionJson | null>`(select json_build_object('event', d.event, 'toStatus', d.to_status, 'comment', d.comment, 'createdAt', d.created_at,
    'actorName', (select du.first_name || ' ' || du.last_name from "users" as du where du.id = d.actor_id))
  from "proposal_decisions" as d where d.proposal_id = "proposals"."id" and d.event in ('APPROVE', 'REJECT') order by d.created_at desc, d.id desc limit 1)`;

/** Search (title or an author's name) and keyword (one of its keywords, case ignored). */
function textFilters(search: string | null, keyword: string | null | undefined): SQL[] {
  const where: SQL[] = [];
  if (search) {
    const pattern = likePattern(search);
    where.push(
      or(ilike(proposals.title, pattern), sql`exists (select 1 from "proposal_authors" as sa where sa.proposal_id = "proposals"."id" and sa.name ilike ${pattern})`)!,
    );
  }
  if (keyword) where.push(sql`exists (select 1 from unnest(${proposals.keywords}) as k(word) where lower(k.word) = lower(${keyword}))`);
  return where;
}

function scopeOf(viewer: Viewer, conferenceId: number) {
  const scope = evaluatorScope(viewer, conferenceId);
  // The field's scopes already refused anyone else; this keeps the service safe on its own.
  if (!scope) throw forbidden();
  return scope;
}

function toRow(r: { p: typeof proposals.$inferSelect; areaName: string; authors: AuthorJson[] | null; routed?: EvaluationRow['routed'] | null; decision?: DecisionJson | null }): EvaluationRow {
  return {
    id: r.p.id,
    kind: r.p.kind,
    status: r.p.status,
    title: r.p.title,
    keywords: r.p.keywords,
    createdAt: r.p.createdAt,
    thematicArea: { id: r.p.thematicAreaId, name: r.areaName },
    authors: r.authors ?? [],
    routed: r.routed ?? [],
    decision: r.decision ? { event: r.decision.event, comment: r.decision.comment, createdAt: new Date(r.decision.createdAt), actorName: r.decision.actorName } : null,
  };
}

/**
 * /dashboard/evaluacion/{conferenceId}/{kind}: the PENDING items of one kind in the areas the
 * viewer evaluates, minus those they may not evaluate (counted by reason in `withheld`), with
 * search, area and keyword filters and the count per area. One statement after the session check:
 * the page, carrying the areas with their counts (from a bounded subquery) as one JSON column; only
 * an empty page reads the areas on their own.
 */
export async function evaluationQueue(db: Executor, viewer: Viewer, args: Record<string, unknown>): Promise<EvaluationQueue> {
  const list = parseList(args, sortable, 'createdAt');
  const f = parseInput(filters, { conferenceId: args.conferenceId, kind: args.kind, thematicAreaId: args.thematicAreaId, keyword: args.keyword });
  const scope = scopeOf(viewer, f.conferenceId);
  const reason = conflictReasonSql(viewer, scope.admin);
  const base: SQL[] = [eq(proposals.conferenceId, f.conferenceId), eq(proposals.kind, f.kind), eq(proposals.status, 'PENDING'), ...textFilters(list.search, f.keyword)];
  const areaLimit = scope.admin ? [] : [inArray(proposals.thematicAreaId, scope.areaIds)];
  const selected = f.thematicAreaId ? [eq(proposals.thematicAreaId, f.thematicAreaId)] : [];

  const counted = db
    .select({ areaId: proposals.thematicAreaId, reason: sql<ConflictReason | null>`${reason}`.as('reason') })
    .from(proposals)
    .where(and(...base, ...areaLimit))
    .limit(list.countCap + 1)
    .as('counted');
  const grouped = db
    .select({ areaId: counted.areaId, reason: counted.reason, n: sql<number>`count(*)::int`.as('n') })
    .from(counted)
    .groupBy(counted.areaId, counted.reason)
    .as('grouped');
  const areaRows = db
    .select({ id: thematicAreas.id, name: thematicAreas.name, reason: grouped.reason, n: grouped.n })
    .from(conferenceThematicAreas)
    .innerJoin(thematicAreas, eq(thematicAreas.id, conferenceThematicAreas.thematicAreaId))
    .leftJoin(grouped, eq(grouped.areaId, thematicAreas.id))
    .where(and(eq(conferenceThematicAreas.conferenceId, f.conferenceId), ...(scope.admin ? [] : [inArray(thematicAreas.id, scope.areaIds)])))
    .orderBy(spanishOrder(thematicAreas.name));
  // The same rows as one uncorrelated JSON column of the page (run once per statement), in the same order.
  const areasJson = sql<AreaCountRow[] | string>`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'reason', a.reason, 'n', a.n) order by ${spanishOrder(sql`a.name`)}), '[]'::json) from (${areaRows}) as a)`;
  const pageRows = await db
    .select({ p: proposals, areaName: thematicAreas.name, authors: authorsJson, routed: scope.admin ? routedSql : sql<null>`null`, areaCounts: areasJson })
    .from(proposals)
    .innerJoin(thematicAreas, eq(thematicAreas.id, proposals.thematicAreaId))
    .where(and(...base, ...areaLimit, ...selected, mayEvaluateSql(viewer, scope.admin)))
    .orderBy(list.orderBy, list.direction === 'DESC' ? desc(proposals.id) : asc(proposals.id))
    .limit(list.fetch)
    .offset(list.offset);
  const carried = pageRows[0]?.areaCounts;
  const areaCounts: AreaCountRow[] = carried === undefined ? await areaRows : typeof carried === 'string' ? JSON.parse(carried) : carried;
  const rows = pageRows.map(({ areaCounts: _areas, ...row }) => row);

  const areas = new Map<number, AreaCount>();
  const withheld = { author: 0, institution: 0 };
  let all = 0;
  let shown = 0;
  for (const r of areaCounts) {
    const entry = areas.get(r.id) ?? { area: { id: r.id, name: r.name }, count: 0 };
    areas.set(r.id, entry);
    const n = r.n ?? 0;
    all += n;
    if (r.reason === null) {
      entry.count += n;
      if (!f.thematicAreaId || f.thematicAreaId === r.id) shown += n;
    } else if (r.reason === 'AUTHOR') withheld.author += n;
    else withheld.institution += n;
  }
  // Past the cap the subquery stopped early: the page answers "más de N".
  const page = pageFrom(rows, all > list.countCap ? all : shown, list);
  return { ...page, items: page.items.map(toRow), areas: [...areas.values()], withheld };
}

export const evaluatedFilters = filters;
/** Who evaluates, as the export job keeps it: the person, and every area (admin) or the areas they coordinate. */
export type EvaluatorScope = { id: string; admin: boolean; areaIds: number[] };

/** The decided items the Evaluadas list shows an evaluator (its export keeps the same ones). */
export function evaluatedConditions(f: z.infer<typeof filters>, evaluator: EvaluatorScope, search: string | null | undefined): SQL | undefined {
  const statuses: readonly ProposalStatus[] = f.decision === 'APPROVED' ? proposalStatusGroups.accepted : f.decision === 'REJECTED' ? proposalStatusGroups.rejected : proposalStatusGroups.decided;
  return and(
    eq(proposals.conferenceId, f.conferenceId),
    eq(proposals.kind, f.kind),
    inArray(proposals.status, [...statuses]),
    ...(evaluator.admin ? [] : [inArray(proposals.thematicAreaId, evaluator.areaIds)]),
    ...(f.thematicAreaId ? [eq(proposals.thematicAreaId, f.thematicAreaId)] : []),
    ...textFilters(search || null, f.keyword),
    mayEvaluateSql(evaluator, evaluator.admin),
  );
}

/** The viewer's evaluator scope in an edition; FORBIDDEN when they evaluate nothing there. */
export function evaluatorOf(viewer: Viewer, conferenceId: number): EvaluatorScope {
  return { id: viewer.id, ...scopeOf(viewer, conferenceId) };
}

/**
 * /dashboard/evaluadas/{conferenceId}/{kind}: the decided items (approved in any later stage, or
 * rejected) of the viewer's areas, with the decision that stands, who took it and when. The same
 * conflict rule as the queue: an item withheld from a coordinator is not in their list either.
 * One statement after the session check: the page with its bounded count.
 */
export async function evaluatedProposals(db: Executor, viewer: Viewer, args: Record<string, unknown>): Promise<Page<EvaluationRow>> {
  const list = parseList(args, sortable, 'updatedAt');
  const f = parseInput(filters, { conferenceId: args.conferenceId, kind: args.kind, thematicAreaId: args.thematicAreaId, keyword: args.keyword, decision: args.decision });
  const scope = scopeOf(viewer, f.conferenceId);
  const where = evaluatedConditions(f, { id: viewer.id, ...scope }, list.search);
  const countRows = db.select({ one: sql`1` }).from(proposals).where(where).limit(list.countCap + 1);
  const rows = await db
    .select({ p: proposals, areaName: thematicAreas.name, authors: authorsJson, decision: decisionJson, listTotal: listTotal(countRows) })
    .from(proposals)
    .innerJoin(thematicAreas, eq(thematicAreas.id, proposals.thematicAreaId))
    .where(where)
    .orderBy(list.orderBy, list.direction === 'DESC' ? desc(proposals.id) : asc(proposals.id))
    .limit(list.fetch)
    .offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  return { ...page, items: page.items.map(toRow) };
}

export type DecisionView = {
  id: number;
  event: ProposalEvent;
  fromStatus: ProposalStatus;
  toStatus: ProposalStatus;
  comment: string | null;
  createdAt: Date;
  actorName: string | null;
  fromArea: string | null;
  toArea: string | null;
};

export type EvaluationItem = {
  proposal: ProposalView;
  authors: { name: string; email: string; linked: boolean; institutions: string[] }[];
  decisions: DecisionView[];
  routed: { name: string; reason: ConflictReason }[];
  areas: { id: number; name: string }[];
  permissions: { canVote: boolean; canReassign: boolean; canReopen: boolean };
};

/** The history of an item, oldest first, with who acted and the areas of reassignments. */
export async function decisionsOf(db: Executor, proposalId: number): Promise<DecisionView[]> {
  const rows = await db
    .select({
      d: proposalDecisions,
      actorName: sql<string | null>`(select du.first_name || ' ' || du.last_name from "users" as du where du.id = ${proposalDecisions.actorId})`,
      fromArea: sql<string | null>`(select fa.name from "thematic_areas" as fa where fa.id = ${proposalDecisions.fromAreaId})`,
      toArea: sql<string | null>`(select ta.name from "thematic_areas" as ta where ta.id = ${proposalDecisions.toAreaId})`,
    })
    .from(proposalDecisions)
    .where(eq(proposalDecisions.proposalId, proposalId))
    .orderBy(asc(proposalDecisions.createdAt), asc(proposalDecisions.id));
  return rows.map(({ d, actorName, fromArea, toArea }) => ({ id: d.id, event: d.event, fromStatus: d.fromStatus, toStatus: d.toStatus, comment: d.comment, createdAt: d.createdAt, actorName, fromArea, toArea }));
}

/**
 * /dashboard/evaluacion/{conferenceId}/{kind}/{presentationId}: the whole proposal, its authors with
 * their institutions, its file, its history and what the viewer may do. NOT_FOUND for whoever may
 * not read the proposal (coordinators of other areas, other conferences); FORBIDDEN for its
 * authors who do not evaluate, and for an evaluator with a conflict of interest (with the reason).
 */
export async function evaluationItem(db: Executor, viewer: Viewer, presentationId: unknown): Promise<EvaluationItem> {
  const proposal = await getProposal(db, viewer, presentationId);
  const scope = evaluatorScope(viewer, proposal.conferenceId);
  const evaluates = scope !== null && (scope.admin || scope.areaIds.includes(proposal.thematicAreaId));
  if (!evaluates) throw forbidden('Solo la coordinación del área y la administración del congreso ven la evaluación de una propuesta.');
  const reason = await conflictOf(db, viewer, scope.admin, proposal.id);
  if (reason) throw forbidden(conflictRefusal[reason]);

  const [authorRows, decisions, areas, routedRows] = await Promise.all([
    db
      .select({
        position: proposalAuthors.position,
        first: sql<string | null>`(select i.name from ${institutions} as i where i.id = ${academicInfo.firstInstitutionId})`,
        second: sql<string | null>`(select i.name from ${institutions} as i where i.id = ${academicInfo.secondaryInstitutionId})`,
      })
      .from(proposalAuthors)
      .leftJoin(academicInfo, eq(academicInfo.userId, proposalAuthors.userId))
      .where(eq(proposalAuthors.proposalId, proposal.id)),
    decisionsOf(db, proposal.id),
    db
      .select({ id: thematicAreas.id, name: thematicAreas.name })
      .from(conferenceThematicAreas)
      .innerJoin(thematicAreas, eq(thematicAreas.id, conferenceThematicAreas.thematicAreaId))
      .where(eq(conferenceThematicAreas.conferenceId, proposal.conferenceId))
      .orderBy(spanishOrder(thematicAreas.name)),
    scope.admin ? db.select({ routed: routedSql }).from(proposals).where(eq(proposals.id, proposal.id)) : Promise.resolve([]),
  ]);
  const institutionsAt = new Map(authorRows.map((r) => [r.position, [r.first, r.second].filter((x): x is string => !!x)]));
  const pending = proposal.status === 'PENDING';
  return {
    proposal,
    authors: proposal.authors.map((a) => ({ name: a.name, email: a.email, linked: a.userId !== null, institutions: institutionsAt.get(a.position) ?? [] })),
    decisions,
    routed: routedRows[0]?.routed ?? [],
    areas,
    permissions: { canVote: pending, canReassign: pending && areas.length > 1, canReopen: scope.admin && (proposal.status === 'APPROVED' || proposal.status === 'REJECTED') },
  };
}

export const routedLabel = (r: { name: string; reason: ConflictReason }) => `${r.name} ${conflictReasonLabels[r.reason]}`;

/** The row of `users` for a name (the actor of a decision). */
export async function personName(db: Executor, userId: string): Promise<string | null> {
  const [u] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? `${u.first} ${u.last}`.trim() : null;
}

