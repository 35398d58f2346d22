import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const newsNav: NavItem[] = [
  { label: 'Novedades de la Asociación', to: paths.dashboard.news('asociacion'), icon: ArticleOutlined, roles: ['ADMIN'] },
  { label: 'Novedades del Congreso', to: paths.dashboard.news('congreso'), icon: CampaignOutlined, roles: ['ADMIN'] },
  { label: 'Revista', to: paths.dashboard.journal(), icon: MenuBookOutlined, roles: ['ADMIN'] },
];
