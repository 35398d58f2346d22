import type { RouteObject } from 'react-router';
import { paths } from '../../shared/paths';

/** Lazy route modules of this feature (absolute patterns from shared/paths). */
export const paymentRoutes: RouteObject[] = [
  { path: paths.dashboard.accountStatement.pattern, lazy: () => import('./account-statement-page').then((m) => ({ Component: m.AccountStatementPage })) },
  { path: paths.dashboard.paymentReturn.pattern, lazy: () => import('./payment-return-page').then((m) => ({ Component: m.PaymentReturnPage })) },
  { path: paths.dashboard.myPayments.pattern, lazy: () => import('./my-payments-page').then((m) => ({ Component: m.MyPaymentsPage })) },
  { path: paths.dashboard.reportPayment.pattern, lazy: () => import('./report-payment-page').then((m) => ({ Component: m.ReportPaymentPage })) },
];
