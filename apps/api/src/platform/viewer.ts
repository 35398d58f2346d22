import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';

/** Who is asking: a signed-in person with their global and conference roles. */
export type Viewer = {
  id: string;
  sessionId: string;
  email: string;
  roles: GlobalRole[];
  conferenceRoles: { conferenceId: number; role: ConferenceRoleKind; thematicAreaId: number | null }[];
  /**
   * The rest of the person as the session check read it in the same statement (for `me`, which
   * then does not read the user's row again). Absent on viewers built by hand.
   */
  account?: ViewerAccount;
};

export type ViewerAccount = {
  firstName: string;
  lastName: string;
  document: string;
  /** The conference roles with names, newest conference first. */
  conferenceRoles: {
    role: ConferenceRoleKind;
    conference: { id: number; name: string };
    thematicArea: { id: number; name: string } | null;
  }[];
};

export const hasRole = (viewer: Viewer | null, role: GlobalRole) => viewer?.roles.includes(role) ?? false;

/**
 * Whether the viewer holds `role` in conference `conferenceId`. For COORDINADOR a thematic area
 * narrows it: a coordinator of area 3 is not one of area 4 (no area asked: any area of the conference).
 */
export function hasConferenceRole(viewer: Viewer | null, role: ConferenceRoleKind, conferenceId: number, thematicAreaId: number | null = null): boolean {
  if (!viewer) return false;
  return viewer.conferenceRoles.some(
    (r) => r.role === role && r.conferenceId === conferenceId && (thematicAreaId === null || r.thematicAreaId === thematicAreaId),
  );
}

/** A coordinator of this thematic area in this conference. */
export const isAreaCoordinator = (viewer: Viewer | null, conferenceId: number, thematicAreaId: number) =>
  hasConferenceRole(viewer, 'COORDINADOR', conferenceId, thematicAreaId);
