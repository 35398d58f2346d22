// Saved views of the reports: a person's named filters and columns, optionally shared with the
// other holders of their role. Preferences, not privileged acts on someone else: not audited.
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { renameViewInput, saveViewInput, savedViewReports } from '@portal/domain/saved-views';
import { z } from 'zod';
import { savedViews } from '../../db/schema/saved-views';
import type { Executor } from '../../platform/db';
import { badInput, notFound, parseInput } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/pg-errors';
import type { Viewer } from '../../platform/viewer';

/** How many views a person keeps per report. */
export const MAX_VIEWS_PER_REPORT = 50;
const NAME_TAKEN = 'Ya tiene una vista con ese nombre en este reporte.';
const NOT_FOUND = 'No se encontró la vista.';

export type SavedView = typeof savedViews.$inferSelect & { mine: boolean; ownerName: string | null };

/** The role a view is shared with: treasury when the person holds it, else the board. */
const readerRole = (viewer: Viewer): 'ADMIN' | 'TESORERIA' => (viewer.roles.includes('TESORERIA') ? 'TESORERIA' : 'ADMIN');
const heldRoles = (viewer: Viewer) => (['ADMIN', 'TESORERIA'] as const).filter((r) => viewer.roles.includes(r));

const reportArg = z.enum(savedViewReports, { error: 'Reporte desconocido' });

/** The viewer's views of `report` and those shared with a role they hold, by name. One statement. */
export async function listSavedViews(db: Executor, viewer: Viewer, report: unknown): Promise<SavedView[]> {
  const key = parseInput(z.object({ report: reportArg }), { report }).report;
  const roles = heldRoles(viewer);
  const rows = await db
    .select({ view: savedViews, ownerName: sql<string>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${savedViews.ownerId})` })
    .from(savedViews)
    .where(and(eq(savedViews.report, key), or(eq(savedViews.ownerId, viewer.id), roles.length ? and(eq(savedViews.shared, true), sql`${savedViews.role} in ${roles}`) : undefined)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map((r) => ({ ...r.view, mine: r.view.ownerId === viewer.id, ownerName: r.ownerName }));
}

async function withNameCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'saved_views_owner_report_name')) throw badInput({ name: NAME_TAKEN });
    throw error;
  }
}

/** Saves the current filters and columns under a name (BAD_USER_INPUT on `name` when taken). */
export async function saveView(db: Executor, viewer: Viewer, input: unknown): Promise<SavedView> {
  const data = parseInput(saveViewInput, input);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(savedViews).where(and(eq(savedViews.ownerId, viewer.id), eq(savedViews.report, data.report)));
  if (Number(count) >= MAX_VIEWS_PER_REPORT) throw badInput({ name: `Como máximo ${MAX_VIEWS_PER_REPORT} vistas por reporte: borre alguna antes.` });
  const [row] = await withNameCheck(() =>
    db
      .insert(savedViews)
      .values({ ownerId: viewer.id, report: data.report, name: data.name, query: data.query, columns: data.columns ?? null, shared: data.shared, role: readerRole(viewer) })
      .returning(),
  );
  return { ...row, mine: true, ownerName: null };
}

/** The viewer's own view (another's, even shared, is NOT_FOUND: only the owner edits or deletes). */
async function ownView(db: Executor, viewer: Viewer, id: unknown) {
  const viewId = intIdOrNull(id);
  if (viewId === null) throw notFound(NOT_FOUND);
  const [row] = await db.select().from(savedViews).where(and(eq(savedViews.id, viewId), eq(savedViews.ownerId, viewer.id)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Renames the viewer's view, and shares or unshares it. */
export async function renameView(db: Executor, viewer: Viewer, id: unknown, input: unknown): Promise<SavedView> {
  const data = parseInput(renameViewInput, input);
  const view = await ownView(db, viewer, id);
  const [row] = await withNameCheck(() =>
    db
      .update(savedViews)
      .set({ name: data.name, shared: data.shared ?? view.shared, updatedAt: new Date() })
      .where(eq(savedViews.id, view.id))
      .returning(),
  );
  return { ...row, mine: true, ownerName: null };
}

/** Deletes the viewer's view; answers its id. */
export async function deleteView(db: Executor, viewer: Viewer, id: unknown): Promise<number> {
  const view = await ownView(db, viewer, id);
  await db.delete(savedViews).where(eq(savedViews.id, view.id));
  return view.id;
}
