import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { formatDate } from '@portal/domain/dates';
import { isInGroup, proposalStatuses, proposalStatusLabels } from '@portal/domain/proposal-status';
import { hasFullText } from '@portal/domain/proposals';
import type { ConferenceProposalsQuery as ListData } from '../../../gql/graphql';
import { hasErrorCode } from '../../../shared/graphql-errors';
import { ListPage } from '../../../shared/list/list-page';
import type { RowAction } from '../../../shared/list/row-actions';
import { ServerTable, type Column } from '../../../shared/list/server-table';
import { useDeleteConfirmation } from '../../../shared/list/use-delete-confirmation';
import { useListParams } from '../../../shared/list/use-list-params';
import { exportColumnChoices } from '@portal/domain/exports';
import { ExportMenu } from '../../../shared/exports/export-menu';
import { wording } from '../../../shared/list/wording';
import { paths } from '../../../shared/paths';
import { DashboardNotFoundPage } from '../../../shared/ui/dashboard-not-found-page';
import { LinkBehavior } from '../../../shared/ui/router-link';
import { deleteProposal } from '../save-proposal';
import { ADMIN_REFETCH, adminListTitles, adminNewLabels, adminSegments, kindFromListSegment } from './admin-kinds';
import { AdminTabs } from './admin-tabs';
import { AdministeredConferenceQuery, ConferenceProposalsQuery, ExportConferenceInscriptionsMutation, ExportConferenceProposalsMutation } from './operations';

type Row = ListData['conferenceProposals']['items'][number];

/** URL value of the status filter: `?estado=incluido-en-panel`. */
const statusSlug = (status: (typeof proposalStatuses)[number]) => proposalStatusLabels[status].toLowerCase().replaceAll(' ', '-');
const statusFromSlug = (slug: string | undefined) => proposalStatuses.find((s) => statusSlug(s) === slug) ?? null;

/** URL values of the final-version filter: `?version-final=con` (any item with one) or `sin` (accepted items without one). */
const finalVersionFilter = (slug: string | undefined) => (slug === 'con' ? true : slug === 'sin' ? false : null);

const submitterOf = (p: Row) => p.authors.find((a) => a.isSubmitter) ?? p.authors[0];

