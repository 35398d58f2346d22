import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AccountsReportQuery } from '../../gql/graphql';
import { AccountsCharts, monthLabel } from './accounts-report-parts';

type Report = AccountsReportQuery['accountsReport'];
const report: Report = {
  __typename: 'AccountsReport',
  page: { __typename: 'AccountStatePage', total: 0, page: 0, pageSize: 25, items: [] },
  totals: {
    __typename: 'AccountStateTotals',
    people: 3,
    chargedCents: 300_000,
    paidCents: 120_000,
    pendingCents: 180_000,
    creditCents: 5_000,
    upTo30Cents: 100_000,
    from31To90Cents: 50_000,
    over90Cents: 30_000,
    byConcept: [
      { __typename: 'AccountConceptTotals', concept: 'MEMBERSHIP', chargedCents: 200_000, paidCents: 100_000, pendingCents: 100_000 },
      { __typename: 'AccountConceptTotals', concept: 'INSCRIPTION', chargedCents: 100_000, paidCents: 20_000, pendingCents: 80_000 },
    ],
  },
  collected: [
    { __typename: 'CollectedCell', month: '2026-02', method: 'EFECTIVO', cents: 20_000 },
    { __typename: 'CollectedCell', month: '2026-03', method: 'TRANSFERENCIA', cents: 100_000 },
  ],
};

describe('«Estados de cuenta» totals and chart', () => {
  it('shows the totals by concept, the ageing and by method, and the chart’s numbers as a table', () => {
    const html = renderToStaticMarkup(createElement(AccountsCharts, { report, method: 'EFECTIVO', onSelectBar: () => undefined })).replace(/\u00a0/g, ' ');
    expect(html).toContain('Totales por concepto');
    expect(html).toContain('Sobre las 3 personas que cumplen los filtros. Crédito a favor: $ 50,00.');
    expect(html).toContain('Cuotas de socio');
    expect(html).toContain('Más de 90 días');
    expect(html).toContain('Cobrado por mes de aprobación y medio de pago');
    // The screen readers' table of the chart: a row per month, a column per method.
    expect(html).toContain('<th scope="col">Mes</th><th scope="col">Transferencia bancaria</th><th scope="col">Efectivo</th>');
    expect(html).toContain('<th scope="row">feb 2026</th><td>$ 0,00</td><td>$ 200,00</td>');
    expect(html).toContain('Elija una barra para ver las personas que pagaron ese mes con ese medio.');
  });

  it('names months in Spanish', () => {
    expect(monthLabel('2026-12')).toBe('dic 2026');
  });
});
