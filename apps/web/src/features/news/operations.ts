import { graphql } from '../../gql/gql';

/** What the edit form reads and saves back. */
export const NewsItemFieldsFragment = graphql(`
  fragment NewsItemFields on NewsItem {
    id
    product
    title
    summary
    body
    imageFileId
    imageUrl
    status
    publishAt
  }
`);

/** What the edit form reads and saves back. */
export const JournalIssueFieldsFragment = graphql(`
  fragment JournalIssueFields on JournalIssue {
    id
    title
    number
    year
    link
    coverFileId
    coverUrl
    pdfFileId
    pdfUrl
    status
    publishAt
  }
`);

export const NewsItemsQuery = graphql(`
  query NewsItems($product: NewsProduct!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {
    newsItems(product: $product, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        title
        summary
        status
        publishAt
        imageUrl
      }
    }
  }
`);

export const NewsItemQuery = graphql(`
  query NewsItem($id: ID!) {
    newsItem(id: $id) {
      ...NewsItemFields
    }
  }
`);

export const CreateNewsMutation = graphql(`
  mutation CreateNews($data: NewsInput!) {
    createNews(data: $data) {
      id
    }
  }
`);

export const UpdateNewsMutation = graphql(`
  mutation UpdateNews($id: ID!, $data: NewsInput!) {
    updateNews(id: $id, data: $data) {
      ...NewsItemFields
    }
  }
`);

export const DeleteNewsMutation = graphql(`
  mutation DeleteNews($id: ID!) {
    deleteNews(id: $id)
  }
`);

export const JournalIssuesQuery = graphql(`
  query JournalIssues($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {
    journalIssues(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        title
        number
        year
        link
        pdfUrl
        coverUrl
        status
        publishAt
      }
    }
  }
`);

export const JournalIssueQuery = graphql(`
  query JournalIssue($id: ID!) {
    journalIssue(id: $id) {
      ...JournalIssueFields
    }
  }
`);

export const CreateJournalIssueMutation = graphql(`
  mutation CreateJournalIssue($data: JournalIssueInput!) {
    createJournalIssue(data: $data) {
      id
    }
  }
`);

export const UpdateJournalIssueMutation = graphql(`
  mutation UpdateJournalIssue($id: ID!, $data: JournalIssueInput!) {
    updateJournalIssue(id: $id, data: $data) {
      ...JournalIssueFields
    }
  }
`);

export const DeleteJournalIssueMutation = graphql(`
  mutation DeleteJournalIssue($id: ID!) {
    deleteJournalIssue(id: $id)
  }
`);
