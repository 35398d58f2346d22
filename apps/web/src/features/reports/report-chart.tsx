import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { visuallyHidden } from '../../shared/ui/visually-hidden';

/** One category of a chart: its key (what a click hands back) and its Spanish label. */
export type ChartCategory = { key: string; label: string };
/** One series: a value per category, in the categories' order. */
export type ChartSeries = { key: string; label: string; values: number[] };

/** What a click on a bar, slice or point names: its category and, for bars, its series. */
export type ChartSelection = { category: string; series?: string };

export type ReportChartData =
  /** Bars per category, one colour per series; `stacked` piles the series up. */
  | { kind: 'bar'; categories: ChartCategory[]; series: ChartSeries[]; stacked?: boolean }
  /** One slice per category (`series` has one entry). */
  | { kind: 'pie'; categories: ChartCategory[]; series: [ChartSeries] }
  /** A line per series over the categories (days). */
  | { kind: 'line'; categories: ChartCategory[]; series: ChartSeries[] };

export type ReportChartProps = {
  /** The chart's heading, also the caption of its table. */
  title: string;
  data: ReportChartData;
  /** Called with the clicked bar or slice, so the page filters its list to it. */
  onSelect?: (selection: ChartSelection) => void;
  /** How a value reads (a count by default; `formatCents` for money). */
  formatValue?: (value: number) => string;
  /** Says what a click does, under the chart ("Elija una barra para ver esas personas"). */
  hint?: string;
  /** The header of the table's first column ("Año"). */
  categoryHeader: string;
  height?: number;
};

const Drawing = lazy(() => import('./report-chart-drawing'));

const count = (value: number) => value.toLocaleString('es-AR');

/**
 * A report's chart (spec section 2 "Reports"): drawn by `@mui/x-charts`, loaded only when a report
 * shows it (never on the sign-in page), readable at 390 px. The same numbers are a table for screen
 * readers (the drawing itself is hidden from them), so nothing is only in the picture.
 */
export function ReportChart({ title, data, onSelect, formatValue = count, hint, categoryHeader, height = 280 }: ReportChartProps) {
  const headingId = useId();
  const empty = data.series.every((s) => s.values.every((v) => v === 0)) || data.categories.length === 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No hay datos para este gráfico con los filtros elegidos.
        </Typography>
      ) : (
        <>
          <Box aria-hidden sx={{ width: '100%', minHeight: height, minWidth: 0, overflow: 'hidden' }}>
            <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
              <Drawing data={data} onSelect={onSelect} formatValue={formatValue} height={height} />
            </Suspense>
          </Box>
          {hint && onSelect && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {hint}
            </Typography>
          )}
        </>
      )}
      <ChartTable title={title} data={data} formatValue={formatValue} categoryHeader={categoryHeader} />
    </Paper>
  );
}

/** The chart's numbers as a table, for screen readers only. */
function ChartTable({ title, data, formatValue, categoryHeader }: Pick<ReportChartProps, 'title' | 'data' | 'categoryHeader'> & { formatValue: (v: number) => string }) {
  return (
    // The hidden box is a div: a table given 1 px still lays out as wide as its cells, and widened
    // the page on a phone (a 390 px report scrolled sideways to 641 px).
    <Box sx={visuallyHidden}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            {data.series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((c, i) => (
            <tr key={c.key}>
              <th scope="row">{c.label}</th>
              {data.series.map((s) => (
                <td key={s.key}>{formatValue(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
