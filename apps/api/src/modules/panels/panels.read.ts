import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { foldKeyword, panelMemberKindOf, suggestedPanelName, suggestPanels, type AreaPanelKind, type PanelSizeLimits } from '@portal/domain/panels';
import type { ProposalStatus } from '@portal/domain/proposal-status';
import { conferences, conferenceThematicAreas, thematicAreas } from '../../db/schema/conferences';
import { panels } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import type { Executor } from '../../platform/db';
import { notFound, parseInput } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import { institutionsOf } from '../../platform/institutions';
import { listTotal, pageWithTotal, parseList, spanishOrder, type Page } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import { containsFolded } from '../../platform/search';
import { canManageAreaPanels, panelAreasOf, panelPermissions } from './panels.rules';

export const PANEL_NOT_FOUND = 'No se encontró el panel.';
export const AREA_NOT_FOUND = 'No se encontró el área temática en este congreso.';
export const CONFERENCE_NOT_FOUND = 'No se encontró la edición del congreso.';

/** An approved item as the panel screens show it. */
export type PanelPaper = { id: number; title: string; status: ProposalStatus; keywords: string[]; authors: string[] };
export type PanelPersonView = { userId: string | null; name: string };

export type PanelView = {
  id: number;
  kind: AreaPanelKind;
  conferenceId: number;
  thematicAreaId: number;
  thematicArea: { id: number; name: string };
  name: string;
  status: ProposalStatus;
  chair: PanelPersonView | null;
  commentator: PanelPersonView | null;
  items: PanelPaper[];
  createdAt: Date;
  updatedAt: Date;
  permissions: { canEdit: boolean; canDelete: boolean };
};

/*
 * Each panel with its area's name, its items (in order, with their authors' names) and its chair
 * and commentator as JSON from subqueries that PostgreSQL evaluates only for the page's rows.
 */
const paperJson = (p: string) =>
  `json_build_object('id', ${p}.id, 'title', ${p}.title, 'status', ${p}.status, 'keywords', ${p}.keywords, 'authors', coalesce((select json_agg(a.name order by a.position) from "proposal_authors" as a where a.proposal_id = ${p}.id), '[]'::json))`;
const itemsJson = sql<PanelPaper[] | null>`(select json_agg(${sql.raw(paperJson('p'))} order by pi.position)
  from "panel_items" as pi join "proposals" as p on p.id = pi.proposal_id where pi.panel_id = "panels"."id")`;
const peopleJson = sql<{ role: string; userId: string | null; name: string }[] | null>`(select json_agg(json_build_object('role', pp.role, 'userId', pp.user_id, 'name', pp.name) order by pp.role, pp.position)
  from "panel_people" as pp where pp.panel_id = "panels"."id")`;

/** A panel with its area, items and people; `extra` adds columns (a list's `listTotal`). */
const panelSelect = <Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) =>
  db
    .select({ panel: panels, areaName: thematicAreas.name, items: itemsJson, people: peopleJson, ...extra })
    .from(panels)
    .innerJoin(thematicAreas, eq(thematicAreas.id, panels.thematicAreaId));

type PanelRow = Awaited<ReturnType<ReturnType<typeof panelSelect<Record<never, never>>>['execute']>>[number];

function toView(viewer: Viewer | null, { panel, areaName, items, people }: PanelRow): PanelView {
  const person = (role: string) => {
    const p = (people ?? []).find((x) => x.role === role);
    return p ? { userId: p.userId, name: p.name } : null;
  };
  return {
    id: panel.id,
    kind: panel.kind as AreaPanelKind,
    conferenceId: panel.conferenceId,
    thematicAreaId: panel.thematicAreaId!,
    thematicArea: { id: panel.thematicAreaId!, name: areaName },
    name: panel.name,
    status: panel.status,
    chair: person('CHAIR'),
    commentator: person('COMMENTATOR'),
    items: items ?? [],
    createdAt: panel.createdAt,
    updatedAt: panel.updatedAt,
    permissions: panelPermissions(viewer, panel),
  };
}

const panelSort = {
  name: spanishOrder(panels.name),
  area: spanishOrder(thematicAreas.name),
  createdAt: panels.createdAt,
  updatedAt: panels.updatedAt,
};

const panelListFilters = z.object({ thematicAreaId: z.string().regex(/^\d{1,10}$/, 'Área inválida').nullish() });

/**
 * The panels of one kind of an edition that the list shows: an area asked for, else the viewer's
 * areas (`areas`; null for ADMIN_CONGRESO: all), and the search (its export keeps the same ones).
 */
