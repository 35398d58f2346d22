import { graphql } from '../../gql/gql';

export const ConferenceListQuery = graphql(`
  query ConferenceList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    conferences(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        ...ConferenceFields
      }
    }
  }
`);

export const ConferenceFieldsFragment = graphql(`
  fragment ConferenceFields on Conference {
    id
    name
    edition
    venue
    inscriptionStart
    inscriptionEnd
    startDate
    endDate
    isCurrent
    abstractMaxWords
    keywordsMin
    keywordsMax
    authorsMax
    panelPapersMin
    panelPapersMax
    maxFileMb
    staffCount
    windows {
      type
      opensOn
      closesOn
    }
    finalVersionOpensOn
    finalVersionClosesOn
    thematicAreas {
      id
      name
    }
    categories {
      id
      name
      memberFeeCents
      nonMemberFeeCents
      isStudent
    }
    permissions {
      canEdit
      canDelete
      canMakeCurrent
      canManageStaff
    }
  }
`);

export const ConferenceQuery = graphql(`
  query Conference($id: ID!) {
    conference(id: $id) {
      ...ConferenceFields
    }
  }
`);

export const AreaOptionsQuery = graphql(`
  query ConferenceAreaOptions {
    thematicAreas(pageSize: 100, sort: "name") {
      items {
        id
        name
      }
    }
  }
`);

export const CreateConferenceMutation = graphql(`
  mutation CreateConference($data: ConferenceInput!) {
    createConference(data: $data) {
      ...ConferenceFields
    }
  }
`);

export const UpdateConferenceMutation = graphql(`
  mutation UpdateConference($id: ID!, $data: ConferenceInput!) {
    updateConference(id: $id, data: $data) {
      ...ConferenceFields
    }
  }
`);

export const DeleteConferenceMutation = graphql(`
  mutation DeleteConference($id: ID!) {
    deleteConference(id: $id)
  }
`);

export const SetCurrentConferenceMutation = graphql(`
  mutation SetCurrentConference($id: ID!) {
    setCurrentConference(id: $id) {
      id
      isCurrent
    }
  }
`);

export const ConferenceStaffDocumentQuery = graphql(`
  query ConferenceStaff($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    conferenceStaff(conferenceId: $conferenceId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        firstName
        lastName
        email
        roleGender
        roles {
          id
          role
          thematicAreaId
          thematicAreaName
        }
      }
    }
  }
`);

export const StaffCandidatesDocumentQuery = graphql(`
  query StaffCandidates($search: String!) {
    staffCandidates(search: $search) {
      id
      firstName
      lastName
      email
      document
    }
  }
`);

export const GrantConferenceRoleMutation = graphql(`
  mutation GrantConferenceRole($conferenceId: ID!, $data: GrantConferenceRoleInput!) {
    grantConferenceRole(conferenceId: $conferenceId, data: $data) {
      id
    }
  }
`);

export const RevokeConferenceRoleMutation = graphql(`
  mutation RevokeConferenceRole($id: ID!) {
    revokeConferenceRole(id: $id)
  }
`);
