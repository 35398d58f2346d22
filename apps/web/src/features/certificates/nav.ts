import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths, rolesOf } from '../../shared/paths';

/** Mis certificados: every signed-in person; the edition's certificates (ADMIN_CONGRESO) and membership certificates (ADMIN). */
export const certificatesNav: NavItem[] = [
  { label: 'Mis certificados', to: paths.dashboard.myCertificates(), icon: WorkspacePremiumOutlined, roles: rolesOf(paths.dashboard.myCertificates) },
  { label: 'Certificados', to: (active) => paths.dashboard.editionCertificates(active.conferenceId ?? ''), icon: VerifiedOutlined, roles: rolesOf(paths.dashboard.editionCertificates) },
  { label: 'Certificados de socios', to: paths.dashboard.membershipCertificates(), icon: VerifiedOutlined, roles: rolesOf(paths.dashboard.membershipCertificates) },
];
