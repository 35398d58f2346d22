import { createBrowserRouter } from 'react-router';
import { paths } from '../shared/paths';
import { RequireAuth } from './guards/require-auth';
import { guardRoutes } from './guards/require-role';
import { redirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { CardLayout } from './layouts/card-layout';
import { HydrateFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { catalogueRoutes } from '../features/catalogues/routes';
import { jobRoutes } from '../features/jobs/routes';
import { associationRoutes } from '../features/association/routes';
import { conferenceRoutes } from '../features/conferences/routes';
import { inscriptionDashboardRoutes, inscriptionPublicRoutes } from '../features/inscriptions/routes';
import { membershipDashboardRoutes, membershipPublicRoutes } from '../features/memberships/routes';
import { newsRoutes } from '../features/news/routes';
import { paymentRoutes } from '../features/payments/routes';
import { treasuryRoutes } from '../features/treasury/routes';
import { profilePublicRoutes, profileRoutes } from '../features/profile/routes';
import { proposalRoutes } from '../features/proposals/routes';
import { proposalAdminRoutes } from '../features/proposals/admin/routes';
import { awardRoutes } from '../features/awards/routes';
import { evaluationRoutes } from '../features/evaluation/routes';
import { panelRoutes } from '../features/panels/routes';
import { reportRoutes } from '../features/reports/routes';
import { programmeDashboardRoutes, programmePublicRoutes } from '../features/programme/routes';
import { certificatesDashboardRoutes, certificatesPublicRoutes } from '../features/certificates/routes';
import { scheduleRoutes } from '../features/schedule/routes';
import { userAdminRoutes } from '../features/users/routes';

/**
 * Every page is a lazy route module, so the first download holds only the shell;
 * the dashboard (and its icons) never loads for a visitor of the login screen.
 * Made once, by main.tsx, in a task of its own (see there).
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      Component: RootLayout,
      HydrateFallback,
      ErrorBoundary: RouteError,
      children: [
        // Full-width public pages, outside the card.
        ...programmePublicRoutes,
        {
          Component: CardLayout,
          children: [
            {
              index: true,
              loader: redirectIfAuthenticated,
              lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: paths.recovery.request.pattern,
              lazy: () =>
                import('../features/auth/recovery-request-page').then((m) => ({ Component: m.RecoveryRequestPage })),
            },
            {
              path: paths.recovery.sent.pattern,
              lazy: () => import('../features/auth/recovery-sent-page').then((m) => ({ Component: m.RecoverySentPage })),
            },
            {
              path: paths.recovery.done.pattern,
              lazy: () => import('../features/auth/recovery-done-page').then((m) => ({ Component: m.RecoveryDonePage })),
            },
            {
              path: paths.recovery.reset.pattern,
              lazy: () => import('../features/auth/recovery-reset-page').then((m) => ({ Component: m.RecoveryResetPage })),
            },
            ...membershipPublicRoutes,
            ...inscriptionPublicRoutes,
            ...profilePublicRoutes,
            ...certificatesPublicRoutes,
            {
              path: '*',
              lazy: () => import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
        {
          path: paths.dashboard.home.pattern,
          Component: RequireAuth,
          children: [
            {
              lazy: () =>
                import('./layouts/dashboard-layout').then((m) => ({
                  Component: m.DashboardLayout,
                  loader: m.dashboardLoader,
                  shouldRevalidate: m.dashboardShouldRevalidate,
                })),
              // Each page under the guard of the roles its route declares (shared/paths.ts).
              children: guardRoutes([
                {
                  index: true,
                  lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })),
                },
                {
                  path: paths.dashboard.selectRole.pattern,
                  lazy: () =>
                    import('../features/accounts/select-role-page').then((m) => ({ Component: m.SelectRolePage })),
                },
                {
                  path: paths.dashboard.changePassword.pattern,
                  lazy: () =>
                    import('../features/profile/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
                },
                ...profileRoutes,
                ...membershipDashboardRoutes,
                ...inscriptionDashboardRoutes,
                ...paymentRoutes,
                ...treasuryRoutes,
                ...catalogueRoutes,
                ...jobRoutes,
                ...associationRoutes,
                ...userAdminRoutes,
                {
                  path: paths.dashboard.user.pattern,
                  lazy: () => import('./routes/user-detail-route').then((m) => ({ Component: m.UserDetailRoute })),
                },
                ...newsRoutes,
                ...conferenceRoutes,
                ...proposalRoutes,
                ...proposalAdminRoutes,
                ...awardRoutes,
                ...evaluationRoutes,
                ...panelRoutes,
                ...programmeDashboardRoutes,
                ...certificatesDashboardRoutes,
                ...scheduleRoutes,
                ...reportRoutes,
                {
                  path: '*',
                  lazy: () =>
                    import('../shared/ui/dashboard-not-found-page').then((m) => ({
                      Component: m.DashboardNotFoundPage,
                    })),
                },
              ]),
            },
          ],
        },
      ],
    },
  ]);
