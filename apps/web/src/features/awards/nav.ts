import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/**
 * "Premios" of the active conference role: a JUEZ reaches the awards they judge, ADMIN_CONGRESO
 * manages the edition's awards. Members reach an edition's awards from Mis inscripciones.
 */
export const awardNav: NavItem[] = [
  { label: 'Premios', to: (active) => paths.dashboard.awards(active.conferenceId ?? ''), icon: EmojiEventsOutlined, roles: rolesOf(paths.dashboard.awards) },
];
