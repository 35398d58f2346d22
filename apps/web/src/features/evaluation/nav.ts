import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import type { UserRole } from '../../shared/session/user-roles';
import { paths } from '../../shared/paths';

/** The conferences where the person evaluates (ADMIN_CONGRESO or COORDINADOR), once each. */
export function evaluationConferences(roles: UserRole[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const r of roles) {
    if ((r.role === 'ADMIN_CONGRESO' || r.role === 'COORDINADOR') && r.conferenceId && !seen.has(r.conferenceId)) {
      seen.set(r.conferenceId, r.scope?.split(' · ')[0] ?? r.conferenceId);
    }
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * ADMIN_CONGRESO and COORDINADOR evaluate the proposals of the active role's conference
 * (spec section 2: /evaluacion, /evaluadas); the entries lead there through a start page.
 */
export const evaluationNav: NavItem[] = [
  { label: 'Evaluación', to: paths.dashboard.evaluationStart(), icon: RateReviewOutlined, roles: ['ADMIN_CONGRESO', 'COORDINADOR'] },
  { label: 'Evaluadas', to: paths.dashboard.evaluatedStart(), icon: FactCheckOutlined, roles: ['ADMIN_CONGRESO', 'COORDINADOR'] },
];
