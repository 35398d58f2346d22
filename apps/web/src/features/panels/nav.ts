import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/**
 * Regular panels and student tables of the active role's edition: `/dashboard/paneles` opens its
 * list (the role carries the conference).
 */
export const panelNav: NavItem[] = [{ label: 'Paneles', to: paths.dashboard.panels(), icon: ViewModuleOutlined, roles: rolesOf(paths.dashboard.panels) }];
