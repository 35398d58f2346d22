import { hasRole, type Viewer } from '../../platform/viewer';

/** ADMIN writes the news of the association and the congress, and the journal. */
export const canManageNews = (viewer: Viewer | null) => hasRole(viewer, 'ADMIN');

/** What the viewer may do on a news item or a journal issue (the UI reads this). */
export const publicationPermissions = (viewer: Viewer | null) => ({
  canEdit: canManageNews(viewer),
  canDelete: canManageNews(viewer),
});
