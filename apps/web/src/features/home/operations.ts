import { graphql } from '../../gql/gql';

export const HomeQuery = graphql(`
  query Home {
    currentConference {
      id
      name
      edition
      venue
      startDate
      endDate
      inscriptionStart
      inscriptionEnd
    }
    me {
      id
      activeMembership {
        id
        year
        paid
        category {
          id
          name
        }
      }
    }
    publishedNews(limit: 6) {
      id
      product
      title
      summary
      body
      imageUrl
      publishAt
    }
    myCoAuthorInvitations {
      authorId
      accepted
    }
    publishedJournalIssues(limit: 3) {
      id
      title
      number
      year
      link
      coverUrl
      pdfUrl
    }
  }
`);
