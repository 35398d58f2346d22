import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/**
 * The congress programme of the active role's edition (ORGANIZADOR_CONGRESO, ADMIN_CONGRESO):
 * `/dashboard/cronogramas` opens its rooms and slots (the role carries the conference).
 */
export const scheduleNav: NavItem[] = [{ label: 'Cronograma', to: paths.dashboard.schedules(), icon: CalendarMonthOutlined, roles: rolesOf(paths.dashboard.schedules) }];
