import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const userAdminNav: NavItem[] = [
  { label: 'Usuarios', to: paths.dashboard.users(), icon: ManageAccountsOutlined, roles: ['SYSADMIN', 'ADMIN'] },
];
