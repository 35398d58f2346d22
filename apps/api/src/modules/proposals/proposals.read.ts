import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { proposalStatuses } from '@portal/domain/proposal-status';
import { buenosAiresDay } from '@portal/domain/dates';
import { finalVersionPhase, finalVersionWindowLabel, finalVersionWindowOf } from '@portal/domain/final-version';
import { submissionWindowLabel, submissionWindowPhase, type ProposalLimits } from '@portal/domain/proposals';
import { conferences, conferenceSubmissionWindows, conferenceThematicAreas, thematicAreas } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { forbidden, notFound, parseInput } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import { likePattern, listTotal, pageWithTotal, parseList, spanishOrder, type Page } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import type { AuthorRow } from './proposal-authors';
import { conflictOf, conflictRefusal } from '../evaluation/evaluation.rules';
import { canReadProposal, isConferenceAdmin, isProposalAuthor, proposalPermissions, proposalViewerRole, type ProposalFacts, type ProposalPermissions, type ProposalViewerRole } from './proposals.rules';

export type ProposalRow = typeof proposals.$inferSelect;
export type WindowDates = { opensOn: string; closesOn: string };

export type ProposalFileView = { id: string; name: string; sizeBytes: number; contentType: string; uploadedAt: Date };

/** A proposal as the API shows it to one viewer. */
export type ProposalView = ProposalRow & {
  thematicArea: { id: number; name: string };
  conference: { id: number; name: string };
  authors: (Omit<AuthorRow, 'declinedAt'> & { isSubmitter: boolean; linked: boolean; invited: boolean })[];
  file: ProposalFileView | null;
  /** The final version its authors uploaded once it was accepted, kept apart from the evaluated `file`. */
  finalVersion: ProposalFileView | null;
  /** The edition's «versión final» window, with where it stands today; null when the edition sets none. */
  finalVersionWindow: { opensOn: string; closesOn: string; open: boolean; label: string } | null;
  /** The built panel (regular or student table) it sits in, if any. */
  panel: { id: number; name: string } | null;
  /** The last vote on it, with the comment the authors were e-mailed; null while undecided. */
  decision: { event: 'APPROVE' | 'REJECT'; comment: string | null; decidedAt: Date } | null;
  windowOpen: boolean;
  viewerRole: ProposalViewerRole;
  permissions: ProposalPermissions;
};

export const PROPOSAL_NOT_FOUND = 'No se encontró la propuesta.';
export const INSCRIPTION_NOT_FOUND = 'No se encontró la inscripción.';

/** The owner of a proposal's files. */
export const proposalOwner = (id: number) => ({ type: 'proposal', id });
/** The owner of a proposal's final version, apart from the evaluated full text (spelled out in `finalVersionJson`). */
export const FINAL_VERSION_OWNER = 'proposalFinal';
export const finalVersionOwner = (id: number) => ({ type: FINAL_VERSION_OWNER, id });

/** An edition as proposals need it: its limits, areas and windows. */
export type Edition = {
  id: number;
  name: string;
  limits: ProposalLimits;
  maxFileMb: number;
  areas: { id: number; name: string }[];
  windows: Partial<Record<SubmissionType, WindowDates>>;
};

export async function loadEdition(db: Executor, conferenceId: number): Promise<Edition> {
  const [[c], windows, areas] = await Promise.all([
    db.select().from(conferences).where(eq(conferences.id, conferenceId)),
    db.select().from(conferenceSubmissionWindows).where(eq(conferenceSubmissionWindows.conferenceId, conferenceId)),
    db
      .select({ id: thematicAreas.id, name: thematicAreas.name })
      .from(conferenceThematicAreas)
      .innerJoin(thematicAreas, eq(thematicAreas.id, conferenceThematicAreas.thematicAreaId))
      .where(eq(conferenceThematicAreas.conferenceId, conferenceId))
      .orderBy(spanishOrder(thematicAreas.name)),
  ]);
  if (!c) throw notFound('No se encontró la edición del congreso.');
  return {
    id: c.id,
    name: c.name,
    limits: { abstractMaxWords: c.abstractMaxWords, keywordsMin: c.keywordsMin, keywordsMax: c.keywordsMax, authorsMax: c.authorsMax, panelPapersMin: c.panelPapersMin, panelPapersMax: c.panelPapersMax },
    maxFileMb: c.maxFileMb,
    areas,
    windows: Object.fromEntries(windows.map((w) => [w.type, { opensOn: w.opensOn, closesOn: w.closesOn }])),
  };
}

export const isWindowOpen = (window: WindowDates | undefined, today = buenosAiresDay()) => submissionWindowPhase(window, today) === 'OPEN';

