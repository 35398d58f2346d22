import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Coautorías: every signed-in person (the proposals others named them co-author of, to accept or decline). */
export const coAuthorshipNav: NavItem[] = [{ label: 'Coautorías', to: paths.dashboard.coAuthorships(), icon: GroupAddOutlined, roles: rolesOf(paths.dashboard.coAuthorships) }];
