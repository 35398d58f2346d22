import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/**
 * ADMIN_CONGRESO and COORDINADOR evaluate the proposals of the active role's conference
 * (spec section 2: /evaluacion, /evaluadas); the entries lead there through a start page.
 */
export const evaluationNav: NavItem[] = [
  { label: 'Evaluación', to: paths.dashboard.evaluationStart(), icon: RateReviewOutlined, roles: rolesOf(paths.dashboard.evaluationStart) },
  { label: 'Evaluadas', to: paths.dashboard.evaluatedStart(), icon: FactCheckOutlined, roles: rolesOf(paths.dashboard.evaluatedStart) },
];
