import { graphql } from '../../gql/gql';

export const ManualPaymentsQuery = graphql(`
  query ManualPayments($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: [PaymentStatus!], $method: PaymentMethod, $from: String, $to: String) {
    manualPayments(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status, method: $method, from: $from, to: $to) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        amountCents
        reportedAmountCents
        method
        channel
        status
        informedDay
        createdAt
        person {
          id
          firstName
          lastName
          document
        }
        charges {
          chargeId
          description
        }
      }
    }
  }
`);


export const ManualPaymentDetailFragment = graphql(`
  fragment ManualPaymentDetailFields on ManualPaymentDetail {
    id
    amountCents
    reportedAmountCents
    method
    channel
    status
    informedDay
    createdAt
    decidedAt
    receiptNumber
    note
    decisionNote
    internalReceipt
    transferReference
    permissions {
      canDecide
    }
    person {
      id
      firstName
      lastName
      email
      document
    }
    decidedBy {
      id
      name
    }
    createdBy {
      id
      name
    }
    receiptFile {
      id
      name
      contentType
      sizeBytes
      url
    }
    charges {
      chargeId
      description
      amountCents
    }
  }
`);

export const ManualPaymentQuery = graphql(`
  query ManualPayment($id: ID!) {
    manualPayment(id: $id) {
      ...ManualPaymentDetailFields
    }
  }
`);

export const DecideManualPaymentMutation = graphql(`
  mutation DecideManualPayment($id: ID!, $decision: ManualPaymentDecision!, $note: String) {
    decideManualPayment(id: $id, decision: $decision, note: $note) {
      ...ManualPaymentDetailFields
    }
  }
`);

export const ExportManualPaymentsMutation = graphql(`
  mutation ExportManualPayments($format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection, $status: [PaymentStatus!], $method: PaymentMethod, $from: String, $to: String) {
    exportManualPayments(format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction, status: $status, method: $method, from: $from, to: $to) { url jobId rows fileName }
  }
`);
