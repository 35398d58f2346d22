import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import TopicOutlined from '@mui/icons-material/TopicOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const catalogueNav: NavItem[] = [
  { label: 'Instituciones', to: paths.dashboard.institutions(), icon: AccountBalanceOutlined, roles: rolesOf(paths.dashboard.institutions) },
  { label: 'Áreas temáticas', to: paths.dashboard.thematicAreas(), icon: TopicOutlined, roles: rolesOf(paths.dashboard.thematicAreas) },
  { label: 'Universidades', to: paths.dashboard.universities(), icon: SchoolOutlined, roles: rolesOf(paths.dashboard.universities) },
  { label: 'Países', to: paths.dashboard.countries(), icon: PublicOutlined, roles: rolesOf(paths.dashboard.countries) },
  { label: 'Carreras y títulos', to: paths.dashboard.catalogueReview(), icon: FactCheckOutlined, roles: rolesOf(paths.dashboard.catalogueReview) },
];
