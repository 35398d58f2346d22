import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { conferences, inscriptionCategories } from './conferences';
import { users } from './users';

/**
 * A person's inscription in a congress edition: one per user and edition, in one of its
 * categories. Its charge (`charges.inscription_id`) is created in the same transaction.
 */
export const inscriptions = pgTable(
  'inscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => inscriptionCategories.id, { onDelete: 'restrict' }),
    /** Student categories: the university career (`updateInscription`), as for memberships. */
    universityCareer: text('university_career'),
    /** The day of the inscription (Buenos Aires time). */
    registrationDate: date('registration_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('inscriptions_one_per_user').on(t.userId, t.conferenceId), index('inscriptions_conference_idx').on(t.conferenceId, t.createdAt)],
);
