import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Mis certificados and the staff's certificate screens, under /dashboard. */
export const certificatesDashboardRoutes: RouteObject[] = [
  { path: paths.dashboard.myCertificates.pattern, lazy: () => import('./my-certificates-page').then((m) => ({ Component: m.MyCertificatesPage })) },
  { path: paths.dashboard.editionCertificates.pattern, lazy: () => import('./staff-certificates-page').then((m) => ({ Component: m.EditionCertificatesPage })) },
  { path: paths.dashboard.membershipCertificates.pattern, lazy: () => import('./staff-certificates-page').then((m) => ({ Component: m.MembershipCertificatesPage })) },
  { path: paths.dashboard.editionCertificateSettings.pattern, lazy: () => import('./certificate-settings-page').then((m) => ({ Component: m.EditionCertificateSettingsPage })) },
  { path: paths.dashboard.membershipCertificateSettings.pattern, lazy: () => import('./certificate-settings-page').then((m) => ({ Component: m.MembershipCertificateSettingsPage })) },
];

/** The public verification (card layout): the form, and a code's page. */
export const certificatesPublicRoutes: RouteObject[] = [
  { path: paths.verifyCertificate.pattern, lazy: () => import('./verify-certificate-page').then((m) => ({ Component: m.VerifyCertificatePage })) },
  { path: paths.verifiedCertificate.pattern, lazy: () => import('./verify-certificate-page').then((m) => ({ Component: m.VerifyCertificatePage })) },
];
