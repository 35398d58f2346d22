import { and, eq } from 'drizzle-orm';
import { applyTransition } from '@portal/domain/proposal-status';
import { formatClock, formatClockRange, formatDayShort, isBuiltPanelKind, itemKeyOf, listNames, parseItemKey, sameTime, scheduleKindLabels, type GridSlot, type SchedulableKind } from '@portal/domain/schedule';
import { peopleClashes } from '@portal/domain/schedule-checks';
import { proposeSchedule, type DraftResult } from '@portal/domain/schedule-draft';
import { conferences } from '../../db/schema/conferences';
import { panels } from '../../db/schema/panels';
import { proposals } from '../../db/schema/proposals';
import { scheduleHours } from '../../db/schema/schedule';
import { recordAudit } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import { badInput, conflict, notFound } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { moveProposal } from '../evaluation/evaluation.service';
import { loadGrid, regrid, type Grid, type ScheduleSlotView } from './grid.read';
import { requireScheduleStaff, requireSomeScheduleStaff, SCHEDULE_NOT_FOUND } from './schedule.rules';

/**
 * Placing items on the grid (spec section 7: `addPanelToHour`, `clearHour`), moving them, and the
 * proposed draft. Every write takes the edition's schedule lock (its conference row, FOR NO KEY
 * UPDATE) first and then reads the grid, so two organisers acting at once are served one after the
 * other: the second sees what the first did and is refused by name (the slot taken, or the person
 * now in two rooms). Refusals are CONFLICT with the people, items and slots named.
 */

const SLOT_NOT_FOUND = 'No se encontró el horario.';
const ITEM_NOT_FOUND = 'No se encontró la actividad en esta edición.';

/** The slot's edition, after the caller's right to it is checked (FORBIDDEN / NOT_FOUND). */
async function conferenceOfSlot(db: Executor, viewer: Viewer, hourId: unknown): Promise<{ conferenceId: number; id: number }> {
  requireSomeScheduleStaff(viewer);
  const id = intIdOrNull(hourId);
  const [row] = id === null ? [] : await db.select({ conferenceId: scheduleHours.conferenceId }).from(scheduleHours).where(eq(scheduleHours.id, id));
  if (!row || id === null) throw notFound(SLOT_NOT_FOUND);
  requireScheduleStaff(viewer, row.conferenceId);
  return { conferenceId: row.conferenceId, id };
}

/** Takes the edition's schedule lock until the transaction ends. */
export async function lockSchedule(tx: Tx, conferenceId: number): Promise<void> {
  const [row] = await tx.select({ id: conferences.id }).from(conferences).where(eq(conferences.id, conferenceId)).for('no key update');
  if (!row) throw notFound(SCHEDULE_NOT_FOUND);
}

const slotLabel = (s: GridSlot) => `${formatDayShort(s.day)} ${formatClockRange(s.start, s.end)} en ${s.roomName}`;

/**
 * The refusals of putting `itemKey` into `slot` on `grid` (the item's own slots ignored, so a move
 * is checked the same way): CONFLICT naming what is in the way.
 */
