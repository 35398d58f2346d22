import Chip from '@mui/material/Chip';
import { paymentStatusLabels, type PaymentStatus } from '@portal/domain/payments';

const colors: Record<PaymentStatus, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  PENDING: 'warning',
  UNDER_REVIEW: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
  FLAGGED: 'default',
  CANCELLED: 'default',
};

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" variant="outlined" color={colors[status]} label={paymentStatusLabels[status]} />;
}