export function panelConditions(f: { conferenceId: number; kind: AreaPanelKind; areaFilter: number | null; areas: readonly number[] | null }, search: string | null | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(panels.conferenceId, f.conferenceId), eq(panels.kind, f.kind)];
  if (f.areaFilter !== null) conditions.push(eq(panels.thematicAreaId, f.areaFilter));
  else if (f.areas !== null) conditions.push(f.areas.length ? inArray(panels.thematicAreaId, [...f.areas]) : sql`false`);
  if (search) {
    const titles = sql`exists (select 1 from "panel_items" as si join "proposals" as sp on sp.id = si.proposal_id where si.panel_id = "panels"."id" and ${containsFolded(sql`sp.title`, search)})`;
    conditions.push(or(containsFolded(panels.name, search), titles));
  }
  return and(...conditions);
}

/**
 * The regular panels or student tables of an edition the viewer may see (ADMIN_CONGRESO: all;
 * a coordinator: those of their areas; an area filter outside them is NOT_FOUND), searched in the
 * panel's name and its items' titles. The session check, then one statement: the page with its
 * bounded count.
 */
export async function listPanels(db: Executor, viewer: Viewer, kind: AreaPanelKind, conferenceIdArg: unknown, args: Record<string, unknown>): Promise<Page<PanelView>> {
  const conferenceId = parseIntId(conferenceIdArg, 'conferenceId');
  const { thematicAreaId, ...listArgs } = args;
  const filters = parseInput(panelListFilters, { thematicAreaId });
  const list = parseList(listArgs, panelSort, 'name');
  const areas = panelAreasOf(viewer, conferenceId);
  const areaFilter = filters.thematicAreaId ? Number(filters.thematicAreaId) : null;
  if (areaFilter !== null && areas !== null && !areas.includes(areaFilter)) throw notFound(AREA_NOT_FOUND);
  const where = panelConditions({ conferenceId, kind, areaFilter, areas }, list.search);
  const countRows = db.select({ one: sql`1` }).from(panels).innerJoin(thematicAreas, eq(thematicAreas.id, panels.thematicAreaId)).where(where).limit(list.countCap + 1);
  const rows = await panelSelect(db, { listTotal: listTotal(countRows) }).where(where).orderBy(list.orderBy, asc(panels.id)).limit(list.fetch).offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  return { ...page, items: page.items.map((r) => toView(viewer, r)) };
}

/** One regular panel or student table, for ADMIN_CONGRESO of its edition or a coordinator of its area (NOT_FOUND otherwise). */
export async function getPanel(db: Executor, viewer: Viewer | null, idArg: unknown): Promise<PanelView> {
  const id = parseIntId(idArg);
  const [row] = await panelSelect(db).where(and(eq(panels.id, id), inArray(panels.kind, ['PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE'])));
  if (!row || !canManageAreaPanels(viewer, row.panel.conferenceId, row.panel.thematicAreaId!)) throw notFound(PANEL_NOT_FOUND);
  return toView(viewer, row);
}

/** The edition's panel size limits (NOT_FOUND when there is no such edition). */
export async function panelLimitsOf(db: Executor, conferenceId: number): Promise<PanelSizeLimits & { name: string }> {
  const [row] = await db.select({ name: conferences.name, min: conferences.panelPapersMin, max: conferences.panelPapersMax }).from(conferences).where(eq(conferences.id, conferenceId));
  if (!row) throw notFound(CONFERENCE_NOT_FOUND);
  return row;
}

/** What the panel screens need of an edition: its limits and the areas the viewer builds panels in. */
export async function panelSetup(db: Executor, viewer: Viewer, conferenceIdArg: unknown) {
  const conferenceId = parseIntId(conferenceIdArg, 'conferenceId');
  const areas = panelAreasOf(viewer, conferenceId);
  const [limits, areaRows] = await Promise.all([
    panelLimitsOf(db, conferenceId),
    db
      .select({ id: thematicAreas.id, name: thematicAreas.name })
      .from(conferenceThematicAreas)
      .innerJoin(thematicAreas, eq(thematicAreas.id, conferenceThematicAreas.thematicAreaId))
      .where(and(eq(conferenceThematicAreas.conferenceId, conferenceId), areas === null ? undefined : areas.length ? inArray(thematicAreas.id, areas) : sql`false`))
      .orderBy(spanishOrder(thematicAreas.name)),
  ]);
  return { conferenceId, conferenceName: limits.name, minPapers: limits.min, maxPapers: limits.max, areas: areaRows };
}

/** The area must be one of the edition's and the viewer's (NOT_FOUND otherwise). */
export async function assertPanelArea(db: Executor, viewer: Viewer | null, conferenceId: number, thematicAreaId: number) {
  if (!canManageAreaPanels(viewer, conferenceId, thematicAreaId)) throw notFound(AREA_NOT_FOUND);
  const [row] = await db
    .select({ id: conferenceThematicAreas.thematicAreaId })
    .from(conferenceThematicAreas)
    .where(and(eq(conferenceThematicAreas.conferenceId, conferenceId), eq(conferenceThematicAreas.thematicAreaId, thematicAreaId)));
  if (!row) throw notFound(AREA_NOT_FOUND);
}

