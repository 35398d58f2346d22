import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Mis certificados: every signed-in person. */
export const certificatesNav: NavItem[] = [{ label: 'Mis certificados', to: paths.dashboard.myCertificates(), icon: WorkspacePremiumOutlined, roles: rolesOf(paths.dashboard.myCertificates) }];
