import { and, asc, eq, inArray } from 'drizzle-orm';
import { areaPanelKindLabels, createPanelInput, panelMemberKindOf, updatePanelInput, type AreaPanelKind } from '@portal/domain/panels';
import { panelMemberKinds, type ProposalKind } from '@portal/domain/proposal-status';
import { panelItems, panelPeople, panels } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import type { Services } from '../../platform/services';
import { recordAudit } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import { badInput, conflict, notFound, parseInput } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/pg-errors';
import type { Viewer } from '../../platform/viewer';
import { lockProposal, moveProposal } from '../evaluation/evaluation.service';
import { assertPanelArea, getPanel, PANEL_NOT_FOUND, panelLimitsOf, panelPaper, type PanelPaper, type PanelView } from './panels.read';
import { canManageAreaPanels, isPanelScheduled } from './panels.rules';

/**
 * Create, change and delete regular panels and student tables, and leave approved items out of
 * panels. Every item that joins a panel moves APPROVED → INCLUDE_IN_PANEL through `moveProposal`
 * (and back when it leaves), in the transaction that writes the panel; items are locked in id
 * order, so two people adding the same item at once end with it in one panel and the other told
 * which.
 */

const SCHEDULED = 'El panel ya está en el horario: quítelo del horario antes de cambiarlo.';

type Person = { userId: string | null; name: string } | null;
type PanelRow = typeof panels.$inferSelect;

/** The chair and commentator with the names of their accounts (an unknown account is BAD_USER_INPUT). */
async function resolvePeople(db: Executor, people: { chair: Person; commentator: Person }) {
  const ids = [people.chair?.userId, people.commentator?.userId].filter((id): id is string => !!id);
  const found = ids.length ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids)) : [];
  const names = new Map(found.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  const resolve = (p: Person, field: string) => {
    if (!p) return null;
    if (!p.userId) return p;
    const name = names.get(p.userId);
    if (!name) throw badInput({ [field]: 'La persona elegida no existe.' });
    return { userId: p.userId, name };
  };
  return { chair: resolve(people.chair, 'chair'), commentator: resolve(people.commentator, 'commentator') };
}

async function writePeople(tx: Tx, panelId: number, people: { chair: Person; commentator: Person }) {
  await tx.delete(panelPeople).where(and(eq(panelPeople.panelId, panelId), inArray(panelPeople.role, ['CHAIR', 'COMMENTATOR'])));
  const rows = (
    [
      ['CHAIR', people.chair],
      ['COMMENTATOR', people.commentator],
    ] as const
  ).flatMap(([role, p]) => (p ? [{ panelId, role, position: 0, userId: p.userId, name: p.name }] : []));
  if (rows.length) await tx.insert(panelPeople).values(rows);
}

/**
 * Moves the items that join and leave `panel`, locking them in id order: an item joins only if it
 * is an approved item of the panel's kind, edition and area in no panel (CONFLICT naming the panel
 * it is in otherwise); each move writes its proposal_decisions row.
 */
async function moveItems(tx: Tx, viewer: Viewer, panel: { id: number; conferenceId: number; thematicAreaId: number; kind: AreaPanelKind }, wanted: number[], current: number[]) {
  const adding = new Set(wanted.filter((id) => !current.includes(id)));
  const removing = new Set(current.filter((id) => !wanted.includes(id)));
  const memberKind: ProposalKind = panelMemberKindOf[panel.kind];
  const field = (id: number) => `items.${wanted.indexOf(id)}`;
  for (const id of [...adding, ...removing, ...wanted.filter((i) => !adding.has(i))].sort((a, b) => a - b)) {
    if (removing.has(id)) {
      await moveProposal(tx, { proposalId: id, event: 'REMOVE_FROM_PANEL', actorId: viewer.id, panelId: panel.id });
      continue;
    }
    const row = await lockProposal(tx, id).catch(() => null);
    if (!row || row.conferenceId !== panel.conferenceId || row.kind !== memberKind) throw badInput({ [field(id)]: `No es una ${areaPanelKindLabels[panel.kind].item} aprobada de este congreso.` });
    if (row.thematicAreaId !== panel.thematicAreaId) {
      // The title only to whoever may read that area's proposals (a coordinator of this area alone learns nothing of it).
      const which = canManageAreaPanels(viewer, row.conferenceId, row.thematicAreaId) ? `«${row.title}»` : `La ${areaPanelKindLabels[panel.kind].item} elegida`;
      throw badInput({ [field(id)]: `${which} pertenece a otra área temática.` });
    }
    if (!adding.has(id)) continue;
    if (row.status === 'INCLUDE_IN_PANEL') {
      const [other] = await tx.select({ name: panels.name }).from(panelItems).innerJoin(panels, eq(panels.id, panelItems.panelId)).where(eq(panelItems.proposalId, id));
      const message = `«${row.title}» ya está en el panel «${other?.name ?? 'otro panel'}».`;
      throw conflict('PROPOSAL_IN_OTHER_PANEL', message, { [field(id)]: message });
    }
    await moveProposal(tx, { proposalId: id, event: 'ADD_TO_PANEL', actorId: viewer.id, panelId: panel.id });
  }
}

