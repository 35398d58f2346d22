import { graphql } from '../../gql/gql';

/** A released session as the public programme, the agenda and the PDF page show it. */
export const ProgrammeSessionFields = graphql(`
  fragment ProgrammeSessionFields on ProgrammeSession {
    id kind title day start end rooms places area chair
    participants { name institution roles }
    papers { title authors }
  }
`);

export const ProgrammeQuery = graphql(`
  query Programme($conferenceId: ID!) {
    programme(conferenceId: $conferenceId) {
      id version releasedAt pdfUrl
      conference { id name venue startDate endDate }
      sessions { ...ProgrammeSessionFields }
    }
  }
`);

export const MyScheduleInterestsQuery = graphql(`
  query MyScheduleInterests($conferenceId: ID!) { myScheduleInterests(conferenceId: $conferenceId) }
`);

export const SetScheduleInterestMutation = graphql(`
  mutation SetScheduleInterest($conferenceId: ID!, $itemKey: String!, $interested: Boolean!) {
    setScheduleInterest(conferenceId: $conferenceId, itemKey: $itemKey, interested: $interested)
  }
`);

export const MyAgendaQuery = graphql(`
  query MyAgenda {
    myAgenda {
      id version
      conference { id name venue startDate endDate }
      sessions { myRoles interested session { ...ProgrammeSessionFields } }
    }
    myCalendarFeed { url createdAt }
  }
`);

export const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed { createCalendarFeed { url createdAt } }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed { revokeCalendarFeed }
`);

export const PrepareProgrammePdfMutation = graphql(`
  mutation PrepareProgrammePdf($conferenceId: ID!) { prepareProgrammePdf(conferenceId: $conferenceId) { jobId version } }
`);
