import { flagResolutions, paymentChannels, paymentMethods, paymentStatuses } from '@portal/domain/payments';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { charges } from './charges';
import { files } from './files';
import { users } from './users';

/** One line of a receipt: a charge it paid, with its description and the cents received for it. */
export type ReceiptLine = { chargeId: number; description: string; amountCents: number };

/**
 * Money that came in (or is on its way): one row per payment, whatever its channel. Its id is the
 * `external_reference` an online checkout carries. Only APPROVED payments count in the ledger.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('ARS'),
    method: text('method', { enum: paymentMethods }).notNull(),
    channel: text('channel', { enum: paymentChannels }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('PENDING'),
    /** MERCADO_PAGO or SIMULATED (the local checkout); null for manual payments. */
    provider: text('provider'),
    providerPreferenceId: text('provider_preference_id'),
    /** The provider's payment that decided this one: at most one of ours per provider payment. */
    providerPaymentId: text('provider_payment_id').unique(),
    providerStatus: text('provider_status'),
    checkoutUrl: text('checkout_url'),
    /** Why it was flagged (Spanish, for treasury). */
    flagReason: text('flag_reason'),
    /**
     * FLAGGED online payments: what the provider says was received (cents and currency), which may
     * differ from `amountCents` (what we asked). Null before the provider answers.
     */
    receivedCents: integer('received_cents'),
    receivedCurrency: text('received_currency'),
    /**
     * Treasury's resolution of a FLAGGED payment (ACCEPT: approved for what was received; REFUND:
     * rejected, the money a credit marked for refund): once set, the provider never moves it again.
     */
    flagResolution: text('flag_resolution', { enum: flagResolutions }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who decided: null when the provider did (online). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Manual payments (REPORTED, GENERATED): the day the money was paid, as the member or treasury says (Buenos Aires day). */
    informedDay: date('informed_day', { mode: 'string' }),
    /** REPORTED: the bank receipt the member uploaded (PDF, JPG or PNG; a file of purpose PAYMENT_RECEIPT). */
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** What the member wrote when reporting, or treasury when generating. */
    note: text('note'),
    /** GENERATED: treasury's own receipt or voucher number, if any. */
    internalReceipt: text('internal_receipt'),
    /** Treasury's note with its decision (shown to the member when rejected). */
    decisionNote: text('decision_note'),
    /** Who created a GENERATED payment (treasury); null otherwise. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_channel_status_idx').on(t.channel, t.status, t.createdAt),
    // The treasury's lists of one channel, newest first (onlinePayments' default order).
    index('payments_channel_created_idx').on(t.channel, t.createdAt, t.id),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Which charges a payment covers, and with how many cents of it. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.chargeId] }), index('payment_allocations_charge_idx').on(t.chargeId), check('payment_allocations_amount_positive', sql`${t.amountCents} > 0`)],
);

/** The last receipt number given in each year: locked by the approving transaction, so numbers never repeat or skip. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The receipt (comprobante) of an approved payment: consecutive per year. */
export const receipts = pgTable(
  'receipts',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the receipt says it was paid for, as at issue: a receipt is a document and never changes
     * (a later refund or a credit applied elsewhere moves allocations, not this).
     */
    lines: jsonb('lines').$type<ReceiptLine[]>().notNull().default([]),
  },
  (t) => [unique('receipts_year_number_unique').on(t.year, t.number)],
);

/**
 * Money a member paid beyond what a charge asked (the same charge paid twice, through two
 * channels at once): treasury refunds it or applies it. OPEN until then.
 */
export const credits = pgTable(
  'credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['OPEN', 'REFUNDED', 'APPLIED'] }).notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When treasury refunded or applied it, who, and with what note (refunds). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    /** APPLIED: the charge it paid. */
    appliedChargeId: integer('applied_charge_id').references(() => charges.id, { onDelete: 'restrict' }),
    /**
     * The money of a flagged payment treasury decided to give back (REFUND): it never counted for any
     * charge, so it is only refunded, never applied to a charge.
     */
    refundOnly: boolean('refund_only').notNull().default(false),
  },
  (t) => [unique('credits_payment_charge_unique').on(t.paymentId, t.chargeId), index('credits_status_idx').on(t.status, t.createdAt), index('credits_user_idx').on(t.userId)],
);

/**
 * The local simulated checkout's own record of "provider" payments (the embedded default without
 * Mercado Pago credentials): what `GET /v1/payments/{id}` would answer.
 */
export const simulatedCheckoutPayments = pgTable('simulated_checkout_payments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000001 }),
  preferenceId: text('preference_id').notNull(),
  externalReference: text('external_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulated checkout's preferences: what the checkout page shows. */
export const simulatedCheckoutPreferences = pgTable('simulated_checkout_preferences', {
  id: text('id').primaryKey(),
  externalReference: text('external_reference').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each member's transfer reference code (written in the bank transfer's concept so the bank
 * statement names the member): given on first need, never changed, unique.
 */
export const transferReferences = pgTable('transfer_references', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
