import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { proposalStatuses } from '@portal/domain/proposal-status';
import { buenosAiresDay, submissionWindowLabel, submissionWindowPhase, type ProposalLimits } from '@portal/domain/proposals';
import { conferences, conferenceSubmissionWindows, conferenceThematicAreas, thematicAreas } from '../../db/schema/conferences';
import { files } from '../../db/schema/files';
import { inscriptions } from '../../db/schema/inscriptions';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { notFound, parseInput } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import { boundedCount, likePattern, pageFrom, parseList, spanishOrder, type Page } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import { authorsOf, type AuthorRow } from './proposal-authors';
import { canReadProposal, isConferenceAdmin, proposalPermissions, proposalViewerRole, type ProposalFacts, type ProposalPermissions, type ProposalViewerRole } from './proposals.rules';

export type ProposalRow = typeof proposals.$inferSelect;
export type WindowDates = { opensOn: string; closesOn: string };

/** A proposal as the API shows it to one viewer. */
export type ProposalView = ProposalRow & {
  thematicArea: { id: number; name: string };
  conference: { id: number; name: string };
  authors: (AuthorRow & { isSubmitter: boolean })[];
  file: { id: string; name: string; sizeBytes: number; contentType: string; uploadedAt: Date } | null;
  windowOpen: boolean;
  viewerRole: ProposalViewerRole;
  permissions: ProposalPermissions;
};

export const PROPOSAL_NOT_FOUND = 'No se encontró la propuesta.';
export const INSCRIPTION_NOT_FOUND = 'No se encontró la inscripción.';

/** The owner of a proposal's files. */
export const proposalOwner = (id: number) => ({ type: 'proposal', id });

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

/** Base rows with their area and edition names (one join). */
const baseSelect = (db: Executor) =>
  db
    .select({ p: proposals, areaName: thematicAreas.name, conferenceName: conferences.name })
    .from(proposals)
    .innerJoin(thematicAreas, eq(thematicAreas.id, proposals.thematicAreaId))
    .innerJoin(conferences, eq(conferences.id, proposals.conferenceId));

type BaseRow = { p: ProposalRow; areaName: string; conferenceName: string };

/** Authors, files and windows of a page of proposals: three statements whatever the page size. */
async function hydrate(db: Executor, viewer: Viewer, rows: BaseRow[]): Promise<ProposalView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.p.id);
  const conferenceIds = [...new Set(rows.map((r) => r.p.conferenceId))];
  const [authors, fileRows, windows] = await Promise.all([
    authorsOf(db, ids),
    db
      .select({ id: files.id, attachedId: files.attachedId, name: files.originalName, sizeBytes: files.sizeBytes, contentType: files.contentType, uploadedAt: files.createdAt })
      .from(files)
      .where(and(eq(files.attachedType, 'proposal'), inArray(files.attachedId, ids.map(String)))),
    db.select().from(conferenceSubmissionWindows).where(inArray(conferenceSubmissionWindows.conferenceId, conferenceIds)),
  ]);
  const today = buenosAiresDay();
  return rows.map(({ p, areaName, conferenceName }) => {
    const own = authors.filter((a) => a.proposalId === p.id);
    const window = windows.find((w) => w.conferenceId === p.conferenceId && w.type === p.kind);
    const facts = { ...factsOf(p, own.flatMap((a) => (a.userId ? [a.userId] : [])), window), windowOpen: isWindowOpen(window, today) };
    const file = fileRows.find((f) => f.attachedId === String(p.id));
    return {
      ...p,
      thematicArea: { id: p.thematicAreaId, name: areaName },
      conference: { id: p.conferenceId, name: conferenceName },
      authors: own.map((a) => ({ ...a, isSubmitter: a.userId === p.submittedBy })),
      file: file ? { id: file.id, name: file.name, sizeBytes: file.sizeBytes, contentType: file.contentType, uploadedAt: file.uploadedAt } : null,
      windowOpen: facts.windowOpen,
      viewerRole: proposalViewerRole(viewer, facts),
      permissions: proposalPermissions(viewer, facts),
    };
  });
}

/** One proposal, for a viewer who may read it (authors, coordinators of its area, ADMIN_CONGRESO); NOT_FOUND otherwise. */
export async function getProposal(db: Executor, viewer: Viewer, id: unknown): Promise<ProposalView> {
  const proposalId = parseIntId(id);
  const rows = await baseSelect(db).where(eq(proposals.id, proposalId));
  if (rows.length === 0) throw notFound(PROPOSAL_NOT_FOUND);
  const [view] = await hydrate(db, viewer, rows);
  const facts = factsOf(view, view.authors.flatMap((a) => (a.userId ? [a.userId] : [])), undefined);
  if (!canReadProposal(viewer, facts)) throw notFound(PROPOSAL_NOT_FOUND);
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
 * and the proposals of the same edition where the viewer is a linked co-author (read-only).
 * Statements: the inscription, a bounded COUNT, the page (areas and edition joined), then authors,
 * files and windows of the page: the same for any page size.
 */
export async function listMyProposals(db: Executor, viewer: Viewer, args: { inscriptionId: unknown } & Record<string, unknown>): Promise<Page<ProposalView>> {
  const list = parseList(args, sortable, 'createdAt');
  const filter = parseInput(filters, { kind: args.kind, status: args.status });
  const inscription = await inscriptionFor(db, viewer, args.inscriptionId, { allowAdmin: false });
  const coAuthored = db.select({ id: proposalAuthors.proposalId }).from(proposalAuthors).where(eq(proposalAuthors.userId, viewer.id));
  const where: SQL[] = [eq(proposals.conferenceId, inscription.conferenceId), or(eq(proposals.inscriptionId, inscription.id), inArray(proposals.id, coAuthored))!];
  if (filter.kind) where.push(eq(proposals.kind, filter.kind));
  if (filter.status) where.push(eq(proposals.status, filter.status));
  if (list.search) where.push(ilike(proposals.title, likePattern(list.search)));
  const condition = and(...where);
  const [counted, rows] = await Promise.all([
    boundedCount(db, db.select({ one: sql`1` }).from(proposals).where(condition).limit(list.countCap + 1)),
    baseSelect(db)
      .where(condition)
      .orderBy(list.orderBy, list.direction === 'ASC' ? asc(proposals.id) : desc(proposals.id))
      .limit(list.fetch)
      .offset(list.offset),
  ]);
  const page = pageFrom(rows, counted, list);
  return { ...page, items: await hydrate(db, viewer, page.items) };
}
