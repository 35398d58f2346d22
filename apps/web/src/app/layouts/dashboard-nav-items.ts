import type { ComponentType } from 'react';
import type { AnyRole } from '@portal/domain/roles';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import type { UserRole } from '../../features/accounts/user-roles';
import { paths } from '../../shared/paths';
import { catalogueNav } from '../../features/catalogues/nav';
import { membershipNav } from '../../features/memberships/nav';
import { newsNav } from '../../features/news/nav';
import { profileNav } from '../../features/profile/nav';
import { userAdminNav } from '../../features/users/nav';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType;
  /** Active roles that see the item; absent: every role. */
  roles?: readonly AnyRole[];
  /** Extra condition on the user's roles. */
  visible?: (roles: UserRole[]) => boolean;
  /** Match the path exactly (home). */
  end?: boolean;
}

/** Only screens that exist get an entry; each new screen declares its roles here. */
export const navItems: readonly NavItem[] = [
  { label: 'Inicio', to: paths.dashboard.home(), icon: HomeOutlined, end: true },
  ...profileNav,
  ...membershipNav,
  ...userAdminNav,
  ...catalogueNav,
  ...newsNav,
  { label: 'Cambiar contraseña', to: paths.dashboard.changePassword(), icon: LockResetOutlined },
  {
    label: 'Cambiar rol',
    to: paths.dashboard.selectRole(),
    icon: SwitchAccountOutlined,
    visible: (roles) => roles.length > 1,
  },
];

export function visibleNavItems(activeRole: UserRole | null, roles: UserRole[]): NavItem[] {
  return navItems.filter(
    (item) =>
      (!item.roles || (activeRole !== null && item.roles.includes(activeRole.role))) &&
      (!item.visible || item.visible(roles)),
  );
}
