import { conferenceRoles, type ConferenceRoleKind, type GlobalRole } from '@portal/domain/roles';

/**
 * Who may call each root field: the declared table the role-matrix test checks the running API
 * against (graphql/role-matrix.test.ts). One line per field; a field missing here fails the test.
 *
 * Conference roles are held on the test congress, by accounts without any global role; a field that
 * takes a `conferenceId` (or `thematicAreaId`) argument is called with that congress (and the
 * coordinator's area), so "ADMIN_CONGRESO may" means "of the congress named in the arguments".
 *
 * Each conference role is also held on a SECOND congress (`ADMIN_CONGRESO@otro`, ...; a coordinator
 * of an area of that congress): such an account gets nothing of the test congress, so it is
 * expected to pass only fields open to anyone signed in, and every line below is checked for it
 * without being written twice.
 */

/** A conference role held on another congress than the one the arguments name. */
export type OtherConferenceRole = `${ConferenceRoleKind}@otro`;
export type MatrixRole = 'anonymous' | GlobalRole | ConferenceRoleKind | OtherConferenceRole;

export const otherConferenceRoles: readonly OtherConferenceRole[] = conferenceRoles.map((role) => `${role}@otro` as const);
export const isOtherConferenceRole = (role: MatrixRole): role is OtherConferenceRole => role.endsWith('@otro');
/** The conference role of an `…@otro` matrix role. */
export const roleOnOtherConference = (role: OtherConferenceRole) => role.slice(0, -'@otro'.length) as ConferenceRoleKind;

export const matrixRoles: readonly MatrixRole[] = [
  'anonymous',
  'USER',
  'SYSADMIN',
  'ADMIN',
  'TESORERIA',
  'ADMIN_CONGRESO',
  'COORDINADOR',
  'ORGANIZADOR_CONGRESO',
  'JUEZ',
  ...otherConferenceRoles,
];

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
      args?: 'freshRefreshToken' | 'staffFilePurpose';
    };

const userAdmins = ['SYSADMIN', 'ADMIN'] as const;
/** Congress staff is named by TESORERIA (spec section 2) and ADMIN. */
const staffAdmins = ['ADMIN', 'TESORERIA'] as const;
/** The reports of the board and treasury (spec section 2 "Reports"): ADMIN and TESORERIA only. */
const reportReaders = ['ADMIN', 'TESORERIA'] as const;
/** Regular panels and student tables (spec section 6). */
const panelStaff = ['ADMIN_CONGRESO', 'COORDINADOR'] as const;
/** The programme (spec section 6: ORGANIZADOR_CONGRESO; ADMIN_CONGRESO runs the whole edition). */
const scheduleStaff = ['ORGANIZADOR_CONGRESO', 'ADMIN_CONGRESO'] as const;