function checkPlacement(grid: Grid, itemKey: string, slot: ScheduleSlotView, opts: { moving: boolean }) {
  const item = grid.itemByKey.get(itemKey);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  if (slot.itemKey && slot.itemKey !== itemKey) {
    const other = grid.itemByKey.get(slot.itemKey);
    const by = slot.placedBy ? ` (lo asignó ${slot.placedBy})` : '';
    throw conflict('SCHEDULE_SLOT_TAKEN', `El horario ${slotLabel(slot)} ya está ocupado por «${other?.title ?? 'otra actividad'}»${by}.`, undefined, { placedBy: slot.placedBy });
  }
  if (slot.itemKey === itemKey) throw conflict('SCHEDULE_ITEM_PLACED', `«${item.title}» ya está en ese horario.`);
  if (slot.reservedKind && slot.reservedKind !== item.kind)
    throw conflict('SCHEDULE_SLOT_RESERVED', `El horario ${slotLabel(slot)} está reservado para ${scheduleKindLabels[slot.reservedKind].toLowerCase()}: «${item.title}» es ${scheduleKindLabels[item.kind].toLowerCase()}.`);
  const own = grid.slots.filter((s) => s.itemKey === itemKey);
  if (!opts.moving && own.length > 0) {
    if (item.kind !== 'PANEL_FIJO')
      throw conflict('SCHEDULE_ITEM_PLACED', `«${item.title}» ya está en ${slotLabel(own[0])}: muévalo desde allí o quítelo antes de asignarlo a otro horario.`);
    if (!own.every((s) => sameTime(s, slot)))
      throw conflict('SCHEDULE_ITEM_PLACED', `«${item.title}» ya está en ${slotLabel(own[0])}: un panel fijo ocupa varias salas solo a la misma hora.`);
  }
  if (!opts.moving && item.status !== 'APPROVED' && item.status !== 'NOT_INCLUDE_IN_SCHEDULE' && !(item.kind === 'PANEL_FIJO' && own.length > 0))
    throw conflict('SCHEDULE_ITEM_NOT_SCHEDULABLE', `«${item.title}» no se puede asignar: está en estado ${item.status === 'INCLUDE_IN_SCHEDULE' ? 'INCLUIDO EN HORARIO' : item.status}.`);
  const clashes = peopleClashes(item, slot, grid.slots, grid.itemByKey);
  if (clashes.length > 0) {
    const parts = clashes.map((c) => `${grid.names.get(c.person) ?? 'una persona'} ya está en «${grid.itemByKey.get(c.otherKey)?.title ?? 'otra actividad'}» (${slotLabel(c.otherSlot)})`);
    throw conflict('SCHEDULE_PERSON_BUSY', `No se puede asignar «${item.title}» a ${slotLabel(slot)}: ${listNames(parts)}.`, undefined, {
      people: clashes.map((c) => grid.names.get(c.person) ?? ''),
    });
  }
  return item;
}

/** Moves a built panel's status through the machine (the row locked first). */
async function movePanelStatus(tx: Tx, panelId: number, event: 'SCHEDULE' | 'UNSCHEDULE') {
  const [row] = await tx.select({ kind: panels.kind, status: panels.status }).from(panels).where(eq(panels.id, panelId)).for('update');
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const result = applyTransition(row.kind, row.status, event);
  if (!result.ok) throw conflict('SCHEDULE_ITEM_NOT_SCHEDULABLE', result.error);
  await tx.update(panels).set({ status: result.status, updatedAt: new Date() }).where(eq(panels.id, panelId));
}

/** INCLUDE_IN_SCHEDULE when it takes its first slot; NOT_INCLUDE_IN_SCHEDULE when it leaves its last. */
async function moveStatus(tx: Tx, viewer: Pick<Viewer, 'id'>, kind: SchedulableKind, id: number, event: 'SCHEDULE' | 'UNSCHEDULE') {
  if (isBuiltPanelKind(kind)) await movePanelStatus(tx, id, event);
  else await moveProposal(tx, { proposalId: id, event, actorId: viewer.id });
}

async function writePlacement(tx: Tx, viewer: Pick<Viewer, 'id'>, slotId: number, kind: SchedulableKind | null, id: number | null) {
  await tx
    .update(scheduleHours)
    .set({
      itemKind: kind,
      proposalId: kind && !isBuiltPanelKind(kind) ? id : null,
      panelId: kind && isBuiltPanelKind(kind) ? id : null,
      placedBy: kind ? viewer.id : null,
      placedAt: kind ? new Date() : null,
    })
    .where(eq(scheduleHours.id, slotId));
}

/** Places `key` in `slot` on the locked grid and keeps the in-memory grid in step (for a draft's next placement). */
export async function place(tx: Tx, viewer: Pick<Viewer, 'id'>, grid: Grid, itemKey: string, slot: ScheduleSlotView) {
  const item = checkPlacement(grid, itemKey, slot, { moving: false });
  const firstSlot = !grid.slots.some((s) => s.itemKey === itemKey);
  await writePlacement(tx, viewer, slot.id, item.kind, item.id);
  if (firstSlot) await moveStatus(tx, viewer, item.kind, item.id, 'SCHEDULE');
  slot.itemKey = itemKey;
  slot.placedBy = placedByName(viewer);
  slot.placedAt = new Date();
  item.status = 'INCLUDE_IN_SCHEDULE';
  return item;
}

/** Who placed it, as the grid shows it (the session's name when it came with the session). */
const placedByName = (viewer: Pick<Viewer, 'id'> & { account?: Viewer['account'] }) => (viewer.account ? `${viewer.account.firstName} ${viewer.account.lastName}`.trim() : null);

