import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';
import { PageTitle } from '../../shared/ui/page-title';
import { LinkBehavior } from '../../shared/ui/router-link';
import { evaluationConferences } from './nav';

/**
 * /dashboard/evaluacion and /dashboard/evaluadas (the menu's entries): the active role's
 * conference when it is ADMIN_CONGRESO or COORDINADOR, else a choice among the conferences where
 * the person holds one of them.
 */
export function EvaluationStartPage({ mode }: { mode: 'pending' | 'evaluated' }) {
  const { activeRole, roles } = useSession();
  const to = mode === 'pending' ? paths.dashboard.evaluation : paths.dashboard.evaluated;
  const conferences = evaluationConferences(roles);
  const active = activeRole && conferences.find((c) => c.id === activeRole.conferenceId);
  const only = conferences.length === 1 ? conferences[0] : null;
  const target = active ?? only;
  if (target) return <Navigate to={to(target.id, 'ponencias')} replace />;
  const title = mode === 'pending' ? 'Evaluación' : 'Evaluadas';
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {conferences.length === 0 ? (
        <Alert severity="info" action={<Button component={LinkBehavior} to={paths.dashboard.home()}>Inicio</Button>}>
          No coordina áreas ni administra ningún congreso.
        </Alert>
      ) : (
        <List aria-label="Congresos">
          {conferences.map((c) => (
            <ListItemButton key={c.id} component={LinkBehavior} to={to(c.id, 'ponencias')}>
              <ListItemText primary={c.name} />
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
