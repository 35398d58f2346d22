import { savedViewReports } from '@portal/domain/saved-views';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A report's filters and columns saved under a name by a person ("Deudores 2026 de Pleno"): theirs,
 * or shared with the other holders of `role` (the role they read reports with when saving).
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report: text('report', { enum: savedViewReports }).notNull(),
    name: text('name').notNull(),
    /** The report's URL search string (filters and sort), without `?`. */
    query: text('query').notNull(),
    /** The columns chosen, by key, in order; null: the report's own. */
    columns: jsonb('columns').$type<string[] | null>(),
    shared: boolean('shared').notNull().default(false),
    role: text('role', { enum: ['ADMIN', 'TESORERIA'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_report_name').on(t.ownerId, t.report, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.report, t.role).where(sql`${t.shared}`),
  ],
);
