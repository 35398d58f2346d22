import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { bankLineStateLabels, bankLineStates, type BankLineState } from '@portal/domain/bank-statements';
import { listArgs } from '@portal/domain/pagination';
import {
  creditFilters,
  creditStatusLabels,
  onlinePaymentFilters,
  paymentChannelLabels,
  paymentMethodLabels,
  paymentStatusLabels,
  type CreditStatus,
  type PaymentChannel,
  type PaymentMethod,
  type PaymentStatus,
} from '@portal/domain/payments';
import { bankStatementLines } from '../../db/schema/bank-statements';
import { charges } from '../../db/schema/charges';
import { paymentReports } from '../../db/schema/payment-reports';
import { credits, paymentAllocations, payments, receipts } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { personColumns, type ExportColumn, type PersonExportRow } from '../../platform/exports/columns';
import { exportSort, sortedKeys, type ExportDefinition } from '../../platform/exports/exports';
import { bankLineConditions } from './bank-lines.read';
import { manualConditions, manualFilters } from './manual-payments.service';
import { onlineConditions } from './online-payments.service';
import { creditConditions, pendingCentsOf, personSearch } from './treasury.service';

type AccountStateRow = { id: string; last_name: string; first_name: string; email: string; document: string; pending_cents: string | number };

/** The search of "Registrar pago" (the people treasury looks up, with what each still owes). */
export const accountStateFilters = listArgs.pick({ search: true });
type AccountStateFilters = z.infer<typeof accountStateFilters>;

/**
 * The account state of every enabled person the search finds (TESORERIA): what each still owes
 * on pending charges, as money (a number in pesos in the workbook, so it sums).
 */
export const accountStateExport: ExportDefinition<AccountStateRow, AccountStateFilters> = {
  name: 'accountState',
  fileTitle: 'estado-de-cuenta',
  sheetName: 'Estado de cuenta',
  filters: accountStateFilters,
  columns: [
    ...personColumns<AccountStateRow>(),
    { header: 'Saldo pendiente', kind: 'money', value: (r) => r.pending_cents, width: 18 },
  ],
  source(_db, filters) {
    const where = and(eq(users.enabled, true), personSearch(filters.search ?? null));
    return {
      select: sql`select ${users.id} as id, ${users.sortKey} as sort_key, ${users.lastName} as last_name, ${users.firstName} as first_name,
          ${users.email} as email, ${users.document} as document, ${pendingCentsOf()} as pending_cents
        from ${users} where ${where}`,
      keys: [{ name: 'sort_key', collateC: true }, { name: 'id' }],
    };
  },
};

const TIE_DESC = [{ name: 'id', desc: true }] as const;
const TIE_ASC = [{ name: 'id' }] as const;
const person = sql`${users.sortKey} as sort_key, ${users.lastName} as last_name, ${users.firstName} as first_name, ${users.email} as email, ${users.document} as document`;
const receiptOf = sql`(select r.year || '-' || lpad(r.number::text, 6, '0') from ${receipts} r where r.payment_id = ${payments.id})`;
const chargesOf = sql`(select string_agg(c.description, ' · ' order by c.id) from ${paymentAllocations} a join ${charges} c on c.id = a.charge_id where a.payment_id = ${payments.id})`;

type PaymentExportRow = PersonExportRow & {
  id: string;
  amount_cents: number;
  status: PaymentStatus;
  method: PaymentMethod;
  channel: PaymentChannel;
  created_at: unknown;
  decided_at: unknown;
  receipt: string | null;
  charges: string | null;
};
const paymentColumns: ExportColumn<PaymentExportRow>[] = [
  { key: 'created', header: 'Fecha', kind: 'datetime', value: (r) => r.created_at, width: 17 },
  ...personColumns<PaymentExportRow>(),
  { key: 'amount', header: 'Importe', kind: 'money', value: (r) => r.amount_cents, width: 14 },
  { key: 'status', header: 'Estado', kind: 'text', value: (r) => paymentStatusLabels[r.status] ?? r.status, width: 14 },
  { key: 'decided', header: 'Decidido', kind: 'datetime', value: (r) => r.decided_at, width: 17 },
  { key: 'receipt', header: 'Recibo', kind: 'text', value: (r) => r.receipt },
  { key: 'charges', header: 'Cargos', kind: 'text', value: (r) => r.charges, width: 40 },
];

