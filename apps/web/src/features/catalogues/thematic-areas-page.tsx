import { useMutation, useQuery } from '@apollo/client/react';
import { thematicAreaInput, type ThematicAreaInput } from '@portal/domain/catalogues';
import { CatalogueScreen } from './catalogue-screen';
import { CreateThematicAreaMutation, DeleteThematicAreaMutation, ThematicAreasQuery, UpdateThematicAreaMutation } from './operations';
import { useCatalogueList } from './use-catalogue-list';

type Row = { id: string; name: string };

export function ThematicAreasPage() {
  const { list, variables } = useCatalogueList();
  const { data, previousData, loading, error } = useQuery(ThematicAreasQuery, { variables });
  const page = (data ?? previousData)?.thematicAreas;
  const refetchQueries = ['ThematicAreas'];
  const [create] = useMutation(CreateThematicAreaMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateThematicAreaMutation);
  const [remove] = useMutation(DeleteThematicAreaMutation, { refetchQueries, awaitRefetchQueries: true });
  return (
    <CatalogueScreen<Row, ThematicAreaInput>
      words={{ title: 'Áreas temáticas', singular: 'área temática', feminine: true }}
      columns={[{ header: 'Nombre', sortKey: 'name', render: (r) => r.name }]}
      rows={page?.items}
      total={page?.total ?? 0}
      loading={loading}
      error={error}
      list={list}
      form={{ schema: thematicAreaInput, fields: [{ name: 'name', label: 'Nombre', required: true }], toForm: (r) => ({ name: r?.name ?? '' }) }}
      save={async (row, data) => {
        if (row) await update({ variables: { id: row.id, data: { name: data.name } } });
        else await create({ variables: { data: { name: data.name } } });
      }}
      remove={async (row) => void (await remove({ variables: { id: row.id } }))}
    />
  );
}
