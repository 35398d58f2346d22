import { useMutation, useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { chargeConceptLabels, chargeConcepts, monthRange, type ChargeConcept } from '@portal/domain/account-report';
import { exportColumnChoices } from '@portal/domain/exports';
import { formatCents } from '@portal/domain/money';
import { paymentMethodLabels, paymentMethods, type PaymentMethod } from '@portal/domain/payments';
import { DateFilterField } from '../../shared/forms/date-filter-field';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable } from '../../shared/list/server-table';
import { AccountsCharts, accountColumns } from './accounts-report-parts';
import { AccountsReportChoicesQuery, AccountsReportQuery, ExportAccountsReportMutation } from './accounts-operations';
import { ReportActions } from './report-actions';
import { intParam, useReportFilters } from './use-report-filters';

/** The URL's keys of the report's filters (Spanish, so a shared link reads). */
const FILTERS = ['cargo-desde', 'cargo-hasta', 'pago-desde', 'pago-hasta', 'aprobado-desde', 'aprobado-hasta', 'medio', 'concepto', 'edicion', 'categoria'] as const;
const isDay = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
const methodOf = (v: string | undefined) => paymentMethods.find((m) => m === v) ?? null;
const conceptOf = (v: string | undefined) => chargeConcepts.find((c) => c === v) ?? null;

/** /dashboard/reportes/estados-cuentas (ADMIN, TESORERIA): what each person was charged, paid, owes and has as credit. */
export function AccountsReportPage() {
  const { params, update, pageOf, filters, setFilters } = useReportFilters({ filters: FILTERS, sort: 'pending', direction: 'DESC' });
  const [columns, setColumns] = useState<string[] | null>(null);
  const method = methodOf(filters.medio);
  const concept = conceptOf(filters.concepto);
  const reportFilters = useMemo(
    () => ({
      chargedFrom: isDay(filters['cargo-desde']),
      chargedTo: isDay(filters['cargo-hasta']),
      paidFrom: isDay(filters['pago-desde']),
      paidTo: isDay(filters['pago-hasta']),
      approvedFrom: isDay(filters['aprobado-desde']),
      approvedTo: isDay(filters['aprobado-hasta']),
      method,
      concept,
      conferenceId: intParam(filters.edicion)?.toString() ?? null,
      categoryId: intParam(filters.categoria)?.toString() ?? null,
    }),
    [filters, method, concept],
  );
  const listVariables = { search: params.search || null, sort: params.sort, direction: params.direction };
  const { data, previousData, loading, error } = useQuery(AccountsReportQuery, {
    variables: { ...reportFilters, ...listVariables, page: params.page, pageSize: params.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const { data: choices } = useQuery(AccountsReportChoicesQuery);
  const [exportReport] = useMutation(ExportAccountsReportMutation);
  const report = (data ?? previousData)?.accountsReport;
  const filtered = Boolean(params.search) || Object.keys(params.filters).length > 0;

  const selectBar = (month: string, chosen: PaymentMethod) => {
    const { from, to } = monthRange(month);
    setFilters({ 'aprobado-desde': from, 'aprobado-hasta': to, medio: chosen });
  };

  const select = (label: string, key: (typeof FILTERS)[number], value: string | null, options: { value: string; label: string }[]) => (
    <TextField select size="small" label={label} value={value ?? ''} onChange={(e) => setFilters({ [key]: e.target.value || null })}>
      <MenuItem value="">Todos</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const day = (label: string, key: (typeof FILTERS)[number]) => <DateFilterField label={label} value={isDay(filters[key])} onChange={(v) => setFilters({ [key]: v })} />;

  return (
    <ListPage
      title="Estados de cuenta"
      actions={
        <ReportActions
          report="accounts"
          columns={exportColumnChoices.accountsReport}
          chosen={columns}
          onChosen={setColumns}
          progressLabel="Exportando los estados de cuenta"
          onExport={async (format, chosen) => (await exportReport({ variables: { format, columns: chosen, ...reportFilters, ...listVariables } })).data?.exportAccountsReport}
        />
      }
      intro={
        <Typography sx={{ mb: 2 }}>
          Lo cargado, pagado, pendiente y a favor de cada persona, con la antigüedad de lo adeudado. Los totales suman todas las personas que cumplen los filtros, no solo la página. Un filtro de pago deja solo los cargos que recibieron un pago así.
        </Typography>
      }
      search={{ label: 'Buscar persona', params, update }}
      filters={
        <>
          {day('Cargos desde', 'cargo-desde')}
          {day('Cargos hasta', 'cargo-hasta')}
          {day('Pagados desde', 'pago-desde')}
          {day('Pagados hasta', 'pago-hasta')}
          {day('Aprobados desde', 'aprobado-desde')}
          {day('Aprobados hasta', 'aprobado-hasta')}
          {select('Medio de pago', 'medio', method, paymentMethods.map((m) => ({ value: m, label: paymentMethodLabels[m] })))}
          {select('Concepto', 'concepto', concept, chargeConcepts.map((c) => ({ value: c, label: chargeConceptLabels[c as ChargeConcept] })))}
          {select('Edición del congreso', 'edicion', reportFilters.conferenceId, (choices?.conferences.items ?? []).map((c) => ({ value: c.id, label: c.name })))}
          {select('Categoría de socio', 'categoria', reportFilters.categoryId, (choices?.membershipCategories ?? []).map((c) => ({ value: c.id, label: c.name })))}
        </>
      }
      error={error}
    >
      {report && <AccountsCharts report={report} method={method} onSelectBar={selectBar} />}
      <ServerTable
        label="Estados de cuenta"
        columns={accountColumns}
        page={pageOf(report?.page, loading)}
        rowKey={(r) => r.id}
        empty={filtered ? 'Ninguna persona coincide con los filtros.' : 'Todavía no hay cargos.'}
      />
      {report && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Total cobrado con los filtros: {formatCents(report.totals.paidCents)}.
        </Typography>
      )}
    </ListPage>
  );
}