/** The online payments list's filters, search and sort. */
export const onlinePaymentExportFilters = z
  .object({ ...onlinePaymentFilters.shape, ...listArgs.pick({ search: true }).shape, ...exportSort(['created', 'amount', 'status', 'person']) })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'La fecha «hasta» debe ser posterior a «desde»', path: ['to'] });
type OnlinePaymentExportFilters = z.infer<typeof onlinePaymentExportFilters>;

/** Treasury's online payments (TESORERIA) as a file: the list's filters and search, in its order. */
export const onlinePaymentsExport: ExportDefinition<PaymentExportRow & { provider_payment_id: string | null; provider_status: string | null }, OnlinePaymentExportFilters> = {
  name: 'onlinePayments',
  fileTitle: 'pagos-en-linea',
  sheetName: 'Pagos en línea',
  filters: onlinePaymentExportFilters,
  columns: [
    ...paymentColumns,
    { key: 'providerPaymentId', header: 'N.º Mercado Pago', kind: 'text', value: (r) => r.provider_payment_id, width: 18 },
    { key: 'providerStatus', header: 'Estado en Mercado Pago', kind: 'text', value: (r) => r.provider_status, width: 18 },
  ],
  source(_db, filters) {
    return {
      select: sql`select ${payments.id} as id, ${payments.createdAt} as created_at, ${person}, ${payments.amountCents} as amount_cents, ${payments.status} as status,
          ${payments.method} as method, ${payments.channel} as channel, ${payments.decidedAt} as decided_at, ${payments.providerPaymentId} as provider_payment_id,
          ${payments.providerStatus} as provider_status, ${receiptOf} as receipt, ${chargesOf} as charges
        from ${payments} join ${users} on ${users.id} = ${payments.userId} where ${onlineConditions(filters, filters.search)}`,
      keys: sortedKeys(
        filters,
        { created: { name: 'created_at' }, amount: { name: 'amount_cents' }, status: { name: 'status' }, person: { name: 'sort_key', collateC: true } },
        { sort: 'created', keys: [{ name: 'created_at', desc: true }, ...TIE_DESC] },
        TIE_DESC,
      ),
    };
  },
};

/** The manual payments list's filters, search and sort. */
export const manualPaymentExportFilters = manualFilters.extend({ ...listArgs.pick({ search: true }).shape, ...exportSort(['created', 'informed', 'amount', 'name']) });
type ManualPaymentExportFilters = z.infer<typeof manualPaymentExportFilters>;

/** Treasury's manual payments (reported and generated; TESORERIA) as a file: the list's filters and search, in its order. */
export const manualPaymentsExport: ExportDefinition<PaymentExportRow & { informed_day: string | null; reported_cents: number | null }, ManualPaymentExportFilters> = {
  name: 'manualPayments',
  fileTitle: 'pagos-manuales',
  sheetName: 'Pagos manuales',
  filters: manualPaymentExportFilters,
  columns: [
    ...paymentColumns.slice(0, 5),
    { key: 'method', header: 'Medio', kind: 'text', value: (r) => paymentMethodLabels[r.method] ?? r.method, width: 16 },
    { key: 'channel', header: 'Origen', kind: 'text', value: (r) => paymentChannelLabels[r.channel] ?? r.channel, width: 16 },
    { key: 'informed', header: 'Día del pago', kind: 'date', value: (r) => r.informed_day },
    { key: 'reported', header: 'Importe informado', kind: 'money', value: (r) => r.reported_cents, width: 14 },
    ...paymentColumns.slice(5),
  ],
  source(_db, filters) {
    return {
      select: sql`select ${payments.id} as id, ${payments.createdAt} as created_at, ${person}, ${payments.amountCents} as amount_cents, ${payments.status} as status,
          ${payments.method} as method, ${payments.channel} as channel, ${payments.decidedAt} as decided_at, ${payments.informedDay}::text as informed_day,
          coalesce(${payments.informedDay}, '9999-12-31'::date) as informed_key,
          (select pr.reported_amount_cents from ${paymentReports} pr where pr.payment_id = ${payments.id}) as reported_cents,
          ${receiptOf} as receipt, ${chargesOf} as charges
        from ${payments} join ${users} on ${users.id} = ${payments.userId} where ${manualConditions(filters, filters.search)}`,
      keys: sortedKeys(
        filters,
        { created: { name: 'created_at' }, informed: { name: 'informed_key' }, amount: { name: 'amount_cents' }, name: { name: 'sort_key', collateC: true } },
        { sort: 'created', keys: [{ name: 'created_at', desc: true }, ...TIE_DESC] },
        TIE_DESC,
      ),
    };
  },
};

