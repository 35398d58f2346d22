import Alert from '@mui/material/Alert';
import { Navigate } from 'react-router';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';

/** /dashboard/paneles: the regular panels of the active role's edition. */
export function PanelsHome() {
  const { activeRole } = useSession();
  if (!activeRole?.conferenceId || (activeRole.role !== 'COORDINADOR' && activeRole.role !== 'ADMIN_CONGRESO')) {
    return <Alert severity="info">Elija un rol de coordinación o de administración de un congreso para ver sus paneles.</Alert>;
  }
  return <Navigate to={paths.dashboard.regularPanels(activeRole.conferenceId)} replace />;
}
