import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { proposalStatusGroups, type ProposalStatus } from '@portal/domain/proposal-status';
import { acceptanceRate, inscriptionFees, inscriptionFeeLabels, inscriptionFeeSlugs, inscriptionPaidLabels, inscriptionPaidSlugs, inscriptionPaidStates } from '@portal/domain/reports';
import type { InscriptionReportQuery as Data } from '../../gql/graphql';
import type { ChartCategory } from './report-chart';
import { ReportTotals } from './report-totals';

export const inscriptionFilterKeys = ['edicion', 'categoria', 'tarifa', 'pago', 'area', 'desde', 'hasta'] as const;
export type InscriptionFilterKey = (typeof inscriptionFilterKeys)[number];

type Report = Data['inscriptionReport'];
type FilterProps = {
  filters: Partial<Record<InscriptionFilterKey, string>>;
  setFilters: (changes: Partial<Record<InscriptionFilterKey, string | null>>) => void;
  editions: { id: string; name: string }[];
  report: Report | undefined;
  errors: Record<string, string>;
};

/** The Inscripciones report's filters, each kept in the URL by the page. */
export function InscriptionReportFilters({ filters, setFilters, editions, report, errors }: FilterProps) {
  const option = (value: string | undefined, list: { id: string }[]) => (value && list.some((o) => o.id === value) ? value : '');
  return (
    <>
      <TextField
        select
        size="small"
        label="Edición"
        value={option(filters.edicion, editions)}
        onChange={(e) => setFilters({ edicion: e.target.value, categoria: null, area: null })}
        error={Boolean(errors.conferenceId)}
        helperText={errors.conferenceId}
      >
        {editions.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Categoría" value={option(filters.categoria, report?.categories ?? [])} onChange={(e) => setFilters({ categoria: e.target.value })}>
        <MenuItem value="">Todas</MenuItem>
        {(report?.categories ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Tarifa" value={filters.tarifa ?? ''} onChange={(e) => setFilters({ tarifa: e.target.value })}>
        <MenuItem value="">Todas</MenuItem>
        {inscriptionFees.map((f) => (
          <MenuItem key={f} value={inscriptionFeeSlugs[f]}>
            {inscriptionFeeLabels[f]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Pago" value={filters.pago ?? ''} onChange={(e) => setFilters({ pago: e.target.value })}>
        <MenuItem value="">Todos</MenuItem>
        {inscriptionPaidStates.map((p) => (
          <MenuItem key={p} value={inscriptionPaidSlugs[p]}>
            {inscriptionPaidLabels[p]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Área" value={option(filters.area, report?.areas ?? [])} onChange={(e) => setFilters({ area: e.target.value })}>
        <MenuItem value="">Todas</MenuItem>
        {(report?.areas ?? []).map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" label="Inscriptos desde" value={filters.desde ?? ''} onChange={(e) => setFilters({ desde: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} error={Boolean(errors.from)} helperText={errors.from} />
      <TextField size="small" type="date" label="Inscriptos hasta" value={filters.hasta ?? ''} onChange={(e) => setFilters({ hasta: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} error={Boolean(errors.to)} helperText={errors.to} />
    </>
  );
}

const accepted = new Set<string>(proposalStatusGroups.accepted);
const rejected = new Set<string>(proposalStatusGroups.rejected);

/** Proposals by area (rows) and outcome, with the acceptance rate over the decided ones. */
export function ProposalsByArea({ report, onArea }: { report: Report; onArea: (areaId: string) => void }) {
  const rows = new Map<string, { id: string; name: string; pending: number; accepted: number; rejected: number }>();
  for (const cell of report.proposals) {
    const row = rows.get(cell.areaId) ?? { id: cell.areaId, name: cell.area, pending: 0, accepted: 0, rejected: 0 };
    if (accepted.has(cell.status as ProposalStatus)) row.accepted += cell.proposals;
    else if (rejected.has(cell.status as ProposalStatus)) row.rejected += cell.proposals;
    else row.pending += cell.proposals;
    rows.set(cell.areaId, row);
  }
  const list = [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const rate = (a: number, r: number) => {
    const value = acceptanceRate(a, a + r);
    return value === null ? '—' : `${value} %`;
  };
  const sum = (pick: (r: (typeof list)[number]) => number) => list.reduce((n, r) => n + pick(r), 0);
  return (
    <ReportTotals
      title="Propuestas por área y estado"
      note="Tasa de aceptación: aceptadas sobre decididas (aceptadas y rechazadas)."
      headers={['Área', 'Pendientes', 'Aceptadas', 'Rechazadas', 'Tasa de aceptación']}
      rows={list.map((r) => ({ key: r.id, label: r.name, onSelect: () => onArea(r.id), cells: [r.pending, r.accepted, r.rejected, rate(r.accepted, r.rejected)] }))}
      footer={[sum((r) => r.pending), sum((r) => r.accepted), sum((r) => r.rejected), rate(sum((r) => r.accepted), sum((r) => r.rejected))]}
    />
  );
}

/** Every day from the window's first to its last (and any registration outside it), as chart categories. */
export function windowDays(report: Report): ChartCategory[] {
  const first = [report.conference.inscriptionStart, report.days[0]?.day].filter(Boolean).sort()[0]!;
  const last = [report.conference.inscriptionEnd, report.days.at(-1)?.day].filter(Boolean).sort().at(-1)!;
  const days: ChartCategory[] = [];
  for (let d = new Date(`${first}T12:00:00Z`); d.toISOString().slice(0, 10) <= last && days.length < 800; d.setUTCDate(d.getUTCDate() + 1)) {
    const key = d.toISOString().slice(0, 10);
    days.push({ key, label: `${key.slice(8, 10)}/${key.slice(5, 7)}` });
  }
  return days;
}
