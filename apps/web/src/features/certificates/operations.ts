import { graphql } from '../../gql/gql';

export const MyCertificatesQuery = graphql(`
  query MyCertificates {
    myCertificates {
      id kind subject text due pendingReason year
      conference { id name edition startDate endDate }
      issued { id code issuedAt verificationCount verificationUrl }
    }
  }
`);

export const IssueMyCertificateMutation = graphql(`
  mutation IssueMyCertificate($subjectKey: String!) {
    issueMyCertificate(subjectKey: $subjectKey) { id code issuedAt verificationCount verificationUrl downloadUrl }
  }
`);

export const VerifyCertificateQuery = graphql(`
  query VerifyCertificate($code: String!) {
    verifyCertificate(code: $code) { code holderName kind kindLabel subject text issuedAt valid revokedAt revokedReason signedCopy }
  }
`);

export const StaffCertificateFields = graphql(`
  fragment StaffCertificateFields on StaffCertificate {
    id code holderName kind subject text issuedAt verificationCount valid revokedAt revokedReason
    permissions { canRevoke }
  }
`);

export const EditionCertificateQuery = graphql(`
  query EditionCertificate($conferenceId: ID!, $code: String!) {
    editionCertificate(conferenceId: $conferenceId, code: $code) { ...StaffCertificateFields }
  }
`);

export const MembershipCertificateQuery = graphql(`
  query MembershipCertificate($code: String!) {
    membershipCertificate(code: $code) { ...StaffCertificateFields }
  }
`);

export const RevokeEditionCertificateMutation = graphql(`
  mutation RevokeEditionCertificate($conferenceId: ID!, $data: RevokeCertificateInput!) {
    revokeEditionCertificate(conferenceId: $conferenceId, data: $data) { ...StaffCertificateFields }
  }
`);

export const RevokeMembershipCertificateMutation = graphql(`
  mutation RevokeMembershipCertificate($data: RevokeCertificateInput!) {
    revokeMembershipCertificate(data: $data) { ...StaffCertificateFields }
  }
`);

export const EditionCertificateCountsQuery = graphql(`
  query EditionCertificateCounts($conferenceId: ID!) {
    editionCertificateCounts(conferenceId: $conferenceId) { kind due issued downloaded revoked }
  }
`);

export const IssueEditionCertificatesMutation = graphql(`
  mutation IssueEditionCertificates($conferenceId: ID!) { issueEditionCertificates(conferenceId: $conferenceId) }
`);

export const MembershipCertificateYearsQuery = graphql(`
  query MembershipCertificateYears { membershipCertificateYears }
`);

export const MembershipCertificateCountsQuery = graphql(`
  query MembershipCertificateCounts($year: Int!) {
    membershipCertificateCounts(year: $year) { kind due issued downloaded revoked }
  }
`);

export const IssueMembershipCertificatesMutation = graphql(`
  mutation IssueMembershipCertificates($year: Int!) { issueMembershipCertificates(year: $year) }
`);

export const AttendanceListQuery = graphql(`
  query AttendanceList($conferenceId: ID!, $search: String) {
    attendanceList(conferenceId: $conferenceId, search: $search) { total rows { id name email paid absent } }
  }
`);

export const SetInscriptionsAbsentMutation = graphql(`
  mutation SetInscriptionsAbsent($conferenceId: ID!, $data: MarkAbsenceInput!) { setInscriptionsAbsent(conferenceId: $conferenceId, data: $data) }
`);

export const CertificateSettingsFields = graphql(`
  fragment CertificateSettingsFields on CertificateSettings {
    id updatedAt
    texts { kind text }
    signers { name role signatureFileId signatureUrl }
  }
`);

export const EditionCertificateSettingsQuery = graphql(`
  query EditionCertificateSettings($conferenceId: ID!) {
    editionCertificateSettings(conferenceId: $conferenceId) { ...CertificateSettingsFields }
  }
`);

export const MembershipCertificateSettingsQuery = graphql(`
  query MembershipCertificateSettings {
    membershipCertificateSettings { ...CertificateSettingsFields }
  }
`);

export const UpdateEditionCertificateSettingsMutation = graphql(`
  mutation UpdateEditionCertificateSettings($conferenceId: ID!, $data: CertificateSettingsInput!) {
    updateEditionCertificateSettings(conferenceId: $conferenceId, data: $data) { ...CertificateSettingsFields }
  }
`);

export const UpdateMembershipCertificateSettingsMutation = graphql(`
  mutation UpdateMembershipCertificateSettings($data: CertificateSettingsInput!) {
    updateMembershipCertificateSettings(data: $data) { ...CertificateSettingsFields }
  }
`);

export const EditionCertificatePreviewQuery = graphql(`
  query EditionCertificatePreview($conferenceId: ID!, $kind: String!, $data: CertificateSettingsInput!) {
    editionCertificatePreview(conferenceId: $conferenceId, kind: $kind, data: $data)
  }
`);

export const MembershipCertificatePreviewQuery = graphql(`
  query MembershipCertificatePreview($data: CertificateSettingsInput!) {
    membershipCertificatePreview(data: $data)
  }
`);
