import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import { formatDate } from '@portal/domain/dates';
import { exportColumnChoices } from '@portal/domain/exports';
import { formatCents } from '@portal/domain/money';
import { MEMBER_CHART_YEARS, memberReportStatuses, memberReportStatusLabels, memberReportStatusSlugs, type MemberReportStatus } from '@portal/domain/reports';
import type { MemberReportQuery as MemberReportData } from '../../gql/graphql';
import { fieldErrorsOf } from '../../shared/graphql-errors';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { Money } from '../../shared/ui/money';
import { paths } from '../../shared/paths';
import { RouterLink } from '../../shared/ui/router-link';
import { MemberReportFilters, memberFilterKeys } from './member-report-filters';
import { ExportMemberReportMutation, MemberReportQuery } from './operations';
import { ReportChart } from './report-chart';
import { ReportActions } from './report-actions';
import { ReportTotals } from './report-totals';
import { fromSlug, intParam, useReportFilters } from './use-report-filters';

type Row = MemberReportData['memberReport']['items'][number];
type Totals = MemberReportData['memberReport']['totals'];

const statusColor: Record<MemberReportStatus, 'success' | 'warning' | 'default' | 'error'> = { UP_TO_DATE: 'success', OWING: 'warning', NONE: 'default', TERMINATED: 'error' };
const NO_CATEGORY = 'Sin categoría';

const tableColumns: Column<Row>[] = [
  { header: 'Nombre', sortKey: 'name', primary: true, render: (r) => <RouterLink to={paths.dashboard.user(r.id)}>{`${r.lastName}, ${r.firstName}`}</RouterLink> },
  { header: 'Categoría', sortKey: 'category', render: (r) => r.category ?? '—' },
  { header: 'Estado', sortKey: 'status', render: (r) => <Chip size="small" variant="outlined" color={statusColor[r.status]} label={memberReportStatusLabels[r.status]} /> },
  { header: 'Cuota', align: 'right', render: (r) => (r.amountCents === null || r.amountCents === undefined ? '—' : <Money cents={r.amountCents} />) },
  { header: 'Alta', sortKey: 'joined', render: (r) => formatDate(r.joined) },
  { header: 'País', sortKey: 'country', render: (r) => [r.country, r.province].filter(Boolean).join(' · ') || '—' },
  { header: 'Institución', sortKey: 'institution', render: (r) => r.institution ?? '—' },
];

const thisYear = String(new Date().getFullYear());

