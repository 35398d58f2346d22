import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartSelection, ReportChartData } from './report-chart';

type Props = { data: ReportChartData; onSelect?: (selection: ChartSelection) => void; formatValue: (value: number) => string; height: number };

/** A short tick label on a phone: long labels are cut with an ellipsis (the table has them whole). */
const short = (label: string) => (label.length > 14 ? `${label.slice(0, 13)}…` : label);

/**
 * The drawing of a report's chart (loaded on demand by `ReportChart`). Bars and slices call back
 * with their category (and series), so the page can filter its list to it.
 */
export default function ReportChartDrawing({ data, onSelect, formatValue, height }: Props) {
  const legend = { slotProps: { legend: { direction: 'horizontal' as const, position: { vertical: 'bottom' as const, horizontal: 'center' as const } } } };
  if (data.kind === 'pie') {
    const [series] = data.series;
    return (
      <PieChart
        disableKeyboardNavigation
        height={height}
        {...legend}
        series={[
          {
            id: series.key,
            innerRadius: '45%',
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => formatValue(item.value),
            data: data.categories.map((c, i) => ({ id: c.key, label: c.label, value: series.values[i] ?? 0 })),
          },
        ]}
        onItemClick={onSelect ? (_event, item) => onSelect({ category: data.categories[item.dataIndex]?.key ?? '' }) : undefined}
        sx={{ cursor: onSelect ? 'pointer' : undefined }}
      />
    );
  }
  const xAxis = [{ scaleType: 'band' as const, data: data.categories.map((c) => c.label), valueFormatter: (v: string, context: { location: string }) => (context.location === 'tick' ? short(v) : v) }];
  // Wide enough for the longest tick (the axis rounds the top up, so one character more than the
  // largest bar or stack): a money axis reads «$ 30.000.000,00», not «$ 30.…».
  const top = Math.max(0, ...data.categories.map((_, i) => (data.kind === 'bar' && data.stacked ? data.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0) : Math.max(0, ...data.series.map((s) => s.values[i] ?? 0)))));
  const yAxis = [{ valueFormatter: (v: number) => formatValue(v), width: Math.max(40, 12 + 7 * (formatValue(top).length + 1)) }];
  if (data.kind === 'line') {
    return (
      <LineChart
        disableKeyboardNavigation
        height={height}
        {...legend}
        xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]}
        yAxis={yAxis}
        series={data.series.map((s) => ({ id: s.key, label: s.label, data: s.values, showMark: false, valueFormatter: (v: number | null) => formatValue(v ?? 0) }))}
      />
    );
  }
  return (
    <BarChart
      disableKeyboardNavigation
      height={height}
      {...legend}
      xAxis={xAxis}
      yAxis={yAxis}
      series={data.series.map((s) => ({ id: s.key, label: s.label, data: s.values, stack: data.stacked ? 'total' : undefined, valueFormatter: (v: number | null) => formatValue(v ?? 0) }))}
      onItemClick={onSelect ? (_event, item) => onSelect({ category: data.categories[item.dataIndex]?.key ?? '', series: String(item.seriesId) }) : undefined}
      sx={{ cursor: onSelect ? 'pointer' : undefined }}
    />
  );
}
