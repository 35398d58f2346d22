import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import { submissionTypeLabels, type SubmissionType } from '@portal/domain/conferences';
import { formatDate } from '@portal/domain/dates';
import { exportColumnChoices } from '@portal/domain/exports';
import { inscriptionFeeLabels, inscriptionFeeSlugs, inscriptionPaidLabels, inscriptionPaidSlugs, inscriptionPaidStates, type InscriptionPaidState } from '@portal/domain/reports';
import type { InscriptionReportQuery as Data } from '../../gql/graphql';
import { fieldErrorsOf } from '../../shared/graphql-errors';
import { ListPage } from '../../shared/list/list-page';
import { ServerTable, type Column } from '../../shared/list/server-table';
import { Money } from '../../shared/ui/money';
import { InscriptionReportFilters, inscriptionFilterKeys, ProposalsByArea, windowDays } from './inscription-report-parts';
import { ExportInscriptionReportMutation, InscriptionReportQuery, ReportEditionsQuery } from './operations';
import { ReportChart } from './report-chart';
import { ReportActions } from './report-actions';
import { ReportTotals } from './report-totals';
import { fromSlug, useReportFilters } from './use-report-filters';

type Row = Data['inscriptionReport']['items'][number];

const tableColumns: Column<Row>[] = [
  { header: 'Nombre', sortKey: 'name', primary: true, render: (r) => `${r.lastName}, ${r.firstName}` },
  { header: 'Fecha', sortKey: 'date', render: (r) => formatDate(r.registrationDate) },
  { header: 'Categoría', sortKey: 'category', render: (r) => r.category },
  { header: 'Tarifa', render: (r) => (r.fee ? <span title={r.feeReason ?? undefined}>{inscriptionFeeLabels[r.fee]}</span> : '—') },
  { header: 'Importe', align: 'right', render: (r) => (r.amountCents === null || r.amountCents === undefined ? '—' : <Money cents={r.amountCents} />) },
  { header: 'Pago', sortKey: 'paid', render: (r) => <Chip size="small" variant="outlined" color={r.paid === 'PAID' ? 'success' : 'warning'} label={inscriptionPaidLabels[r.paid]} /> },
  {
    header: 'Propuestas',
    sortKey: 'proposals',
    render: (r) => (r.proposals === 0 ? 'Ninguna' : `${r.proposals} (${r.accepted} aceptada${r.accepted === 1 ? '' : 's'}) · ${r.kinds.map((k) => submissionTypeLabels[k as SubmissionType] ?? k).join(', ')}`),
  },
  { header: 'Áreas', render: (r) => r.areas.join(', ') || '—' },
];