type CreditExportRow = PersonExportRow & {
  id: number;
  created_at: unknown;
  amount_cents: number;
  status: CreditStatus;
  refund_only: boolean;
  charge: string;
  applied_charge: string | null;
  resolved_at: unknown;
  resolution_note: string | null;
  receipt: string | null;
};

/** The credits list's filter, search and sort. */
export const creditExportFilters = creditFilters.extend({ ...listArgs.pick({ search: true }).shape, ...exportSort(['created', 'amount', 'person']) });
type CreditExportFilters = z.infer<typeof creditExportFilters>;

/** Treasury's credits (TESORERIA) as a file: OPEN unless another status is asked, in the list's order. */
export const creditsExport: ExportDefinition<CreditExportRow, CreditExportFilters> = {
  name: 'credits',
  fileTitle: 'creditos',
  sheetName: 'Créditos',
  filters: creditExportFilters,
  columns: [
    { key: 'created', header: 'Fecha', kind: 'datetime', value: (r) => r.created_at, width: 17 },
    ...personColumns<CreditExportRow>(),
    { key: 'amount', header: 'Importe', kind: 'money', value: (r) => r.amount_cents, width: 14 },
    { key: 'status', header: 'Estado', kind: 'text', value: (r) => creditStatusLabels[r.status] ?? r.status },
    { key: 'refundOnly', header: 'Solo reintegro', kind: 'text', value: (r) => (r.refund_only ? 'Sí' : 'No') },
    { key: 'charge', header: 'Cargo pagado dos veces', kind: 'text', value: (r) => r.charge, width: 34 },
    { key: 'receipt', header: 'Recibo del pago', kind: 'text', value: (r) => r.receipt },
    { key: 'appliedCharge', header: 'Aplicado a', kind: 'text', value: (r) => r.applied_charge, width: 34 },
    { key: 'resolved', header: 'Resuelto', kind: 'datetime', value: (r) => r.resolved_at, width: 17 },
    { key: 'note', header: 'Nota', kind: 'text', value: (r) => r.resolution_note, width: 34 },
  ],
  source(_db, filters) {
    return {
      select: sql`select ${credits.id} as id, ${credits.createdAt} as created_at, ${person}, ${credits.amountCents} as amount_cents, ${credits.status} as status,
          ${credits.refundOnly} as refund_only, ${credits.resolvedAt} as resolved_at, ${credits.resolutionNote} as resolution_note,
          (select c.description from ${charges} c where c.id = ${credits.chargeId}) as charge,
          (select c.description from ${charges} c where c.id = ${credits.appliedChargeId}) as applied_charge,
          (select r.year || '-' || lpad(r.number::text, 6, '0') from ${receipts} r where r.payment_id = ${credits.paymentId}) as receipt
        from ${credits} join ${users} on ${users.id} = ${credits.userId} where ${creditConditions(filters, filters.search)}`,
      keys: sortedKeys(
        filters,
        { created: { name: 'created_at' }, amount: { name: 'amount_cents' }, person: { name: 'sort_key', collateC: true } },
        { sort: 'created', keys: [{ name: 'created_at' }, ...TIE_ASC] },
        TIE_ASC,
      ),
    };
  },
};

