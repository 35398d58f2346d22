import { hasRole, type Viewer } from '../../platform/viewer';

/** Whose inscription a viewer may change (the career): their own, or anyone's for ADMIN or TESORERIA. */
export const canActForInscribed = (viewer: Viewer, userId: string) => viewer.id === userId || hasRole(viewer, 'ADMIN') || hasRole(viewer, 'TESORERIA');

/** The career is asked only by student categories, and set by the inscribed person or ADMIN/TESORERIA. */
export const canUpdateInscriptionCareer = (viewer: Viewer | null, inscription: { userId: string; category: { isStudent: boolean } }) =>
  viewer !== null && inscription.category.isStudent && canActForInscribed(viewer, inscription.userId);

/** What the viewer may do on one inscription (the UI reads this). */
export const inscriptionPermissions = (viewer: Viewer | null, inscription: { userId: string; category: { isStudent: boolean } }) => ({
  canUpdateCareer: canUpdateInscriptionCareer(viewer, inscription),
});