const slotOf = (grid: Grid, id: number) => {
  const slot = grid.slots.find((s) => s.id === id);
  if (!slot) throw notFound(SLOT_NOT_FOUND);
  return slot;
};

const where = (s: ScheduleSlotView) => ({ day: s.day, start: formatClock(s.start), end: formatClock(s.end), room: s.roomName });

/** `addPanelToHour(hour, panelesType, panelId)`: the item takes the slot and moves to INCLUDE_IN_SCHEDULE. Audited. */
export async function addPanelToHour(ctx: Services, viewer: Viewer, hour: unknown, panelesType: SchedulableKind, panelId: unknown): Promise<Grid> {
  const db = ctx.database.db;
  const { conferenceId, id: hourId } = await conferenceOfSlot(db, viewer, hour);
  const itemId = intIdOrNull(panelId);
  if (itemId === null) throw notFound(ITEM_NOT_FOUND);
  const itemKey = itemKeyOf(panelesType, itemId);
  const grid = await db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const grid = await loadGrid(tx, conferenceId);
    const slot = slotOf(grid, hourId);
    if (!grid.itemByKey.has(itemKey)) await explainNotSchedulable(tx, conferenceId, panelesType, itemId);
    const item = await place(tx, viewer, grid, itemKey, slot);
    await recordAudit(tx, { actorId: viewer.id, action: 'schedule.placed', targetType: 'schedule_hour', targetId: hourId, after: { item: `${scheduleKindLabels[item.kind]}: ${item.title}`, ...where(slot) } });
    return grid;
  });
  // The grid as it now is: read under the lock and changed in memory, so not read again.
  return regrid(grid);
}

/** An item of the edition that is not schedulable (not approved) is CONFLICT by name; any other id NOT_FOUND. */
async function explainNotSchedulable(tx: Executor, conferenceId: number, kind: SchedulableKind, id: number): Promise<never> {
  const [row] = isBuiltPanelKind(kind)
    ? await tx.select({ title: panels.name, status: panels.status }).from(panels).where(and(eq(panels.id, id), eq(panels.conferenceId, conferenceId), eq(panels.kind, kind)))
    : await tx.select({ title: proposals.title, status: proposals.status }).from(proposals).where(and(eq(proposals.id, id), eq(proposals.conferenceId, conferenceId), eq(proposals.kind, kind)));
  if (!row) throw notFound(ITEM_NOT_FOUND);
  throw conflict('SCHEDULE_ITEM_NOT_SCHEDULABLE', `«${row.title}» no se puede asignar a un horario: ${row.status === 'PENDING' ? 'todavía no fue evaluada' : row.status === 'REJECTED' ? 'fue rechazada' : 'no está aprobada'}.`);
}

/** `clearHour(id)`: frees the slot; the item goes to NOT_INCLUDE_IN_SCHEDULE when it holds no other slot. Audited. */
export async function clearHour(ctx: Services, viewer: Viewer, hour: unknown): Promise<Grid> {
  const db = ctx.database.db;
  const { conferenceId, id: hourId } = await conferenceOfSlot(db, viewer, hour);
  const grid = await db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const grid = await loadGrid(tx, conferenceId);
    const slot = slotOf(grid, hourId);
    const key = slot.itemKey;
    if (!key) throw conflict('SCHEDULE_SLOT_EMPTY', `El horario ${slotLabel(slot)} ya está libre.`);
    const ref = parseItemKey(key)!;
    const item = grid.itemByKey.get(key);
    await writePlacement(tx, viewer, slot.id, null, null);
    const last = !grid.slots.some((s) => s.id !== slot.id && s.itemKey === key);
    if (last) await moveStatus(tx, viewer, ref.kind, ref.id, 'UNSCHEDULE');
    await recordAudit(tx, { actorId: viewer.id, action: 'schedule.cleared', targetType: 'schedule_hour', targetId: hourId, before: { item: `${scheduleKindLabels[ref.kind]}: ${item?.title ?? ''}`, ...where(slot) } });
    slot.itemKey = null;
    slot.placedBy = null;
    slot.placedAt = null;
    if (item && last) item.status = 'NOT_INCLUDE_IN_SCHEDULE';
    return grid;
  });
  return regrid(grid);
}

