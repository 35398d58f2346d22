import { useListParams } from '../../shared/list/use-list-params';

/** List state in the URL, sorted by name unless the person chose otherwise. */
export function useCatalogueList() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'name' });
  return { list: { params, update }, variables, pageOf };
}
