import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of treasury's payment tools (absolute patterns from shared/paths). */
export const treasuryRoutes: RouteObject[] = [
  { path: paths.dashboard.recordPayment.pattern, lazy: () => import('./record-payment-page').then((m) => ({ Component: m.RecordPaymentPage })) },
  { path: paths.dashboard.generatePayment.pattern, lazy: () => import('./generate-payment-page').then((m) => ({ Component: m.GeneratePaymentPage })) },
  { path: paths.dashboard.onlinePayments.pattern, lazy: () => import('./online-payments-page').then((m) => ({ Component: m.OnlinePaymentsPage })) },
  { path: paths.dashboard.credits.pattern, lazy: () => import('./credits-page').then((m) => ({ Component: m.CreditsPage })) },
];
