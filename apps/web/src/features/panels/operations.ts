import { graphql } from '../../gql/gql';

export const AreaPanelPaperFieldsFragment = graphql(`
  fragment AreaPanelPaperFields on AreaPanelPaper {
    id
    title
    status
    keywords
    authors
  }
`);

export const AreaPanelFieldsFragment = graphql(`
  fragment AreaPanelFields on AreaPanel {
    id
    kind
    name
    status
    thematicArea {
      id
      name
    }
    chair {
      userId
      name
    }
    commentator {
      userId
      name
    }
    items {
      ...AreaPanelPaperFields
    }
    permissions {
      canEdit
      canDelete
    }
  }
`);

export const PanelSetupQuery = graphql(`
  query PanelSetup($conferenceId: ID!) {
    panelSetup(conferenceId: $conferenceId) {
      conferenceId
      conferenceName
      minPapers
      maxPapers
      areas {
        id
        name
      }
    }
  }
`);

export const RegularPanelsQuery = graphql(`
  query RegularPanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    regularPanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        ...AreaPanelFields
      }
    }
  }
`);

export const StudentTablePanelsQuery = graphql(`
  query StudentTablePanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    studentTablePanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        ...AreaPanelFields
      }
    }
  }
`);

export const PanelQuery = graphql(`
  query Panel($id: ID!) {
    panel(id: $id) {
      ...AreaPanelFields
    }
  }
`);

export const PanelCandidatesQuery = graphql(`
  query PanelCandidates($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {
    panelCandidates(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {
      ...AreaPanelPaperFields
    }
  }
`);

export const PanelSuggestionsQuery = graphql(`
  query PanelSuggestions($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {
    panelSuggestions(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {
      name
      sharedKeywords
      institutionClash
      items {
        ...AreaPanelPaperFields
      }
    }
  }
`);

export const AreaPanelPersonCandidatesQuery = graphql(`
  query AreaPanelPersonCandidates($conferenceId: ID!, $search: String) {
    areaPanelPersonCandidates(conferenceId: $conferenceId, search: $search) {
      id
      name
      email
    }
  }
`);

export const CreateRegularPanelMutation = graphql(`
  mutation CreateRegularPanel($data: CreateAreaPanelInput!) {
    createRegularPanel(data: $data) {
      ...AreaPanelFields
    }
  }
`);
export const UpdateRegularPanelMutation = graphql(`
  mutation UpdateRegularPanel($id: ID!, $data: UpdateAreaPanelInput!) {
    updateRegularPanel(id: $id, data: $data) {
      ...AreaPanelFields
    }
  }
`);
export const DeleteRegularPanelMutation = graphql(`
  mutation DeleteRegularPanel($id: ID!) {
    deleteRegularPanel(id: $id)
  }
`);
export const CreateStudentTablePanelMutation = graphql(`
  mutation CreateStudentTablePanel($data: CreateAreaPanelInput!) {
    createStudentTablePanel(data: $data) {
      ...AreaPanelFields
    }
  }
`);
export const UpdateStudentTablePanelMutation = graphql(`
  mutation UpdateStudentTablePanel($id: ID!, $data: UpdateAreaPanelInput!) {
    updateStudentTablePanel(id: $id, data: $data) {
      ...AreaPanelFields
    }
  }
`);
export const DeleteStudentTablePanelMutation = graphql(`
  mutation DeleteStudentTablePanel($id: ID!) {
    deleteStudentTablePanel(id: $id)
  }
`);

export const LeaveOutOfPanelsMutation = graphql(`
  mutation LeaveOutOfPanels($presentationId: ID!) {
    leaveOutOfPanels(presentationId: $presentationId) {
      ...AreaPanelPaperFields
    }
  }
`);
export const ReturnToPanelsMutation = graphql(`
  mutation ReturnToPanels($presentationId: ID!) {
    returnToPanels(presentationId: $presentationId) {
      ...AreaPanelPaperFields
    }
  }
`);

export const ExportPanelsMutation = graphql(`
  mutation ExportPanels($format: ExportFormat!, $columns: [String!], $conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID, $search: String, $sort: String, $direction: SortDirection) {
    exportPanels(format: $format, columns: $columns, conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId, search: $search, sort: $sort, direction: $direction) { url jobId rows fileName }
  }
`);
