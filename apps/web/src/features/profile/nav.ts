import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths } from '../../shared/paths';

/** Menu entries of this feature: every signed-in person has a profile, whatever the active role. */
export const profileNav: NavItem[] = [{ label: 'Mi perfil', to: paths.dashboard.myProfile(), icon: AccountCircleOutlined }];
