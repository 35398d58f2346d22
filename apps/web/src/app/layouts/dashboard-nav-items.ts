import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import SwitchAccountOutlined from '@mui/icons-material/SwitchAccountOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import type { UserRole } from '../../shared/session/user-roles';
import { paths } from '../../shared/paths';
import { catalogueNav } from '../../features/catalogues/nav';
import { jobNav } from '../../features/jobs/nav';
import { associationNav } from '../../features/association/nav';
import { conferenceNav } from '../../features/conferences/nav';
import { evaluationNav } from '../../features/evaluation/nav';
import { inscriptionNav } from '../../features/inscriptions/nav';
import { membershipNav } from '../../features/memberships/nav';
import { newsNav } from '../../features/news/nav';
import { panelNav } from '../../features/panels/nav';
import { reportNav } from '../../features/reports/nav';
import { programmeNav } from '../../features/programme/nav';
import { certificatesNav } from '../../features/certificates/nav';
import { paymentNav } from '../../features/payments/nav';
import { profileNav } from '../../features/profile/nav';
import { scheduleNav } from '../../features/schedule/nav';
import { proposalAdminNav } from '../../features/proposals/admin/nav';
import { coAuthorshipNav } from '../../features/proposals/nav';
import { treasuryNav } from '../../features/treasury/nav';
import { userAdminNav } from '../../features/users/nav';
import { awardNav } from '../../features/awards/nav';

/** Only screens that exist get an entry; each new screen declares its roles here. */
export const navItems: readonly NavItem[] = [
  { label: 'Inicio', to: paths.dashboard.home(), icon: HomeOutlined, end: true },
  ...profileNav,
  ...programmeNav,
  ...certificatesNav,
  ...membershipNav,
  ...inscriptionNav,
  ...coAuthorshipNav,
  ...paymentNav,
  ...treasuryNav,
  ...userAdminNav,
  ...catalogueNav,
  ...jobNav,
  ...associationNav,
  ...newsNav,
  ...conferenceNav,
  ...reportNav,
  ...proposalAdminNav,
  ...awardNav,
  ...evaluationNav,
  ...panelNav,
  ...scheduleNav,
  { label: 'Cambiar contraseña', to: paths.dashboard.changePassword(), icon: LockResetOutlined },
  {
    label: 'Cambiar rol',
    to: paths.dashboard.selectRole(),
    icon: SwitchAccountOutlined,
    visible: (roles) => roles.length > 1,
  },
];

export function visibleNavItems(activeRole: UserRole | null, roles: UserRole[]): (NavItem & { to: string })[] {
  return navItems
    .filter((item) => (!item.roles || (activeRole !== null && item.roles.includes(activeRole.role))) && (!item.visible || item.visible(roles)))
    .flatMap((item) => {
      if (typeof item.to === 'string') return [{ ...item, to: item.to }];
      return activeRole ? [{ ...item, to: item.to(activeRole) }] : [];
    });
}
