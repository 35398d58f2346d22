import { graphql } from '../../gql/gql';

export const MyAccountQuery = graphql(`
  query MyAccount {
    myAccount {
      chargedCents
      paidCents
      balanceCents
      underReviewCents
      creditCents
      refunds {
        id
        amountCents
        refundedAt
        note
        description
        receiptNumber
        refundOnly
      }
    }
  }
`);

export const MyChargesQuery = graphql(`
  query MyCharges($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {
    myCharges(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        kind
        description
        amountCents
        paidCents
        underReviewCents
        pendingCents
        status
        createdAt
        feeReason
        permissions {
          canPay
        }
      }
    }
  }
`);

export const MyPaymentsQuery = graphql(`
  query MyPayments($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection, $status: [PaymentStatus!]) {
    myPayments(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction, status: $status) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        amountCents
        method
        channel
        status
        createdAt
        decidedAt
        checkoutUrl
        receiptNumber
        receiptUrl
        informedDay
        decisionNote
        charges {
          chargeId
          description
          amountCents
        }
        refunds {
          amountCents
          refundedAt
          note
        }
      }
    }
  }
`);

export const MyPaymentQuery = graphql(`
  query MyPayment($id: ID!) {
    myPayment(id: $id) {
      id
      amountCents
      status
      createdAt
      decidedAt
      checkoutUrl
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

export const CreatePaymentMutation = graphql(`
  mutation CreatePayment($payments: [ID!]!) {
    createPayment(payments: $payments) {
      checkoutUrl
      payment {
        id
        status
      }
    }
  }
`);
