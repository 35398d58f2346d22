import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import type { MembershipCategoryListQuery as Data } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { useListParams } from '../../shared/list/use-list-params';
import { wording } from '../../shared/list/wording';
import { CategoryDialog, type EditableCategory } from './category-dialog';
import { DeleteMembershipCategoryMutation, MembershipCategoryListQuery } from './category-operations';
import { Money } from '../../shared/ui/money';
import { YearlyChargesSection } from './yearly-charges-section';

type Row = Data['membershipCategoryList']['items'][number];

const columns: Column<Row>[] = [
  {
    header: 'Nombre',
    sortKey: 'name',
    primary: true,
    render: (c) => (
      <>
        {c.name}
        {c.membershipCount > 0 && <Chip size="small" variant="outlined" label="En uso" sx={{ ml: 1 }} />}
      </>
    ),
  },
  { header: 'Cuota anual', sortKey: 'yearlyFeeCents', align: 'right', render: (c) => <Money cents={c.yearlyFeeCents} /> },
  { header: 'Estudiante', render: (c) => (c.isStudent ? 'Sí' : 'No') },
  { header: 'Estado', sortKey: 'active', render: (c) => (c.active ? 'Activa' : 'Inactiva') },
  { header: 'Membresías', sortKey: 'membershipCount', align: 'right', render: (c) => c.membershipCount },
];

/** Why a category some membership uses cannot be deleted (and what to do instead). */
const inUseReason = (c: Row) =>
  c.membershipCount > 0 ? `En uso: no se puede eliminar (${c.membershipCount === 1 ? 'la usa 1 membresía' : `la usan ${c.membershipCount} membresías`}); puede desactivarla.` : undefined;

/** /dashboard/categorias-socio (ADMIN): categories and their yearly fee, and the yearly charges. */
export function CategoriesPage() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'name' });
  const { data, previousData, loading, error } = useQuery(MembershipCategoryListQuery, { variables });
  const page = (data ?? previousData)?.membershipCategoryList;
  const [editing, setEditing] = useState<EditableCategory | 'new' | null>(null);
  const [remove] = useMutation(DeleteMembershipCategoryMutation, { refetchQueries: ['MembershipCategoryList'], awaitRefetchQueries: true });
  const deletion = useDeleteConfirmation<Row>({
    describe: (c) => `la categoría «${c.name}»`,
    remove: (c) => remove({ variables: { id: c.id } }),
    detail: () => 'Solo se puede eliminar si ninguna membresía la usa; si no, desactívela.',
  });

  return (
    <ListPage
      title="Categorías de socio"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Nueva categoría
        </Button>
      }
      search={{ label: 'Buscar por nombre', params, update }}
      error={error}
    >
      <ServerTable
        label="Categorías de socio"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.name}
        actions={(c) => [
          { label: wording.edit, icon: EditOutlined, onClick: () => setEditing(c) },
          { label: wording.remove, icon: DeleteOutlined, destructive: true, onClick: () => deletion.request(c), disabledReason: inUseReason(c) },
        ]}
        empty={params.search ? 'Ninguna categoría coincide con la búsqueda.' : 'Todavía no hay categorías. Cree la primera con «Nueva categoría».'}
      />
      <YearlyChargesSection />
      {editing && <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </ListPage>
  );
}
