import { Navigate } from 'react-router';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';

/**
 * /dashboard/paneles: the regular panels of the active role's edition. The route's guard lets
 * only COORDINADOR and ADMIN_CONGRESO in, and a conference role always names its conference.
 */
export function PanelsHome() {
  const { activeRole } = useSession();
  return <Navigate to={paths.dashboard.regularPanels(activeRole?.conferenceId ?? '')} replace />;
}
