import { graphql } from '../../gql/gql';

export const JobCountsQuery = graphql(`
  query JobCounts { jobCounts { kind label queued running failed } }
`);
export const JobsQuery = graphql(`
  query Jobs($state: JobState, $kind: String, $page: Int, $pageSize: Int) {
    jobs(state: $state, kind: $kind, page: $page, pageSize: $pageSize) {
      items { id kind label state attempts maxAttempts createdAt startAfter finishedAt error }
      total
      page
      pageSize
    }
  }
`);
export const RetryJobMutation = graphql(`
  mutation RetryJob($id: ID!) { retryJob(id: $id) { id state attempts error } }
`);
