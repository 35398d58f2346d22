import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const membershipNav: NavItem[] = [
  { label: 'Mis membresías', to: paths.dashboard.myMemberships(), icon: CardMembershipOutlined, roles: rolesOf(paths.dashboard.myMemberships) },
  { label: 'Categorías de socio', to: paths.dashboard.membershipCategories(), icon: CategoryOutlined, roles: rolesOf(paths.dashboard.membershipCategories) },
];
