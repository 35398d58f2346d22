import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { formatDate, formatDay } from '@portal/domain/dates';
import { formatCents } from '@portal/domain/money';
import { paymentMethodLabels, paymentMethods, paymentStatusLabels, type PaymentMethod, type PaymentStatus } from '@portal/domain/payments';
import type { ManualPaymentsQuery as ManualPaymentsData } from '../../gql/graphql';
import { DateFilterField } from '../../shared/forms/date-filter-field';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { useListParams } from '../../shared/list/use-list-params';
import { exportColumnChoices } from '@portal/domain/exports';
import { ExportMenu } from '../../shared/exports/export-menu';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';
import { ExportManualPaymentsMutation, ManualPaymentsQuery } from './manual-operations';
import { Money } from '../../shared/ui/money';
import { PaymentStatusChip } from '../../shared/ui/payment-status-chip';

type Row = ManualPaymentsData['manualPayments']['items'][number];

/** URL values of the status filter (?estado=en-revision); "todos" shows every status. */
const STATUS_SLUGS: Record<string, PaymentStatus | null> = { 'en-revision': 'UNDER_REVIEW', aprobados: 'APPROVED', rechazados: 'REJECTED', todos: null };
const DEFAULT_STATUS = 'en-revision';
const STATUS_OPTIONS: [string, string][] = [
  ['en-revision', paymentStatusLabels.UNDER_REVIEW],
  ['aprobados', 'Aprobados'],
  ['rechazados', 'Rechazados'],
  ['todos', 'Todos'],
];
const methodFromParam = (value: string | undefined) => paymentMethods.find((m) => m === value) ?? null;
const dayFromParam = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

const columns: Column<Row>[] = [
  {
    header: 'Persona',
    sortKey: 'name',
    primary: true,
    render: (p) => <RouterLink to={paths.dashboard.manualPayment(p.id)}>{`${p.person.lastName}, ${p.person.firstName}`}</RouterLink>,
  },
  { header: 'Documento', render: (p) => p.person.document },
  { header: 'Conceptos', render: (p) => p.charges.map((c) => c.description).join('; ') || '—' },
  {
    header: 'Importe',
    sortKey: 'amount',
    align: 'right',
    render: (p) =>
      p.reportedAmountCents !== null && p.reportedAmountCents !== p.amountCents ? (
        <Tooltip describeChild title={`Informó ${formatCents(p.reportedAmountCents)}; los cargos suman ${formatCents(p.amountCents)}`}>
          <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
            <WarningAmberOutlined fontSize="small" color="warning" aria-label="Importe informado distinto" />
            <Money cents={p.reportedAmountCents} />
          </Box>
        </Tooltip>
      ) : (
        <Money cents={p.amountCents} />
      ),
  },
  { header: 'Medio', render: (p) => paymentMethodLabels[p.method] },
  { header: 'Fecha de pago', sortKey: 'informed', render: (p) => (p.informedDay ? formatDay(p.informedDay) : '—') },
  { header: 'Informado', sortKey: 'created', render: (p) => (p.channel === 'GENERATED' ? `${formatDate(p.createdAt)} (por Tesorería)` : formatDate(p.createdAt)) },
  { header: 'Estado', render: (p) => <PaymentStatusChip status={p.status} /> },
];

/** /dashboard/pagos/manuales: treasury's list of reported and recorded payments; "En revisión" first. */
export function ManualPaymentsPage() {
  const { params, update, variables, pageOf } = useListParams({ sort: 'created', direction: 'DESC', filters: ['estado', 'medio', 'desde', 'hasta'] });
  const statusSlug = params.filters.estado && params.filters.estado in STATUS_SLUGS ? params.filters.estado : DEFAULT_STATUS;
  const status = STATUS_SLUGS[statusSlug];
  const method = methodFromParam(params.filters.medio);
  const from = dayFromParam(params.filters.desde);
  const to = dayFromParam(params.filters.hasta);
  const { data, previousData, loading, error } = useQuery(ManualPaymentsQuery, {
    variables: { ...variables, status: status ? [status] : null, method, from, to },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.manualPayments;
  const filtered = Boolean(params.search || method || from || to);
  const [exportPayments] = useMutation(ExportManualPaymentsMutation);

  return (
    <ListPage
      title="Pagos manuales"
      actions={
        <ExportMenu
          progressLabel="Exportando los pagos manuales"
          columns={exportColumnChoices.manualPayments}
          onExport={async (format, columns) =>
            (
              await exportPayments({
                variables: { format, columns, search: variables.search, sort: variables.sort, direction: variables.direction, status: status ? [status] : null, method, from, to },
              })
            ).data?.exportManualPayments
          }
        />
      }
      search={{ label: 'Buscar por nombre, correo o documento', params, update }}
      filters={
        <>
          <TextField select size="small" label="Estado" value={statusSlug} onChange={(e) => update({ filters: { estado: e.target.value === DEFAULT_STATUS ? null : e.target.value }, page: 0 })}>
            {STATUS_OPTIONS.map(([slug, label]) => (
              <MenuItem key={slug} value={slug}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Medio de pago" value={method ?? ''} onChange={(e) => update({ filters: { medio: e.target.value || null }, page: 0 })}>
            <MenuItem value="">Todos</MenuItem>
            {paymentMethods.map((m: PaymentMethod) => (
              <MenuItem key={m} value={m}>
                {paymentMethodLabels[m]}
              </MenuItem>
            ))}
          </TextField>
          <DateFilterField label="Informados desde" value={from} onChange={(day) => update({ filters: { desde: day }, page: 0 })} />
          <DateFilterField label="Informados hasta" value={to} onChange={(day) => update({ filters: { hasta: day }, page: 0 })} />
        </>
      }
      error={error}
    >
      <ServerTable
        label="Pagos manuales"
        columns={columns}
        page={pageOf(page, loading)}
        rowKey={(p) => p.id}
        empty={
          filtered
            ? 'Ningún pago coincide con la búsqueda o los filtros. Pruebe con otros.'
            : status === 'UNDER_REVIEW'
              ? 'No hay pagos informados esperando revisión.'
              : 'No hay pagos manuales en este estado.'
        }
      />
    </ListPage>
  );
}
