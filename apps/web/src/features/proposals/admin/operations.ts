import { graphql } from '../../../gql/gql';

export const AdministeredConferenceQuery = graphql(`
  query AdministeredConference($conferenceId: ID!) {
    administeredConference(conferenceId: $conferenceId) {
      id
      name
      areas {
        id
        name
      }
    }
  }
`);

export const ConferenceProposalsQuery = graphql(`
  query ConferenceProposals(
    $conferenceId: ID!
    $kind: SubmissionType!
    $status: ProposalStatus
    $thematicAreaId: ID
    $finalVersion: Boolean
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $direction: SortDirection
  ) {
    conferenceProposals(
      conferenceId: $conferenceId
      kind: $kind
      status: $status
      thematicAreaId: $thematicAreaId
      finalVersion: $finalVersion
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      direction: $direction
    ) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        kind
        status
        title
        createdAt
        updatedAt
        inscriptionId
        thematicArea {
          id
          name
        }
        authors {
          position
          name
          email
          isSubmitter
        }
        file {
          id
          name
        }
        finalVersion {
          id
          name
          uploadedAt
          url
        }
        panel {
          id
          name
        }
        permissions {
          canEdit
          canDelete
          canUpload
        }
      }
    }
  }
`);

export const ConferenceInscriptionsQuery = graphql(`
  query ConferenceInscriptions($conferenceId: ID!, $search: String, $page: Int, $pageSize: Int) {
    conferenceInscriptions(conferenceId: $conferenceId, search: $search, page: $page, pageSize: $pageSize) {
      total
      totalCapped
      items {
        id
        userId
        firstName
        lastName
        email
        document
      }
    }
  }
`);

export const FixedPanelFieldsFragment = graphql(`
  fragment FixedPanelFields on FixedPanel {
    id
    conferenceId
    name
    description
    status
    updatedAt
    chair {
      userId
      name
      email
      institution
    }
    speakers {
      userId
      name
      email
      institution
    }
    permissions {
      canDelete
    }
  }
`);

export const FixedPanelsQuery = graphql(`
  query FixedPanels($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    fixedPanels(conferenceId: $conferenceId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        ...FixedPanelFields
      }
    }
  }
`);

export const FixedPanelQuery = graphql(`
  query FixedPanel($id: ID!) {
    fixedPanel(id: $id) {
      ...FixedPanelFields
    }
  }
`);

export const PanelPersonCandidatesQuery = graphql(`
  query PanelPersonCandidates($conferenceId: ID!, $search: String!) {
    panelPersonCandidates(conferenceId: $conferenceId, search: $search) {
      id
      firstName
      lastName
      email
      institution
    }
  }
`);

export const CreateFixedPanelMutation = graphql(`
  mutation CreateFixedPanel($data: FixedPanelInput!) {
    createFixedPanel(data: $data) {
      ...FixedPanelFields
    }
  }
`);

export const UpdateFixedPanelMutation = graphql(`
  mutation UpdateFixedPanel($id: ID!, $data: FixedPanelUpdateInput!) {
    updateFixedPanel(id: $id, data: $data) {
      ...FixedPanelFields
    }
  }
`);

export const DeleteFixedPanelMutation = graphql(`
  mutation DeleteFixedPanel($id: ID!) {
    deleteFixedPanel(id: $id)
  }
`);

export const ExportConferenceProposalsMutation = graphql(`
  mutation ExportConferenceProposals(
    $format: ExportFormat!
    $columns: [String!]
    $conferenceId: ID!
    $kind: SubmissionType!
    $status: ProposalStatus
    $thematicAreaId: ID
    $finalVersion: Boolean
    $search: String
    $sort: String
    $direction: SortDirection
  ) {
    exportConferenceProposals(
      format: $format
      columns: $columns
      conferenceId: $conferenceId
      kind: $kind
      status: $status
      thematicAreaId: $thematicAreaId
      finalVersion: $finalVersion
      search: $search
      sort: $sort
      direction: $direction
    ) { url jobId rows fileName }
  }
`);

export const ExportConferenceInscriptionsMutation = graphql(`
  mutation ExportConferenceInscriptions($format: ExportFormat!, $columns: [String!], $conferenceId: ID!) {
    exportConferenceInscriptions(format: $format, columns: $columns, conferenceId: $conferenceId) { url jobId rows fileName }
  }
`);

export const ExportFixedPanelsMutation = graphql(`
  mutation ExportFixedPanels($format: ExportFormat!, $columns: [String!], $conferenceId: ID!, $search: String, $sort: String, $direction: SortDirection) {
    exportFixedPanels(format: $format, columns: $columns, conferenceId: $conferenceId, search: $search, sort: $sort, direction: $direction) { url jobId rows fileName }
  }
`);
