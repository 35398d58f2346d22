import { universityInput, type UniversityInput } from '@portal/domain/catalogues';
import { CatalogueScreen } from './catalogue-screen';
import { CreateUniversityMutation, DeleteUniversityMutation, UniversitiesQuery, UpdateUniversityMutation } from './operations';
import { useCatalogueData } from './use-catalogue-data';

type Row = { id: string; name: string; inUse?: boolean };

export function UniversitiesPage() {
  const catalogue = useCatalogueData({
    query: UniversitiesQuery,
    page: (data) => data.universities,
    queryName: 'Universities',
    create: CreateUniversityMutation,
    update: UpdateUniversityMutation,
    remove: DeleteUniversityMutation,
  });
  return (
    <CatalogueScreen<Row, UniversityInput>
      words={{ title: 'Universidades', singular: 'universidad', feminine: true, usedBy: 'la usan perfiles académicos' }}
      columns={[{ header: 'Nombre', sortKey: 'name', render: (r) => r.name }]}
      {...catalogue.screen}
      form={{ schema: universityInput, fields: [{ name: 'name', label: 'Nombre', required: true }], toForm: (r) => ({ name: r?.name ?? '' }) }}
      save={(row, data) => catalogue.save(row, { name: data.name })}
      remove={catalogue.remove}
    />
  );
}
