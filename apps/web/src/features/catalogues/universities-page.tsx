import { useMutation, useQuery } from '@apollo/client/react';
import { universityInput, type UniversityInput } from '@portal/domain/catalogues';
import { CatalogueScreen } from './catalogue-screen';
import { CreateUniversityMutation, DeleteUniversityMutation, UniversitiesQuery, UpdateUniversityMutation } from './operations';
import { useCatalogueList } from './use-catalogue-list';

type Row = { id: string; name: string };

export function UniversitiesPage() {
  const { list, variables } = useCatalogueList();
  const { data, previousData, loading, error } = useQuery(UniversitiesQuery, { variables });
  const page = (data ?? previousData)?.universities;
  const refetchQueries = ['Universities'];
  const [create] = useMutation(CreateUniversityMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateUniversityMutation);
  const [remove] = useMutation(DeleteUniversityMutation, { refetchQueries, awaitRefetchQueries: true });
  return (
    <CatalogueScreen<Row, UniversityInput>
      words={{ title: 'Universidades', singular: 'universidad', feminine: true }}
      columns={[{ header: 'Nombre', sortKey: 'name', render: (r) => r.name }]}
      rows={page?.items}
      total={page?.total ?? 0}
      loading={loading}
      error={error}
      list={list}
      form={{ schema: universityInput, fields: [{ name: 'name', label: 'Nombre', required: true }], toForm: (r) => ({ name: r?.name ?? '' }) }}
      save={async (row, data) => {
        if (row) await update({ variables: { id: row.id, data: { name: data.name } } });
        else await create({ variables: { data: { name: data.name } } });
      }}
      remove={async (row) => void (await remove({ variables: { id: row.id } }))}
    />
  );
}
