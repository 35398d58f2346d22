import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths } from '../../shared/paths';

/**
 * ADMIN sets up the editions at /dashboard/congresos; TESORERIA (spec section 2: roles-congreso)
 * reaches each edition's roles from the same list, read-only.
 */
export const conferenceNav: NavItem[] = [
  { label: 'Congresos', to: paths.dashboard.conferences(), icon: EventOutlined, roles: ['ADMIN'] },
  { label: 'Roles de congreso', to: paths.dashboard.conferences(), icon: GroupsOutlined, roles: ['TESORERIA'] },
];
