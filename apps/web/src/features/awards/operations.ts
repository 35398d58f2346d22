import { graphql } from '../../gql/gql';

export const AwardFieldsFragment = graphql(`
  fragment AwardFields on Award {
    id
    name
    rules
    opensOn
    closesOn
    status
    receiving
    applicationCount
    viewerIsJudge
    viewerPending
    conference {
      id
      name
    }
    judges {
      id
      firstName
      lastName
      email
    }
    permissions {
      canEdit
      canDelete
      canClose
      canScore
      seesAllScores
    }
  }
`);

export const ConferenceAwardsQuery = graphql(`
  query ConferenceAwards($conferenceId: ID!) {
    conferenceAwards(conferenceId: $conferenceId) {
      ...AwardFields
    }
  }
`);

export const AwardJudgeCandidatesQuery = graphql(`
  query AwardJudgeCandidates($conferenceId: ID!) {
    awardJudgeCandidates(conferenceId: $conferenceId) {
      id
      firstName
      lastName
      email
    }
  }
`);

export const AwardQuery = graphql(`
  query Award($id: ID!) {
    award(id: $id) {
      ...AwardFields
      ranking {
        position
        application {
          id
          title
          mean
          countedScores
          result
          applicant {
            id
            firstName
            lastName
          }
        }
      }
    }
  }
`);

export const AwardApplicationsQuery = graphql(`
  query AwardApplications($awardId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    awardApplications(awardId: $awardId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        title
        summary
        createdAt
        applicant {
          id
          firstName
          lastName
          email
        }
        file {
          id
          name
          url
        }
        viewerConflict
        viewerScore {
          score
          comment
        }
        mean
        countedScores
        result
        scores {
          judgeId
          name
          score
          comment
          conflict
        }
      }
    }
  }
`);

export const CreateAwardMutation = graphql(`
  mutation CreateAward($conferenceId: ID!, $data: AwardInput!) {
    createAward(conferenceId: $conferenceId, data: $data) {
      ...AwardFields
    }
  }
`);

export const UpdateAwardMutation = graphql(`
  mutation UpdateAward($id: ID!, $data: AwardInput!) {
    updateAward(id: $id, data: $data) {
      ...AwardFields
    }
  }
`);

export const DeleteAwardMutation = graphql(`
  mutation DeleteAward($id: ID!) {
    deleteAward(id: $id)
  }
`);

export const CloseAwardMutation = graphql(`
  mutation CloseAward($id: ID!, $result: AwardCloseInput!) {
    closeAward(id: $id, result: $result) {
      ...AwardFields
    }
  }
`);

/** «Cerrar premio»: the applications to choose the winner and mentions from, best mean first. */
export const AwardCloseOptionsQuery = graphql(`
  query AwardCloseOptions($id: ID!) {
    award(id: $id) {
      id
      ranking {
        position
        application {
          id
          title
          mean
          applicant {
            id
            firstName
            lastName
          }
        }
      }
    }
  }
`);

export const ScoreAwardApplicationMutation = graphql(`
  mutation ScoreAwardApplication($applicationId: ID!, $score: Int!, $comment: String) {
    scoreAwardApplication(applicationId: $applicationId, score: $score, comment: $comment) {
      id
      viewerScore {
        score
        comment
      }
      mean
    }
  }
`);

export const InscriptionAwardsQuery = graphql(`
  query InscriptionAwards($inscriptionId: ID!) {
    inscriptionAwards(inscriptionId: $inscriptionId) {
      inscriptionId
      conference {
        id
        name
      }
      awards {
        id
        name
        rules
        opensOn
        closesOn
        status
        receiving
        myApplication {
          id
          title
          summary
          canChange
          file {
            id
            name
            url
          }
        }
      }
    }
  }
`);

export const ApplyForAwardMutation = graphql(`
  mutation ApplyForAward($data: AwardApplicationInput!) {
    applyForAward(data: $data) {
      id
      title
    }
  }
`);

export const UpdateAwardApplicationMutation = graphql(`
  mutation UpdateAwardApplication($id: ID!, $data: AwardApplicationUpdateInput!) {
    updateAwardApplication(id: $id, data: $data) {
      id
      title
      summary
    }
  }
`);

export const DeleteAwardApplicationMutation = graphql(`
  mutation DeletePostulacionPremio($id: ID!) {
    deletePostulacionPremio(id: $id)
  }
`);

export const ExportAwardApplicationsMutation = graphql(`
  mutation ExportAwardApplications($format: ExportFormat!, $columns: [String!], $awardId: ID!, $search: String, $sort: String, $direction: SortDirection) {
    exportAwardApplications(format: $format, columns: $columns, awardId: $awardId, search: $search, sort: $sort, direction: $direction) { url jobId rows fileName }
  }
`);
