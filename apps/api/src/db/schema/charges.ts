import { chargeStatuses } from '@portal/domain/charges';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inscriptions } from './inscriptions';
import { memberships } from './memberships';
import { users } from './users';

/** What a user owes: a membership year or a congress inscription. Amount fixed at creation, ARS cents. */
export const charges = pgTable(
  'charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['MEMBERSHIP', 'INSCRIPTION'] }).notNull(),
    membershipId: integer('membership_id')
      .unique()
      .references(() => memberships.id, { onDelete: 'restrict' }),
    inscriptionId: integer('inscription_id')
      .unique()
      .references(() => inscriptions.id),
    /** INSCRIPTION charges: which fee of the category applied (the statement says it). */
    feeApplied: text('fee_applied', { enum: ['MEMBER', 'NON_MEMBER'] }),
    /** INSCRIPTION charges whose price moved to the member fee (dues paid first): why, for the statement. */
    feeNote: text('fee_note'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('ARS'),
    status: text('status', { enum: chargeStatuses }).notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('charges_user_idx').on(t.userId, t.status)],
);
