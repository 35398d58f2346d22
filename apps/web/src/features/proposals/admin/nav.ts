import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { NavItem } from '../../../shared/nav/nav-item';
import { paths, rolesOf } from '../../../shared/paths';

/** ADMIN_CONGRESO administers the proposals and fixed panels of the edition of its active role. */
export const proposalAdminNav: NavItem[] = [
  {
    label: 'Propuestas',
    to: (role) => paths.dashboard.proposalAdminList(role.conferenceId ?? '', 'ponencias'),
    icon: AssignmentOutlined,
    roles: rolesOf(paths.dashboard.proposalAdminList),
  },
  {
    label: 'Paneles fijos',
    to: (role) => paths.dashboard.fixedPanels(role.conferenceId ?? ''),
    icon: CampaignOutlined,
    roles: rolesOf(paths.dashboard.fixedPanels),
  },
];
