import { graphql } from '../../gql/gql';

export const PaymentPeopleQuery = graphql(`
  query PaymentPeople($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    paymentPeople(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        firstName
        lastName
        email
        document
        pendingCents
      }
    }
  }
`);

export const PersonChargesQuery = graphql(`
  query PersonCharges($userId: ID!) {
    personCharges(userId: $userId) {
      person {
        id
        firstName
        lastName
        email
        document
        pendingCents
      }
      account {
        balanceCents
        underReviewCents
        creditCents
      }
      charges {
        id
        kind
        description
        amountCents
        paidCents
        underReviewCents
        pendingCents
        feeReason
      }
    }
  }
`);

export const GeneratePaymentMutation = graphql(`
  mutation GeneratePayment($userId: ID!, $payments: [ID!]!, $informedDay: String!, $method: PaymentMethod!, $internalReceipt: String, $note: String, $notify: Boolean) {
    generatePayment(userId: $userId, payments: $payments, informedDay: $informedDay, method: $method, internalReceipt: $internalReceipt, note: $note, notify: $notify) {
      id
      amountCents
      method
      status
      receiptNumber
      receiptUrl
      charges {
        chargeId
        description
        amountCents
      }
    }
  }
`);

/** A row of «Pagos Mercado Pago»: the list and each change of a row (reconcile, resolve) read the same fields, so the row never shows a stale state. */
export const OnlinePaymentRowFields = graphql(`
  fragment OnlinePaymentRowFields on OnlinePayment {
    id
    person {
      firstName
      lastName
      email
    }
    amountCents
    currency
    status
    provider
    providerPaymentId
    providerStatus
    flagReason
    receivedCents
    receivedCurrency
    flagResolution
    decisionNote
    permissions {
      canResolve
    }
    createdAt
    receiptNumber
    charges {
      chargeId
      description
    }
  }
`);

export const OnlinePaymentsQuery = graphql(`
  query OnlinePayments($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: [PaymentStatus!], $from: String, $to: String) {
    onlinePayments(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status, from: $from, to: $to) {
      total
      totalCapped
      page
      pageSize
      items {
        ...OnlinePaymentRowFields
      }
    }
  }
`);

export const ReconcilePaymentMutation = graphql(`
  mutation ReconcilePayment($id: ID!) {
    reconcilePayment(id: $id) {
      ...OnlinePaymentRowFields
    }
  }
`);

export const ResolveFlaggedPaymentMutation = graphql(`
  mutation ResolveFlaggedPayment($id: ID!, $decision: FlagResolution!, $note: String) {
    resolveFlaggedPayment(id: $id, decision: $decision, note: $note) {
      ...OnlinePaymentRowFields
    }
  }
`);

export const TreasuryCreditsQuery = graphql(`
  query TreasuryCredits($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: CreditStatus) {
    treasuryCredits(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        userId
        person {
          firstName
          lastName
          email
        }
        amountCents
        status
        createdAt
        resolvedAt
        resolutionNote
        refundOnly
        permissions {
          canDecide
          canApply
        }
        charge {
          id
          description
        }
        appliedCharge {
          id
          description
        }
        payment {
          id
          channel
          method
          receiptNumber
        }
      }
    }
  }
`);

export const RefundCreditMutation = graphql(`
  mutation RefundCredit($id: ID!, $note: String!) {
    refundCredit(id: $id, note: $note) {
      id
      status
      amountCents
      resolutionNote
    }
  }
`);

export const ApplyCreditMutation = graphql(`
  mutation ApplyCredit($id: ID!, $chargeId: ID!) {
    applyCredit(id: $id, chargeId: $chargeId) {
      id
      status
      amountCents
    }
  }
`);

export const ExportAccountStateMutation = graphql(`
  mutation ExportAccountState($format: ExportFormat!, $search: String) {
    exportAccountState(format: $format, search: $search) { url jobId rows fileName }
  }
`);

export const ExportOnlinePaymentsMutation = graphql(`
  mutation ExportOnlinePayments($format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection, $status: [PaymentStatus!], $from: String, $to: String) {
    exportOnlinePayments(format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction, status: $status, from: $from, to: $to) { url jobId rows fileName }
  }
`);

export const ExportCreditsMutation = graphql(`
  mutation ExportCredits($format: ExportFormat!, $columns: [String!], $search: String, $sort: String, $direction: SortDirection, $status: CreditStatus) {
    exportCredits(format: $format, columns: $columns, search: $search, sort: $sort, direction: $direction, status: $status) { url jobId rows fileName }
  }
`);
