import { graphql } from '../../gql/gql';

export const MemberReportQuery = graphql(`
  query MemberReport(
    $filter: MemberReportFilter!
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $direction: SortDirection
  ) {
    memberReport(
      filter: $filter
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      direction: $direction
    ) {
      year
      total
      page
      pageSize
      items {
        id
        firstName
        lastName
        email
        joined
        category
        status
        amountCents
        country
        province
        institution
      }
      totals {
        categoryId
        category
        status
        people
        paidCents
        owingCents
      }
      chart {
        year
        categoryId
        category
        people
      }
      categories {
        id
        name
      }
    }
  }
`);

export const ExportMemberReportMutation = graphql(`
  mutation ExportMemberReport(
    $filter: MemberReportFilter!
    $format: ExportFormat!
    $columns: [String!]
    $search: String
    $sort: String
    $direction: SortDirection
  ) {
    exportMemberReport(
      filter: $filter
      format: $format
      columns: $columns
      search: $search
      sort: $sort
      direction: $direction
    ) {
      url
      jobId
      rows
      fileName
    }
  }
`);

export const ReportCountryOptionsQuery = graphql(`
  query ReportCountryOptions {
    countries(pageSize: 100, sort: "name") {
      items {
        id
        name
      }
    }
  }
`);

export const ReportProvinceOptionsQuery = graphql(`
  query ReportProvinceOptions($countryId: ID!) {
    provinces(countryId: $countryId) {
      id
      name
    }
  }
`);

export const ReportInstitutionOptionsQuery = graphql(`
  query ReportInstitutionOptions($search: String) {
    institutions(search: $search, pageSize: 20) {
      items {
        id
        name
      }
    }
  }
`);

export const ReportEditionsQuery = graphql(`
  query ReportEditions {
    conferences(pageSize: 100, sort: "startDate", direction: DESC) {
      items {
        id
        name
        isCurrent
      }
    }
  }
`);

export const InscriptionReportQuery = graphql(`
  query InscriptionReport(
    $filter: InscriptionReportFilter!
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $direction: SortDirection
  ) {
    inscriptionReport(
      filter: $filter
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      direction: $direction
    ) {
      conference {
        id
        name
        inscriptionStart
        inscriptionEnd
      }
      total
      page
      pageSize
      items {
        id
        userId
        firstName
        lastName
        email
        registrationDate
        category
        fee
        feeReason
        amountCents
        paid
        proposals
        accepted
        kinds
        areas
      }
      totals {
        categoryId
        category
        paid
        inscriptions
        amountCents
      }
      days {
        day
        inscriptions
      }
      proposals {
        areaId
        area
        kind
        status
        proposals
      }
      categories {
        id
        name
      }
      areas {
        id
        name
      }
    }
  }
`);

export const ExportInscriptionReportMutation = graphql(`
  mutation ExportInscriptionReport(
    $filter: InscriptionReportFilter!
    $format: ExportFormat!
    $columns: [String!]
    $search: String
    $sort: String
    $direction: SortDirection
  ) {
    exportInscriptionReport(
      filter: $filter
      format: $format
      columns: $columns
      search: $search
      sort: $sort
      direction: $direction
    ) {
      url
      jobId
      rows
      fileName
    }
  }
`);
