import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { NavItem } from '../../shared/nav/nav-item';
import { paths } from '../../shared/paths';

/** Menu entries of this feature, with the roles that see them. */
export const paymentNav: NavItem[] = [
  { label: 'Estado de cuenta', to: paths.dashboard.accountStatement(), icon: AccountBalanceWalletOutlined, roles: ['USER'] },
  { label: 'Mis pagos', to: paths.dashboard.myPayments(), icon: ReceiptLongOutlined, roles: ['USER'] },
];
