import { graphql } from '../../gql/gql';

export const ProposalFieldsFragment = graphql(`
  fragment ProposalFields on Proposal {
    id
    kind
    status
    title
    abstract
    keywords
    inscriptionId
    thematicArea {
      id
      name
    }
    conference {
      id
      name
    }
    authors {
      position
      name
      email
      isSubmitter
      linked
      invited
    }
    details {
      __typename
      ... on StudentPaperDetails {
        studentCareer
        studentInstitution
      }
      ... on ClosedPanelDetails {
        rationale
        chair {
          name
          email
        }
        commentator {
          name
          email
        }
        papers {
          title
          abstract
          authors {
            name
            email
          }
        }
      }
      ... on ResearchGroupDetails {
        groupName
        institution
        director
        members
      }
      ... on BookDetails {
        bookAuthors
        publisher
        year
        isbn
        presenters
      }
    }
    file {
      id
      name
      sizeBytes
      contentType
      uploadedAt
      url
    }
    finalVersion {
      id
      name
      sizeBytes
      contentType
      uploadedAt
      url
    }
    finalVersionWindow {
      opensOn
      closesOn
      open
      label
    }
    viewerRole
    panel {
      id
      name
    }
    decision {
      approved
      comment
      decidedAt
    }
    permissions {
      canEdit
      canDelete
      canUpload
      canUploadFinalVersion
    }
    windowOpen
    createdAt
    updatedAt
  }
`);

export const MyProposalsQuery = graphql(`
  query MyProposals(
    $inscriptionId: ID!
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $direction: SortDirection
    $kind: SubmissionType
    $status: ProposalStatus
  ) {
    myProposals(inscriptionId: $inscriptionId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, kind: $kind, status: $status) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        kind
        status
        title
        thematicArea {
          id
          name
        }
        file {
          id
          name
        }
        viewerRole
        permissions {
          canEdit
          canDelete
          canUpload
        }
        createdAt
      }
    }
  }
`);

export const ProposalSubmissionQuery = graphql(`
  query ProposalSubmission($inscriptionId: ID!) {
    proposalSubmission(inscriptionId: $inscriptionId) {
      inscription {
        id
        conference {
          id
          name
        }
      }
      limits {
        abstractMaxWords
        keywordsMin
        keywordsMax
        authorsMax
        panelPapersMin
        panelPapersMax
        maxFileMb
      }
      areas {
        id
        name
      }
      windows {
        type
        opensOn
        closesOn
        open
        label
      }
      firstAuthor {
        email
        name
      }
    }
  }
`);

export const ProposalQuery = graphql(`
  query Proposal($id: ID!) {
    proposal(id: $id) {
      ...ProposalFields
    }
  }
`);

export const CreatePaperMutation = graphql(`
  mutation CreatePaper($data: PaperInput!) {
    createPaper(data: $data) {
      id
    }
  }
`);
export const UpdatePaperMutation = graphql(`
  mutation UpdatePaper($id: ID!, $data: PaperUpdateInput!) {
    updatePaper(id: $id, data: $data) {
      ...ProposalFields
    }
  }
`);
export const DeletePaperMutation = graphql(`
  mutation DeletePaper($id: ID!) {
    deletePaper(id: $id)
  }
`);

export const CreateStudentPaperMutation = graphql(`
  mutation CreateStudentPaper($data: StudentPaperInput!) {
    createStudentPaper(data: $data) {
      id
    }
  }
`);
export const UpdateStudentPaperMutation = graphql(`
  mutation UpdateStudentPaper($id: ID!, $data: StudentPaperUpdateInput!) {
    updateStudentPaper(id: $id, data: $data) {
      ...ProposalFields
    }
  }
`);
export const DeleteStudentPaperMutation = graphql(`
  mutation DeleteStudentPaper($id: ID!) {
    deleteStudentPaper(id: $id)
  }
`);

export const CreateClosedPanelMutation = graphql(`
  mutation CreateClosedPanel($data: ClosedPanelInput!) {
    createClosedPanel(data: $data) {
      id
    }
  }
`);
export const UpdateClosedPanelMutation = graphql(`
  mutation UpdateClosedPanel($id: ID!, $data: ClosedPanelUpdateInput!) {
    updateClosedPanel(id: $id, data: $data) {
      ...ProposalFields
    }
  }
`);
export const DeleteClosedPanelMutation = graphql(`
  mutation DeleteClosedPanel($id: ID!) {
    deleteClosedPanel(id: $id)
  }
`);

export const CreateResearchGroupMutation = graphql(`
  mutation CreateResearchGroup($data: ResearchGroupInput!) {
    createResearchGroup(data: $data) {
      id
    }
  }
`);
export const UpdateResearchGroupMutation = graphql(`
  mutation UpdateResearchGroup($id: ID!, $data: ResearchGroupUpdateInput!) {
    updateResearchGroup(id: $id, data: $data) {
      ...ProposalFields
    }
  }
`);
export const DeleteResearchGroupMutation = graphql(`
  mutation DeleteResearchGroup($id: ID!) {
    deleteResearchGroup(id: $id)
  }
`);

export const CreateBookMutation = graphql(`
  mutation CreateBook($data: BookInput!) {
    createBook(data: $data) {
      id
    }
  }
`);
export const UpdateBookMutation = graphql(`
  mutation UpdateBook($id: ID!, $data: BookUpdateInput!) {
    updateBook(id: $id, data: $data) {
      ...ProposalFields
    }
  }
`);
export const DeleteBookMutation = graphql(`
  mutation DeleteBook($id: ID!) {
    deleteBook(id: $id)
  }
`);

export const AttachProposalFileMutation = graphql(`
  mutation AttachProposalFile($presentationId: ID!, $fileId: ID!) {
    attachProposalFile(presentationId: $presentationId, fileId: $fileId) {
      ...ProposalFields
    }
  }
`);

export const AttachProposalFinalVersionMutation = graphql(`
  mutation AttachProposalFinalVersion($proposalId: ID!, $fileId: ID!) {
    attachProposalFinalVersion(proposalId: $proposalId, fileId: $fileId) {
      ...ProposalFields
    }
  }
`);

export const MyCoAuthorInvitationsQuery = graphql(`
  query MyCoAuthorInvitations {
    myCoAuthorInvitations {
      authorId
      proposalId
      title
      kind
      conferenceName
      submitterName
      submittedAt
      accepted
    }
  }
`);

export const AnswerCoAuthorshipMutation = graphql(`
  mutation AnswerCoAuthorship($authorId: ID!, $accept: Boolean!) {
    answerCoAuthorship(authorId: $authorId, accept: $accept)
  }
`);