/** Totals by category (rows) and status (columns), over the whole filtered set. */
function byCategory(totals: Totals) {
  const rows = new Map<string, { id: string | null; name: string; counts: Record<MemberReportStatus, number>; paid: number; owing: number }>();
  for (const t of totals) {
    const key = t.categoryId ?? 'none';
    const row = rows.get(key) ?? { id: t.categoryId ?? null, name: t.category ?? NO_CATEGORY, counts: { UP_TO_DATE: 0, OWING: 0, NONE: 0, TERMINATED: 0 }, paid: 0, owing: 0 };
    row.counts[t.status] += t.people;
    row.paid += t.paidCents;
    row.owing += t.owingCents;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** «Reporte de miembros» (ADMIN, TESORERIA): people with their membership of a year, filtered, totalled and charted. */
export function MemberReportPage() {
  const { params, update, pageOf, filters, setFilters } = useReportFilters({ filters: memberFilterKeys, sort: 'name', pageSize: 25, defaults: { anio: thisYear } });
  const status = fromSlug(memberReportStatusSlugs, filters.estado);
  const filter = {
    year: intParam(filters.anio) ?? Number(thisYear),
    categoryId: filters.categoria ?? null,
    status: status ?? null,
    countryId: filters.pais ?? null,
    provinceId: filters.provincia ?? null,
    institutionId: filters.institucion ?? null,
    joinedFrom: filters.altaDesde ?? null,
    joinedTo: filters.altaHasta ?? null,
  };
  const filterVariables = { filter, search: params.search || null, sort: params.sort, direction: params.direction };
  const { data, previousData, loading, error } = useQuery(MemberReportQuery, { variables: { ...filterVariables, page: params.page, pageSize: params.pageSize } });
  const report = (data ?? previousData)?.memberReport;
  const [columns, setColumns] = useState<string[] | null>(null);
  const [exportReport] = useMutation(ExportMemberReportMutation);
  const fieldErrors = error ? fieldErrorsOf(error) : {};
  const year = filter.year;

  const categories = useMemo(() => (report?.categories ?? []).map((c) => ({ id: c.id, name: c.name })), [report?.categories]);
  const rows = useMemo(() => byCategory(report?.totals ?? []), [report?.totals]);
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const chart = useMemo(() => {
    const years = Array.from({ length: MEMBER_CHART_YEARS }, (_, i) => String(year - MEMBER_CHART_YEARS + 1 + i));
    const cats = new Map<string, string>();
    for (const p of report?.chart ?? []) cats.set(p.categoryId, p.category);
    return {
      kind: 'bar' as const,
      stacked: true,
      categories: years.map((y) => ({ key: y, label: y })),
      series: [...cats].map(([id, name]) => ({ key: id, label: name, values: years.map((y) => report?.chart.find((p) => String(p.year) === y && p.categoryId === id)?.people ?? 0) })),
    };
  }, [report?.chart, year]);
  const paid = sum((r) => r.paid);
  const owing = sum((r) => r.owing);
  const filtered = memberFilterKeys.some((k) => k !== 'anio' && filters[k]) || Boolean(params.search);

  return (
    <ListPage
      title="Reporte de miembros"
      actions={
        <ReportActions
          report="members"
          columns={exportColumnChoices.memberReport}
          chosen={columns}
          onChosen={setColumns}
          progressLabel="Exportando el reporte de miembros"
          onExport={async (format, chosen) => (await exportReport({ variables: { format, columns: chosen, ...filterVariables } })).data?.exportMemberReport}
        />
      }
      search={{ label: 'Buscar por nombre, correo o documento', params, update }}
      filters={<MemberReportFilters filters={filters} setFilters={setFilters} categories={categories} errors={fieldErrors} />}
      error={error}
    >
      {filtered && (
        <Box sx={{ mb: 2 }}>
          <Button size="small" onClick={() => setFilters(Object.fromEntries(memberFilterKeys.filter((k) => k !== 'anio').map((k) => [k, null])))}>
            Quitar los filtros (queda el año {year})
          </Button>
        </Box>
      )}
      {report && (
        <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
          <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
            <ReportTotals
              title={`Totales ${year} por categoría y estado`}
              note={`Personas que cumplen los filtros, en todas las páginas: ${report.total.toLocaleString('es-AR')}.`}
              headers={['Categoría', ...memberReportStatuses.map((s) => memberReportStatusLabels[s]), 'Cobrado', 'Adeudado']}
              rows={rows.map((r) => ({
                key: r.id ?? 'none',
                label: r.name,
                selected: r.id !== null && r.id === filters.categoria,
                onSelect: r.id ? () => setFilters({ categoria: r.id }) : undefined,
                cells: [...memberReportStatuses.map((s) => r.counts[s].toLocaleString('es-AR')), <Money key="p" cents={r.paid} />, <Money key="o" cents={r.owing} />],
              }))}
              footer={[...memberReportStatuses.map((s) => sum((r) => r.counts[s]).toLocaleString('es-AR')), <Money key="p" cents={paid} />, <Money key="o" cents={owing} />]}
            />
          </Box>
          <ReportChart
            title={`Cuotas ${year}: cobrado y adeudado`}
            categoryHeader="Estado"
            formatValue={formatCents}
            data={{ kind: 'pie', categories: [{ key: 'UP_TO_DATE', label: 'Cobrado' }, { key: 'OWING', label: 'Adeudado' }], series: [{ key: 'amount', label: 'Importe', values: [paid, owing] }] }}
            onSelect={({ category }) => setFilters({ estado: memberReportStatusSlugs[category as MemberReportStatus] })}
            hint="Elija una porción para ver a esas personas."
          />
          <Box sx={{ gridRow: { lg: 2 }, gridColumn: { lg: 1 }, minWidth: 0 }}>
            <ReportChart
              title={`Miembros por año y categoría (${year - MEMBER_CHART_YEARS + 1}–${year})`}
              categoryHeader="Año"
              data={chart}
              onSelect={({ category, series }) => setFilters({ anio: category, categoria: series ?? null })}
              hint="Elija una barra para ver a los miembros de ese año y categoría."
            />
          </Box>
        </Box>
      )}
      <ServerTable
        label={`Miembros ${year}`}
        columns={tableColumns}
        page={pageOf(report ? { items: report.items, total: report.total } : undefined, loading)}
        rowKey={(r) => r.id}
        empty={filtered ? 'Nadie cumple estos filtros. Pruebe con otros o quítelos.' : `Todavía no hay personas registradas.`}
      />
    </ListPage>
  );
}
