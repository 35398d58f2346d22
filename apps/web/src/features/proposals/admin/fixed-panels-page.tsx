import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { formatDate } from '@portal/domain/dates';
import { exportColumnChoices } from '@portal/domain/exports';
import { proposalStatusLabels } from '@portal/domain/proposal-status';
import type { FixedPanelsQuery as ListData } from '../../../gql/graphql';
import { ExportMenu } from '../../../shared/exports/export-menu';
import { hasErrorCode } from '../../../shared/graphql-errors';
import { ListPage } from '../../../shared/list/list-page';
import type { RowAction } from '../../../shared/list/row-actions';
import { ServerTable, type Column } from '../../../shared/list/server-table';
import { useDeleteConfirmation } from '../../../shared/list/use-delete-confirmation';
import { useListParams } from '../../../shared/list/use-list-params';
import { wording } from '../../../shared/list/wording';
import { paths } from '../../../shared/paths';
import { DashboardNotFoundPage } from '../../../shared/ui/dashboard-not-found-page';
import { LinkBehavior } from '../../../shared/ui/router-link';
import { AdminTabs } from './admin-tabs';
import { AdministeredConferenceQuery, DeleteFixedPanelMutation, ExportFixedPanelsMutation, FixedPanelsQuery } from './operations';

type Row = ListData['fixedPanels']['items'][number];

/** /dashboard/propuestas/{conferenceId}/panel-fijo: the edition's plenaries and keynotes. */
export function FixedPanelsPage() {
  const conferenceId = useParams().conferenceId ?? '';
  const client = useApolloClient();
  const { params, update, variables, pageOf } = useListParams({ sort: 'name', direction: 'ASC' });
  const conference = useQuery(AdministeredConferenceQuery, { variables: { conferenceId } });
  const { data, previousData, loading, error } = useQuery(FixedPanelsQuery, { variables: { ...variables, conferenceId }, fetchPolicy: 'cache-and-network' });
  const deletion = useDeleteConfirmation<Row>({
    describe: (p) => `el panel fijo «${p.name}»`,
    remove: (p) => client.mutate({ mutation: DeleteFixedPanelMutation, variables: { id: p.id }, refetchQueries: ['FixedPanels'], awaitRefetchQueries: true }),
  });
  const [exportPanels] = useMutation(ExportFixedPanelsMutation);
  const refused = [conference.error, error].some((e) => e && (hasErrorCode(e, 'NOT_FOUND') || hasErrorCode(e, 'FORBIDDEN')));
  if (refused) return <DashboardNotFoundPage />;
  const page = (data ?? previousData)?.fixedPanels;

  const columns: Column<Row>[] = [
    { header: 'Título', sortKey: 'name', primary: true, render: (p) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{p.name}</Box> },
    { header: 'Coordinación', render: (p) => p.chair?.name ?? '—' },
    {
      header: 'Participantes',
      render: (p) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {p.speakers.map((s) => s.name).join(', ')}
        </Box>
      ),
    },
    { header: 'Estado', render: (p) => proposalStatusLabels[p.status] },
    { header: 'Modificado', sortKey: 'updatedAt', render: (p) => formatDate(p.updatedAt) },
  ];
  const actionsOf = (p: Row): RowAction[] => {
    const actions: RowAction[] = [{ label: wording.edit, icon: EditOutlined, to: paths.dashboard.fixedPanelEdit(conferenceId, p.id) }];
    if (p.permissions.canDelete) actions.push({ label: wording.remove, icon: DeleteOutlined, destructive: true, onClick: () => deletion.request(p) });
    return actions;
  };

  return (
    <ListPage
      title="Paneles fijos"
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Button variant="contained" startIcon={<AddOutlined />} component={LinkBehavior} to={paths.dashboard.fixedPanelNew(conferenceId)}>
            Nuevo panel fijo
          </Button>
          <ExportMenu
            progressLabel="Exportando los paneles fijos"
            columns={exportColumnChoices.fixedPanels}
            onExport={async (format, columns) =>
              (await exportPanels({ variables: { format, columns, conferenceId, search: variables.search, sort: variables.sort, direction: variables.direction } })).data?.exportFixedPanels
            }
          />
        </Box>
      }
      intro={
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {conference.data ? `${conference.data.administeredConference.name}. ` : ''}Plenarios y conferencias magistrales: título, coordinación y participantes, socios o no. Un panel ya incluido en el cronograma no se puede eliminar.
          </Typography>
          <AdminTabs conferenceId={conferenceId} current="PANEL_FIJO" />
        </>
      }
      search={{ label: 'Buscar por título', params, update }}
      error={error}
    >
      <ServerTable
        label="Paneles fijos"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        actions={actionsOf}
        empty={params.search ? 'Ningún panel fijo coincide con la búsqueda.' : 'Todavía no hay paneles fijos. Empiece con «Nuevo panel fijo».'}
      />
      {deletion.dialog}
    </ListPage>
  );
}
