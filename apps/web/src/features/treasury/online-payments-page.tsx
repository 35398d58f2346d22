import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { formatDateTime } from '@portal/domain/dates';
import { flagResolutionLabels, paymentStatuses, paymentStatusLabels, type PaymentStatus } from '@portal/domain/payments';
import type { OnlinePaymentsQuery as Data } from '../../gql/graphql';
import { errorMessageOf } from '../../shared/graphql-errors';
import { DateFilterField } from '../../shared/forms/date-filter-field';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { notify } from '../../shared/notify';
import { Money } from '../../shared/ui/money';
import { exportColumnChoices } from '@portal/domain/exports';
import { ExportMenu } from '../../shared/exports/export-menu';
import { ExportOnlinePaymentsMutation, OnlinePaymentsQuery, ReconcilePaymentMutation } from './operations';
import { ResolveFlaggedDialog } from './resolve-flagged-dialog';
import { EmailAddress } from '../../shared/ui/email-address';

type Row = Data['onlinePayments']['items'][number];

const statusColors: Record<PaymentStatus, 'success' | 'warning' | 'error' | 'info' | 'default'> = { PENDING: 'warning', UNDER_REVIEW: 'info', APPROVED: 'success', REJECTED: 'error', FLAGGED: 'error', CANCELLED: 'default' };

/** The provider's own words for its statuses, in Spanish. */
const providerLabels: Record<string, string> = {
  approved: 'Aprobado',
  pending: 'Pendiente',
  in_process: 'En proceso',
  in_mediation: 'En mediación',
  authorized: 'Autorizado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  refunded: 'Devuelto',
  charged_back: 'Contracargo',
};

const isDay = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

function ReconcileButton({ row }: { row: Row }) {
  const [reconcile, { loading }] = useMutation(ReconcilePaymentMutation);
  const run = async () => {
    try {
      const { data } = await reconcile({ variables: { id: row.id } });
      const after = data?.reconcilePayment;
      if (after) notify(after.status === row.status ? `Conciliado: sin cambios (${paymentStatusLabels[after.status]}).` : `Conciliado: el pago quedó ${paymentStatusLabels[after.status].toLowerCase()}.`, 'success');
    } catch (error) {
      notify(errorMessageOf(error), 'error');
    }
  };
  return (
    <Button size="small" variant="outlined" disabled={loading} onClick={run} aria-label={`Conciliar el pago de ${row.person.firstName} ${row.person.lastName} con Mercado Pago`}>
      {loading ? 'Conciliando…' : 'Conciliar'}
    </Button>
  );
}

/** The row's actions: «Conciliar» always; «Resolver» for a FLAGGED payment the viewer may resolve. */
function Actions({ row, onResolve }: { row: Row; onResolve: (row: Row) => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <ReconcileButton row={row} />
      {row.permissions.canResolve ? (
        <Button size="small" variant="contained" onClick={() => onResolve(row)} aria-label={`Resolver el pago observado de ${row.person.firstName} ${row.person.lastName}`}>
          Resolver
        </Button>
      ) : (
        row.status === 'FLAGGED' && <Typography variant="body2">Es un pago suyo: debe resolverlo otra persona de Tesorería.</Typography>
      )}
    </Box>
  );
}

