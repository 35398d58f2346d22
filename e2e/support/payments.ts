import { expect } from '@playwright/test';
import { solidPng } from '../../apps/api/src/platform/solid-png';
import { api, apiLogin, createMember, demo } from './accounts';
import { dayFromToday } from './dates';
import { E2E_BASE_URL } from './env';

type Charge = { id: string; description: string; amountCents: number };

/** Uploads a receipt image as the member's browser does (a GraphQL multipart request); answers the file's id. */
export async function uploadReceipt(token: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation ($file: File!, $purpose: FilePurpose!) { uploadFile(file: $file, purpose: $purpose) { id } }', variables: { file: null, purpose: 'PAYMENT_RECEIPT' } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(solidPng(320, 180, [40, 120, 200]))], { type: 'image/png' }), 'transferencia.png');
  const res = await fetch(`${E2E_BASE_URL}/graphql`, { method: 'POST', headers: { authorization: `bearer ${token}`, 'x-graphql-yoga-csrf': '1' }, body: form });
  const body = (await res.json()) as { data?: { uploadFile: { id: string } }; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.uploadFile.id;
}

/**
 * A fresh member whose year dues were paid twice, through the API as the people involved would: the
 * member reports a transfer of them (under review), treasury records a cash payment of the same
 * dues, then approves the report, whose whole amount becomes an open credit. Nothing else is pending.
 */
export async function memberWithCredit(label: string) {
  const member = await createMember(label);
  const mine = await apiLogin(member.email, member.password);
  const { me, myCharges } = await api<{ me: { id: string }; myCharges: { items: Charge[] } }>('{ me { id } myCharges(pendingOnly: true) { items { id description amountCents } } }', {}, mine.token);
  expect(myCharges.items).toHaveLength(1);
  const [dues] = myCharges.items;
  const receiptFileId = await uploadReceipt(mine.token);
  const { reportPayment } = await api<{ reportPayment: { id: string } }>(
    'mutation ($data: ReportPaymentInput!) { reportPayment(data: $data) { id } }',
    { data: { payments: [dues.id], informedDay: dayFromToday(), method: 'TRANSFERENCIA', receiptFileId, note: 'Transferí la cuota desde mi banco.' } },
    mine.token,
  );
  const treasury = await apiLogin(demo.tesoreria.email);
  await api(
    'mutation ($userId: ID!, $payments: [ID!]!, $informedDay: String!) { generatePayment(userId: $userId, payments: $payments, informedDay: $informedDay, method: EFECTIVO, notify: false) { id } }',
    { userId: me.id, payments: [dues.id], informedDay: dayFromToday() },
    treasury.token,
  );
  await api('mutation ($id: ID!) { decideManualPayment(id: $id, decision: APPROVE) { id } }', { id: reportPayment.id }, treasury.token);
  return { ...member, label, id: me.id, token: mine.token, dues, reportId: reportPayment.id };
}

/** An amount as the screens show it: `$ 45.000,00`. */
export const pesos = (cents: number) => `$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;
