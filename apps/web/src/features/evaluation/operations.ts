import { graphql } from '../../gql/gql';

export const EvaluationQueueQuery = graphql(`
  query EvaluationQueue($conferenceId: ID!, $kind: SubmissionType!, $thematicAreaId: ID, $keyword: String, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    evaluationQueue(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId, keyword: $keyword, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        title
        keywords
        createdAt
        thematicArea {
          id
          name
        }
        authors {
          name
        }
        routedToAdmin {
          coordinator
          reason
        }
      }
      areas {
        area {
          id
          name
        }
        count
      }
      withheld {
        author
        institution
      }
    }
  }
`);

export const EvaluatedProposalsQuery = graphql(`
  query EvaluatedProposals($conferenceId: ID!, $kind: SubmissionType!, $thematicAreaId: ID, $keyword: String, $decision: EvaluatedDecision, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    evaluatedProposals(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId, keyword: $keyword, decision: $decision, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        title
        status
        thematicArea {
          id
          name
        }
        authors {
          name
        }
        decision {
          event
          comment
          createdAt
          actorName
        }
      }
    }
  }
`);

export const EvaluationItemQuery = graphql(`
  query EvaluationItem($presentationId: ID!) {
    evaluationItem(presentationId: $presentationId) {
      proposal {
        ...ProposalFields
      }
      authors {
        name
        email
        linked
        institutions
      }
      decisions {
        id
        event
        label
        fromStatus
        toStatus
        comment
        createdAt
        actorName
        fromArea
        toArea
      }
      routedToAdmin {
        coordinator
        reason
      }
      areas {
        id
        name
      }
      permissions {
        canVote
        canReassign
        canReopen
      }
    }
  }
`);

export const VotePresentationMutation = graphql(`
  mutation VotePresentation($presentationId: ID!, $type: SubmissionType!, $vote: VoteInput, $reAsign: ID, $comment: String) {
    votePresentation(presentationId: $presentationId, type: $type, vote: $vote, reAsign: $reAsign, comment: $comment) {
      id
      event
      toStatus
      toArea
    }
  }
`);

export const ReopenPresentationMutation = graphql(`
  mutation ReopenPresentation($presentationId: ID!, $comment: String) {
    reopenPresentation(presentationId: $presentationId, comment: $comment) {
      id
      event
      toStatus
    }
  }
`);

export const ExportEvaluatedProposalsMutation = graphql(`
  mutation ExportEvaluatedProposals(
    $format: ExportFormat!
    $columns: [String!]
    $conferenceId: ID!
    $kind: SubmissionType!
    $thematicAreaId: ID
    $keyword: String
    $decision: EvaluatedDecision
    $search: String
    $sort: String
    $direction: SortDirection
  ) {
    exportEvaluatedProposals(
      format: $format
      columns: $columns
      conferenceId: $conferenceId
      kind: $kind
      thematicAreaId: $thematicAreaId
      keyword: $keyword
      decision: $decision
      search: $search
      sort: $sort
      direction: $direction
    ) { url jobId rows fileName }
  }
`);