/** «Reporte de inscripciones» (ADMIN, TESORERIA): the inscriptions of an edition, filtered, totalled and charted. */
export function InscriptionReportPage() {
  const editionsQuery = useQuery(ReportEditionsQuery);
  const editions = useMemo(() => editionsQuery.data?.conferences.items ?? [], [editionsQuery.data]);
  const defaultEdition = (editions.find((c) => c.isCurrent) ?? editions[0])?.id;
  const { params, update, pageOf, filters, setFilters } = useReportFilters({ filters: inscriptionFilterKeys, sort: 'date', pageSize: 25, defaults: defaultEdition ? { edicion: defaultEdition } : undefined });
  const conferenceId = filters.edicion;
  const filter = {
    conferenceId: conferenceId ?? '',
    categoryId: filters.categoria ?? null,
    fee: fromSlug(inscriptionFeeSlugs, filters.tarifa) ?? null,
    paid: fromSlug(inscriptionPaidSlugs, filters.pago) ?? null,
    thematicAreaId: filters.area ?? null,
    from: filters.desde ?? null,
    to: filters.hasta ?? null,
  };
  const filterVariables = { filter, search: params.search || null, sort: params.sort, direction: params.direction };
  const { data, previousData, loading, error } = useQuery(InscriptionReportQuery, { variables: { ...filterVariables, page: params.page, pageSize: params.pageSize }, skip: !conferenceId });
  const report = (data ?? previousData)?.inscriptionReport;
  const [columns, setColumns] = useState<string[] | null>(null);
  const [exportReport] = useMutation(ExportInscriptionReportMutation);
  const fieldErrors = error ? fieldErrorsOf(error) : {};

  const byCategory = useMemo(() => {
    const rows = new Map<string, { id: string; name: string; counts: Record<InscriptionPaidState, number>; amounts: Record<InscriptionPaidState, number> }>();
    for (const c of report?.categories ?? []) rows.set(c.id, { id: c.id, name: c.name, counts: { PAID: 0, PENDING: 0 }, amounts: { PAID: 0, PENDING: 0 } });
    for (const t of report?.totals ?? []) {
      const row = rows.get(t.categoryId);
      if (!row) continue;
      row.counts[t.paid] += t.inscriptions;
      row.amounts[t.paid] += t.amountCents;
    }
    return [...rows.values()];
  }, [report?.categories, report?.totals]);
  const sum = (pick: (r: (typeof byCategory)[number]) => number) => byCategory.reduce((n, r) => n + pick(r), 0);
  const perDay = useMemo(() => {
    if (!report) return null;
    const days = windowDays(report);
    let running = 0;
    const counts = new Map(report.days.map((d) => [d.day, d.inscriptions]));
    const cumulative = days.map((d) => (running += counts.get(d.key) ?? 0));
    return { kind: 'line' as const, categories: days, series: [{ key: 'total', label: 'Inscripciones acumuladas', values: cumulative }] };
  }, [report]);

  return (
    <ListPage
      title="Reporte de inscripciones"
      actions={
        <ReportActions
          report="inscriptions"
          columns={exportColumnChoices.inscriptionReport}
          chosen={columns}
          onChosen={setColumns}
          progressLabel="Exportando el reporte de inscripciones"
          onExport={conferenceId ? async (format, chosen) => (await exportReport({ variables: { format, columns: chosen, ...filterVariables } })).data?.exportInscriptionReport : undefined}
        />
      }
      search={{ label: 'Buscar por nombre, correo o documento', params, update }}
      filters={<InscriptionReportFilters filters={filters} setFilters={setFilters} editions={editions} report={report} errors={fieldErrors} />}
      error={error ?? editionsQuery.error}
    >
      {editionsQuery.data && editions.length === 0 && <Alert severity="info">Todavía no hay ediciones del congreso. Cuando se cree una, sus inscripciones se verán aquí.</Alert>}
      {report && perDay && (
        <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <ReportTotals
            title="Totales por categoría y pago"
            note={`Inscripciones que cumplen los filtros, en todas las páginas: ${report.total.toLocaleString('es-AR')}.`}
            headers={['Categoría', 'Pagadas', 'Pendientes', 'Cobrado', 'Por cobrar']}
            rows={byCategory.map((r) => ({
              key: r.id,
              label: r.name,
              selected: r.id === filters.categoria,
              onSelect: () => setFilters({ categoria: r.id }),
              cells: [r.counts.PAID, r.counts.PENDING, <Money key="p" cents={r.amounts.PAID} />, <Money key="o" cents={r.amounts.PENDING} />],
            }))}
            footer={[sum((r) => r.counts.PAID), sum((r) => r.counts.PENDING), <Money key="p" cents={sum((r) => r.amounts.PAID)} />, <Money key="o" cents={sum((r) => r.amounts.PENDING)} />]}
          />
          <ReportChart
            title="Inscripciones por categoría"
            categoryHeader="Categoría"
            data={{
              kind: 'bar',
              stacked: true,
              categories: byCategory.map((r) => ({ key: r.id, label: r.name })),
              series: inscriptionPaidStates.map((p) => ({ key: p, label: inscriptionPaidLabels[p], values: byCategory.map((r) => r.counts[p]) })),
            }}
            onSelect={({ category, series }) => setFilters({ categoria: category, pago: series ? inscriptionPaidSlugs[series as InscriptionPaidState] : null })}
            hint="Elija una barra para ver esas inscripciones."
          />
          <ReportChart
            title={`Inscripciones acumuladas por día (período de inscripción: ${formatDate(report.conference.inscriptionStart)} al ${formatDate(report.conference.inscriptionEnd)})`}
            categoryHeader="Día"
            data={perDay}
          />
          <ProposalsByArea report={report} onArea={(area) => setFilters({ area })} />
        </Box>
      )}
      {conferenceId && (
        <ServerTable
          label={report ? `Inscripciones de ${report.conference.name}` : 'Inscripciones'}
          columns={tableColumns}
          page={pageOf(report ? { items: report.items, total: report.total } : undefined, loading)}
          rowKey={(r) => r.id}
          empty="Ninguna inscripción cumple estos filtros. Pruebe con otros."
        />
      )}
    </ListPage>
  );
}
