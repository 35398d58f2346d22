import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Mi agenda: every signed-in person (their sessions and the ones they marked). */
export const programmeNav: NavItem[] = [{ label: 'Mi agenda', to: paths.dashboard.myAgenda(), icon: EventNoteOutlined, roles: rolesOf(paths.dashboard.myAgenda) }];