export const roleMatrix: Record<string, MatrixEntry> = {
  // Reports (modules/reports): each report and its export, ADMIN and TESORERIA.
  'Query.memberReport': reportReaders,
  'Mutation.exportMemberReport': reportReaders,
  'Query.inscriptionReport': reportReaders,
  'Mutation.exportInscriptionReport': reportReaders,
  'Query.accountsReport': reportReaders,
  'Mutation.exportAccountsReport': reportReaders,
  // Saved views of the reports: each person's own, and those shared with their role.
  'Query.savedViews': reportReaders,
  'Mutation.saveView': reportReaders,
  'Mutation.renameView': reportReaders,
  'Mutation.deleteView': reportReaders,
  // Certificates: one's own, due or pending (a subject that is not the caller's is NOT_FOUND).
  'Query.myCertificates': signedIn,
  'Query.verifyCertificate': anyone,
  'Query.editionCertificate': ['ADMIN_CONGRESO'],
  'Query.editionCertificateCounts': ['ADMIN_CONGRESO'],
  'Query.attendanceList': ['ADMIN_CONGRESO'],
  'Mutation.setInscriptionsAbsent': ['ADMIN_CONGRESO'],
  'Mutation.issueEditionCertificates': ['ADMIN_CONGRESO'],
  'Mutation.revokeEditionCertificate': ['ADMIN_CONGRESO'],
  'Query.membershipCertificate': ['ADMIN'],
  'Mutation.revokeMembershipCertificate': ['ADMIN'],
  'Query.membershipCertificateCounts': ['ADMIN'],
  'Query.membershipCertificateYears': ['ADMIN'],
  'Mutation.issueMembershipCertificates': ['ADMIN'],
  // Certificate texts and signers, with their preview: the edition's ADMIN_CONGRESO; ADMIN for membership certificates.
  'Query.editionCertificateSettings': ['ADMIN_CONGRESO'],
  'Query.editionCertificatePreview': ['ADMIN_CONGRESO'],
  'Mutation.updateEditionCertificateSettings': ['ADMIN_CONGRESO'],
  'Query.membershipCertificateSettings': ['ADMIN'],
  'Query.membershipCertificatePreview': ['ADMIN'],
  'Mutation.updateMembershipCertificateSettings': ['ADMIN'],
  'Mutation.issueMyCertificate': signedIn,
  // The programme: scope by edition, or (rooms and slots by id) FORBIDDEN for who builds no programme and NOT_FOUND for another edition's staff.
  'Query.scheduleConferences': signedIn,
  'Query.programme': anyone,
  'Query.programmeEditions': anyone,
  'Query.myScheduleInterests': signedIn,
  'Query.myAgenda': signedIn,
  'Query.myCalendarFeed': signedIn,
  'Mutation.setScheduleInterest': signedIn,
  'Mutation.createCalendarFeed': signedIn,
  'Mutation.revokeCalendarFeed': signedIn,
  'Mutation.prepareProgrammePdf': scheduleStaff,
  'Query.scheduleRooms': scheduleStaff,
  'Query.scheduleGrid': scheduleStaff,
  'Query.proposeSchedule': scheduleStaff,
  'Query.scheduleReleases': scheduleStaff,
  'Mutation.createScheduleRoom': scheduleStaff,
  'Mutation.updateScheduleRoom': scheduleStaff,
  'Mutation.deleteScheduleRoom': scheduleStaff,
  'Mutation.reorderScheduleRooms': scheduleStaff,
  'Mutation.createScheduleHour': scheduleStaff,
  'Mutation.updateScheduleHour': scheduleStaff,
  'Mutation.deleteScheduleHour': scheduleStaff,
  'Mutation.generateScheduleHours': scheduleStaff,
  'Mutation.updateScheduleSettings': scheduleStaff,
  'Mutation.addPanelToHour': scheduleStaff,
  'Mutation.clearHour': scheduleStaff,
  'Mutation.moveScheduledItem': scheduleStaff,
  'Mutation.acceptScheduleDraft': scheduleStaff,
  'Mutation.publishSchedule': scheduleStaff,
  'Query.academicTitles': signedIn,
  'Query.associationSettings': ['SYSADMIN'],
  'Query.auditLog': ['SYSADMIN'],
  // Awards: the edition's ADMIN_CONGRESO and JUEZ by scope; object-level checks (NOT_FOUND) in the service.
  'Query.award': signedIn,
  'Query.awardApplications': signedIn,
  'Mutation.exportAwardApplications': signedIn,
  'Query.awardJudgeCandidates': ['ADMIN_CONGRESO'],
  'Query.conferenceAwards': ['ADMIN_CONGRESO', 'JUEZ'],
  'Query.inscriptionAwards': signedIn,
  'Query.myAwardApplications': signedIn,
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
  'Query.onlinePayments': ['TESORERIA'],
  'Query.paymentPeople': ['TESORERIA'],
  'Query.personCharges': ['TESORERIA'],
  'Query.treasuryCredits': ['TESORERIA'],
  'Query.myPayment': ['USER'],
  'Query.myPayments': ['USER'],
  'Query.myTransferReference': ['USER'],
  'Query.manualPayment': ['TESORERIA'],
  'Query.manualPayments': ['TESORERIA'],
  'Query.bankImports': ['TESORERIA'],
  'Query.bankImport': ['TESORERIA'],
  'Query.bankStatementLines': ['TESORERIA'],
  'Query.bankMatchCandidates': ['TESORERIA'],
  'Query.myProfile': signedIn,
  'Query.newsItem': ['ADMIN'],
  'Query.newsItems': ['ADMIN'],
  'Query.pendingCatalogueEntries': ['SYSADMIN'],
  // Background jobs: the SYSADMIN jobs screen; a job's progress for whoever asked for it (NOT_FOUND for anyone else).
  'Query.jobCounts': ['SYSADMIN'],
  'Query.jobs': ['SYSADMIN'],
  'Query.jobProgress': signedIn,
  'Query.provinces': signedIn,
  // Proposals: any signed-in person calls them; the service answers NOT_FOUND for other people's ids.
  'Query.myProposals': signedIn,
  'Query.myCoAuthorInvitations': signedIn,
  'Query.proposal': signedIn,
  'Query.proposalSubmission': signedIn,
  // Proposal administration (ADMIN_CONGRESO of the edition; COORDINADOR never, fixed panels included).
  'Query.administeredConference': ['ADMIN_CONGRESO'],
  'Query.conferenceInscriptions': ['ADMIN_CONGRESO'],
  'Query.conferenceProposals': ['ADMIN_CONGRESO'],
  'Mutation.exportConferenceProposals': ['ADMIN_CONGRESO'],
  'Mutation.exportConferenceInscriptions': ['ADMIN_CONGRESO'],
  'Mutation.exportFixedPanels': ['ADMIN_CONGRESO'],
  'Query.fixedPanel': ['ADMIN_CONGRESO'],
  'Query.fixedPanels': ['ADMIN_CONGRESO'],
  'Query.panelPersonCandidates': ['ADMIN_CONGRESO'],
  // Evaluation: lists scoped to the conference (and area) in the arguments; items and votes answer
  // NOT_FOUND / FORBIDDEN per item in the service (evaluation.test.ts).
  'Query.evaluationQueue': ['ADMIN_CONGRESO', 'COORDINADOR'],
  'Query.evaluatedProposals': ['ADMIN_CONGRESO', 'COORDINADOR'],
  'Mutation.exportEvaluatedProposals': ['ADMIN_CONGRESO', 'COORDINADOR'],
  'Query.evaluationItem': signedIn,
  'Mutation.votePresentation': signedIn,
  'Mutation.reopenPresentation': signedIn,
  // Regular panels and student tables: ADMIN_CONGRESO or a COORDINADOR of the congress in the arguments
  // (the service narrows a coordinator to their areas: NOT_FOUND); by id: any signed-in person, NOT_FOUND for others' panels.
  'Query.regularPanels': panelStaff,
  'Query.studentTablePanels': panelStaff,
  'Mutation.exportPanels': panelStaff,
  'Query.panel': signedIn,
  'Query.panelSetup': panelStaff,
  'Query.panelCandidates': panelStaff,
  'Query.panelSuggestions': panelStaff,
  'Query.areaPanelPersonCandidates': panelStaff,
  'Query.publishedJournalIssues': signedIn,
  'Query.publishedNews': signedIn,
  'Query.thematicAreas': signedIn,
  'Query.universities': signedIn,
  'Query.user': userAdmins,
  'Query.userAuditEntries': userAdmins,
  'Query.userProfile': userAdmins,
  'Query.users': userAdmins,

  'Mutation.acceptCatalogueEntry': ['SYSADMIN'],
  'Mutation.updateAssociationSettings': ['SYSADMIN'],
  'Mutation.retryJob': ['SYSADMIN'],
  'Mutation.exportUsers': userAdmins,
  'Mutation.applyForAward': signedIn,
  'Mutation.closeAward': signedIn,
  'Mutation.createAward': ['ADMIN_CONGRESO'],
  'Mutation.deleteAward': signedIn,
  'Mutation.deletePostulacionPremio': signedIn,
  'Mutation.scoreAwardApplication': signedIn,
  'Mutation.updateAward': signedIn,
  'Mutation.updateAwardApplication': signedIn,
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
  'Mutation.attachProposalFinalVersion': signedIn,
  'Mutation.answerCoAuthorship': signedIn,
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
  'Mutation.createFixedPanel': ['ADMIN_CONGRESO'],
  'Mutation.updateFixedPanel': ['ADMIN_CONGRESO'],
  'Mutation.deleteFixedPanel': ['ADMIN_CONGRESO'],
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
  'Mutation.reportPayment': ['USER'],
  'Mutation.decideManualPayment': ['TESORERIA'],
  'Mutation.generatePayment': ['TESORERIA'],
  'Mutation.reconcilePayment': ['TESORERIA'],
  'Mutation.exportAccountState': ['TESORERIA'],
  'Mutation.exportOnlinePayments': ['TESORERIA'],
  'Mutation.exportManualPayments': ['TESORERIA'],
  'Mutation.exportCredits': ['TESORERIA'],
  'Mutation.exportBankLines': ['TESORERIA'],
  'Mutation.refundCredit': ['TESORERIA'],
  'Mutation.resolveFlaggedPayment': ['TESORERIA'],
  'Mutation.applyCredit': ['TESORERIA'],
  'Mutation.previewBankStatement': ['TESORERIA'],
  'Mutation.importBankStatement': ['TESORERIA'],
  'Mutation.confirmBankMatches': ['TESORERIA'],
  'Mutation.dismissBankLine': ['TESORERIA'],
  'Mutation.matchBankLine': ['TESORERIA'],
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
  // Called with a purpose only staff upload (JOURNAL_COVER); members' own purposes are any signed-in person's.
  'Mutation.uploadFile': { allowed: ['ADMIN'], args: 'staffFilePurpose' },
};

export const allowedOf = (entry: MatrixEntry): Allowed => (typeof entry === 'string' || Array.isArray(entry) ? entry : (entry as { allowed: Allowed }).allowed);

export function mayCall(entry: MatrixEntry, role: MatrixRole): boolean {
  const allowed = allowedOf(entry);
  if (allowed === anyone) return true;
  if (allowed === signedIn) return role !== 'anonymous';
  // A role on another congress opens nothing of the one named in the arguments.
  if (isOtherConferenceRole(role)) return false;
  return allowed.includes(role);
}
