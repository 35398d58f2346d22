import { graphql } from '../../gql/gql';

export const HomeQuery = graphql(`
  query Home {
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
