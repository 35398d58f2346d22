import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateTime } from '@portal/domain/dates';
import { plural } from '@portal/domain/plural';
import { errorMessageOf } from '../../shared/graphql-errors';
import { ChangeList } from './change-list';
import { ScheduleReleasesQuery } from './operations';

/** «Versiones»: each released version, newest first: when, who, the note and its changes against the one before. */
export function ReleasesDialog({ conferenceId, onClose }: { conferenceId: string; onClose: () => void }) {
  const titleId = useId();
  const { data, loading, error } = useQuery(ScheduleReleasesQuery, { variables: { conferenceId }, fetchPolicy: 'cache-and-network' });
  const releases = data?.scheduleReleases ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Versiones publicadas</DialogTitle>
      <DialogContent>
        {loading && !data && <CircularProgress aria-label="Cargando las versiones" />}
        {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
        {data && releases.length === 0 && <Alert severity="info">Todavía no se publicó ninguna versión del cronograma.</Alert>}
        {releases.map((r) => (
          <Box component="section" key={r.id} aria-label={`Versión ${r.version}`} sx={{ mb: 3 }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
              Versión {r.version}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(r.releasedAt)}
              {r.releasedBy ? ` · publicó ${r.releasedBy}` : ''} · {plural(r.sessionCount, 'sesión', 'sesiones')}
            </Typography>
            {r.note && <Typography sx={{ my: 1, whiteSpace: 'pre-line' }}>{r.note}</Typography>}
            {r.changes.length === 0 ? <Typography variant="body2">Sin cambios de sesiones.</Typography> : <ChangeList changes={r.changes} label={`Cambios de la versión ${r.version}`} />}
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
