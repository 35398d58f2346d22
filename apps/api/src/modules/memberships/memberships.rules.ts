import { membershipState } from '@portal/domain/memberships';
import { hasRole, type Viewer } from '../../platform/viewer';

/** Whose membership a viewer may act on: their own, or anyone's for an ADMIN. */
export const canActForMember = (viewer: Viewer, userId: string) => viewer.id === userId || hasRole(viewer, 'ADMIN');

/** Only ADMIN ends memberships and manages categories and yearly charges. */
export const canManageMemberships = (viewer: Viewer | null) => hasRole(viewer, 'ADMIN');

/** Members (role USER) see their own memberships at /dashboard/mis-membresias. */
export const canViewOwnMemberships = (viewer: Viewer | null) => hasRole(viewer, 'USER');

type MembershipFacts = { userId: string; year: number; terminatedMember: boolean };

/** An ADMIN ends a current membership; one already ended or of a year already over cannot be. */
export const canTerminateMembership = (viewer: Viewer | null, m: MembershipFacts, currentYear: number) =>
  canManageMemberships(viewer) && membershipState(m, currentYear) === 'ACTIVE';

/** The career is set on the current year's membership, by its member or an ADMIN. */
export const canUpdateMembershipCareer = (viewer: Viewer | null, m: MembershipFacts, currentYear: number) =>
  viewer !== null && canActForMember(viewer, m.userId) && m.year === currentYear;

/** A category is deleted only while no membership uses it. */
export const canDeleteCategory = (viewer: Viewer | null, category: { membershipCount: number }) => canManageMemberships(viewer) && category.membershipCount === 0;

/** What the viewer may do on one membership (the UI reads this). */
export const membershipPermissions = (viewer: Viewer | null, m: MembershipFacts, currentYear: number) => ({
  canTerminate: canTerminateMembership(viewer, m, currentYear),
  canUpdateCareer: canUpdateMembershipCareer(viewer, m, currentYear),
});

export const categoryPermissions = (viewer: Viewer | null, category: { membershipCount: number }) => ({
  canEdit: canManageMemberships(viewer),
  canDelete: canDeleteCategory(viewer, category),
});
