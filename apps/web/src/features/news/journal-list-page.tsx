import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { JournalIssuesQuery as JournalIssuesData } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { SearchField } from '../../shared/list/search-field';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { paths } from '../../shared/paths';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
import { formatDateTime } from '@portal/domain/dates';
import { DeleteJournalIssueMutation, JournalIssuesQuery } from './operations';
import { StatusChip } from './status-chip';
import { StatusFilter, statusFromSlug } from './status-filter';

type Row = JournalIssuesData['journalIssues']['items'][number];

export function JournalListPage() {
  const { enqueueSnackbar } = useSnackbar();
  const { params, update, variables } = useListParams({ sort: 'year', direction: 'DESC', filters: ['estado'] });
  const status = statusFromSlug(params.filters.estado);
  const { data, previousData, loading, error } = useQuery(JournalIssuesQuery, { variables: { ...variables, status }, fetchPolicy: 'cache-and-network' });
  const [deleteIssue, { loading: deleting }] = useMutation(DeleteJournalIssueMutation, { refetchQueries: ['JournalIssues'], awaitRefetchQueries: true });
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const page = (data ?? previousData)?.journalIssues;
  const onSearch = useCallback((search: string) => update({ search, page: 0 }), [update]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteIssue({ variables: { id: toDelete.id } });
      enqueueSnackbar('Número eliminado', { variant: 'success' });
    } catch (e) {
      enqueueSnackbar(errorMessageOf(e), { variant: 'error' });
    }
    setToDelete(null);
  };

  const columns: Column<Row>[] = [
    { header: 'Título', sortKey: 'title', render: (j) => <RouterLink to={paths.dashboard.journalEdit(j.id)}>{j.title}</RouterLink> },
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
    {
      header: 'Acciones',
      align: 'right',
      render: (j) => (
        <Button color="error" size="small" onClick={() => setToDelete(j)} aria-label={`Eliminar el número ${j.number} (${j.year})`}>
          Eliminar
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Revista" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1">Revista</Typography>
        <Button variant="contained" startIcon={<AddOutlined />} component={LinkBehavior} to={paths.dashboard.journalCreate()}>
          Nuevo número
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField label="Buscar por título, número o año" value={params.search} onChange={onSearch} />
        <StatusFilter value={status} onChange={(estado) => update({ filters: { estado }, page: 0 })} />
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessageOf(error)}
        </Alert>
      )}
      <ServerTable
        label="Números de la revista"
        columns={columns}
        rows={page?.items}
        total={page?.total ?? 0}
        loading={loading}
        rowKey={(j) => j.id}
        params={params}
        onChange={update}
        empty={params.search || status ? 'Ningún número coincide con la búsqueda o el filtro.' : 'Todavía no hay números de la revista. Cargue el primero con «Nuevo número».'}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar número"
        confirmLabel="Eliminar"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      >
        ¿Eliminar el número {toDelete?.number} ({toDelete?.year}) de «{toDelete?.title}»? Esta acción no se puede deshacer.
      </ConfirmDialog>
    </>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
