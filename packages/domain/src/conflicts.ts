/**
 * Why a request answered CONFLICT: a stable id beside the Spanish message
 * (`extensions: { code: 'CONFLICT', reason: 'PROPOSAL_DECIDED' }`). The client and the tests branch
 * on the id, never on the text, which may be reworded. An id once given keeps its meaning: add new
 * ones, do not rename.
 */
export const conflictReasons = [
  // Accounts and people
  'EMAIL_TAKEN',
  'DOCUMENT_TAKEN',
  'SELF_LOCKOUT',
  'SELF_DISABLE',
  'ACCOUNT_DISABLED',
  // Catalogues and membership categories
  'NAME_TAKEN',
  'CODE_TAKEN',
  'IN_USE',
  // Memberships
  'ALREADY_MEMBER',
  'MEMBERSHIP_TERMINATED',
  'MEMBERSHIP_EXPIRED',
  // Conferences and their roles
  'AREA_HAS_COORDINATORS',
  'CONFERENCE_HAS_INSCRIPTIONS',
  'CONFERENCE_HAS_ROLES',
  'ROLE_ALREADY_HELD',
  // Inscriptions
  'INSCRIPTIONS_NOT_OPEN',
  'INSCRIPTIONS_CLOSED',
  'ALREADY_INSCRIBED',
  // Proposals, their evaluation and panels
  'SUBMISSION_WINDOW_CLOSED',
  'PROPOSAL_DECIDED',
  'TRANSITION_NOT_ALLOWED',
  'PROPOSAL_IN_OTHER_PANEL',
  'PANEL_SCHEDULED',
  'FINAL_VERSION_CLOSED',
  'PROPOSAL_NOT_ACCEPTED',
  // Awards
  'AWARD_CLOSED',
  // Certificates
  'CERTIFICATE_NOT_DUE',
  'CERTIFICATE_REVOKED',
  'OWN_CERTIFICATE',
  'AWARD_NOT_RECEIVING',
  'AWARD_HAS_APPLICATIONS',
  'ALREADY_APPLIED',
  // Payments and treasury
  'CHARGE_IN_REVIEW',
  'CHARGE_SETTLED',
  'PAYMENT_DECIDED',
  'OWN_PAYMENT',
  'CREDIT_DECIDED',
  'ONLINE_PAYMENTS_UNAVAILABLE',
  'PROVIDER_UNREACHABLE',
  'STATEMENT_IMPORTED',
  'LINE_DECIDED',
  'LINE_PROPOSAL_GONE',
  'PAYMENT_ALREADY_MATCHED',
  'OWN_CREDIT',
  'PAYMENT_NOT_FLAGGED',
  'RECEIVED_UNKNOWN',
  'CREDIT_REFUND_ONLY',
  // The programme
  'SCHEDULE_SLOT_TAKEN',
  'SCHEDULE_SLOT_EMPTY',
  'SCHEDULE_SLOT_RESERVED',
  'SCHEDULE_SLOT_OVERLAP',
  'SCHEDULE_SLOT_HELD',
  'SCHEDULE_ITEM_NOT_SCHEDULABLE',
  'SCHEDULE_ITEM_PLACED',
  'SCHEDULE_PERSON_BUSY',
  'SCHEDULE_UNCHANGED',
  // Background jobs
  'JOB_NOT_FAILED',
] as const;

export type ConflictReason = (typeof conflictReasons)[number];

const known: ReadonlySet<string> = new Set(conflictReasons);

/** The reason id of a CONFLICT answer's `extensions`, or null when it carries none this portal knows. */
export const conflictReasonIn = (extensions: { code?: unknown; reason?: unknown } | null | undefined): ConflictReason | null =>
  extensions?.code === 'CONFLICT' && typeof extensions.reason === 'string' && known.has(extensions.reason) ? (extensions.reason as ConflictReason) : null;
