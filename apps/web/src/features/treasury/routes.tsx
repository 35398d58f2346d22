import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of treasury's payment tools (absolute patterns from shared/paths). */
export const treasuryRoutes: RouteObject[] = [
  { path: paths.dashboard.manualPayments.pattern, lazy: () => import('./manual-payments-page').then((m) => ({ Component: m.ManualPaymentsPage })) },
  { path: paths.dashboard.manualPayment.pattern, lazy: () => import('./manual-payment-page').then((m) => ({ Component: m.ManualPaymentPage })) },
  { path: paths.dashboard.bankImports.pattern, lazy: () => import('./bank-imports-page').then((m) => ({ Component: m.BankImportsPage })) },
  { path: paths.dashboard.bankImport.pattern, lazy: () => import('./bank-import-page').then((m) => ({ Component: m.BankImportPage })) },
  { path: paths.dashboard.recordPayment.pattern, lazy: () => import('./record-payment-page').then((m) => ({ Component: m.RecordPaymentPage })) },
  { path: paths.dashboard.generatePayment.pattern, lazy: () => import('./generate-payment-page').then((m) => ({ Component: m.GeneratePaymentPage })) },
  { path: paths.dashboard.onlinePayments.pattern, lazy: () => import('./online-payments-page').then((m) => ({ Component: m.OnlinePaymentsPage })) },
  { path: paths.dashboard.credits.pattern, lazy: () => import('./credits-page').then((m) => ({ Component: m.CreditsPage })) },
];