const candidateSelect = (db: Executor, conferenceId: number, kind: AreaPanelKind, thematicAreaId: number, statuses: ProposalStatus[]) =>
  db
    .select({ paper: sql<PanelPaper>`${sql.raw(paperJson('"proposals"'))}`, submittedBy: proposals.submittedBy, authorIds: sql<string[] | null>`(select array_agg(a.user_id) from "proposal_authors" as a where a.proposal_id = "proposals"."id" and a.user_id is not null)` })
    .from(proposals)
    .where(and(eq(proposals.conferenceId, conferenceId), eq(proposals.kind, panelMemberKindOf[kind]), eq(proposals.thematicAreaId, thematicAreaId), inArray(proposals.status, statuses)))
    .orderBy(spanishOrder(proposals.title), asc(proposals.id))
    .limit(MAX_CANDIDATES);

/** One paper as the panel screens show it. */
export async function panelPaper(db: Executor, id: number): Promise<PanelPaper> {
  const [row] = await db.select({ paper: sql<PanelPaper>`${sql.raw(paperJson('"proposals"'))}` }).from(proposals).where(eq(proposals.id, id));
  return row.paper;
}

/** An area receives at most a few hundred approved papers; the screen lists them all. */
const MAX_CANDIDATES = 500;

function parseArea(conferenceIdArg: unknown, thematicAreaIdArg: unknown) {
  return { conferenceId: parseIntId(conferenceIdArg, 'conferenceId'), thematicAreaId: parseIntId(thematicAreaIdArg, 'thematicAreaId') };
}

/**
 * The area's approved items of the kind the panel groups that are in no panel (APPROVED), and
 * those left out of panels (NOT_INCLUDE_IN_PANEL, which can be offered again), by title.
 */
export async function panelCandidates(db: Executor, viewer: Viewer, conferenceIdArg: unknown, kind: AreaPanelKind, thematicAreaIdArg: unknown): Promise<PanelPaper[]> {
  const { conferenceId, thematicAreaId } = parseArea(conferenceIdArg, thematicAreaIdArg);
  if (!canManageAreaPanels(viewer, conferenceId, thematicAreaId)) throw notFound(AREA_NOT_FOUND);
  const rows = await candidateSelect(db, conferenceId, kind, thematicAreaId, ['APPROVED', 'NOT_INCLUDE_IN_PANEL']);
  return rows.map((r) => r.paper);
}

export type PanelSuggestionView = { name: string; sharedKeywords: string[]; institutionClash: boolean; items: PanelPaper[] };

/**
 * Suggested panels of the area's approved, unpanelled items (`suggestPanels`): grouped by shared
 * keywords, one item per institution of its linked authors where possible, within the edition's
 * limits. Nothing is stored: a discarded suggestion is simply not used.
 */
export async function panelSuggestions(db: Executor, viewer: Viewer, conferenceIdArg: unknown, kind: AreaPanelKind, thematicAreaIdArg: unknown): Promise<PanelSuggestionView[]> {
  const { conferenceId, thematicAreaId } = parseArea(conferenceIdArg, thematicAreaIdArg);
  if (!canManageAreaPanels(viewer, conferenceId, thematicAreaId)) throw notFound(AREA_NOT_FOUND);
  const [limits, rows] = await Promise.all([panelLimitsOf(db, conferenceId), candidateSelect(db, conferenceId, kind, thematicAreaId, ['APPROVED'])]);
  const people = rows.map((r) => [...new Set([r.submittedBy, ...(r.authorIds ?? [])])]);
  const institutions = await institutionsOf(db, people.flat());
  const byId = new Map(rows.map((r) => [r.paper.id, r.paper]));
  const suggestions = suggestPanels(
    rows.map((r, i) => ({ id: r.paper.id, keywords: r.paper.keywords, institutions: people[i].flatMap((u) => [...(institutions.get(u) ?? [])]) })),
    limits,
  );
  // Keywords are compared folded and shown as the first paper wrote them ("opinión pública").
  const written = new Map<string, string>();
  for (const r of rows) for (const k of r.paper.keywords) if (!written.has(foldKeyword(k))) written.set(foldKeyword(k), k.trim());
  return suggestions.map((s, i) => {
    const shared = s.sharedKeywords.map((k) => written.get(k) ?? k);
    return {
      name: suggestedPanelName(shared, `Panel sugerido ${i + 1}`),
      sharedKeywords: shared,
      institutionClash: s.institutionClash,
      items: s.itemIds.map((id) => byId.get(id)!),
    };
  });
}
