import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';

/**
 * Who may call each root field: the declared table the role-matrix test checks the running API
 * against (graphql/role-matrix.test.ts). One line per field; a field missing here fails the test.
 *
 * Conference roles are held on the test congress, by accounts without any global role; a field that
 * takes a `conferenceId` (or `thematicAreaId`) argument is called with that congress (and the
 * coordinator's area), so "ADMIN_CONGRESO may" means "of the congress named in the arguments".
 */

export type MatrixRole = 'anonymous' | GlobalRole | ConferenceRoleKind;

export const matrixRoles: readonly MatrixRole[] = ['anonymous', 'USER', 'SYSADMIN', 'ADMIN', 'TESORERIA', 'ADMIN_CONGRESO', 'COORDINADOR', 'ORGANIZADOR_CONGRESO', 'JUEZ'];

/** Everyone, signed in or not. */
export const anyone = 'anyone';
/** Any signed-in account, whatever its roles. */
export const signedIn = 'signedIn';

export type Allowed = typeof anyone | typeof signedIn | readonly MatrixRole[];

export type MatrixEntry =
  | Allowed
  | {
      allowed: Allowed;
      /** Ends the caller's session: called after every other field, then the role signs in again. */
      endsSession?: true;
      /** A real value for arguments the generated one cannot stand in for (see the test's context). */
      args?: 'freshRefreshToken';
    };

const userAdmins = ['SYSADMIN', 'ADMIN'] as const;
/** Congress staff is named by TESORERIA (spec section 2) and ADMIN. */
const staffAdmins = ['ADMIN', 'TESORERIA'] as const;
/** Regular panels and student tables (spec section 6). */
const panelStaff = ['ADMIN_CONGRESO', 'COORDINADOR'] as const;

