import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDay } from '@portal/domain/dates';
import { Navigate } from 'react-router';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';
import { LinkBehavior } from '../../shared/ui/router-link';
import { PageTitle } from '../../shared/ui/page-title';
import { ScheduleConferencesQuery } from './operations';

/**
 * /dashboard/cronogramas (the menu's entry): the rooms and slots of the active role's edition. The
 * guard lets only ORGANIZADOR_CONGRESO and ADMIN_CONGRESO in, and a conference role names its
 * edition; without one (never expected) the editions the person builds are listed to choose.
 */
export function ScheduleHome() {
  const { activeRole } = useSession();
  if (activeRole?.conferenceId) return <Navigate to={paths.dashboard.scheduleSetup(activeRole.conferenceId)} replace />;
  return <ScheduleConferenceList />;
}

function ScheduleConferenceList() {
  const { data, loading, error } = useQuery(ScheduleConferencesQuery);
  const list = data?.scheduleConferences ?? [];
  return (
    <>
      <PageTitle title="Cronograma" />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Cronograma
      </Typography>
      {loading && <CircularProgress aria-label="Cargando" />}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {data && list.length === 0 && <Alert severity="info">No organiza ni administra ninguna edición del congreso.</Alert>}
      {list.length > 0 && (
        <>
          <Typography sx={{ mb: 1 }}>Elija la edición cuyo cronograma quiere armar.</Typography>
          <List aria-label="Ediciones del congreso">
            {list.map((c) => (
              <ListItemButton key={c.id} component={LinkBehavior} to={paths.dashboard.scheduleSetup(c.id)}>
                <ListItemText primary={c.name} secondary={`${formatDay(c.startDate)} al ${formatDay(c.endDate)}${c.venue ? ` · ${c.venue}` : ''}`} />
              </ListItemButton>
            ))}
          </List>
        </>
      )}
    </>
  );
}