export const factsOf = (p: ProposalRow, authorUserIds: readonly string[], window: WindowDates | undefined): ProposalFacts => ({
  conferenceId: p.conferenceId,
  thematicAreaId: p.thematicAreaId,
  kind: p.kind,
  status: p.status,
  submittedBy: p.submittedBy,
  authorUserIds,
  windowOpen: isWindowOpen(window),
});

type AuthorJson = { id: number; proposalId: number; position: number; email: string; name: string; userId: string | null; invitedAt: string | null; acceptedAt: string | null };
type FileJson = { id: string; name: string; sizeBytes: number; contentType: string; uploadedAt: string };

/*
 * Each row with everything the API shows of it, in one statement: area and edition names joined,
 * its kind's window joined, its authors (in order) and its file as JSON from subqueries that
 * PostgreSQL evaluates only for the rows of the page (after ORDER BY and LIMIT). Table names are
 * spelled out in the subqueries: drizzle does not qualify the outer column there.
 */
const authorsJson = sql<AuthorJson[] | null>`(select json_agg(json_build_object('id', a.id, 'proposalId', a.proposal_id, 'position', a.position, 'email', a.email, 'name', a.name, 'userId', a.user_id, 'invitedAt', a.invited_at, 'acceptedAt', a.accepted_at) order by a.position)
  from "proposal_authors" as a where a.proposal_id = "proposals"."id")`;
const fileJson = sql<FileJson | null>`(select json_build_object('id', f.id, 'name', f.original_name, 'sizeBytes', f.size_bytes, 'contentType', f.content_type, 'uploadedAt', f.created_at)
  from "files" as f where f.attached_type = 'proposal' and f.attached_id = "proposals"."id"::text order by f.created_at desc limit 1)`;

const finalVersionJson = sql<FileJson | null>`(select json_build_object('id', f.id, 'name', f.original_name, 'sizeBytes', f.size_bytes, 'contentType', f.content_type, 'uploadedAt', f.created_at)
  from "files" as f where f.attached_type = 'proposalFinal' and f.attached_id = "proposals"."id"::text order by f.created_at desc limit 1)`;

const panelJson = sql<{ id: number; name: string } | null>`(select json_build_object('id', pn.id, 'name', pn.name)
  from "panel_items" as pi join "panels" as pn on pn.id = pi.panel_id where pi.proposal_id = "proposals"."id")`;

// The last vote (APPROVE or REJECT): its comment is the one e-mailed to the authors with the decision.
type DecisionJson = { event: 'APPROVE' | 'REJECT'; comment: string | null; decidedAt: string };
const decisionJson = sql<DecisionJson | null>`(select json_build_object('event', d.event, 'comment', d.comment, 'decidedAt', d.created_at)
  from "proposal_decisions" as d where d.proposal_id = "proposals"."id" and d.event in ('APPROVE', 'REJECT') order by d.created_at desc, d.id desc limit 1)`;

/** A proposal with its area, edition, window, authors and file; `extra` adds columns (a list's `listTotal`). */
export const baseSelect = <Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) =>
  db
    .select({
      ...extra,
      p: proposals,
      areaName: thematicAreas.name,
      conferenceName: conferences.name,
      opensOn: conferenceSubmissionWindows.opensOn,
      closesOn: conferenceSubmissionWindows.closesOn,
      authors: authorsJson,
      file: fileJson,
      finalVersion: finalVersionJson,
      finalVersionOpensOn: conferences.finalVersionOpensOn,
      finalVersionClosesOn: conferences.finalVersionClosesOn,
      panel: panelJson,
      decision: decisionJson,
    })
    .from(proposals)
    .innerJoin(thematicAreas, eq(thematicAreas.id, proposals.thematicAreaId))
    .innerJoin(conferences, eq(conferences.id, proposals.conferenceId))
    .leftJoin(conferenceSubmissionWindows, and(eq(conferenceSubmissionWindows.conferenceId, proposals.conferenceId), eq(conferenceSubmissionWindows.type, proposals.kind)));

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseSelect<Record<never, never>>>['execute']>>[number];

/**
 * An author as the viewer may see them. Congress staff reading the item (ADMIN_CONGRESO, a
 * coordinator of its area) see which addresses belong to an account (`linked`). Its authors do
 * not learn that of another person's address (naming any e-mail would otherwise tell whether it has
 * an account): to them every other co-author reads as invited, and as linked only once that person
 * accepted being a co-author (their own answer, which they chose to give).
 */
function authorAsSeenBy(viewer: Viewer, p: ProposalRow, a: Omit<AuthorRow, 'declinedAt'>, role: ProposalViewerRole) {
  const isSubmitter = a.userId === p.submittedBy;
  if (role === 'STAFF') return { ...a, isSubmitter, linked: a.userId !== null, invited: a.invitedAt !== null };
  const linked = isSubmitter || (a.userId !== null && (a.userId === viewer.id || a.acceptedAt !== null));
  return { ...a, isSubmitter, linked, invited: !linked };
}

