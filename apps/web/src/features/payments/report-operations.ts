import { graphql } from '../../gql/gql';

export const MyTransferReferenceQuery = graphql(`
  query MyTransferReference {
    myTransferReference
  }
`);

export const PendingChargesQuery = graphql(`
  query PendingCharges {
    myCharges(pageSize: 100, pendingOnly: true) {
      total
      items {
        id
        description
        amountCents
        paidCents
        underReviewCents
        pendingCents
        status
        createdAt
        permissions {
          canReport
        }
      }
    }
  }
`);

export const ReportPaymentMutation = graphql(`
  mutation ReportPayment($data: ReportPaymentInput!) {
    reportPayment(data: $data) {
      id
      status
      amountCents
    }
  }
`);
