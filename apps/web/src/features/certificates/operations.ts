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
