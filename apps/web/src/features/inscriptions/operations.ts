import { graphql } from '../../gql/gql';

export const InscriptionFields = graphql(`
  fragment InscriptionFields on Inscription {
    id
    registrationDate
    universityCareer
    proposalCount
    conference {
      id
      name
      edition
      venue
      startDate
      endDate
      inscriptionStart
      inscriptionEnd
    }
    category {
      id
      name
      isStudent
    }
    charge {
      id
      amountCents
      status
      paidAt
      feeApplied
    }
    permissions {
      canUpdateCareer
    }
  }
`);

export const InscriptionOfferQuery = graphql(`
  query InscriptionOffer($conferenceId: ID!) {
    inscriptionOffer(conferenceId: $conferenceId) {
      phase
      today
      feeReason
      feeReasonText
      conference {
        id
        name
        edition
        venue
        startDate
        endDate
        inscriptionStart
        inscriptionEnd
      }
      categories {
        id
        name
        isStudent
        memberFeeCents
        nonMemberFeeCents
        applicableFeeCents
      }
      myInscription {
        ...InscriptionFields
      }
    }
  }
`);

export const CreateInscriptionMutation = graphql(`
  mutation CreateInscription($categoryId: ID!, $conferenceId: ID!) {
    createInscription(categoryId: $categoryId, conferenceId: $conferenceId) {
      ...InscriptionFields
    }
  }
`);

export const UpdateInscriptionMutation = graphql(`
  mutation UpdateInscription($universityCareer: String!, $conferenceId: ID) {
    updateInscription(universityCareer: $universityCareer, conferenceId: $conferenceId) {
      ...InscriptionFields
    }
  }
`);

export const MyInscriptionsQuery = graphql(`
  query MyInscriptions($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {
    myInscriptions(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        ...InscriptionFields
      }
    }
  }
`);

export const CurrentConferenceIdQuery = graphql(`
  query CurrentConferenceId {
    currentConference {
      id
      name
    }
  }
`);
