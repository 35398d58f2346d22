import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCatalogueList } from './use-catalogue-list';

type ListVariables = ReturnType<typeof useCatalogueList>['variables'];

/** The four operations of one catalogue and where its page of rows sits in the list result. */
export interface CatalogueDocuments<Q, R, D> {
  query: TypedDocumentNode<Q, ListVariables>;
  page: (data: Q) => { items: R[]; total: number; totalCapped: boolean };
  /** Operation name of the list query, refetched after a create or a delete. */
  queryName: string;
  create: TypedDocumentNode<unknown, { data: D }>;
  update: TypedDocumentNode<unknown, { id: string; data: D }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
}

/** List state, the current page and the create/update/delete calls every catalogue screen shares. */
export function useCatalogueData<Q, R extends { id: string }, D>(docs: CatalogueDocuments<Q, R, D>) {
  const { list, variables, pageOf } = useCatalogueList();
  const { data, previousData, loading, error } = useQuery(docs.query, { variables });
  const result = data ?? previousData;
  const page = result ? docs.page(result) : undefined;
  const refetchQueries = [docs.queryName];
  const [create] = useMutation(docs.create, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(docs.update);
  const [remove] = useMutation(docs.remove, { refetchQueries, awaitRefetchQueries: true });
  return {
    screen: { page: pageOf(page, loading), error, list },
    save: async (row: { id: string } | null, values: D) => {
      if (row) await update({ variables: { id: row.id, data: values } });
      else await create({ variables: { data: values } });
    },
    remove: async (row: { id: string }) => void (await remove({ variables: { id: row.id } })),
  };
}