const fileView = (f: FileJson): ProposalFileView => ({ ...f, sizeBytes: Number(f.sizeBytes), uploadedAt: new Date(f.uploadedAt) });

/** The view of each row for `viewer`: no statement. */
export function toViews(viewer: Viewer, rows: BaseRow[]): ProposalView[] {
  const today = buenosAiresDay();
  return rows.map(({ p, areaName, conferenceName, opensOn, closesOn, authors, file, finalVersion, finalVersionOpensOn, finalVersionClosesOn, panel, decision }) => {
    const own = (authors ?? []).map((a) => ({ ...a, invitedAt: a.invitedAt ? new Date(a.invitedAt) : null, acceptedAt: a.acceptedAt ? new Date(a.acceptedAt) : null }));
    const window = opensOn && closesOn ? { opensOn, closesOn } : undefined;
    const finalWindow = finalVersionWindowOf(finalVersionOpensOn, finalVersionClosesOn);
    const finalVersionOpen = finalVersionPhase(finalWindow, today) === 'OPEN';
    const facts = { ...factsOf(p, own.flatMap((a) => (a.userId ? [a.userId] : [])), window), windowOpen: isWindowOpen(window, today), finalVersionOpen };
    const role = proposalViewerRole(viewer, facts);
    // The row's own proposal object, added to rather than copied (a page copies 50 rows of every column otherwise).
    return Object.assign(p, {
      thematicArea: { id: p.thematicAreaId, name: areaName },
      conference: { id: p.conferenceId, name: conferenceName },
      authors: own.map((a) => authorAsSeenBy(viewer, p, a, role)),
      file: file ? fileView(file) : null,
      finalVersion: finalVersion ? fileView(finalVersion) : null,
      finalVersionWindow: finalWindow ? { ...finalWindow, open: finalVersionOpen, label: finalVersionWindowLabel(finalWindow, today) } : null,
      panel: panel ?? null,
      decision: decision && p.status !== 'PENDING' ? { ...decision, decidedAt: new Date(decision.decidedAt) } : null,
      windowOpen: facts.windowOpen,
      viewerRole: role,
      permissions: proposalPermissions(viewer, facts),
    });
  });
}

/**
 * One proposal, for a viewer who may read it (authors, coordinators of its area, ADMIN_CONGRESO); NOT_FOUND otherwise,
 * FORBIDDEN with the reason for a coordinator from whom a conflict of interest withholds it (as `evaluationItem`).
 */
export async function getProposal(db: Executor, viewer: Viewer, id: unknown): Promise<ProposalView> {
  const proposalId = parseIntId(id);
  const rows = await baseSelect(db).where(eq(proposals.id, proposalId));
  if (rows.length === 0) throw notFound(PROPOSAL_NOT_FOUND);
  const [view] = toViews(viewer, rows);
  const facts = factsOf(view, view.authors.flatMap((a) => (a.userId ? [a.userId] : [])), undefined);
  if (!canReadProposal(viewer, facts)) throw notFound(PROPOSAL_NOT_FOUND);
  // A coordinator reads the items of their area except those withheld from them by a conflict of interest.
  if (!isProposalAuthor(viewer, facts) && !isConferenceAdmin(viewer, facts.conferenceId)) {
    const reason = await conflictOf(db, viewer, false, view.id);
    if (reason) throw forbidden(conflictRefusal[reason]);
  }
  return view;
}