async function writeItems(tx: Tx, panelId: number, wanted: number[]) {
  await tx.delete(panelItems).where(eq(panelItems.panelId, panelId));
  try {
    await tx.insert(panelItems).values(wanted.map((proposalId, position) => ({ panelId, proposalId, position })));
  } catch (error) {
    if (isUniqueViolation(error, 'panel_items_one_panel')) throw conflict('PROPOSAL_IN_OTHER_PANEL', 'Una de las ponencias ya está en otro panel. Actualice la página y vuelva a intentarlo.');
    throw error;
  }
}

const snapshot = (p: { name: string; thematicAreaId: number | null }, items: number[], people: { chair: Person; commentator: Person }) => ({
  name: p.name,
  thematicAreaId: p.thematicAreaId,
  items,
  chair: people.chair,
  commentator: people.commentator,
});

export async function createAreaPanel(ctx: Services, viewer: Viewer, kind: AreaPanelKind, data: Record<string, unknown>): Promise<PanelView> {
  const db = ctx.database.db;
  const conferenceId = parseIntId(data.conferenceId, 'conferenceId');
  const limits = await panelLimitsOf(db, conferenceId);
  const input = parseInput(createPanelInput(limits), data);
  const thematicAreaId = Number(input.thematicAreaId);
  await assertPanelArea(db, viewer, conferenceId, thematicAreaId);
  const people = await resolvePeople(db, input);
  const wanted = input.items.map(Number);
  const id = await db.transaction(async (tx) => {
    const [panel] = await tx.insert(panels).values({ conferenceId, kind, thematicAreaId, name: input.name, createdBy: viewer.id }).returning();
    await moveItems(tx, viewer, { id: panel.id, conferenceId, thematicAreaId, kind }, wanted, []);
    await writeItems(tx, panel.id, wanted);
    await writePeople(tx, panel.id, people);
    await recordAudit(tx, { actorId: viewer.id, action: 'panel.created', targetType: 'panel', targetId: panel.id, after: { kind, ...snapshot(panel, wanted, people) } });
    return panel.id;
  });
  return getPanel(db, viewer, id);
}

/** The panel of this kind if the viewer manages its area (NOT_FOUND otherwise). */
async function panelFor(db: Executor, viewer: Viewer, kind: AreaPanelKind, idArg: unknown): Promise<PanelRow> {
  const id = parseIntId(idArg);
  const [row] = await db.select().from(panels).where(and(eq(panels.id, id), eq(panels.kind, kind)));
  if (!row || row.thematicAreaId === null || !canManageAreaPanels(viewer, row.conferenceId, row.thematicAreaId)) throw notFound(PANEL_NOT_FOUND);
  return row;
}

