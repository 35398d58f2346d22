import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';

/**
 * What the member said when reporting a payment (informar pago), beyond the payment row: the
 * amount they say they paid. The payment itself covers the chosen charges for what they owe;
 * when the reported amount differs, treasury sees both and the difference on the review screen.
 */
export const paymentReports = pgTable('payment_reports', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  reportedAmountCents: integer('reported_amount_cents').notNull(),
});