/** /dashboard/propuestas/{conferenceId}/{kind}: every proposal of a kind in the edition, for its ADMIN_CONGRESO. */
export function ConferenceProposalsPage() {
  const { conferenceId = '', kind: segment } = useParams();
  const kind = kindFromListSegment(segment);
  const client = useApolloClient();
  const { params, update, variables, pageOf } = useListParams({ sort: 'createdAt', direction: 'DESC', filters: ['estado', 'area', 'version-final'] });
  const status = statusFromSlug(params.filters.estado);
  const thematicAreaId = params.filters.area ?? null;
  const finalVersion = kind && hasFullText(kind) ? finalVersionFilter(params.filters['version-final']) : null;
  const conference = useQuery(AdministeredConferenceQuery, { variables: { conferenceId } });
  const { data, previousData, loading, error } = useQuery(ConferenceProposalsQuery, {
    variables: { ...variables, conferenceId, kind: kind ?? 'PRESENTACION', status, thematicAreaId, finalVersion },
    skip: !kind,
    fetchPolicy: 'cache-and-network',
  });
  const deletion = useDeleteConfirmation<Row>({
    describe: (p) => `la propuesta «${p.title}»`,
    remove: (p) => deleteProposal(client, p.kind, p.id, ADMIN_REFETCH),
    detail: (p) =>
      `Se elimina en nombre de ${submitterOf(p)?.name ?? 'quien la presentó'}, con sus autores y su archivo.` +
      (p.panel ? ` Está en el panel «${p.panel.name}»: sale de él, que puede quedar por debajo del mínimo de ponencias; avisamos por correo a la coordinación del área.` : '') +
      ' Avisamos por correo a sus autores. Esta acción no se puede deshacer.',
  });
  const [exportProposals] = useMutation(ExportConferenceProposalsMutation);
  const [exportInscriptions] = useMutation(ExportConferenceInscriptionsMutation);
  const refused = [conference.error, error].some((e) => e && (hasErrorCode(e, 'NOT_FOUND') || hasErrorCode(e, 'FORBIDDEN')));
  if (!kind || refused) return <DashboardNotFoundPage />;
  const page = (data ?? previousData)?.conferenceProposals;
  const areas = conference.data?.administeredConference.areas ?? [];
  const item = adminSegments[kind].item;

  const columns: Column<Row>[] = [
    { header: 'Título', sortKey: 'title', primary: true, render: (p) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{p.title}</Box> },
    {
      header: 'Presentada por',
      render: (p) => {
        const s = submitterOf(p);
        return s ? (
          <Box component="span" sx={{ overflowWrap: 'break-word' }}>
            {s.name}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {s.email}
            </Typography>
          </Box>
        ) : null;
      },
    },
    { header: 'Área temática', render: (p) => p.thematicArea.name },
    { header: 'Estado', sortKey: 'status', render: (p) => proposalStatusLabels[p.status] },
    ...(hasFullText(kind)
      ? [
          { header: 'Texto completo', render: (p: Row) => (p.file ? 'Subido' : 'Sin subir') },
          {
            header: 'Versión final',
            render: (p: Row) =>
              p.finalVersion ? (
                <Link href={p.finalVersion.url} aria-label={`Descargar la versión final «${p.finalVersion.name}»`}>
                  Subida el {formatDate(p.finalVersion.uploadedAt)}
                </Link>
              ) : isInGroup(p.status, 'accepted') ? (
                'Sin subir'
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { header: 'Enviada', sortKey: 'createdAt', render: (p) => formatDate(p.createdAt) },
  ];

  const actionsOf = (p: Row): RowAction[] => {
    const actions: RowAction[] = [];
    if (p.permissions.canEdit) actions.push({ label: wording.edit, icon: EditOutlined, to: paths.dashboard.proposalAdminEdit(conferenceId, item, p.id) });
    if (p.permissions.canUpload && hasFullText(p.kind)) actions.push({ label: 'Subir archivo', icon: UploadFileOutlined, to: paths.dashboard.proposalAdminFile(conferenceId, item, p.id) });
    if (p.permissions.canDelete) actions.push({ label: wording.remove, icon: DeleteOutlined, destructive: true, onClick: () => deletion.request(p) });
    return actions;
  };

  const filtered = params.search || status || thematicAreaId || finalVersion !== null;
  const setFilters = (changes: { estado?: string | null; area?: string | null; 'version-final'?: string | null }) =>
    update({ filters: { estado: status ? statusSlug(status) : null, area: thematicAreaId, 'version-final': finalVersion === null ? null : finalVersion ? 'con' : 'sin', ...changes }, page: 0 });

  return (
    <ListPage
      title={`Propuestas: ${adminListTitles[kind].toLowerCase()}`}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Button variant="contained" startIcon={<AddOutlined />} component={LinkBehavior} to={paths.dashboard.proposalAdminNew(conferenceId, item)}>
            {adminNewLabels[kind]}
          </Button>
          <ExportMenu
            progressLabel="Exportando las propuestas"
            columns={exportColumnChoices.conferenceProposals}
            onExport={async (format, columns) =>
              (
                await exportProposals({
                  variables: { format, columns, conferenceId, kind, status, thematicAreaId, finalVersion, search: variables.search, sort: variables.sort, direction: variables.direction },
                })
              ).data?.exportConferenceProposals
            }
          />
          <ExportMenu
            label="Exportar inscripciones"
            progressLabel="Exportando las inscripciones"
            columns={exportColumnChoices.conferenceInscriptions}
            onExport={async (format, columns) => (await exportInscriptions({ variables: { format, columns, conferenceId } })).data?.exportConferenceInscriptions}
          />
        </Box>
      }
      intro={
        <>
          {conference.data && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {conference.data.administeredConference.name}. Puede crear, corregir y eliminar propuestas en nombre de cualquier persona inscripta; cada cambio queda registrado.
            </Typography>
          )}
          <AdminTabs conferenceId={conferenceId} current={kind} />
        </>
      }
      search={{ label: 'Buscar por título, autor o correo', params, update }}
      filters={
        <>
          <TextField select size="small" label="Estado" value={status ? statusSlug(status) : ''} onChange={(e) => setFilters({ estado: e.target.value || null })}>
            <MenuItem value="">Todos</MenuItem>
            {proposalStatuses.map((s) => (
              <MenuItem key={s} value={statusSlug(s)}>
                {proposalStatusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Área temática" value={areas.some((a) => a.id === thematicAreaId) ? thematicAreaId : ''} onChange={(e) => setFilters({ area: e.target.value || null })}>
            <MenuItem value="">Todas</MenuItem>
            {areas.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          {hasFullText(kind) && (
            <TextField select size="small" label="Versión final" value={finalVersion === null ? '' : finalVersion ? 'con' : 'sin'} onChange={(e) => setFilters({ 'version-final': e.target.value || null })}>
              <MenuItem value="">Todas</MenuItem>
              <MenuItem value="con">Con versión final</MenuItem>
              <MenuItem value="sin">Aprobadas sin versión final</MenuItem>
            </TextField>
          )}
        </>
      }
      error={error}
    >
      <ServerTable
        label={adminListTitles[kind]}
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.title}
        actions={actionsOf}
        empty={filtered ? 'Ninguna propuesta coincide con la búsqueda o los filtros.' : 'Todavía no hay propuestas de este tipo en la edición.'}
      />
      {deletion.dialog}
    </ListPage>
  );
}
