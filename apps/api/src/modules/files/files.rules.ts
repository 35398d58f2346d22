import type { FilePurpose } from '@portal/domain/files';
import type { GlobalRole } from '@portal/domain/roles';

/** Purposes whose files only staff publish (news images, journal covers and issues). */
const STAFF_PURPOSES: ReadonlySet<FilePurpose> = new Set<FilePurpose>(['NEWS_IMAGE', 'JOURNAL_COVER', 'JOURNAL_PDF']);

/**
 * Who may upload a file for a purpose: an ADMIN for what the association publishes, SYSADMIN for
 * the letterhead's logo, ADMIN or an ADMIN_CONGRESO for certificate signatures; any signed-in
 * person for their own documents (proposal full texts, payment receipts), which only become
 * theirs to keep when their proposal or payment claims them.
 */
export function canUploadFor(viewer: { roles: readonly GlobalRole[]; conferenceRoles?: readonly { role: string }[] }, purpose: FilePurpose): boolean {
  if (STAFF_PURPOSES.has(purpose)) return viewer.roles.includes('ADMIN');
  if (purpose === 'ASSOCIATION_LOGO') return viewer.roles.includes('SYSADMIN');
  // Signatures: whoever sets certificate signers (ADMIN for membership, ADMIN_CONGRESO of an edition).
  if (purpose === 'CERTIFICATE_SIGNATURE') return viewer.roles.includes('ADMIN') || (viewer.conferenceRoles ?? []).some((r) => r.role === 'ADMIN_CONGRESO');
  return true;
}
