import { hasRole, type Viewer } from '../../platform/viewer';

/** SYSADMIN keeps the association's data (what its documents say about who issues them). */
export const canEditAssociation = (viewer: Viewer | null) => hasRole(viewer, 'SYSADMIN');

/** What the viewer may do on the association's data (the UI reads this). */
export const associationPermissions = (viewer: Viewer | null) => ({ canEdit: canEditAssociation(viewer) });
