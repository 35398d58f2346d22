import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const membershipCategories = pgTable('membership_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  /** Yearly fee in ARS cents. */
  yearlyFeeCents: integer('yearly_fee_cents').notNull(),
  /** Student categories ask for the university career. */
  isStudent: boolean('is_student').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipCategories.id, { onDelete: 'restrict' }),
    terminatedMember: boolean('terminated_member').notNull().default(false),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    universityCareer: text('university_career'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('memberships_user_year').on(t.userId, t.year),
    index('memberships_category_idx').on(t.categoryId),
    // A year's memberships with what the Miembros report's totals and chart read, from the index alone.
    index('memberships_year_idx').on(t.year, t.categoryId, t.userId, t.terminatedMember, t.id),
  ],
);
