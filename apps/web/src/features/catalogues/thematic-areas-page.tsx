import { thematicAreaInput, type ThematicAreaInput } from '@portal/domain/catalogues';
import { CatalogueScreen } from './catalogue-screen';
import { CreateThematicAreaMutation, DeleteThematicAreaMutation, ThematicAreasQuery, UpdateThematicAreaMutation } from './operations';
import { useCatalogueData } from './use-catalogue-data';

type Row = { id: string; name: string; inUse?: boolean };

export function ThematicAreasPage() {
  const catalogue = useCatalogueData({
    query: ThematicAreasQuery,
    page: (data) => data.thematicAreas,
    queryName: 'ThematicAreas',
    create: CreateThematicAreaMutation,
    update: UpdateThematicAreaMutation,
    remove: DeleteThematicAreaMutation,
  });
  return (
    <CatalogueScreen<Row, ThematicAreaInput>
      words={{ title: 'Áreas temáticas', singular: 'área temática', feminine: true, usedBy: 'la usan ediciones del congreso o coordinadores' }}
      columns={[{ header: 'Nombre', sortKey: 'name', render: (r) => r.name }]}
      {...catalogue.screen}
      form={{ schema: thematicAreaInput, fields: [{ name: 'name', label: 'Nombre', required: true }], toForm: (r) => ({ name: r?.name ?? '' }) }}
      save={(row, data) => catalogue.save(row, { name: data.name })}
      remove={catalogue.remove}
    />
  );
}
