import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { newsProductLabels, newsProducts, type NewsProduct } from '@portal/domain/news';
import type { NewsItemsQuery as NewsItemsData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { SearchField } from '../../shared/list/search-field';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { paths } from '../../shared/paths';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
import { DashboardNotFoundPage } from '../errors/dashboard-not-found-page';
import { formatDateTime } from '@portal/domain/dates';
import { DeleteNewsMutation, NewsItemsQuery } from './operations';
import { StatusChip } from './status-chip';
import { StatusFilter, statusFromSlug } from './status-filter';

type Row = NewsItemsData['newsItems']['items'][number];

export const productFromParam = (value: string | undefined) => newsProducts.find((p) => p === value) ?? null;

export function NewsListPage() {
  const product = productFromParam(useParams().product);
  if (!product) return <DashboardNotFoundPage />;
  return <NewsList key={product} product={product} />;
}

function NewsList({ product }: { product: NewsProduct }) {
  const { enqueueSnackbar } = useSnackbar();
  const { params, update, variables } = useListParams({ sort: 'publishAt', direction: 'DESC', filters: ['estado'] });
  const status = statusFromSlug(params.filters.estado);
  const { data, previousData, loading, error } = useQuery(NewsItemsQuery, { variables: { ...variables, product, status }, fetchPolicy: 'cache-and-network' });
  const [deleteNews, { loading: deleting }] = useMutation(DeleteNewsMutation, { refetchQueries: ['NewsItems'], awaitRefetchQueries: true });
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const page = (data ?? previousData)?.newsItems;
  const onSearch = useCallback((search: string) => update({ search, page: 0 }), [update]);
  const title = newsProductLabels[product];

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteNews({ variables: { id: toDelete.id } });
      enqueueSnackbar('Novedad eliminada', { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(errorMessageOf(e), { variant: 'error' });
    }
    setToDelete(null);
  };

  const columns: Column<Row>[] = [
    { header: 'Título', sortKey: 'title', render: (n) => <RouterLink to={paths.dashboard.newsEdit(product, n.id)}>{n.title}</RouterLink> },
    { header: 'Resumen', render: (n) => <Box sx={{ minWidth: 200, maxWidth: 360, overflowWrap: 'anywhere' }}>{n.summary}</Box> },
    { header: 'Imagen', render: (n) => (n.imageUrl ? 'Sí' : 'No') },
    { header: 'Estado', sortKey: 'status', render: (n) => <StatusChip status={n.status} publishAt={n.publishAt} /> },
    { header: 'Publicación', sortKey: 'publishAt', render: (n) => (n.publishAt ? formatDateTime(n.publishAt) : '—') },
    {
      header: 'Acciones',
      align: 'right',
      render: (n) => (
        <Button color="error" size="small" onClick={() => setToDelete(n)} aria-label={`Eliminar «${n.title}»`}>
          Eliminar
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1">{title}</Typography>
        <Button variant="contained" startIcon={<AddOutlined />} component={LinkBehavior} to={paths.dashboard.newsCreate(product)}>
          Nueva novedad
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField label="Buscar por título o resumen" value={params.search} onChange={onSearch} />
        <StatusFilter value={status} onChange={(estado) => update({ filters: { estado }, page: 0 })} />
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      )}
      <ServerTable
        label={title}
        columns={columns}
        rows={page?.items}
        total={page?.total ?? 0}
        loading={loading}
        rowKey={(n) => n.id}
        params={params}
        onChange={update}
        empty={params.search || status ? 'Ninguna novedad coincide con la búsqueda o el filtro.' : 'Todavía no hay novedades. Cree la primera con «Nueva novedad».'}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar novedad"
        confirmLabel="Eliminar"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      >
        ¿Eliminar «{toDelete?.title}»? Esta acción no se puede deshacer.
      </ConfirmDialog>
    </>
  );
}
