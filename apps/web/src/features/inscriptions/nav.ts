import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Menu entries of this feature: members (USER) see their congress inscriptions. */
export const inscriptionNav: NavItem[] = [{ label: 'Mis inscripciones', to: paths.dashboard.myInscriptions(), icon: HowToRegOutlined, roles: rolesOf(paths.dashboard.myInscriptions) }];
