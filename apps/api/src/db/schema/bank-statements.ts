import { bankLineStates, bankProposalKinds, bankConfidences } from '@portal/domain/bank-statements';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { users } from './users';

/** The column mapping of a bank's CSV, remembered by the signature of its header row and proposed next time. */
export const bankColumnMappings = pgTable('bank_column_mappings', {
  headerSignature: text('header_signature').primaryKey(),
  /** `{ date, amount, concept, reference?, sign? }`: column indexes (see @portal/domain/bank-statements). */
  mapping: jsonb('mapping').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One bank statement uploaded by treasury: DRAFT while its columns are being mapped (the decoded
 * text kept until then), IMPORTED once its lines are stored and matched.
 */
export const bankImports = pgTable(
  'bank_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['DRAFT', 'IMPORTED'] }).notNull().default('DRAFT'),
    headerSignature: text('header_signature').notNull(),
    /** The decoded CSV text while DRAFT (null once imported). */
    content: text('content'),
    mapping: jsonb('mapping'),
    /** Credit lines stored (new and already imported). */
    lineCount: integer('line_count').notNull().default(0),
    newCount: integer('new_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    /** Debit lines (money out): never matched, not stored. */
    debitCount: integer('debit_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [index('bank_imports_created_idx').on(t.createdAt)],
);

/**
 * A credit line of an imported statement. `fingerprint` (the bank's transaction id when mapped,
 * else a hash of day, amount, concept and occurrence) is unique among first sightings: a line seen
 * again (the same file twice, overlapping statements) is stored as DUPLICATE pointing at the first.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => bankImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    fingerprint: text('fingerprint').notNull(),
    duplicateOfId: integer('duplicate_of_id'),
    day: date('day', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    concept: text('concept').notNull(),
    bankReference: text('bank_reference'),
    state: text('state', { enum: bankLineStates }).notNull(),
    proposalKind: text('proposal_kind', { enum: bankProposalKinds }),
    confidence: text('confidence', { enum: bankConfidences }),
    /** Why it was proposed (or not), in Spanish. */
    reason: text('reason'),
    referenceCode: text('reference_code'),
    proposedUserId: uuid('proposed_user_id').references(() => users.id, { onDelete: 'set null' }),
    proposedPaymentId: uuid('proposed_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    proposedChargeIds: jsonb('proposed_charge_ids').$type<number[]>(),
    /** The payment this line was confirmed as: a payment is confirmed by one line at most. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_lines_fingerprint_unique').on(t.fingerprint).where(sql`duplicate_of_id is null`),
    uniqueIndex('bank_lines_payment_unique').on(t.paymentId),
    index('bank_lines_import_idx').on(t.importId, t.state, t.rowNumber),
    // The lines of one import in file order (the statement lines list's default order).
    index('bank_lines_import_row_idx').on(t.importId, t.rowNumber, t.id),
  ],
);
