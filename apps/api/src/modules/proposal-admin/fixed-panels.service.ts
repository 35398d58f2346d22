import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { fixedPanelCreateSchema, fixedPanelMessages, fixedPanelUpdateSchema, type FixedPanelData, type FixedPanelPerson } from '@portal/domain/fixed-panels';
import { institutions } from '../../db/schema/catalogues';
import { panelPeople, panels } from '../../db/schema/panels';
import { academicInfo } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Db, Executor, Tx } from '../../platform/db';
import { badInput, conflict, notFound, parseInput } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import { likePattern, listTotal, pageWithTotal, parseList, spanishOrder, type Page } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import { requireConferenceAdmin, requireSomeConferenceAdmin } from './proposal-admin.rules';

/**
 * Fixed panels (PANEL_FIJO): plenaries and keynotes of an edition, set up by its ADMIN_CONGRESO
 * (never by a coordinator, spec section 6). A panel row of kind PANEL_FIJO, no thematic area,
 * status APPROVED until the schedule places it; its chair and speakers (in order) in
 * panel_people, each an account or a free name. Every change is audited with before and after.
 */

export type FixedPanelPersonView = { userId: string | null; name: string; email: string | null; institution: string | null };
export type FixedPanelView = typeof panels.$inferSelect & { chair: FixedPanelPersonView | null; speakers: FixedPanelPersonView[] };

type PersonJson = FixedPanelPersonView & { role: 'CHAIR' | 'COMMENTATOR' | 'SPEAKER' };

/** The panel's people as JSON, in order: one subquery evaluated only for the page's rows. */
const peopleJson = sql<PersonJson[] | null>`(select json_agg(json_build_object('role', pp.role, 'userId', pp.user_id, 'name', pp.name, 'email', pp.email, 'institution', pp.institution) order by pp.role, pp.position)
  from "panel_people" as pp where pp.panel_id = "panels"."id")`;

/** A fixed panel with its people; `extra` adds columns (a list's `listTotal`). */
const selectPanels = <Extra extends Record<string, SQL>>(db: Executor, extra = {} as Extra) => db.select({ panel: panels, people: peopleJson, ...extra }).from(panels);

function toView({ panel, people }: { panel: typeof panels.$inferSelect; people: PersonJson[] | null }): FixedPanelView {
  const strip = ({ userId, name, email, institution }: PersonJson): FixedPanelPersonView => ({ userId, name, email, institution });
  const all = people ?? [];
  const chair = all.find((p) => p.role === 'CHAIR');
  return { ...panel, chair: chair ? strip(chair) : null, speakers: all.filter((p) => p.role === 'SPEAKER').map(strip) };
}

/** Whether a fixed panel may be deleted: not while the schedule holds it. */
export const canDeleteFixedPanel = (panel: Pick<FixedPanelView, 'status'>) => panel.status !== 'INCLUDE_IN_SCHEDULE';

const sortable = { name: spanishOrder(panels.name), createdAt: panels.createdAt, updatedAt: panels.updatedAt };

/** The list's rows (its export's too): an edition's fixed panels, searched by name. */
export function fixedPanelConditions(conferenceId: number, search: string | null | undefined): SQL | undefined {
  const where: SQL[] = [eq(panels.conferenceId, conferenceId), eq(panels.kind, 'PANEL_FIJO')];
  if (search) where.push(ilike(panels.name, likePattern(search)));
  return and(...where);
}

/** An edition's fixed panels, searched by name, sorted and paged: one statement after the session check (the page with its bounded count). */
export async function listFixedPanels(db: Executor, viewer: Viewer, args: { conferenceId: unknown } & Record<string, unknown>): Promise<Page<FixedPanelView>> {
  const conferenceId = intIdOrNull(args.conferenceId);
  requireConferenceAdmin(viewer, conferenceId);
  const list = parseList(args, sortable, 'name');
  const condition = fixedPanelConditions(conferenceId, list.search);
  const countRows = db.select({ one: sql`1` }).from(panels).where(condition).limit(list.countCap + 1);
  const rows = await selectPanels(db, { listTotal: listTotal(countRows) })
    .where(condition)
    .orderBy(list.orderBy, list.direction === 'ASC' ? asc(panels.id) : desc(panels.id))
    .limit(list.fetch)
    .offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  return { ...page, items: page.items.map(toView) };
}