/** Locks the panel, refuses a scheduled one, and answers its items and people as they are now. */
async function lockPanel(tx: Tx, id: number) {
  const [row] = await tx.select().from(panels).where(eq(panels.id, id)).for('update');
  if (!row) throw notFound(PANEL_NOT_FOUND);
  if (isPanelScheduled(row)) throw conflict('PANEL_SCHEDULED', SCHEDULED);
  const items = await tx.select({ proposalId: panelItems.proposalId }).from(panelItems).where(eq(panelItems.panelId, id)).orderBy(asc(panelItems.position));
  const people = await tx.select().from(panelPeople).where(eq(panelPeople.panelId, id));
  const person = (role: string): Person => {
    const p = people.find((x) => x.role === role);
    return p ? { userId: p.userId, name: p.name } : null;
  };
  return { row, items: items.map((i) => i.proposalId), people: { chair: person('CHAIR'), commentator: person('COMMENTATOR') } };
}

export async function updateAreaPanel(ctx: Services, viewer: Viewer, kind: AreaPanelKind, idArg: unknown, data: Record<string, unknown>): Promise<PanelView> {
  const db = ctx.database.db;
  const existing = await panelFor(db, viewer, kind, idArg);
  const limits = await panelLimitsOf(db, existing.conferenceId);
  const input = parseInput(updatePanelInput(limits), data);
  const thematicAreaId = Number(input.thematicAreaId);
  if (thematicAreaId !== existing.thematicAreaId) await assertPanelArea(db, viewer, existing.conferenceId, thematicAreaId);
  const people = await resolvePeople(db, input);
  const wanted = input.items.map(Number);
  await db.transaction(async (tx) => {
    const before = await lockPanel(tx, existing.id);
    await moveItems(tx, viewer, { id: existing.id, conferenceId: existing.conferenceId, thematicAreaId, kind }, wanted, before.items);
    await writeItems(tx, existing.id, wanted);
    await writePeople(tx, existing.id, people);
    await tx.update(panels).set({ name: input.name, thematicAreaId, updatedAt: new Date() }).where(eq(panels.id, existing.id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'panel.updated',
      targetType: 'panel',
      targetId: existing.id,
      before: snapshot(before.row, before.items, before.people),
      after: snapshot({ name: input.name, thematicAreaId }, wanted, people),
    });
  });
  return getPanel(db, viewer, existing.id);
}

/** Deletes the panel; its items go back to APPROVED (each move recorded). */
export async function deleteAreaPanel(ctx: Services, viewer: Viewer, kind: AreaPanelKind, idArg: unknown): Promise<boolean> {
  const db = ctx.database.db;
  const existing = await panelFor(db, viewer, kind, idArg);
  await db.transaction(async (tx) => {
    const before = await lockPanel(tx, existing.id);
    for (const proposalId of [...before.items].sort((a, b) => a - b)) await moveProposal(tx, { proposalId, event: 'REMOVE_FROM_PANEL', actorId: viewer.id, panelId: existing.id });
    await tx.delete(panels).where(eq(panels.id, existing.id));
    await recordAudit(tx, { actorId: viewer.id, action: 'panel.deleted', targetType: 'panel', targetId: existing.id, before: { kind, ...snapshot(before.row, before.items, before.people) } });
  });
  return true;
}

const PAPER_NOT_FOUND = 'No se encontró la ponencia.';

/**
 * Leaves an approved paper or student paper out of panels (NOT_INCLUDE_IN_PANEL), or offers it
 * again (back to APPROVED): a coordinator of its area or ADMIN_CONGRESO of its edition.
 */
export async function moveOutOfPanels(ctx: Services, viewer: Viewer, presentationId: unknown, event: 'LEAVE_OUT_OF_PANELS' | 'RETURN_TO_PANELS'): Promise<PanelPaper> {
  const db = ctx.database.db;
  const id = parseIntId(presentationId, 'presentationId');
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
  if (!row || !(panelMemberKinds as readonly string[]).includes(row.kind) || !canManageAreaPanels(viewer, row.conferenceId, row.thematicAreaId)) throw notFound(PAPER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const { status } = await moveProposal(tx, { proposalId: id, event, actorId: viewer.id });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: event === 'LEAVE_OUT_OF_PANELS' ? 'proposal.leftOutOfPanels' : 'proposal.returnedToPanels',
      targetType: 'proposal',
      targetId: id,
      targetUserId: row.submittedBy,
      before: { status: row.status },
      after: { status },
    });
  });
  return panelPaper(db, id);
}
