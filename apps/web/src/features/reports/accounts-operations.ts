import { graphql } from '../../gql/gql';

export const AccountsReportQuery = graphql(`
  query AccountsReport(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $direction: SortDirection
    $chargedFrom: String
    $chargedTo: String
    $paidFrom: String
    $paidTo: String
    $approvedFrom: String
    $approvedTo: String
    $method: PaymentMethod
    $concept: ChargeConcept
    $conferenceId: ID
    $categoryId: ID
  ) {
    accountsReport(
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      direction: $direction
      chargedFrom: $chargedFrom
      chargedTo: $chargedTo
      paidFrom: $paidFrom
      paidTo: $paidTo
      approvedFrom: $approvedFrom
      approvedTo: $approvedTo
      method: $method
      concept: $concept
      conferenceId: $conferenceId
      categoryId: $categoryId
    ) {
      page {
        total
        page
        pageSize
        items {
          id
          firstName
          lastName
          email
          chargedCents
          paidCents
          pendingCents
          creditCents
          upTo30Cents
          from31To90Cents
          over90Cents
        }
      }
      totals {
        people
        chargedCents
        paidCents
        pendingCents
        creditCents
        upTo30Cents
        from31To90Cents
        over90Cents
        byConcept {
          concept
          chargedCents
          paidCents
          pendingCents
        }
      }
      collected {
        month
        method
        cents
      }
    }
  }
`);

export const AccountsReportChoicesQuery = graphql(`
  query AccountsReportChoices {
    membershipCategories {
      id
      name
    }
    conferences(pageSize: 100, sort: "startDate", direction: DESC) {
      items {
        id
        name
      }
    }
  }
`);

export const ExportAccountsReportMutation = graphql(`
  mutation ExportAccountsReport(
    $format: ExportFormat!
    $columns: [String!]
    $search: String
    $sort: String
    $direction: SortDirection
    $chargedFrom: String
    $chargedTo: String
    $paidFrom: String
    $paidTo: String
    $approvedFrom: String
    $approvedTo: String
    $method: PaymentMethod
    $concept: ChargeConcept
    $conferenceId: ID
    $categoryId: ID
  ) {
    exportAccountsReport(
      format: $format
      columns: $columns
      search: $search
      sort: $sort
      direction: $direction
      chargedFrom: $chargedFrom
      chargedTo: $chargedTo
      paidFrom: $paidFrom
      paidTo: $paidTo
      approvedFrom: $approvedFrom
      approvedTo: $approvedTo
      method: $method
      concept: $concept
      conferenceId: $conferenceId
      categoryId: $categoryId
    ) {
      url
      jobId
      rows
      fileName
    }
  }
`);