export const roleMatrix: Record<string, MatrixEntry> = {
  'Query.academicTitles': signedIn,
  'Query.conference': staffAdmins,
  'Query.conferenceStaff': staffAdmins,
  'Query.conferences': staffAdmins,
  'Query.currentConference': signedIn,
  'Query.staffCandidates': staffAdmins,
  'Query.careers': signedIn,
  'Query.countries': signedIn,
  'Query.institutions': signedIn,
  'Query.journalIssue': ['ADMIN'],
  'Query.journalIssues': ['ADMIN'],
  'Query.inscriptionOffer': anyone,
  'Query.me': signedIn,
  'Query.membershipCategories': anyone,
  'Query.membershipCategoryList': ['ADMIN'],
  'Query.myInscription': signedIn,
  'Query.myInscriptions': signedIn,
  'Query.myMemberships': ['USER'],
  'Query.myAccount': ['USER'],
  'Query.myCharges': ['USER'],
  'Query.myPayment': ['USER'],
  'Query.myPayments': ['USER'],
  'Query.myProfile': signedIn,
  'Query.newsItem': ['ADMIN'],
  'Query.newsItems': ['ADMIN'],
  'Query.pendingCatalogueEntries': ['SYSADMIN'],
  'Query.provinces': signedIn,
  // Proposals: any signed-in person calls them; the service answers NOT_FOUND for other people's ids.
  'Query.myProposals': signedIn,
  'Query.proposal': signedIn,
  'Query.proposalSubmission': signedIn,
  // Regular panels and student tables: ADMIN_CONGRESO or a COORDINADOR of the congress in the arguments
  // (the service narrows a coordinator to their areas: NOT_FOUND); by id: any signed-in person, NOT_FOUND for others' panels.
  'Query.regularPanels': panelStaff,
  'Query.studentTablePanels': panelStaff,
  'Query.panel': signedIn,
  'Query.panelSetup': panelStaff,
  'Query.panelCandidates': panelStaff,
  'Query.panelSuggestions': panelStaff,
  'Query.panelPersonCandidates': panelStaff,
  'Query.publishedJournalIssues': signedIn,
  'Query.publishedNews': signedIn,
  'Query.thematicAreas': signedIn,
  'Query.universities': signedIn,
  'Query.user': userAdmins,
  'Query.userProfile': userAdmins,
  'Query.users': userAdmins,

  'Mutation.acceptCatalogueEntry': ['SYSADMIN'],
  'Mutation.createRegularPanel': panelStaff,
  'Mutation.updateRegularPanel': signedIn,
  'Mutation.deleteRegularPanel': signedIn,
  'Mutation.createStudentTablePanel': panelStaff,
  'Mutation.updateStudentTablePanel': signedIn,
  'Mutation.deleteStudentTablePanel': signedIn,
  'Mutation.leaveOutOfPanels': signedIn,
  'Mutation.returnToPanels': signedIn,
  'Mutation.asociate': ['USER'],
  'Mutation.attachProposalFile': signedIn,
  'Mutation.createBook': signedIn,
  'Mutation.createClosedPanel': signedIn,
  'Mutation.createPaper': signedIn,
  'Mutation.createResearchGroup': signedIn,
  'Mutation.createStudentPaper': signedIn,
  'Mutation.deleteBook': signedIn,
  'Mutation.deleteClosedPanel': signedIn,
  'Mutation.deletePaper': signedIn,
  'Mutation.deletePonencia': signedIn,
  'Mutation.deleteResearchGroup': signedIn,
  'Mutation.deleteStudentPaper': signedIn,
  'Mutation.updateBook': signedIn,
  'Mutation.updateClosedPanel': signedIn,
  'Mutation.updatePaper': signedIn,
  'Mutation.updateResearchGroup': signedIn,
  'Mutation.updateStudentPaper': signedIn,
  'Mutation.createConference': ['ADMIN'],
  'Mutation.createInscription': signedIn,
  'Mutation.updateInscription': signedIn,
  'Mutation.deleteConference': ['ADMIN'],
  'Mutation.grantConferenceRole': staffAdmins,
  'Mutation.revokeConferenceRole': staffAdmins,
  'Mutation.setCurrentConference': ['ADMIN'],
  'Mutation.updateConference': ['ADMIN'],
  'Mutation.createCountry': ['SYSADMIN'],
  'Mutation.createInstitution': ['SYSADMIN'],
  'Mutation.createJournalIssue': ['ADMIN'],
  'Mutation.createMembershipCategory': ['ADMIN'],
  'Mutation.createNews': ['ADMIN'],
  'Mutation.createPayment': ['USER'],
  'Mutation.createThematicArea': ['SYSADMIN'],
  'Mutation.createUniversity': ['SYSADMIN'],
  'Mutation.deleteCountry': ['SYSADMIN'],
  'Mutation.deleteInstitution': ['SYSADMIN'],
  'Mutation.deleteJournalIssue': ['ADMIN'],
  'Mutation.deleteMembershipCategory': ['ADMIN'],
  'Mutation.deleteNews': ['ADMIN'],
  'Mutation.deleteThematicArea': ['SYSADMIN'],
  'Mutation.deleteUniversity': ['SYSADMIN'],
  'Mutation.generateMembershipCharges': ['ADMIN'],
  'Mutation.grantRole': userAdmins,
  'Mutation.login': anyone,
  'Mutation.logout': { allowed: signedIn, endsSession: true },
  'Mutation.mergeCatalogueEntry': ['SYSADMIN'],
  'Mutation.recoveryPassword': anyone,
  'Mutation.recoveryPasswordInit': anyone,
  'Mutation.refreshToken': { allowed: anyone, args: 'freshRefreshToken' },
  'Mutation.register': anyone,
  'Mutation.confirmRegistration': anyone,
  'Mutation.confirmEmailChange': anyone,
  'Mutation.revokeRole': userAdmins,
  'Mutation.sendRecoveryEmail': userAdmins,
  'Mutation.setUserEnabled': userAdmins,
  'Mutation.terminateMembership': ['ADMIN'],
  'Mutation.updateCountry': ['SYSADMIN'],
  'Mutation.updateInstitution': ['SYSADMIN'],
  'Mutation.updateJournalIssue': ['ADMIN'],
  'Mutation.updateMeAcademicInfo': signedIn,
  'Mutation.updateMeAccount': signedIn,
  'Mutation.updateMePersonalInfo': signedIn,
  'Mutation.updateMeProffesionalInfo': signedIn,
  'Mutation.updateMembership': signedIn,
  'Mutation.updateUserAcademicInfo': userAdmins,
  'Mutation.updateUserPersonalInfo': userAdmins,
  'Mutation.updateUserProfessionalInfo': userAdmins,
  'Mutation.updateMembershipCategory': ['ADMIN'],
  'Mutation.updateNews': ['ADMIN'],
  'Mutation.updatePassword': signedIn,
  'Mutation.updateThematicArea': ['SYSADMIN'],
  'Mutation.updateUniversity': ['SYSADMIN'],
  // Called with the first purpose, JOURNAL_COVER: ADMIN only (receipts and full texts: anyone signed in, files.test.ts).
  'Mutation.uploadFile': ['ADMIN'],
};

export const allowedOf = (entry: MatrixEntry): Allowed => (typeof entry === 'string' || Array.isArray(entry) ? entry : (entry as { allowed: Allowed }).allowed);

export function mayCall(entry: MatrixEntry, role: MatrixRole): boolean {
  const allowed = allowedOf(entry);
  if (allowed === anyone) return true;
  if (allowed === signedIn) return role !== 'anonymous';
  return allowed.includes(role);
}
