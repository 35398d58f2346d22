import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** The reports of the board and treasury, under one "Reportes" heading (ADMIN, TESORERIA). */
export const reportNav: NavItem[] = [
  { label: 'Miembros', group: 'Reportes', to: paths.dashboard.memberReport(), icon: GroupsOutlined, roles: rolesOf(paths.dashboard.memberReport) },
  { label: 'Inscripciones', group: 'Reportes', to: paths.dashboard.inscriptionReport(), icon: HowToRegOutlined, roles: rolesOf(paths.dashboard.inscriptionReport) },
  { label: 'Estados de cuenta', group: 'Reportes', to: paths.dashboard.accountsReport(), icon: AccountBalanceWalletOutlined, roles: rolesOf(paths.dashboard.accountsReport) },
];
