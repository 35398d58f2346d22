import { awardWindowPhase, type AwardStatus } from '@portal/domain/awards';
import { buenosAiresDay } from '@portal/domain/dates';
import { hasConferenceRole, type Viewer } from '../../platform/viewer';

/**
 * Who may do what with awards (PRODUCT.md "Awards"):
 * - ADMIN_CONGRESO of the award's edition defines, edits, deletes (without applications) and
 *   closes it, and sees every application with every judge's score.
 * - A judge of the award (named in it AND holding JUEZ in its edition) sees its applications with
 *   the applicant (no blind review: the conflict flag would reveal the institution anyway), scores
 *   each 1–10 until the award closes, and sees the ranking once they scored every application.
 * - A member applies from their own inscription in the edition, once per award, while the award is
 *   OPEN and today (Buenos Aires) is inside its window; they change or withdraw it on the same terms.
 * Anyone else learns nothing: NOT_FOUND.
 * Separation of duties: a judge of an award does not apply to it, a person who applied is not named
 * its judge, and nobody scores their own application (FORBIDDEN / BAD_USER_INPUT, see the service).
 */

export type AwardFacts = { conferenceId: number; status: AwardStatus; opensOn: string; closesOn: string; judgeIds: readonly string[] };

export const isAwardAdmin = (viewer: Viewer | null, conferenceId: number) => hasConferenceRole(viewer, 'ADMIN_CONGRESO', conferenceId);

export const isAwardJudge = (viewer: Viewer | null, a: Pick<AwardFacts, 'conferenceId' | 'judgeIds'>) =>
  viewer !== null && hasConferenceRole(viewer, 'JUEZ', a.conferenceId) && a.judgeIds.includes(viewer.id);

export const canReadAward = (viewer: Viewer | null, a: Pick<AwardFacts, 'conferenceId' | 'judgeIds'>) => isAwardAdmin(viewer, a.conferenceId) || isAwardJudge(viewer, a);

/** A judge named in the award may not apply to it (a JUEZ of the edition not named in it may). */
export const mayApply = (viewerId: string, a: Pick<AwardFacts, 'judgeIds'>) => !a.judgeIds.includes(viewerId);

/** Nobody scores their own application (applications have one applicant). */
export const mayScore = (viewerId: string, application: { userId: string }) => application.userId !== viewerId;

/** Nobody acts on their own case: a person who applied to an award does not close it nor decide its result. */
export const mayClose = (viewerId: string, applicantIds: readonly string[]) => !applicantIds.includes(viewerId);

/** Applications are received while the award is OPEN and today is inside its window. */
export const isReceiving = (a: Pick<AwardFacts, 'status' | 'opensOn' | 'closesOn'>, today = buenosAiresDay()) => a.status === 'OPEN' && awardWindowPhase(a, today) === 'OPEN';

/** Conference ids where the viewer holds `role` (for SQL conditions built from the session). */
export const conferencesWhere = (viewer: Viewer, role: 'ADMIN_CONGRESO' | 'JUEZ') => viewer.conferenceRoles.filter((r) => r.role === role).map((r) => r.conferenceId);

/** What the viewer may do with an award (the UI reads this, the server enforces the same). */
export const awardPermissions = (viewer: Viewer | null, a: AwardFacts, applications: number, viewerApplied: boolean) => ({
  canEdit: isAwardAdmin(viewer, a.conferenceId) && a.status === 'OPEN',
  canDelete: isAwardAdmin(viewer, a.conferenceId) && applications === 0,
  canClose: isAwardAdmin(viewer, a.conferenceId) && a.status === 'OPEN' && !viewerApplied,
  canScore: isAwardJudge(viewer, a) && a.status === 'OPEN',
  seesAllScores: isAwardAdmin(viewer, a.conferenceId),
});
export type AwardPermissions = ReturnType<typeof awardPermissions>;
