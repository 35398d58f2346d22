import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const paymentRoutes: RouteObject[] = [
  { path: paths.dashboard.accountStatement.pattern, lazy: () => import('./account-statement-page').then((m) => ({ Component: m.AccountStatementPage })) },
  { path: paths.dashboard.paymentReturn.pattern, lazy: () => import('./payment-return-page').then((m) => ({ Component: m.PaymentReturnPage })) },
  { path: paths.dashboard.myPayments.pattern, lazy: () => import('./my-payments-page').then((m) => ({ Component: m.MyPaymentsPage })) },
  { path: paths.dashboard.reportPayment.pattern, lazy: () => import('./report-payment-page').then((m) => ({ Component: m.ReportPaymentPage })) },
  { path: paths.dashboard.manualPayments.pattern, lazy: () => import('./manual-payments-page').then((m) => ({ Component: m.ManualPaymentsPage })) },
  { path: paths.dashboard.manualPayment.pattern, lazy: () => import('./manual-payment-page').then((m) => ({ Component: m.ManualPaymentPage })) },
  { path: paths.dashboard.bankImports.pattern, lazy: () => import('./bank-imports-page').then((m) => ({ Component: m.BankImportsPage })) },
  { path: paths.dashboard.bankImport.pattern, lazy: () => import('./bank-import-page').then((m) => ({ Component: m.BankImportPage })) },
];
