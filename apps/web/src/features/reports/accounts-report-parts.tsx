import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ageingBuckets, chargeConceptLabels } from '@portal/domain/account-report';
import { formatCents } from '@portal/domain/money';
import { paymentMethodLabels, paymentMethods, type PaymentMethod } from '@portal/domain/payments';
import type { AccountsReportQuery as Data } from '../../gql/graphql';
import type { Column } from '../../shared/list/server-table';
import { EmailAddress } from '../../shared/ui/email-address';
import { Money } from '../../shared/ui/money';
import { ReportChart } from './report-chart';
import { ReportTotals } from './report-totals';

type Report = Data['accountsReport'];
type Row = Report['page']['items'][number];

/** The list's columns: the person, then cents; sortable where the API sorts. */
export const accountColumns: Column<Row>[] = [
  {
    header: 'Persona',
    sortKey: 'person',
    primary: true,
    render: (r) => (
      <>
        <strong>
          {r.lastName}, {r.firstName}
        </strong>
        <Typography variant="body2" color="text.secondary">
          <EmailAddress address={r.email} />
        </Typography>
      </>
    ),
  },
  { header: 'Cargos', sortKey: 'charged', align: 'right', render: (r) => <Money cents={r.chargedCents} /> },
  { header: 'Pagado', sortKey: 'paid', align: 'right', render: (r) => <Money cents={r.paidCents} /> },
  { header: 'Pendiente', sortKey: 'pending', align: 'right', render: (r) => <Money cents={r.pendingCents} /> },
  { header: 'Crédito', sortKey: 'credit', align: 'right', render: (r) => <Money cents={r.creditCents} /> },
  { header: 'Adeudado hace más de 90 días', sortKey: 'overdue', align: 'right', render: (r) => <Money cents={r.over90Cents} /> },
];

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
/** `2026-03` → «mar 2026». */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

const money = (cents: number) => <Money cents={cents} />;

/** Totals (by concept, ageing, by method) and the chart of collected per month by method. */
export function AccountsCharts({ report, method, onSelectBar }: { report: Report; method: PaymentMethod | null; onSelectBar: (month: string, method: PaymentMethod) => void }) {
  const { totals, collected } = report;
  const months = [...new Set(collected.map((c) => c.month))].sort();
  const methods = paymentMethods.filter((m) => collected.some((c) => c.method === m));
  const byMethod = methods.map((m) => ({ method: m, cents: collected.filter((c) => c.method === m).reduce((s, c) => s + c.cents, 0) }));
  const people = totals.people.toLocaleString('es-AR');
  return (
    // Two columns from md on; the concept totals (four columns of money) and the chart take the whole width.
    <Box
      sx={(t) => ({
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: 'minmax(0, 1fr)',
        [t.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', '& > :first-of-type, & > :last-child': { gridColumn: '1 / -1' } },
      })}
    >
      <ReportTotals
        title="Totales por concepto"
        note={`Sobre ${totals.people === 1 ? 'la única persona que cumple' : `las ${people} personas que cumplen`} los filtros. Crédito a favor: ${formatCents(totals.creditCents)}.`}
        headers={['Concepto', 'Cargos', 'Pagado', 'Pendiente']}
        rows={totals.byConcept.map((c) => ({ key: c.concept, label: chargeConceptLabels[c.concept], cells: [money(c.chargedCents), money(c.paidCents), money(c.pendingCents)] }))}
        footer={[money(totals.chargedCents), money(totals.paidCents), money(totals.pendingCents)]}
      />
      <ReportTotals
        title="Antigüedad de lo adeudado"
        headers={['Antigüedad del cargo', 'Pendiente']}
        rows={ageingBuckets.map((b) => ({ key: b.key, label: b.label, cells: [money(totals[`${b.key}Cents` as 'upTo30Cents' | 'from31To90Cents' | 'over90Cents'])] }))}
        footer={[money(totals.pendingCents)]}
      />
      <ReportTotals
        title="Cobrado por medio de pago"
        headers={['Medio de pago', 'Cobrado']}
        rows={byMethod.map((m) => ({ key: m.method, label: paymentMethodLabels[m.method], cells: [money(m.cents)], selected: m.method === method }))}
        footer={[money(totals.paidCents)]}
      />
      <ReportChart
        title="Cobrado por mes de aprobación y medio de pago"
        categoryHeader="Mes"
        data={{
          kind: 'bar',
          stacked: true,
          categories: months.map((m) => ({ key: m, label: monthLabel(m) })),
          series: methods.map((m) => ({ key: m, label: paymentMethodLabels[m], values: months.map((month) => collected.find((c) => c.month === month && c.method === m)?.cents ?? 0) })),
        }}
        formatValue={formatCents}
        hint="Elija una barra para ver las personas que pagaron ese mes con ese medio."
        onSelect={(s) => {
          const chosen = paymentMethods.find((m) => m === s.series);
          if (chosen) onSelectBar(s.category, chosen);
        }}
      />
    </Box>
  );
}
