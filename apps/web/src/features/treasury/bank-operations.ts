import { graphql } from '../../gql/gql';

export const BankImportsQuery = graphql(`
  query BankImports($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    bankImports(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        fileName
        status
        createdAt
        importedAt
        lineCount
        duplicateCount
        debitCount
        counts {
          proposed
          unmatched
          confirmed
          dismissed
          duplicate
        }
      }
    }
  }
`);

export const BankImportQuery = graphql(`
  query BankImport($id: ID!) {
    bankImport(id: $id) {
      id
      fileName
      status
      createdAt
      importedAt
      lineCount
      newCount
      duplicateCount
      debitCount
      counts {
        proposed
        unmatched
        confirmed
        dismissed
        duplicate
      }
      preview {
        headers
        rowCount
        remembered
        rows {
          rowNumber
          cells
        }
        mapping {
          date
          amount
          concept
          reference
          sign
        }
      }
    }
  }
`);

export const BankStatementLinesQuery = graphql(`
  query BankStatementLines($importId: ID!, $state: [BankLineState!], $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    bankStatementLines(importId: $importId, state: $state, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        rowNumber
        day
        amountCents
        concept
        bankReference
        state
        proposalKind
        confidence
        reason
        referenceCode
        personName
        personEmail
        paymentId
        proposedPayment {
          amountCents
          informedDay
          status
        }
        charges {
          id
          description
        }
  
      }
    }
  }
`);

export const ImportBankStatementMutation = graphql(`
  mutation ImportBankStatement($id: ID!, $mapping: BankColumnMappingInput!) {
    importBankStatement(id: $id, mapping: $mapping) {
      id
      status
    }
  }
`);

export const ConfirmBankMatchesMutation = graphql(`
  mutation ConfirmBankMatches($lineIds: [ID!]!) {
    confirmBankMatches(lineIds: $lineIds) {
      confirmed {
        id
        state
      }
      failures {
        lineId
        message
      }
    }
  }
`);

export const DismissBankLineMutation = graphql(`
  mutation DismissBankLine($id: ID!) {
    dismissBankLine(id: $id) {
      id
      state
    }
  }
`);

export const MatchBankLineMutation = graphql(`
  mutation MatchBankLine($id: ID!, $data: BankManualMatchInput!) {
    matchBankLine(id: $id, data: $data) {
      id
      state
    }
  }
`);

export const BankMatchCandidatesQuery = graphql(`
  query BankMatchCandidates($lineId: ID!, $search: String) {
    bankMatchCandidates(lineId: $lineId, search: $search) {
      reports {
        paymentId
        name
        email
        amountCents
        informedDay
        sameAmount
      }
      people {
        userId
        name
        email
        referenceCode
        charges {
          id
          description
          owingCents
        }
      }
    }
  }
`);

export const ExportBankLinesMutation = graphql(`
  mutation ExportBankLines($format: ExportFormat!, $columns: [String!], $importId: ID!, $state: [BankLineState!], $search: String, $sort: String, $direction: SortDirection) {
    exportBankLines(format: $format, columns: $columns, importId: $importId, state: $state, search: $search, sort: $sort, direction: $direction) { url jobId rows fileName }
  }
`);