/** A fixed panel of an edition the viewer administers, in one statement; NOT_FOUND for any other id. */
export async function getFixedPanel(db: Executor, viewer: Viewer, id: unknown): Promise<FixedPanelView> {
  requireSomeConferenceAdmin(viewer);
  const panelId = intIdOrNull(id);
  if (panelId === null) throw notFound(fixedPanelMessages.notFound);
  const [row] = await selectPanels(db).where(and(eq(panels.id, panelId), eq(panels.kind, 'PANEL_FIJO')));
  if (!row) throw notFound(fixedPanelMessages.notFound);
  requireConferenceAdmin(viewer, row.panel.conferenceId, fixedPanelMessages.notFound);
  return toView(row);
}

/** A person's `userId` field as BAD_USER_INPUT names it (chair.userId, speakers.2.userId). */
const userIdPath = (...segments: (string | number)[]) => [...segments, 'userId'].join('.');

/** The accounts named by `userId` must exist: BAD_USER_INPUT on the field of the first that does not. */
async function checkAccounts(db: Executor, data: FixedPanelData) {
  const named = [{ path: userIdPath('chair'), userId: data.chair.userId }, ...data.speakers.map((p, i) => ({ path: userIdPath('speakers', i), userId: p.userId }))].filter(
    (p): p is { path: string; userId: string } => p.userId !== null,
  );
  if (named.length === 0) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, [...new Set(named.map((p) => p.userId))]));
  const known = new Set(found.map((u) => u.id));
  const missing = named.find((p) => !known.has(p.userId));
  if (missing) throw badInput({ [missing.path]: fixedPanelMessages.unknownUser });
}

const peopleRows = (panelId: number, data: FixedPanelData) => {
  const row = (role: 'CHAIR' | 'SPEAKER', position: number, p: FixedPanelPerson) => ({ panelId, role, position, userId: p.userId, name: p.name, email: p.email, institution: p.institution });
  return [row('CHAIR', 0, data.chair), ...data.speakers.map((p, i) => row('SPEAKER', i, p))];
};

async function replacePeople(tx: Tx, panelId: number, data: FixedPanelData) {
  await tx.delete(panelPeople).where(eq(panelPeople.panelId, panelId));
  await tx.insert(panelPeople).values(peopleRows(panelId, data));
}

const snapshotOf = (panel: FixedPanelView) => ({ name: panel.name, description: panel.description, status: panel.status, chair: panel.chair, speakers: panel.speakers });

/** Reads a panel inside a write, locked; NOT_FOUND when it is gone or of an edition the viewer does not administer. */
async function lockFixedPanel(tx: Tx, viewer: Viewer, panelId: number): Promise<FixedPanelView> {
  const [locked] = await tx.select({ id: panels.id }).from(panels).where(and(eq(panels.id, panelId), eq(panels.kind, 'PANEL_FIJO'))).for('update');
  if (!locked) throw notFound(fixedPanelMessages.notFound);
  const [row] = await selectPanels(tx).where(eq(panels.id, panelId));
  requireConferenceAdmin(viewer, row.panel.conferenceId, fixedPanelMessages.notFound);
  return toView(row);
}

