import { hasRole, type Viewer } from '../../platform/viewer';

/** SYSADMIN keeps the catalogues (institutions, universities, countries, thematic areas). */
export const canManageCatalogues = (viewer: Viewer | null) => hasRole(viewer, 'SYSADMIN');

/** Any signed-in person reads them: the profile forms offer them. */
export const canReadCatalogues = (viewer: Viewer | null) => viewer !== null;

/** What the viewer may do on one catalogue row (the UI reads this). */
export const catalogueRowPermissions = (viewer: Viewer | null) => ({
  canEdit: canManageCatalogues(viewer),
  canDelete: canManageCatalogues(viewer),
});
