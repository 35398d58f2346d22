import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ManualPaymentDetailFieldsFragment } from '../../gql/graphql';
import type { UserRole } from '../../shared/session/user-roles';

const payment: ManualPaymentDetailFieldsFragment = {
  __typename: 'ManualPaymentDetail',
  id: '41',
  amountCents: 1_500_000,
  reportedAmountCents: null,
  method: 'TRANSFERENCIA',
  channel: 'REPORTED',
  status: 'UNDER_REVIEW',
  informedDay: '2026-03-05',
  createdAt: '2026-03-05T12:00:00.000Z',
  decidedAt: null,
  receiptNumber: null,
  note: null,
  decisionNote: null,
  internalReceipt: null,
  transferReference: 'TRF-1',
  permissions: { __typename: 'PaymentPermissions', canDecide: true },
  person: { __typename: 'Person', id: '77', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.org', document: '30111222' },
  decidedBy: null,
  createdBy: null,
  receiptFile: null,
  charges: [{ __typename: 'PaymentCharge', chargeId: '5', description: 'Cuota 2026', amountCents: 1_500_000 }],
};

// The page's query answered at once, and the session's active role chosen per test.
vi.mock('@apollo/client/react', () => ({
  useQuery: () => ({ data: { manualPayment: payment }, loading: false, error: undefined, refetch: () => undefined }),
  useMutation: () => [() => undefined, { loading: false }],
}));
const session = vi.hoisted(() => ({ activeRole: null as Pick<UserRole, 'role' | 'conferenceId'> | null }));
vi.mock('../../shared/session/session-context', () => ({ useSession: () => session }));

const { ManualPaymentPage } = await import('./manual-payment-page');

const pageAs = (role: 'TESORERIA' | 'ADMIN') => {
  session.activeRole = { role, conferenceId: null };
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/dashboard/pagos/manuales/41'] }, createElement(ManualPaymentPage)));
};

describe('«Evaluar pago»: the member\'s name (issue 35, item 23)', () => {
  it('is plain text for Tesorería, who cannot open user pages', () => {
    const html = pageAs('TESORERIA');
    expect(html).toContain('Ana Pérez');
    expect(html).not.toContain('href="/dashboard/usuarios/77"');
  });

  it('links to the user page for a role that may open it', () => {
    expect(pageAs('ADMIN')).toMatch(/<a [^>]*href="\/dashboard\/usuarios\/77"[^>]*>Ana Pérez<\/a>/);
  });
});