/** The viewer's inscription, or one ADMIN_CONGRESO of its edition acts on; NOT_FOUND otherwise. */
export async function inscriptionFor(db: Executor, viewer: Viewer, id: unknown, opts: { allowAdmin: boolean }) {
  const inscriptionId = parseIntId(id, 'inscriptionId');
  const [row] = await db
    .select({ id: inscriptions.id, userId: inscriptions.userId, conferenceId: inscriptions.conferenceId, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(inscriptions)
    .innerJoin(users, eq(users.id, inscriptions.userId))
    .where(eq(inscriptions.id, inscriptionId));
  if (!row || (row.userId !== viewer.id && !(opts.allowAdmin && isConferenceAdmin(viewer, row.conferenceId)))) throw notFound(INSCRIPTION_NOT_FOUND);
  return row;
}

/** What the forms need to submit in an inscription: its edition's limits, areas, windows and the first author. */
export async function proposalSubmission(db: Executor, viewer: Viewer, inscriptionId: unknown) {
  const inscription = await inscriptionFor(db, viewer, inscriptionId, { allowAdmin: true });
  const edition = await loadEdition(db, inscription.conferenceId);
  const today = buenosAiresDay();
  return {
    inscription: { id: inscription.id, conference: { id: edition.id, name: edition.name } },
    limits: { ...edition.limits, maxFileMb: edition.maxFileMb },
    areas: edition.areas,
    windows: submissionTypes.map((type) => {
      const w = edition.windows[type];
      return { type, opensOn: w?.opensOn ?? null, closesOn: w?.closesOn ?? null, open: isWindowOpen(w, today), label: submissionWindowLabel(w, today) };
    }),
    firstAuthor: { email: inscription.email, name: `${inscription.firstName} ${inscription.lastName}`.trim() },
  };
}
export type ProposalSubmission = Awaited<ReturnType<typeof proposalSubmission>>;

const sortable = {
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
  title: spanishOrder(proposals.title),
  kind: proposals.kind,
  status: proposals.status,
};

const filters = z.object({
  kind: z.enum(submissionTypes, { error: 'Tipo de propuesta inválido' }).nullish(),
  status: z.enum(proposalStatuses, { error: 'Estado inválido' }).nullish(),
});

/**
 * "Mis postulaciones" of one inscription (the viewer's own only): the proposals submitted in it,
 * and the proposals of the same edition where the viewer is a linked co-author (read-only). Both
 * are "proposals of that edition the viewer is a linked author of": the owner is always linked as
 * an author (replaceAuthors). A co-author with no inscription in that edition has no list that
 * shows them (lists are reached from an inscription, spec section 2): they were told by e-mail
 * where to inscribe, can open each proposal with `proposal(id)`, and once inscribed find every
 * one of that edition in their inscription's list, since rows match the linked author, not the
 * inscription. One statement after the session check: the page with its bounded count, limited
 * to the viewer's own inscription; only an empty answer reads the inscription (NOT_FOUND unless
 * the viewer's). The same for any page size.
 */
export async function listMyProposals(db: Executor, viewer: Viewer, args: { inscriptionId: unknown } & Record<string, unknown>): Promise<Page<ProposalView>> {
  const list = parseList(args, sortable, 'createdAt');
  const filter = parseInput(filters, { kind: args.kind, status: args.status });
  const inscriptionId = parseIntId(args.inscriptionId, 'inscriptionId');
  // No rows unless the inscription is the viewer's: the page never shows another person's edition.
  const edition = db.select({ id: inscriptions.conferenceId }).from(inscriptions).where(and(eq(inscriptions.id, inscriptionId), eq(inscriptions.userId, viewer.id)));
  const authored = db.select({ id: proposalAuthors.proposalId }).from(proposalAuthors).where(eq(proposalAuthors.userId, viewer.id));
  const where: SQL[] = [eq(proposals.conferenceId, sql`(${edition})`), inArray(proposals.id, authored)];
  if (filter.kind) where.push(eq(proposals.kind, filter.kind));
  if (filter.status) where.push(eq(proposals.status, filter.status));
  if (list.search) where.push(ilike(proposals.title, likePattern(list.search)));
  const condition = and(...where);
  const countRows = db.select({ one: sql`1` }).from(proposals).where(condition).limit(list.countCap + 1);
  const rows = await baseSelect(db, { listTotal: listTotal(countRows) })
    .where(condition)
    .orderBy(list.orderBy, list.direction === 'ASC' ? asc(proposals.id) : desc(proposals.id))
    .limit(list.fetch)
    .offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  // Rows exist only in the viewer's own inscription's edition: only an empty answer asks whose it is.
  if (page.total === 0) await inscriptionFor(db, viewer, inscriptionId, { allowAdmin: false });
  return { ...page, items: toViews(viewer, page.items) };
}

export type CoAuthorInvitation = { authorId: number; proposalId: number; title: string; kind: SubmissionType; conferenceName: string; submitterName: string; submittedAt: Date; acceptedAt: Date | null };

/**
 * The co-authorship links of the viewer's account that others made (the ones they submitted are
 * theirs already): pending ones first, to accept or decline, then the accepted ones. One statement.
 */
export async function myCoAuthorInvitations(db: Executor, viewer: Viewer): Promise<CoAuthorInvitation[]> {
  const rows = await db
    .select({
      authorId: proposalAuthors.id,
      proposalId: proposals.id,
      title: proposals.title,
      kind: proposals.kind,
      conferenceName: conferences.name,
      submitterName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      submittedAt: proposals.createdAt,
      acceptedAt: proposalAuthors.acceptedAt,
    })
    .from(proposalAuthors)
    .innerJoin(proposals, eq(proposals.id, proposalAuthors.proposalId))
    .innerJoin(conferences, eq(conferences.id, proposals.conferenceId))
    .innerJoin(users, eq(users.id, proposals.submittedBy))
    .where(and(eq(proposalAuthors.userId, viewer.id), sql`${proposals.submittedBy} <> ${viewer.id}`))
    .orderBy(sql`${proposalAuthors.acceptedAt} is not null`, desc(proposals.createdAt), asc(proposalAuthors.id))
    .limit(200);
  return rows;
}
