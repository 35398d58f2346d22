import { useMutation, useQuery } from '@apollo/client/react';
import { countryInput, type CountryInput } from '@portal/domain/catalogues';
import { CatalogueScreen } from './catalogue-screen';
import { CountriesQuery, CreateCountryMutation, DeleteCountryMutation, UpdateCountryMutation } from './operations';
import { useCatalogueList } from './use-catalogue-list';

type Row = { id: string; name: string; code?: string | null; provincesCount: number };

export function CountriesPage() {
  const { list, variables } = useCatalogueList();
  const { data, previousData, loading, error } = useQuery(CountriesQuery, { variables });
  const page = (data ?? previousData)?.countries;
  const refetchQueries = ['Countries'];
  const [create] = useMutation(CreateCountryMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateCountryMutation);
  const [remove] = useMutation(DeleteCountryMutation, { refetchQueries, awaitRefetchQueries: true });
  return (
    <CatalogueScreen<Row, CountryInput>
      words={{ title: 'Países', singular: 'país', feminine: false }}
      columns={[
        { header: 'Nombre', sortKey: 'name', render: (r) => r.name },
        { header: 'Código', sortKey: 'code', render: (r) => r.code ?? '—' },
        { header: 'Provincias', sortKey: 'provincesCount', render: (r) => r.provincesCount, align: 'right' },
      ]}
      rows={page?.items}
      total={page?.total ?? 0}
      loading={loading}
      error={error}
      list={list}
      form={{
        schema: countryInput,
        fields: [
          { name: 'name', label: 'Nombre', required: true },
          { name: 'code', label: 'Código', required: true, helperText: 'Dos letras, ISO 3166-1 (p. ej. AR)' },
        ],
        toForm: (r) => ({ name: r?.name ?? '', code: r?.code ?? '' }),
      }}
      save={async (row, data) => {
        const values = { name: data.name, code: data.code };
        if (row) await update({ variables: { id: row.id, data: values } });
        else await create({ variables: { data: values } });
      }}
      remove={async (row) => void (await remove({ variables: { id: row.id } }))}
    />
  );
}
