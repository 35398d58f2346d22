import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const userAdminNav: NavItem[] = [
  { label: 'Usuarios', to: paths.dashboard.users(), icon: ManageAccountsOutlined, roles: rolesOf(paths.dashboard.users) },
  { label: 'Auditoría', to: paths.dashboard.auditLog(), icon: ManageSearchOutlined, roles: rolesOf(paths.dashboard.auditLog) },
];
