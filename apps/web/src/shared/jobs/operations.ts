import { graphql } from '../../gql/gql';

export const JobProgressQuery = graphql(`
  query JobProgress($id: ID!) { jobProgress(id: $id) { id state done total result error } }
`);
