import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, formatDay } from '@portal/domain/dates';
import { paymentMethodLabels } from '@portal/domain/payments';
import type { MyPaymentsQuery as Data } from '../../gql/graphql';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { Money } from '../../shared/ui/money';
import { MyPaymentsQuery } from './operations';
import { PaymentStatusChip } from '../../shared/ui/payment-status-chip';

type Row = Data['myPayments']['items'][number];

const columns: Column<Row>[] = [
  { header: 'Fecha', sortKey: 'created', primary: true, render: (p) => <strong>{formatDate(p.createdAt)}</strong> },
  {
    header: 'Conceptos',
    render: (p) =>
      p.charges.map((c) => (
        <Typography key={c.chargeId} variant="body2">
          {c.description}
        </Typography>
      )),
  },
  {
    header: 'Importe',
    sortKey: 'amount',
    align: 'right',
    render: (p) => (
      <>
        <Money cents={p.amountCents} />
        {p.refunds.map((r) => (
          <Typography key={r.refundedAt} variant="body2" color="text.secondary">
            Devuelto el {formatDate(r.refundedAt)}: <Money cents={r.amountCents} />
          </Typography>
        ))}
      </>
    ),
  },
  { header: 'Medio', render: (p) => paymentMethodLabels[p.method] },
  {
    header: 'Estado',
    sortKey: 'status',
    render: (p) => (
      <>
        <PaymentStatusChip status={p.status} />
        {p.channel === 'REPORTED' && p.status === 'UNDER_REVIEW' && (
          <Typography variant="body2" color="text.secondary">
            Informado por usted{p.informedDay ? ` (pagó el ${formatDay(p.informedDay)})` : ''}: Tesorería lo está revisando.
          </Typography>
        )}
        {p.status === 'REJECTED' && p.decisionNote && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Motivo de Tesorería: {p.decisionNote}
          </Typography>
        )}
      </>
    ),
  },
  {
    header: 'Comprobante',
    render: (p) =>
      p.receiptUrl && p.receiptNumber ? (
        <Button size="small" variant="outlined" href={p.receiptUrl} aria-label={`Descargar el comprobante N.º ${p.receiptNumber}`}>
          N.º {p.receiptNumber}
        </Button>
      ) : p.checkoutUrl ? (
        <Button size="small" href={p.checkoutUrl}>
          Continuar el pago
        </Button>
      ) : (
        '—'
      ),
  },
];

/** /dashboard/mis-pagos: the member's payments with their status, and the receipt of each approved one. */
export function MyPaymentsPage() {
  const { variables, pageOf } = useListParams({ sort: 'created', direction: 'DESC' });
  const { data, previousData, loading, error } = useQuery(MyPaymentsQuery, {
    variables: { page: variables.page, pageSize: variables.pageSize, sort: variables.sort, direction: variables.direction },
    // The receipt links are short-lived: ask again on every visit.
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.myPayments;
  return (
    <ListPage title="Mis pagos" error={error}>
      <ServerTable
        label="Mis pagos"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(p) => p.id}
        empty="Todavía no tiene pagos. Puede pagar sus cargos desde «Estado de cuenta»."
      />
    </ListPage>
  );
}
