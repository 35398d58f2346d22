import { MockedProvider } from '@apollo/client/testing/react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ManualPaymentsPage } from './manual-payments-page';
import { OnlinePaymentsPage } from './online-payments-page';

/** The page as the server would first draw it (its list still loading), at `url`. */
const render = (page: ComponentType, url: string) =>
  renderToStaticMarkup(createElement(MockedProvider, { mocks: [] }, createElement(MemoryRouter, { initialEntries: [url] }, createElement(page))));

/** The accessible names of the date sections (spin buttons) and what each shows. */
const spinButtons = (html: string) => [...html.matchAll(/<span[^>]*aria-label="([^"]*)"[^>]*role="spinbutton"[^>]*>([^<]*)<\/span>/g)].map(([, name, text]) => `${name}=${text}`);

describe("treasury's date filters (issue 35, item 20)", () => {
  it.each([
    ['Pagos Mercado Pago', OnlinePaymentsPage, '/dashboard/pagos/mercado-pago?desde=2026-03-05&hasta=2026-04-30', ['Desde', 'Hasta']],
    ['Pagos manuales', ManualPaymentsPage, '/dashboard/pagos/manuales?desde=2026-03-05&hasta=2026-04-30', ['Informados desde', 'Informados hasta']],
  ] as const)('%s: the portal date pickers (dd/mm/aaaa, the day named «Día»), not native date inputs', (_, page, url, labels) => {
    const html = render(page, url);
    expect(html).not.toContain('type="date"');
    for (const label of labels) expect(html).toContain(`>${label}</label>`);
    expect(spinButtons(html)).toEqual(['Día=05', 'Mes=03', 'Año=2026', 'Día=30', 'Mes=04', 'Año=2026']);
  });
});
