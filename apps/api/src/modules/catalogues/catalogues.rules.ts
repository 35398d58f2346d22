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

/**
 * Careers and titles members type stay PENDING until a SYSADMIN accepts or merges them: until
 * then only their author and staff (SYSADMIN, ADMIN: they keep people's data) see them.
 */
export const canSeePendingGrowingEntries = (viewer: Viewer | null) => hasRole(viewer, 'SYSADMIN') || hasRole(viewer, 'ADMIN');

/** Whether a growing-catalogue entry is visible to the viewer. */
export const canSeeGrowingEntry = (viewer: Viewer | null, entry: { status: 'PENDING' | 'ACCEPTED'; createdBy: string | null }) =>
  viewer !== null && (entry.status === 'ACCEPTED' || entry.createdBy === viewer.id || canSeePendingGrowingEntries(viewer));

/** Only a SYSADMIN accepts a pending entry or merges it into an accepted one. */
export const canModerateGrowingEntries = (viewer: Viewer | null) => hasRole(viewer, 'SYSADMIN');
