import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useParams } from 'react-router';
import { newsProductLabels, newsProducts, type NewsProduct } from '@portal/domain/news';
import type { NewsItemsQuery as NewsItemsData } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { useListParams } from '../../shared/list/use-list-params';
import { wording } from '../../shared/list/wording';
import { paths } from '../../shared/paths';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
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
  const { params, update, variables, pageOf } = useListParams({ sort: 'publishAt', direction: 'DESC', filters: ['estado'] });
  const status = statusFromSlug(params.filters.estado);
  const { data, previousData, loading, error } = useQuery(NewsItemsQuery, { variables: { ...variables, product, status }, fetchPolicy: 'cache-and-network' });
  const [deleteNews] = useMutation(DeleteNewsMutation, { refetchQueries: ['NewsItems'], awaitRefetchQueries: true });
  const deletion = useDeleteConfirmation<Row>({ describe: (n) => `la novedad «${n.title}»`, remove: (n) => deleteNews({ variables: { id: n.id } }) });
  const page = (data ?? previousData)?.newsItems;
  const title = newsProductLabels[product];

  const columns: Column<Row>[] = [
    { header: 'Título', sortKey: 'title', primary: true, render: (n) => <RouterLink to={paths.dashboard.newsEdit(product, n.id)}>{n.title}</RouterLink> },
    { header: 'Resumen', render: (n) => <Box sx={{ minWidth: { sm: 200 }, maxWidth: 360, overflowWrap: 'anywhere' }}>{n.summary}</Box> },
    { header: 'Imagen', render: (n) => (n.imageUrl ? 'Sí' : 'No') },
    { header: 'Estado', sortKey: 'status', render: (n) => <StatusChip status={n.status} publishAt={n.publishAt} /> },
    { header: 'Publicación', sortKey: 'publishAt', render: (n) => (n.publishAt ? formatDateTime(n.publishAt) : '—') },
  ];

  return (
    <ListPage
      title={title}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} component={LinkBehavior} to={paths.dashboard.newsCreate(product)}>
          Nueva novedad
        </Button>
      }
      search={{ label: 'Buscar por título o resumen', params, update }}
      filters={<StatusFilter value={status} onChange={(estado) => update({ filters: { estado }, page: 0 })} />}
      error={error}
    >
      <ServerTable
        label={title}
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(n) => n.id}
        rowLabel={(n) => n.title}
        actions={(n) => [
          { label: wording.edit, icon: EditOutlined, to: paths.dashboard.newsEdit(product, n.id) },
          { label: wording.remove, icon: DeleteOutlined, destructive: true, onClick: () => deletion.request(n) },
        ]}
        empty={params.search || status ? 'Ninguna novedad coincide con la búsqueda o el filtro.' : 'Todavía no hay novedades. Cree la primera con «Nueva novedad».'}
      />
      {deletion.dialog}
    </ListPage>
  );
}
