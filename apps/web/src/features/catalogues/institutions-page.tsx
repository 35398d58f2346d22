import { institutionInput, type InstitutionInput } from '@portal/domain/catalogues';
import { CatalogueScreen } from './catalogue-screen';
import { CreateInstitutionMutation, DeleteInstitutionMutation, InstitutionsQuery, UpdateInstitutionMutation } from './operations';
import { useCatalogueData } from './use-catalogue-data';

type Row = { id: string; name: string; code?: string | null; inUse?: boolean };

export function InstitutionsPage() {
  const catalogue = useCatalogueData({
    query: InstitutionsQuery,
    page: (data) => data.institutions,
    queryName: 'Institutions',
    create: CreateInstitutionMutation,
    update: UpdateInstitutionMutation,
    remove: DeleteInstitutionMutation,
  });
  return (
    <CatalogueScreen<Row, InstitutionInput>
      words={{ title: 'Instituciones', singular: 'institución', feminine: true, usedBy: 'la usan perfiles académicos' }}
      columns={[
        { header: 'Nombre', sortKey: 'name', render: (r) => r.name },
        { header: 'Código', sortKey: 'code', render: (r) => r.code ?? '—', width: 160 },
      ]}
      {...catalogue.screen}
      form={{
        schema: institutionInput,
        fields: [
          { name: 'name', label: 'Nombre', required: true },
          { name: 'code', label: 'Código', helperText: 'Sigla o código interno (opcional)' },
        ],
        toForm: (r) => ({ name: r?.name ?? '', code: r?.code ?? '' }),
      }}
      save={(row, data) => catalogue.save(row, { name: data.name, code: data.code || null })}
      remove={catalogue.remove}
    />
  );
}
