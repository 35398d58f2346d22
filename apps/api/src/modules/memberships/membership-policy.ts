import type { Viewer } from '../../graphql/context';

/** Whose membership a viewer may act on: their own, or anyone's for an ADMIN. */
export const canActForMember = (viewer: Viewer, userId: string) => viewer.id === userId || viewer.roles.includes('ADMIN');

/** Only ADMIN ends memberships and manages categories and yearly charges. */
export const canManageMemberships = (viewer: Viewer) => viewer.roles.includes('ADMIN');
