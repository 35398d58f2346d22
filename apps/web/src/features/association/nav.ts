import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const associationNav: NavItem[] = [
  { label: 'Datos de la asociación', to: paths.dashboard.association(), icon: ApartmentOutlined, roles: rolesOf(paths.dashboard.association) },
];
