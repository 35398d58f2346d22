import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useParams } from 'react-router';
import { proposalStatusLabels } from '@portal/domain/proposal-status';
import type { AreaPanelKind } from '@portal/domain/panels';
import type { AreaPanelFieldsFragment } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { exportColumnChoices } from '@portal/domain/exports';
import { ExportMenu } from '../../shared/exports/export-menu';
import { notify } from '../../shared/notify';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { LinkBehavior } from '../../shared/ui/router-link';
import { panelKinds } from './kinds';
import { ExportPanelsMutation, PanelSetupQuery, RegularPanelsQuery, StudentTablePanelsQuery } from './operations';
import { AreaWork } from './area-work';

type Panel = AreaPanelFieldsFragment;

/** The two lists of an edition, as links (the current one marked). */
function KindSwitch({ kind, conferenceId }: { kind: AreaPanelKind; conferenceId: string }) {
  return (
    <Box component="nav" aria-label="Tipo de panel" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {(['PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE'] as const).map((k) => (
        <Button key={k} component={LinkBehavior} to={panelKinds[k].list(conferenceId)} variant={k === kind ? 'contained' : 'outlined'} aria-current={k === kind ? 'page' : undefined}>
          {panelKinds[k].labels.many}
        </Button>
      ))}
    </Box>
  );
}

/**
 * /dashboard/paneles/{conferenceId}/panel-regular and /panel-mesa-estudiante (COORDINADOR,
 * ADMIN_CONGRESO): the panels of the viewer's areas, with area filter and search; below, for the
 * chosen area, the suggested panels and the approved papers without a panel.
 */
export function PanelsListPage({ kind }: { kind: AreaPanelKind }) {
  const { conferenceId = '' } = useParams();
  const config = panelKinds[kind];
  const { data: setupData, error: setupError } = useQuery(PanelSetupQuery, { variables: { conferenceId } });
  const setup = setupData?.panelSetup;
  const { params, update, variables, pageOf } = useListParams({ sort: 'name', filters: ['area'] });
  const onlyArea = setup?.areas.length === 1 ? setup.areas[0].id : null;
  const areaId = params.filters.area ?? onlyArea;
  const listVariables = { conferenceId, thematicAreaId: params.filters.area ?? null, ...variables };
  // Panels change from other screens (the form) and other people: always ask again.
  const regular = useQuery(RegularPanelsQuery, { variables: listVariables, skip: kind !== 'PANEL_REGULAR', fetchPolicy: 'cache-and-network' });
  const tables = useQuery(StudentTablePanelsQuery, { variables: listVariables, skip: kind !== 'PANEL_MESA_ESTUDIANTE', fetchPolicy: 'cache-and-network' });
  const query = kind === 'PANEL_REGULAR' ? regular : tables;
  const result = query.data ?? query.previousData;
  const page = result && ('regularPanels' in result ? result.regularPanels : 'studentTablePanels' in result ? result.studentTablePanels : undefined);
  const [deleting, setDeleting] = useState<Panel | null>(null);
  const [exportPanels] = useMutation(ExportPanelsMutation);
  const [remove, { loading: removing }] = useMutation(config.deleteMutation, { refetchQueries: [config.listQueryName, 'PanelCandidates', 'PanelSuggestions'], awaitRefetchQueries: true });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      notify(`Se eliminó «${deleting.name}»; sus ${config.labels.items} volvieron a estar disponibles.`, 'success');
      setDeleting(null);
    } catch (e) {
      notify(errorMessageOf(e), 'error');
    }
  };

  const columns: Column<Panel>[] = [
    { header: 'Nombre', sortKey: 'name', primary: true, render: (p) => p.name },
    { header: 'Área temática', sortKey: 'area', render: (p) => p.thematicArea.name },
    { header: config.labels.items.charAt(0).toUpperCase() + config.labels.items.slice(1), render: (p) => p.items.length },
    { header: 'Coordinación', render: (p) => p.chair?.name ?? 'Sin definir' },
    { header: 'Comentarista', render: (p) => p.commentator?.name ?? 'Sin definir' },
    { header: 'Estado', render: (p) => proposalStatusLabels[p.status] },
  ];
  const title = setup ? `${config.labels.many}: ${setup.conferenceName}` : config.labels.many;
  const newLink = config.create(conferenceId) + (areaId ? `?area=${areaId}` : '');

  return (
    <ListPage
      title={title}
      intro={
        <>
          <KindSwitch kind={kind} conferenceId={conferenceId} />
          {setupError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessageOf(setupError)}
            </Alert>
          )}
        </>
      }
      actions={
        setup ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Button variant="contained" startIcon={<AddOutlined />} component={LinkBehavior} to={newLink}>
              {config.labels.create}
            </Button>
            <ExportMenu
              progressLabel="Exportando los paneles"
              columns={exportColumnChoices.areaPanels}
              onExport={async (format, columns) =>
                (
                  await exportPanels({
                    variables: { format, columns, conferenceId, kind, thematicAreaId: listVariables.thematicAreaId, search: variables.search, sort: variables.sort, direction: variables.direction },
                  })
                ).data?.exportPanels
              }
            />
          </Box>
        ) : undefined
      }
      search={{ label: 'Buscar por nombre o ponencia', params, update }}
      filters={
        setup && setup.areas.length > 1 ? (
          <TextField select size="small" label="Área temática" value={params.filters.area ?? ''} onChange={(e) => update({ filters: { area: e.target.value || null }, page: 0 })} sx={{ minWidth: 220 }}>
            <MenuItem value="">Todas las áreas</MenuItem>
            {setup.areas.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
        ) : undefined
      }
      error={query.error}
    >
      <ServerTable
        label={`${config.labels.many} del congreso`}
        columns={columns}
        page={pageOf(page, query.loading)}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        actions={(p) => [
          ...(p.permissions.canEdit ? [{ label: 'Editar', icon: EditOutlined, to: config.edit(conferenceId, p.id) }] : []),
          ...(p.permissions.canDelete ? [{ label: 'Eliminar', icon: DeleteOutlined, destructive: true, onClick: () => setDeleting(p) }] : []),
        ]}
        empty={params.search ? 'Ningún panel coincide con la búsqueda.' : `Todavía no hay ${config.labels.many.toLowerCase()}. Use una sugerencia de abajo o «${config.labels.create}».`}
      />
      {setup && <AreaWork kind={kind} conferenceId={conferenceId} areaId={areaId} areas={setup.areas} limits={{ min: setup.minPapers, max: setup.maxPapers }} panelsInArea={params.search || !page ? undefined : page.total} />}
      <ConfirmDialog open={deleting !== null} title="¿Eliminar el panel?" confirmLabel="Eliminar" destructive busy={removing} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)}>
        {deleting && (
          <>
            ¿Eliminar <strong>«{deleting.name}»</strong>? Sus {deleting.items.length} {config.labels.items} quedan aprobadas y disponibles para otro panel.
          </>
        )}
      </ConfirmDialog>
    </ListPage>
  );
}

export const RegularPanelsPage = () => <PanelsListPage kind="PANEL_REGULAR" />;
export const StudentTablePanelsPage = () => <PanelsListPage kind="PANEL_MESA_ESTUDIANTE" />;
