import { countryInput, type CountryInput } from '@portal/domain/catalogues';
import { CatalogueScreen } from './catalogue-screen';
import { CountriesQuery, CreateCountryMutation, DeleteCountryMutation, UpdateCountryMutation } from './operations';
import { useCatalogueData } from './use-catalogue-data';

type Row = { id: string; name: string; code?: string | null; provincesCount: number; inUse?: boolean };

export function CountriesPage() {
  const catalogue = useCatalogueData({
    query: CountriesQuery,
    page: (data) => data.countries,
    queryName: 'Countries',
    create: CreateCountryMutation,
    update: UpdateCountryMutation,
    remove: DeleteCountryMutation,
  });
  return (
    <CatalogueScreen<Row, CountryInput>
      words={{ title: 'Países', singular: 'país', feminine: false, usedBy: 'lo usan perfiles personales o profesionales' }}
      columns={[
        { header: 'Nombre', sortKey: 'name', render: (r) => r.name },
        { header: 'Código', sortKey: 'code', render: (r) => r.code ?? '—' },
        { header: 'Provincias', sortKey: 'provincesCount', render: (r) => r.provincesCount, align: 'right' },
      ]}
      {...catalogue.screen}
      form={{
        schema: countryInput,
        fields: [
          { name: 'name', label: 'Nombre', required: true },
          { name: 'code', label: 'Código', required: true, helperText: 'Dos letras, ISO 3166-1 (p. ej. AR)' },
        ],
        toForm: (r) => ({ name: r?.name ?? '', code: r?.code ?? '' }),
      }}
      save={(row, data) => catalogue.save(row, { name: data.name, code: data.code })}
      remove={catalogue.remove}
    />
  );
}
