import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths } from '../../shared/paths';

/** Menu entries of treasury's payment tools (TESORERIA). */
export const treasuryNav: NavItem[] = [
  { label: 'Pagos manuales', to: paths.dashboard.manualPayments(), icon: FactCheckOutlined, roles: ['TESORERIA'] },
  { label: 'Extractos bancarios', to: paths.dashboard.bankImports(), icon: AccountBalanceOutlined, roles: ['TESORERIA'] },
  { label: 'Registrar pago', to: paths.dashboard.recordPayment(), icon: PointOfSaleOutlined, roles: ['TESORERIA'] },
  { label: 'Pagos Mercado Pago', to: paths.dashboard.onlinePayments(), icon: PaymentsOutlined, roles: ['TESORERIA'] },
  { label: 'Créditos', to: paths.dashboard.credits(), icon: CreditScoreOutlined, roles: ['TESORERIA'] },
];
