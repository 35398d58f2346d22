import { Navigate } from 'react-router';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session/session-context';

/**
 * /dashboard/evaluacion and /dashboard/evaluadas (the menu's entries): the active role's
 * conference. The route's guard lets only ADMIN_CONGRESO and COORDINADOR in, and a conference
 * role always names its conference; another conference's items need that conference's role.
 */
export function EvaluationStartPage({ mode }: { mode: 'pending' | 'evaluated' }) {
  const { activeRole } = useSession();
  const to = mode === 'pending' ? paths.dashboard.evaluation : paths.dashboard.evaluated;
  return <Navigate to={to(activeRole?.conferenceId ?? '', 'ponencias')} replace />;
}
