import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { JournalIssuesQuery as JournalIssuesData } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { useListParams } from '../../shared/list/use-list-params';
import { wording } from '../../shared/list/wording';
import { paths } from '../../shared/paths';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
import { visuallyHidden } from '../../shared/ui/visually-hidden';
import { formatDateTime } from '@portal/domain/dates';
import { DeleteJournalIssueMutation, JournalIssuesQuery } from './operations';
import { StatusChip } from './status-chip';
import { StatusFilter, statusFromSlug } from './status-filter';

type Row = JournalIssuesData['journalIssues']['items'][number];

export function JournalListPage() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'year', direction: 'DESC', filters: ['estado'] });
  const status = statusFromSlug(params.filters.estado);
  const { data, previousData, loading, error } = useQuery(JournalIssuesQuery, { variables: { ...variables, status }, fetchPolicy: 'cache-and-network' });
  const [deleteIssue] = useMutation(DeleteJournalIssueMutation, { refetchQueries: ['JournalIssues'], awaitRefetchQueries: true });
  const deletion = useDeleteConfirmation<Row>({
    describe: (j) => `el número ${j.number} (${j.year}) «${j.title}»`,
    remove: (j) => deleteIssue({ variables: { id: j.id } }),
  });
  const page = (data ?? previousData)?.journalIssues;

  const columns: Column<Row>[] = [
    { header: 'Título', sortKey: 'title', primary: true, render: (j) => <RouterLink to={paths.dashboard.journalEdit(j.id)}>{j.title}</RouterLink> },
    { header: 'Número', sortKey: 'number', align: 'right', render: (j) => j.number },
    { header: 'Año', sortKey: 'year', align: 'right', render: (j) => j.year },
    {
      header: 'Acceso',
      render: (j) => (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {j.link && (
            <Link href={j.link} target="_blank" rel="noopener noreferrer">
              Enlace<Box component="span" sx={visuallyHidden}>{` al número ${j.number} (se abre en otra pestaña)`}</Box>
            </Link>
          )}
          {j.pdfUrl && (
            <Link href={j.pdfUrl}>
              PDF<Box component="span" sx={visuallyHidden}>{` del número ${j.number}`}</Box>
            </Link>
          )}
        </Box>
      ),
    },
    { header: 'Estado', sortKey: 'status', render: (j) => <StatusChip status={j.status} publishAt={j.publishAt} /> },
    { header: 'Publicación', sortKey: 'publishAt', render: (j) => (j.publishAt ? formatDateTime(j.publishAt) : '—') },
  ];

  return (
    <ListPage
      title="Revista"
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} component={LinkBehavior} to={paths.dashboard.journalCreate()}>
          Nuevo número
        </Button>
      }
      search={{ label: 'Buscar por título, número o año', params, update }}
      filters={<StatusFilter value={status} onChange={(estado) => update({ filters: { estado }, page: 0 })} />}
      error={error}
    >
      <ServerTable
        label="Números de la revista"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(j) => j.id}
        rowLabel={(j) => `número ${j.number} (${j.year})`}
        actions={(j) => [
          { label: wording.edit, icon: EditOutlined, to: paths.dashboard.journalEdit(j.id) },
          { label: wording.remove, icon: DeleteOutlined, destructive: true, onClick: () => deletion.request(j) },
        ]}
        empty={params.search || status ? 'Ningún número coincide con la búsqueda o el filtro.' : 'Todavía no hay números de la revista. Cargue el primero con «Nuevo número».'}
      />
      {deletion.dialog}
    </ListPage>
  );
}
