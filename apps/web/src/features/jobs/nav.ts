import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const jobNav: NavItem[] = [{ label: 'Tareas en segundo plano', to: paths.dashboard.jobs(), icon: PendingActionsOutlined, roles: rolesOf(paths.dashboard.jobs) }];
