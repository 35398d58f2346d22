import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { MembershipCategoryListQuery as Data } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { SearchField } from '../../shared/list/search-field';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PageTitle } from '../../shared/ui/page-title';
import { CategoryDialog, type EditableCategory } from './category-dialog';
import { DeleteMembershipCategoryMutation, MembershipCategoryListQuery } from './category-operations';
import { Money } from './format';
import { YearlyChargesSection } from './yearly-charges-section';

type Row = Data['membershipCategoryList']['items'][number];

/** /dashboard/categorias-socio (ADMIN): categories and their yearly fee, and the yearly charges. */
export function CategoriesPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { params, update, variables } = useListParams({ sort: 'name' });
  const { data, previousData, loading, error } = useQuery(MembershipCategoryListQuery, { variables });
  const page = (data ?? previousData)?.membershipCategoryList;
  const onSearch = useCallback((search: string) => update({ search, page: 0 }), [update]);
  const [editing, setEditing] = useState<EditableCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [remove, removal] = useMutation(DeleteMembershipCategoryMutation, { refetchQueries: ['MembershipCategoryList'] });

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove({ variables: { id: deleting.id }, awaitRefetchQueries: true });
      enqueueSnackbar('Categoría eliminada', { variant: 'success' });
    } catch (e) {
      setDeleteError(errorMessageOf(e));
    } finally {
      setDeleting(null);
    }
  };

  const columns: Column<Row>[] = [
    { header: 'Nombre', sortKey: 'name', render: (c) => c.name },
    { header: 'Cuota anual', sortKey: 'yearlyFeeCents', align: 'right', render: (c) => <Money cents={c.yearlyFeeCents} /> },
    { header: 'Estudiante', render: (c) => (c.isStudent ? 'Sí' : 'No') },
    { header: 'Estado', sortKey: 'active', render: (c) => (c.active ? 'Activa' : 'Inactiva') },
    { header: 'Membresías', sortKey: 'membershipCount', align: 'right', render: (c) => c.membershipCount },
    {
      header: 'Acciones',
      render: (c) => (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={() => setEditing(c)} aria-label={`Editar ${c.name}`}>
            Editar
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(c)} aria-label={`Eliminar ${c.name}`}>
            Eliminar
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Categorías de socio" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">Categorías de socio</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Nueva categoría
        </Button>
      </Box>
      <Box sx={{ mb: 2, maxWidth: 480 }}>
        <SearchField label="Buscar por nombre" value={params.search} onChange={onSearch} />
      </Box>
      {(error || deleteError) && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={deleteError ? () => setDeleteError(null) : undefined}>
          {deleteError ?? errorMessageOf(error)}
        </Alert>
      )}
      <ServerTable
        label="Categorías de socio"
        columns={columns}
        rows={page?.items}
        total={page?.total ?? 0}
        loading={loading}
        rowKey={(c) => c.id}
        params={params}
        onChange={update}
        empty={params.search ? 'Ninguna categoría coincide con la búsqueda.' : 'Todavía no hay categorías. Cree la primera con «Nueva categoría».'}
      />
      <YearlyChargesSection />
      {editing && <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Eliminar categoría"
        confirmLabel="Eliminar"
        destructive
        busy={removal.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        ¿Eliminar la categoría «{deleting?.name}»? Solo se puede eliminar si ninguna membresía la usa; si no, desactívela.
      </ConfirmDialog>
    </>
  );
}