const columns = (onResolve: (row: Row) => void): Column<Row>[] => [
  { header: 'Fecha', sortKey: 'created', primary: true, render: (p) => <strong>{formatDateTime(p.createdAt)}</strong> },
  {
    header: 'Persona',
    sortKey: 'person',
    render: (p) => (
      <>
        {p.person.lastName}, {p.person.firstName}
        <Typography variant="body2" color="text.secondary">
          <EmailAddress address={p.person.email} />
        </Typography>
      </>
    ),
  },
  { header: 'Conceptos', render: (p) => p.charges.map((c) => c.description).join('; ') },
  { header: 'Importe', sortKey: 'amount', align: 'right', render: (p) => <Money cents={p.amountCents} /> },
  {
    header: 'Estado',
    sortKey: 'status',
    render: (p) => (
      <>
        <Chip size="small" variant="outlined" color={statusColors[p.status]} label={paymentStatusLabels[p.status]} />
        {p.flagReason && (
          <Typography variant="body2" color="error.main" sx={{ mt: 0.5 }}>
            {p.flagReason}
          </Typography>
        )}
        {p.flagResolution && (
          <Typography variant="body2">
            Resuelto por Tesorería: {flagResolutionLabels[p.flagResolution].toLowerCase()}
            {p.decisionNote ? ` («${p.decisionNote}»)` : ''}
          </Typography>
        )}
        {p.receiptNumber && <Typography variant="body2">Comprobante N.º {p.receiptNumber}</Typography>}
      </>
    ),
  },
  {
    header: 'Mercado Pago',
    render: (p) => (
      <>
        {p.providerStatus ? (providerLabels[p.providerStatus] ?? p.providerStatus) : 'Sin noticias'}
        <Typography variant="body2" color="text.secondary">
          {[p.providerPaymentId ? `Pago N.º ${p.providerPaymentId}` : null, p.provider === 'SIMULATED' ? 'Pago simulado' : null].filter(Boolean).join(' · ')}
        </Typography>
      </>
    ),
  },
  { header: 'Acción', render: (p) => <Actions row={p} onResolve={onResolve} /> },
];

/** /dashboard/pagos/mercado-pago: online payments with our and the provider's status; reconcile one with the provider. */
export function OnlinePaymentsPage() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'created', direction: 'DESC', filters: ['estado', 'desde', 'hasta'] });
  const status = paymentStatuses.find((s) => s === params.filters.estado) ?? null;
  const from = isDay(params.filters.desde);
  const to = isDay(params.filters.hasta);
  const { data, previousData, loading, error } = useQuery(OnlinePaymentsQuery, { variables: { ...variables, status: status ? [status] : null, from, to }, fetchPolicy: 'cache-and-network' });
  const page = (data ?? previousData)?.onlinePayments;
  const filtered = Boolean(params.search || status || from || to);
  const [resolving, setResolving] = useState<Row | null>(null);
  const [exportPayments] = useMutation(ExportOnlinePaymentsMutation);
  return (
    <ListPage
      title="Pagos Mercado Pago"
      actions={
        <ExportMenu
          progressLabel="Exportando los pagos en línea"
          columns={exportColumnChoices.onlinePayments}
          onExport={async (format, columns) =>
            (await exportPayments({ variables: { format, columns, search: variables.search, sort: variables.sort, direction: variables.direction, status: status ? [status] : null, from, to } })).data
              ?.exportOnlinePayments
          }
        />
      }
      intro={<Typography sx={{ mb: 2 }}>Pagos en línea con el estado del portal y el de Mercado Pago. «Conciliar» consulta a Mercado Pago el estado actual del pago y lo aplica (por ejemplo, si no llegó su aviso). Un pago observado (el importe o la moneda no coinciden, o se cobró una orden ya pagada) se decide con «Resolver»: aceptar lo recibido o devolverlo.</Typography>}
      search={{ label: 'Buscar persona', params, update }}
      filters={
        <>
          <TextField select size="small" label="Estado" value={status ?? ''} onChange={(e) => update({ filters: { estado: e.target.value || null }, page: 0 })}>
            <MenuItem value="">Todos</MenuItem>
            {paymentStatuses
              .filter((s) => s !== 'UNDER_REVIEW')
              .map((s) => (
                <MenuItem key={s} value={s}>
                  {paymentStatusLabels[s]}
                </MenuItem>
              ))}
          </TextField>
          <DateFilterField label="Desde" value={from} onChange={(day) => update({ filters: { desde: day }, page: 0 })} />
          <DateFilterField label="Hasta" value={to} onChange={(day) => update({ filters: { hasta: day }, page: 0 })} />
        </>
      }
      error={error}
    >
      <ServerTable
        label="Pagos Mercado Pago"
        columns={columns(setResolving)}
        page={pageOf(page, loading)}
        rowKey={(p) => p.id}
        empty={filtered ? 'Ningún pago coincide con los filtros.' : 'Todavía no hay pagos en línea.'}
      />
      {resolving && <ResolveFlaggedDialog payment={resolving} onClose={() => setResolving(null)} />}
    </ListPage>
  );
}
