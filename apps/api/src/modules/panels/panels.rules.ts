import { isConferenceAdmin } from '../proposals/proposals.rules';
import { isAreaCoordinator, type Viewer } from '../../platform/viewer';

/**
 * Who builds regular panels and student tables (spec section 6): ADMIN_CONGRESO of the edition in
 * every area, a COORDINADOR only in the areas they coordinate there. Anyone else does not learn a
 * panel exists (NOT_FOUND).
 */
export const canManageAreaPanels = (viewer: Viewer | null, conferenceId: number, thematicAreaId: number) =>
  isConferenceAdmin(viewer, conferenceId) || isAreaCoordinator(viewer, conferenceId, thematicAreaId);

/** The areas whose panels the viewer sees in an edition: null for all (ADMIN_CONGRESO). */
export function panelAreasOf(viewer: Viewer | null, conferenceId: number): number[] | null {
  if (isConferenceAdmin(viewer, conferenceId)) return null;
  return (viewer?.conferenceRoles ?? []).filter((r) => r.role === 'COORDINADOR' && r.conferenceId === conferenceId && r.thematicAreaId !== null).map((r) => r.thematicAreaId!);
}

/** A panel on the schedule is fixed until it is taken off it. */
export const isPanelScheduled = (panel: { status: string }) => panel.status === 'INCLUDE_IN_SCHEDULE';

/** What the viewer may do with a panel: the UI reads this. */
export const panelPermissions = (viewer: Viewer | null, panel: { conferenceId: number; thematicAreaId: number | null; status: string }) => {
  const manage = panel.thematicAreaId !== null && canManageAreaPanels(viewer, panel.conferenceId, panel.thematicAreaId) && !isPanelScheduled(panel);
  return { canEdit: manage, canDelete: manage };
};
