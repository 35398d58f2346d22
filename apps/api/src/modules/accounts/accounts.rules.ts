import type { Viewer } from '../../platform/viewer';
import { canManageCatalogues } from '../catalogues/catalogues.rules';
import { canManageMemberships, canViewOwnMemberships } from '../memberships/memberships.rules';
import { canManageNews } from '../news/news.rules';
import { canManageUsers } from '../users/users.rules';

/** What the signed-in person may open: the home and the shell show only these links. */
export const viewerPermissions = (viewer: Viewer) => ({
  canViewMemberships: canViewOwnMemberships(viewer),
  canManageUsers: canManageUsers(viewer.roles),
  canManageNews: canManageNews(viewer),
  canManageCatalogues: canManageCatalogues(viewer),
  canManageMembershipCategories: canManageMemberships(viewer),
});
export type ViewerPermissions = ReturnType<typeof viewerPermissions>;
