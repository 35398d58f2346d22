import { useApolloClient, useQuery } from '@apollo/client/react';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime } from '@portal/domain/dates';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior, RouterLink } from '../../shared/ui/router-link';
import { placementKey, type Draft } from './draft-panel';
import { GridBoard } from './grid-board';
import { buildGridModel } from './grid-model';
import { ProposeScheduleQuery, ScheduleGridQuery } from './operations';
import { PublishDialog } from './publish-dialog';
import { ReleasesDialog } from './releases-dialog';

/**
 * /dashboard/cronogramas/{conferenceId}/cronograma «Cronograma» (ORGANIZADOR_CONGRESO,
 * ADMIN_CONGRESO): the grid in one query (`scheduleGrid`), «Proponer cronograma», «Publicar
 * versión» and «Versiones».
 */
export function ScheduleGridPage() {
  const { conferenceId = '' } = useParams();
  const client = useApolloClient();
  const { data, error } = useQuery(ScheduleGridQuery, { variables: { conferenceId }, fetchPolicy: 'cache-and-network' });
  const grid = data?.scheduleGrid;
  const model = useMemo(() => (grid ? buildGridModel(grid) : null), [grid]);
  const [dialog, setDialog] = useState<'publish' | 'releases' | null>(null);
  const [published, setPublished] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [proposing, setProposing] = useState(false);
  const [proposeError, setProposeError] = useState<string | null>(null);
  const canEdit = grid?.permissions.canEdit ?? false;

  const propose = async () => {
    setProposing(true);
    setProposeError(null);
    try {
      const { data: answer } = await client.query({ query: ProposeScheduleQuery, variables: { conferenceId }, fetchPolicy: 'network-only' });
      const proposal = answer!.proposeSchedule;
      setDraft({ ...proposal, kept: new Set(proposal.placements.map(placementKey)) });
    } catch (e) {
      setProposeError(errorMessageOf(e));
    } finally {
      setProposing(false);
    }
  };

  return (
    <>
      <PageTitle title="Cronograma" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h1">Cronograma</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<MeetingRoomOutlined />} component={LinkBehavior} to={paths.dashboard.scheduleSetup(conferenceId)}>
            Salas y horarios
          </Button>
          {canEdit && (
            <Button variant="outlined" startIcon={<AutoFixHighOutlined />} onClick={() => void propose()} loading={proposing} disabled={!model || model.unassigned.length === 0}>
              Proponer cronograma
            </Button>
          )}
          <Button variant="outlined" startIcon={<HistoryOutlined />} onClick={() => setDialog('releases')} disabled={!grid}>
            Versiones
          </Button>
          {grid?.permissions.canPublish && (
            <Button variant="contained" startIcon={<PublishOutlined />} onClick={() => setDialog('publish')}>
              Publicar versión
            </Button>
          )}
        </Box>
      </Box>
      {grid && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {grid.conference.name} · {grid.lastVersion ? `Versión publicada: ${grid.lastVersion}${grid.lastReleasedAt ? ` (${formatDateTime(grid.lastReleasedAt)})` : ''}` : 'Todavía no se publicó ninguna versión'}
          {grid.lastVersion !== null && grid.lastVersion !== undefined && (
            <>
              {' · '}
              <RouterLink to={paths.programme(conferenceId)}>Programa público</RouterLink>
              {' · '}
              <RouterLink to={paths.programmePdf(conferenceId)}>Programa en PDF</RouterLink>
            </>
          )}
        </Typography>
      )}
      {published !== null && (
        <Alert severity="success" role="status" onClose={() => setPublished(null)} sx={{ mb: 2 }}>
          Se publicó la versión {published}. Cada persona cuyas sesiones cambiaron recibirá un correo.
        </Alert>
      )}
      {proposeError && (
        <Alert severity="error" onClose={() => setProposeError(null)} sx={{ mb: 2 }}>
          {proposeError}
        </Alert>
      )}
      {error && !grid && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {!grid && !error && <CircularProgress aria-label="Cargando el cronograma" />}
      {grid && model && <GridBoard conferenceId={conferenceId} model={model} warnings={grid.warnings} canEdit={canEdit} draft={draft} setDraft={setDraft} />}
      {dialog === 'publish' && <PublishDialog conferenceId={conferenceId} onClose={() => setDialog(null)} onPublished={setPublished} />}
      {dialog === 'releases' && <ReleasesDialog conferenceId={conferenceId} onClose={() => setDialog(null)} />}
    </>
  );
}
