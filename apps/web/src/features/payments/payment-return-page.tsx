import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatCents } from '@portal/domain/money';
import type { PaymentStatus } from '@portal/domain/payments';
import { errorMessageOf } from '../../shared/graphql-errors';
import { paths } from '../../shared/paths';
import { PageTitle } from '../../shared/ui/page-title';
import { RouterLink } from '../../shared/ui/router-link';
import { MyPaymentQuery } from './operations';
import { PaymentStatusChip } from '../../shared/ui/payment-status-chip';

/** While our payment waits for the provider's word, ask again this often. */
const POLL_MS = 2000;

const TITLES: Record<PaymentStatus, string> = {
  APPROVED: 'Pago aprobado',
  PENDING: 'Pago pendiente de confirmación',
  UNDER_REVIEW: 'Pago en revisión',
  REJECTED: 'El pago fue rechazado',
  FLAGGED: 'El pago quedó en revisión de Tesorería',
  CANCELLED: 'El pago quedó anulado: sus cargos ya estaban pagados',
};

/**
 * /dashboard/estado-cuenta/pago/{aprobado|pendiente|rechazado}: where the checkout sends the
 * browser back. The provider's word in the URL is only a hint: the page shows our state of the
 * payment (`external_reference`) and asks again until it is decided.
 */
export function PaymentReturnPage() {
  const { result } = useParams();
  const [search] = useSearchParams();
  const id = search.get('external_reference') ?? '';
  const { data, error, startPolling, stopPolling } = useQuery(MyPaymentQuery, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const payment = data?.myPayment;
  const waiting = !payment || payment.status === 'PENDING';

  useEffect(() => {
    if (!id) return;
    if (waiting) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [id, waiting, startPolling, stopPolling]);

  const title = payment ? TITLES[payment.status] : result === 'rechazado' ? 'El pago fue rechazado' : 'Confirmando el pago';
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {!id && <Alert severity="warning">No se indicó qué pago consultar. Revise sus pagos en «Mis pagos».</Alert>}
      {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
      {payment && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <Typography component="span">Estado:</Typography>
            <PaymentStatusChip status={payment.status} />
          </Box>
          <Typography>Importe: {formatCents(payment.amountCents)}</Typography>
          <Typography sx={{ mb: 2 }}>Conceptos: {payment.charges.map((c) => c.description).join('; ')}</Typography>
          <Box aria-live="polite">
            {payment.status === 'PENDING' && (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <CircularProgress size={20} aria-label="Esperando la confirmación" sx={{ flexShrink: 0 }} />
                <Typography>Estamos esperando la confirmación del medio de pago. Esta página se actualiza sola; también puede volver más tarde.</Typography>
              </Box>
            )}
            {payment.status === 'APPROVED' && (
              <Typography>
                Su pago quedó registrado. Comprobante N.º <strong>{payment.receiptNumber}</strong>.
              </Typography>
            )}
            {payment.status === 'REJECTED' && <Typography>El medio de pago no aprobó el pago. Sus cargos siguen pendientes: puede intentarlo nuevamente.</Typography>}
            {payment.status === 'FLAGGED' && <Typography>Tesorería revisará este pago y se comunicará con usted si hace falta.</Typography>}
            {payment.status === 'CANCELLED' && (
              <Typography>Otro pago ya saldó estos cargos, así que este quedó sin efecto. Si igual se le cobró, Tesorería le devolverá el dinero.</Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
            {payment.status === 'APPROVED' && payment.receiptUrl && (
              <Button variant="contained" href={payment.receiptUrl}>
                Descargar el comprobante
              </Button>
            )}
            {payment.status === 'PENDING' && payment.checkoutUrl && (
              <Button variant="outlined" href={payment.checkoutUrl}>
                Continuar el pago
              </Button>
            )}
            <Button variant={payment.status === 'APPROVED' ? 'outlined' : 'contained'} component={RouterLink} to={paths.dashboard.accountStatement()} underline="none">
              Volver al estado de cuenta
            </Button>
            <Button variant="outlined" component={RouterLink} to={paths.dashboard.myPayments()} underline="none">
              Ver mis pagos
            </Button>
          </Box>
        </Paper>
      )}
    </>
  );
}
