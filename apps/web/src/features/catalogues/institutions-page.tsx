import { useMutation, useQuery } from '@apollo/client/react';
import { institutionInput, type InstitutionInput } from '@portal/domain/catalogues';
import { CatalogueScreen } from './catalogue-screen';
import { CreateInstitutionMutation, DeleteInstitutionMutation, InstitutionsQuery, UpdateInstitutionMutation } from './operations';
import { useCatalogueList } from './use-catalogue-list';

type Row = { id: string; name: string; code?: string | null };

export function InstitutionsPage() {
  const { list, variables } = useCatalogueList();
  const { data, previousData, loading, error } = useQuery(InstitutionsQuery, { variables });
  const page = (data ?? previousData)?.institutions;
  const refetchQueries = ['Institutions'];
  const [create] = useMutation(CreateInstitutionMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateInstitutionMutation);
  const [remove] = useMutation(DeleteInstitutionMutation, { refetchQueries, awaitRefetchQueries: true });
  return (
    <CatalogueScreen<Row, InstitutionInput>
      words={{ title: 'Instituciones', singular: 'institución', feminine: true }}
      columns={[
        { header: 'Nombre', sortKey: 'name', render: (r) => r.name },
        { header: 'Código', sortKey: 'code', render: (r) => r.code ?? '—', width: 160 },
      ]}
      rows={page?.items}
      total={page?.total ?? 0}
      loading={loading}
      error={error}
      list={list}
      form={{
        schema: institutionInput,
        fields: [
          { name: 'name', label: 'Nombre', required: true },
          { name: 'code', label: 'Código', helperText: 'Sigla o código interno (opcional)' },
        ],
        toForm: (r) => ({ name: r?.name ?? '', code: r?.code ?? '' }),
      }}
      save={async (row, data) => {
        const values = { name: data.name, code: data.code || null };
        if (row) await update({ variables: { id: row.id, data: values } });
        else await create({ variables: { data: values } });
      }}
      remove={async (row) => void (await remove({ variables: { id: row.id } }))}
    />
  );
}