/** `createFixedPanel(data)`: a new fixed panel in an edition the viewer administers, audited. */
export async function createFixedPanel(db: Db, viewer: Viewer, data: unknown): Promise<FixedPanelView> {
  requireSomeConferenceAdmin(viewer);
  const conferenceId = intIdOrNull((data as { conferenceId?: unknown } | null)?.conferenceId);
  if (conferenceId !== null) requireConferenceAdmin(viewer, conferenceId);
  const input = parseInput(fixedPanelCreateSchema, data);
  requireConferenceAdmin(viewer, input.conferenceId);
  await checkAccounts(db, input);
  const id = await db.transaction(async (tx) => {
    const [panel] = await tx
      .insert(panels)
      .values({ conferenceId: input.conferenceId, kind: 'PANEL_FIJO', thematicAreaId: null, name: input.name, description: input.description, status: 'APPROVED', createdBy: viewer.id })
      .returning();
    await replacePeople(tx, panel.id, input);
    const created = await lockFixedPanel(tx, viewer, panel.id);
    await recordAudit(tx, { actorId: viewer.id, action: 'fixedPanel.created', targetType: 'panel', targetId: panel.id, before: null, after: snapshotOf(created) });
    return panel.id;
  });
  return getFixedPanel(db, viewer, id);
}

/** `updateFixedPanel(id, data)`: replaces its name, description, chair and speakers, audited with before and after. */
export async function updateFixedPanel(db: Db, viewer: Viewer, id: unknown, data: unknown): Promise<FixedPanelView> {
  const before = await getFixedPanel(db, viewer, id);
  const input = parseInput(fixedPanelUpdateSchema, data);
  await checkAccounts(db, input);
  await db.transaction(async (tx) => {
    const locked = await lockFixedPanel(tx, viewer, before.id);
    await tx.update(panels).set({ name: input.name, description: input.description, updatedAt: new Date() }).where(eq(panels.id, before.id));
    await replacePeople(tx, before.id, input);
    const after = await lockFixedPanel(tx, viewer, before.id);
    await recordAudit(tx, { actorId: viewer.id, action: 'fixedPanel.updated', targetType: 'panel', targetId: before.id, before: snapshotOf(locked), after: snapshotOf(after) });
  });
  return getFixedPanel(db, viewer, before.id);
}

/** `deleteFixedPanel(id)`: removes it and its people, audited; CONFLICT while the schedule holds it. */
export async function deleteFixedPanel(db: Db, viewer: Viewer, id: unknown): Promise<boolean> {
  const found = await getFixedPanel(db, viewer, id);
  await db.transaction(async (tx) => {
    const locked = await lockFixedPanel(tx, viewer, found.id);
    if (!canDeleteFixedPanel(locked)) throw conflict('PANEL_SCHEDULED', fixedPanelMessages.scheduled);
    await tx.delete(panels).where(eq(panels.id, found.id));
    await recordAudit(tx, { actorId: viewer.id, action: 'fixedPanel.deleted', targetType: 'panel', targetId: found.id, before: snapshotOf(locked), after: null });
  });
  return true;
}

export type PanelPersonCandidate = { id: string; firstName: string; lastName: string; email: string; institution: string | null };

/**
 * Up to 10 accounts whose name, e-mail or document contains the text (accents ignored; at least
 * 2 characters), with their first institution, for the fixed panel's person picker.
 */
export async function panelPersonCandidates(db: Executor, viewer: Viewer, conferenceIdArg: unknown, search: string | null | undefined): Promise<PanelPersonCandidate[]> {
  requireConferenceAdmin(viewer, intIdOrNull(conferenceIdArg));
  const text = (search ?? '').trim();
  if (text.length < 2) return [];
  if (text.length > 100) throw badInput({ search: 'La búsqueda es demasiado larga' });
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, institution: institutions.name })
    .from(users)
    .leftJoin(academicInfo, eq(academicInfo.userId, users.id))
    .leftJoin(institutions, eq(institutions.id, academicInfo.firstInstitutionId))
    .where(and(eq(users.enabled, true), sql`${users.searchText} like portal_fold(${likePattern(text)})`))
    .orderBy(sql`${users.sortKey} collate "C"`, asc(users.id))
    .limit(10);
}


