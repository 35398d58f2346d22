import { forbidden, notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import { isConferenceAdmin } from '../proposals/proposals.rules';

/**
 * Who administers an edition's proposals and fixed panels: ADMIN_CONGRESO of that edition
 * (spec section 6; COORDINADOR has no access to fixed panels). Someone who administers no
 * edition at all is refused (FORBIDDEN); an ADMIN_CONGRESO of another edition learns nothing
 * about this one (NOT_FOUND), as with anyone else's ids.
 */
export const CONFERENCE_NOT_FOUND = 'No se encontró la edición del congreso.';

export const administersAnyConference = (viewer: Viewer | null) => viewer?.conferenceRoles.some((r) => r.role === 'ADMIN_CONGRESO') ?? false;

/** Throws FORBIDDEN unless the viewer administers some edition (before an id is looked up). */
export function requireSomeConferenceAdmin(viewer: Viewer | null): void {
  if (!administersAnyConference(viewer)) throw forbidden();
}

/** Throws unless the viewer is ADMIN_CONGRESO of `conferenceId` (no statement: the roles came with the session). */
export function requireConferenceAdmin(viewer: Viewer | null, conferenceId: number | null, notFoundMessage = CONFERENCE_NOT_FOUND): asserts conferenceId is number {
  requireSomeConferenceAdmin(viewer);
  if (conferenceId === null || !isConferenceAdmin(viewer, conferenceId)) throw notFound(notFoundMessage);
}
