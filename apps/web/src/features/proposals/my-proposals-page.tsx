import { useApolloClient, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { formatDate } from '@portal/domain/dates';
import { proposalKindLabels, proposalStatusLabels } from '@portal/domain/proposal-status';
import { fileKinds, hasFullText } from '@portal/domain/proposals';
import type { MyProposalsQuery as MyProposalsData } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import type { RowAction } from '../../shared/list/row-actions';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useDeleteConfirmation } from '../../shared/list/use-delete-confirmation';
import { useListParams } from '../../shared/list/use-list-params';
import { wording } from '../../shared/list/wording';
import { hasErrorCode } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { DashboardNotFoundPage } from '../../shared/ui/dashboard-not-found-page';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
import { MyCoAuthorInvitationsQuery, MyProposalsQuery, ProposalSubmissionQuery } from './operations';
import { kindFromSlug, ProposalFilters, statusFromSlug } from './proposal-filters';
import { deleteProposal } from './save-proposal';

type Row = MyProposalsData['myProposals']['items'][number];

/** /dashboard/mis-postulaciones/{inscriptionId}: the person's proposals in one inscription, and those they co-author. */
export function MyProposalsPage() {
  const inscriptionId = useParams().inscriptionId ?? '';
  const client = useApolloClient();
  const { params, update, variables, pageOf } = useListParams({ sort: 'createdAt', direction: 'DESC', filters: ['tipo', 'estado'] });
  const kind = kindFromSlug(params.filters.tipo);
  const status = statusFromSlug(params.filters.estado);
  const { data, previousData, loading, error } = useQuery(MyProposalsQuery, { variables: { ...variables, inscriptionId, kind, status }, fetchPolicy: 'cache-and-network' });
  const { data: submission } = useQuery(ProposalSubmissionQuery, { variables: { inscriptionId } });
  const page = (data ?? previousData)?.myProposals;
  // Which co-authorships on this page the person has not answered yet (asked only when the page has any).
  const coAuthored = page?.items.some((p) => p.viewerRole === 'COAUTHOR') ?? false;
  const invitations = useQuery(MyCoAuthorInvitationsQuery, { skip: !coAuthored, fetchPolicy: 'cache-and-network' });
  const unanswered = new Set(invitations.data?.myCoAuthorInvitations.filter((i) => !i.accepted).map((i) => i.proposalId));
  const unansweredHere = page?.items.filter((p) => p.viewerRole === 'COAUTHOR' && unanswered.has(p.id)).length ?? 0;
  const conference = submission?.proposalSubmission?.inscription.conference;
  const deletion = useDeleteConfirmation<Row>({
    describe: (p) => `la postulación «${p.title}»`,
    remove: (p) => deleteProposal(client, p.kind, p.id),
  });

  if (error && hasErrorCode(error, 'NOT_FOUND')) return <DashboardNotFoundPage />;

  const columns: Column<Row>[] = [
    {
      header: 'Título',
      sortKey: 'title',
      primary: true,
      render: (p) => (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}>
          {p.title}
          {p.viewerRole === 'COAUTHOR' && <Chip label={unanswered.has(p.id) ? 'Coautor/a sin confirmar' : 'Coautor/a'} size="small" variant="outlined" color={unanswered.has(p.id) ? 'warning' : 'default'} />}
        </Box>
      ),
    },
    { header: 'Tipo', sortKey: 'kind', render: (p) => proposalKindLabels[p.kind] },
    { header: 'Área temática', render: (p) => p.thematicArea.name },
    { header: 'Estado', sortKey: 'status', render: (p) => proposalStatusLabels[p.status] },
    { header: 'Texto completo', render: (p) => (hasFullText(p.kind) ? (p.file ? 'Subido' : 'Sin subir') : 'No lleva') },
    { header: 'Enviada', sortKey: 'createdAt', render: (p) => formatDate(p.createdAt) },
  ];

  const actionsOf = (p: Row): RowAction[] => {
    // Every proposal opens read-only (status, decision and its comment, panel); a decided one only so.
    const actions: RowAction[] = [{ label: 'Ver', icon: VisibilityOutlined, to: paths.dashboard.proposalDetail(inscriptionId, p.id) }];
    if (p.viewerRole === 'COAUTHOR') return actions;
    if (p.permissions.canEdit) actions.push({ label: wording.edit, icon: EditOutlined, to: paths.dashboard.editProposal[p.kind](inscriptionId, p.id) });
    if (p.permissions.canUpload && hasFullText(p.kind)) {
      actions.push({ label: 'Subir archivo', icon: UploadFileOutlined, to: paths.dashboard.proposalFile(inscriptionId, p.id, fileKinds[p.kind]) });
    }
    if (p.permissions.canDelete) actions.push({ label: wording.remove, icon: DeleteOutlined, destructive: true, onClick: () => deletion.request(p) });
    return actions;
  };

  return (
    <ListPage
      title="Mis postulaciones"
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} component={LinkBehavior} to={paths.dashboard.newProposal(inscriptionId)}>
          Nueva postulación
        </Button>
      }
      intro={
        <Box sx={{ mb: 2 }}>
          <Button startIcon={<ArrowBackOutlined />} component={LinkBehavior} to={paths.dashboard.myInscriptions()} sx={{ mb: 1 }}>
            Mis inscripciones
          </Button>
          {conference && <Typography color="text.secondary">{conference.name}</Typography>}
          <Typography variant="body2" color="text.secondary">
            Las postulaciones de otras personas en las que usted figura como autor/a aparecen marcadas como «Coautor/a»; solo quien las presentó puede cambiarlas.
          </Typography>
          {unansweredHere > 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {unansweredHere === 1 ? 'Una coautoría de esta lista espera su respuesta.' : `${unansweredHere} coautorías de esta lista esperan su respuesta.`}{' '}
              <RouterLink to={paths.dashboard.coAuthorships()}>Aceptar o rechazar en «Coautorías»</RouterLink>
            </Alert>
          )}
        </Box>
      }
      search={{ label: 'Buscar por título', params, update }}
      filters={<ProposalFilters kind={kind} status={status} onChange={(filters) => update({ filters, page: 0 })} />}
      error={error}
    >
      <ServerTable
        label="Mis postulaciones"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.title}
        actions={actionsOf}
        empty={params.search || kind || status ? 'Ninguna postulación coincide con la búsqueda o los filtros.' : 'Todavía no presentó postulaciones en esta inscripción. Empiece con «Nueva postulación».'}
      />
      {deletion.dialog}
    </ListPage>
  );
}