// Calendar days are selected as text ('yyyy-mm-dd'): node-postgres would read a `date` as local midnight.
type BankLineExportRow = {
  id: number;
  row_number: number;
  day: string;
  amount_cents: number;
  concept: string;
  bank_reference: string | null;
  state: BankLineState;
  person: string | null;
  person_email: string | null;
  receipt: string | null;
};

/** One statement's lines: its states, search and sort. */
export const bankLineExportFilters = z.object({
  importId: z.coerce.number({ error: 'Extracto no válido.' }).int('Extracto no válido.').positive('Extracto no válido.').max(2_147_483_647, 'Extracto no válido.'),
  state: z.array(z.enum(bankLineStates, { error: 'Estado no válido' })).max(10).nullish(),
  ...listArgs.pick({ search: true }).shape,
  ...exportSort(['row', 'day', 'amount', 'state']),
});
type BankLineExportFilters = z.infer<typeof bankLineExportFilters>;

const lineUser = sql`coalesce((select p.user_id from ${payments} p where p.id = ${bankStatementLines.paymentId}), ${bankStatementLines.proposedUserId})`;

/** The lines of one imported bank statement (TESORERIA) as a file: the list's states and search, in its order. */
export const bankLinesExport: ExportDefinition<BankLineExportRow, BankLineExportFilters> = {
  name: 'bankLines',
  fileTitle: 'extracto-bancario',
  sheetName: 'Extracto',
  filters: bankLineExportFilters,
  columns: [
    { key: 'row', header: 'Fila', kind: 'number', value: (r) => r.row_number, width: 8 },
    { key: 'day', header: 'Día', kind: 'date', value: (r) => r.day },
    { key: 'amount', header: 'Importe', kind: 'money', value: (r) => r.amount_cents, width: 14 },
    { key: 'concept', header: 'Concepto', kind: 'text', value: (r) => r.concept, width: 40 },
    { key: 'bankReference', header: 'Referencia del banco', kind: 'text', value: (r) => r.bank_reference, width: 20 },
    { key: 'state', header: 'Estado', kind: 'text', value: (r) => bankLineStateLabels[r.state] ?? r.state, width: 16 },
    { key: 'person', header: 'Persona', kind: 'text', value: (r) => r.person, width: 28 },
    { key: 'personEmail', header: 'Correo de la persona', kind: 'text', value: (r) => r.person_email, width: 34 },
    { key: 'receipt', header: 'Recibo', kind: 'text', value: (r) => r.receipt },
  ],
  source(_db, filters) {
    return {
      select: sql`select ${bankStatementLines.id} as id, ${bankStatementLines.rowNumber} as row_number, ${bankStatementLines.day}::text as day,
          ${bankStatementLines.amountCents} as amount_cents, ${bankStatementLines.concept} as concept, ${bankStatementLines.bankReference} as bank_reference,
          ${bankStatementLines.state} as state,
          (select u.last_name || ', ' || u.first_name from ${users} u where u.id = ${lineUser}) as person,
          (select u.email from ${users} u where u.id = ${lineUser}) as person_email,
          (select r.year || '-' || lpad(r.number::text, 6, '0') from ${receipts} r where r.payment_id = ${bankStatementLines.paymentId}) as receipt
        from ${bankStatementLines} where ${bankLineConditions(filters.importId, filters.state, filters.search)}`,
      keys: sortedKeys(
        filters,
        { row: { name: 'row_number' }, day: { name: 'day' }, amount: { name: 'amount_cents' }, state: { name: 'state' } },
        { sort: 'row', keys: [{ name: 'row_number' }, ...TIE_ASC] },
        TIE_ASC,
      ),
    };
  },
};
