import { graphql } from '../../gql/gql';

export const SavedViewFieldsFragment = graphql(`
  fragment SavedViewFields on SavedView {
    id
    name
    query
    columns
    shared
    mine
    ownerName
  }
`);

export const SavedViewsQuery = graphql(`
  query SavedViews($report: SavedViewReport!) {
    savedViews(report: $report) {
      ...SavedViewFields
    }
  }
`);

export const SaveViewMutation = graphql(`
  mutation SaveView($report: SavedViewReport!, $name: String!, $query: String!, $columns: [String!], $shared: Boolean) {
    saveView(report: $report, name: $name, query: $query, columns: $columns, shared: $shared) {
      ...SavedViewFields
    }
  }
`);

export const DeleteViewMutation = graphql(`
  mutation DeleteView($id: ID!) {
    deleteView(id: $id)
  }
`);

export const RenameViewMutation = graphql(`
  mutation RenameView($id: ID!, $name: String!, $shared: Boolean) {
    renameView(id: $id, name: $name, shared: $shared) {
      id
      name
      shared
    }
  }
`);
