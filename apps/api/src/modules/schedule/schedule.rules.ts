import { forbidden, notFound } from '../../platform/errors';
import { hasConferenceRole, type Viewer } from '../../platform/viewer';

/**
 * Who builds an edition's programme (spec section 6, issue 31): its ORGANIZADOR_CONGRESO and its
 * ADMIN_CONGRESO. Someone who organises or administers no edition is refused (FORBIDDEN); the staff
 * of another edition learn nothing of this one (NOT_FOUND).
 */
export const SCHEDULE_NOT_FOUND = 'No se encontró la edición del congreso.';

export const canManageSchedule = (viewer: Viewer | null, conferenceId: number) =>
  hasConferenceRole(viewer, 'ORGANIZADOR_CONGRESO', conferenceId) || hasConferenceRole(viewer, 'ADMIN_CONGRESO', conferenceId);

const managesAnySchedule = (viewer: Viewer | null) => viewer?.conferenceRoles.some((r) => r.role === 'ORGANIZADOR_CONGRESO' || r.role === 'ADMIN_CONGRESO') ?? false;

/** Throws FORBIDDEN unless the viewer builds some edition's programme (before an id is looked up). */
export function requireSomeScheduleStaff(viewer: Viewer | null): void {
  if (!managesAnySchedule(viewer)) throw forbidden();
}

/** Throws unless the viewer builds the programme of `conferenceId` (no statement: the roles came with the session). */
export function requireScheduleStaff(viewer: Viewer | null, conferenceId: number | null): asserts conferenceId is number {
  requireSomeScheduleStaff(viewer);
  if (conferenceId === null || !canManageSchedule(viewer, conferenceId)) throw notFound(SCHEDULE_NOT_FOUND);
}

/** The editions whose programme the viewer builds. */
export const scheduleConferenceIds = (viewer: Viewer | null) => [
  ...new Set((viewer?.conferenceRoles ?? []).filter((r) => r.role === 'ORGANIZADOR_CONGRESO' || r.role === 'ADMIN_CONGRESO').map((r) => r.conferenceId)),
];

/** A room may go only while none of its slots holds something (the reason otherwise). */
export const roomDeleteRefusal = (heldSlots: number) =>
  heldSlots > 0 ? `La sala tiene ${heldSlots === 1 ? 'un horario ocupado' : `${heldSlots} horarios ocupados`}: quite esas actividades del cronograma antes de eliminarla.` : null;

/** A slot may change its time, room or reservation, or go, only while it holds nothing. */
export const slotChangeRefusal = (slot: { itemKind: string | null }) => (slot.itemKind ? 'El horario está ocupado: quite la actividad antes de cambiarlo o eliminarlo.' : null);

/** What the viewer may do on an edition's programme: the web reads this. */
export const schedulePermissions = (viewer: Viewer | null, conferenceId: number) => {
  const manage = canManageSchedule(viewer, conferenceId);
  return { canEdit: manage, canPublish: manage };
};
