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
