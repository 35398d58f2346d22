import { hasFullText } from '@portal/domain/proposals';
import { isInGroup, type ProposalStatus } from '@portal/domain/proposal-status';
import type { SubmissionType } from '@portal/domain/conferences';
import { hasConferenceRole, isAreaCoordinator, type Viewer } from '../../platform/viewer';

/**
 * Who may do what with a proposal (PRODUCT.md "Proposals"): the owner (who submitted it) edits,
 * deletes and uploads its full text only while it is PENDING and its kind's window is open;
 * ADMIN_CONGRESO of its edition acts for anyone at any time. Authors (owner and linked co-authors),
 * coordinators of its area and ADMIN_CONGRESO of its edition read it; nobody else learns it exists.
 */

/** What the rules need to know of a proposal. */
export type ProposalFacts = {
  conferenceId: number;
  thematicAreaId: number;
  kind: SubmissionType;
  status: ProposalStatus;
  submittedBy: string;
  /** Accounts linked as authors (the owner included). */
  authorUserIds: readonly string[];
  /** Whether its kind's submission window is open today (Buenos Aires dates, inclusive). */
  windowOpen: boolean;
  /** Whether the edition's «versión final» window is open today (absent: not known, read as closed). */
  finalVersionOpen?: boolean;
};

export type ProposalViewerRole = 'OWNER' | 'COAUTHOR' | 'STAFF';

export const isProposalOwner = (viewer: Viewer | null, p: Pick<ProposalFacts, 'submittedBy'>) => viewer !== null && viewer.id === p.submittedBy;

export const isProposalAuthor = (viewer: Viewer | null, p: Pick<ProposalFacts, 'submittedBy' | 'authorUserIds'>) =>
  viewer !== null && (viewer.id === p.submittedBy || p.authorUserIds.includes(viewer.id));

/** ADMIN_CONGRESO of the edition: acts on any proposal of it, at any time (audited). */
export const isConferenceAdmin = (viewer: Viewer | null, conferenceId: number) => hasConferenceRole(viewer, 'ADMIN_CONGRESO', conferenceId);

/** Authors, coordinators of its area and ADMIN_CONGRESO of its edition: they see it and its file. */
export const canReadProposal = (viewer: Viewer | null, p: ProposalFacts) =>
  isProposalAuthor(viewer, p) || isAreaCoordinator(viewer, p.conferenceId, p.thematicAreaId) || isConferenceAdmin(viewer, p.conferenceId);

/** Still waiting for a decision: the only status in which its authors may change it. */
export const isProposalOpen = (p: Pick<ProposalFacts, 'status'>) => isInGroup(p.status, 'pending');

export const canEditProposal = (viewer: Viewer | null, p: ProposalFacts) =>
  isConferenceAdmin(viewer, p.conferenceId) || (isProposalOwner(viewer, p) && isProposalOpen(p) && p.windowOpen);

export const canDeleteProposal = canEditProposal;

/** Only kinds with a full text (spec "File upload kinds"), and only who may edit it. */
export const canUploadProposalFile = (viewer: Viewer | null, p: ProposalFacts) => hasFullText(p.kind) && canEditProposal(viewer, p);

/** Accepted: approved, in any later stage (in a panel, scheduled or not). */
export const isProposalAccepted = (p: Pick<ProposalFacts, 'status'>) => isInGroup(p.status, 'accepted');

/**
 * The final version («versión final») of an accepted item whose kind has a full text: who may
 * upload the full text uploads it too (its owner; co-authors read it), inside the edition's
 * final-version window; ADMIN_CONGRESO of its edition at any time.
 */
export const canUploadFinalVersion = (viewer: Viewer | null, p: ProposalFacts) =>
  hasFullText(p.kind) && isProposalAccepted(p) && (isConferenceAdmin(viewer, p.conferenceId) || (isProposalOwner(viewer, p) && p.finalVersionOpen === true));

/**
 * Why an upload of the final version is refused, or null: NOT_FOUND when the viewer cannot read the
 * item, NO_FULL_TEXT for a kind without a text, FORBIDDEN for a reader who is not its owner,
 * NOT_ACCEPTED before acceptance or after a rejection, WINDOW_CLOSED outside the window.
 */
export function finalVersionRefusal(viewer: Viewer | null, p: ProposalFacts): 'NOT_FOUND' | 'NO_FULL_TEXT' | 'FORBIDDEN' | 'NOT_ACCEPTED' | 'WINDOW_CLOSED' | null {
  if (!canReadProposal(viewer, p)) return 'NOT_FOUND';
  if (canUploadFinalVersion(viewer, p)) return null;
  if (!hasFullText(p.kind)) return 'NO_FULL_TEXT';
  if (!isProposalOwner(viewer, p) && !isConferenceAdmin(viewer, p.conferenceId)) return 'FORBIDDEN';
  if (!isProposalAccepted(p)) return 'NOT_ACCEPTED';
  return 'WINDOW_CLOSED';
}

/** What the viewer may do with the proposal: the UI reads this and never copies a rule. */
export const proposalPermissions = (viewer: Viewer | null, p: ProposalFacts) => ({
  canEdit: canEditProposal(viewer, p),
  canDelete: canDeleteProposal(viewer, p),
  canUpload: canUploadProposalFile(viewer, p),
  canUploadFinalVersion: canUploadFinalVersion(viewer, p),
});
export type ProposalPermissions = ReturnType<typeof proposalPermissions>;

/** How the viewer relates to a proposal they can read. */
export function proposalViewerRole(viewer: Viewer | null, p: ProposalFacts): ProposalViewerRole {
  if (isProposalOwner(viewer, p)) return 'OWNER';
  if (isProposalAuthor(viewer, p)) return 'COAUTHOR';
  return 'STAFF';
}

/**
 * Why a change the viewer asked for is refused, or null when it is allowed:
 * NOT_FOUND when they cannot even read it (another person's proposal), FORBIDDEN when they read it
 * in a role that may not change it (co-author, coordinator), CONFLICT when they own it but it was
 * decided or its window is closed.
 */
export function proposalChangeRefusal(viewer: Viewer | null, p: ProposalFacts): 'NOT_FOUND' | 'FORBIDDEN' | 'DECIDED' | 'WINDOW_CLOSED' | null {
  if (!canReadProposal(viewer, p)) return 'NOT_FOUND';
  if (canEditProposal(viewer, p)) return null;
  if (!isProposalOwner(viewer, p)) return 'FORBIDDEN';
  if (!isProposalOpen(p)) return 'DECIDED';
  return 'WINDOW_CLOSED';
}
