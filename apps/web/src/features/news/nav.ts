import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const newsNav: NavItem[] = [
  { label: 'Novedades de la Asociación', to: paths.dashboard.news('asociacion'), icon: ArticleOutlined, roles: rolesOf(paths.dashboard.news) },
  { label: 'Novedades del Congreso', to: paths.dashboard.news('congreso'), icon: CampaignOutlined, roles: rolesOf(paths.dashboard.news) },
  { label: 'Revista', to: paths.dashboard.journal(), icon: MenuBookOutlined, roles: rolesOf(paths.dashboard.journal) },
];
