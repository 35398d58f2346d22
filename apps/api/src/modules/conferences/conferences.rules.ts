import { hasRole, type Viewer } from '../../platform/viewer';

/** ADMIN sets up the congress editions. */
export const canManageConferences = (viewer: Viewer | null) => hasRole(viewer, 'ADMIN');

/** TESORERIA (spec section 2) and ADMIN name each edition's staff. */
export const canManageConferenceStaff = (viewer: Viewer | null) => hasRole(viewer, 'TESORERIA') || hasRole(viewer, 'ADMIN');

/** What the viewer may do on an edition (the UI reads this). */
export const conferencePermissions = (viewer: Viewer | null) => ({
  canEdit: canManageConferences(viewer),
  canDelete: canManageConferences(viewer),
  canMakeCurrent: canManageConferences(viewer),
  canManageStaff: canManageConferenceStaff(viewer),
});