/** Moves what `fromHour` holds to the free `toHour` (the same checks as placing it there). Audited. */
export async function moveScheduledItem(ctx: Services, viewer: Viewer, fromHour: unknown, toHour: unknown): Promise<Grid> {
  const db = ctx.database.db;
  const { conferenceId, id: fromId } = await conferenceOfSlot(db, viewer, fromHour);
  const toId = intIdOrNull(toHour);
  if (toId === null) throw notFound(SLOT_NOT_FOUND);
  const grid = await db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const grid = await loadGrid(tx, conferenceId);
    const from = slotOf(grid, fromId);
    const to = slotOf(grid, toId);
    const key = from.itemKey;
    if (!key) throw conflict('SCHEDULE_SLOT_EMPTY', `El horario ${slotLabel(from)} está libre: no hay nada que mover.`);
    if (from.id === to.id) throw conflict('SCHEDULE_ITEM_PLACED', 'La actividad ya está en ese horario.');
    // A fixed panel in several rooms moves one room at a time, to the same time as its others.
    const others = grid.slots.filter((s) => s.itemKey === key && s.id !== from.id);
    const item = grid.itemByKey.get(key);
    if (others.length > 0 && !others.every((s) => sameTime(s, to)))
      throw conflict('SCHEDULE_ITEM_PLACED', `«${item?.title ?? ''}» ocupa varias salas a la misma hora: quítelo de las otras salas antes de cambiarlo de hora.`);
    from.itemKey = null;
    checkPlacement(grid, key, to, { moving: true });
    const ref = parseItemKey(key)!;
    await writePlacement(tx, viewer, from.id, null, null);
    await writePlacement(tx, viewer, to.id, ref.kind, ref.id);
    await recordAudit(tx, { actorId: viewer.id, action: 'schedule.moved', targetType: 'schedule_hour', targetId: to.id, before: { item: item?.title ?? '', ...where(from) }, after: { item: item?.title ?? '', ...where(to) } });
    from.placedBy = null;
    from.placedAt = null;
    to.itemKey = key;
    to.placedBy = placedByName(viewer);
    to.placedAt = new Date();
    return grid;
  });
  return regrid(grid);
}

/** «Proponer cronograma»: a draft for the items without a slot (not stored). */
export async function proposeDraft(db: Executor, viewer: Viewer, conferenceArg: unknown): Promise<DraftResult & { grid: Grid }> {
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  const grid = await loadGrid(db, conferenceId);
  const draft = proposeSchedule({ slots: grid.slots, items: grid.items.filter((i) => i.slotIds.length > 0 || i.status === 'APPROVED' || i.status === 'NOT_INCLUDE_IN_SCHEDULE') });
  return { ...draft, grid };
}

/**
 * Accepts the draft's placements the organiser kept, in one transaction: each is checked as a
 * placement by hand (the grid may have changed since the draft); the first refused one refuses all,
 * by name. Audited once with the count.
 */
export async function acceptScheduleDraft(ctx: Services, viewer: Viewer, conferenceArg: unknown, placements: { hourId: unknown; itemKey: unknown }[]): Promise<Grid> {
  const db = ctx.database.db;
  const conferenceId = intIdOrNull(conferenceArg);
  requireScheduleStaff(viewer, conferenceId);
  if (placements.length === 0) throw badInput({ placements: 'Elija al menos una asignación de la propuesta.' });
  if (placements.length > 5000) throw badInput({ placements: 'Demasiadas asignaciones a la vez.' });
  const parsed = placements.map((p, i) => {
    const hourId = intIdOrNull(p.hourId);
    const ref = typeof p.itemKey === 'string' ? parseItemKey(p.itemKey) : null;
    if (hourId === null || !ref) throw badInput({ [`placements.${i}`]: 'Asignación inválida.' });
    return { hourId, itemKey: itemKeyOf(ref.kind, ref.id) };
  });
  const grid = await db.transaction(async (tx) => {
    await lockSchedule(tx, conferenceId);
    const grid = await loadGrid(tx, conferenceId);
    for (const p of parsed) await place(tx, viewer, grid, p.itemKey, slotOf(grid, p.hourId));
    await recordAudit(tx, { actorId: viewer.id, action: 'schedule.draftAccepted', targetType: 'conference', targetId: conferenceId, after: { placements: parsed.length } });
    return grid;
  });
  return regrid(grid);
}
