import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased. */
  email: text('email').notNull().unique(),
  /** Stored without dots, spaces or dashes. */
  document: text('document').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().default(sql`now()`),
  /**
   * "apellido nombre" as a Spanish reader sorts it (accents and case folded, ñ after n), compared
   * with COLLATE "C": see `portal_sort_key` in migration 0007. Kept by PostgreSQL itself.
   */
  sortKey: text('sort_key')
    .notNull()
    .generatedAlwaysAs(sql`portal_sort_key(last_name || ' ' || first_name)`),
  /** Everything the list's search box looks in, folded (accents, case, ñ as n), for a trigram index. */
  searchText: text('search_text')
    .notNull()
    .generatedAlwaysAs(
      sql`portal_fold(first_name || ' ' || last_name || ' / ' || last_name || ' ' || first_name || ' / ' || last_name || ', ' || first_name || ' / ' || email || ' / ' || document)`,
    ),
  },
  (t) => [
    index('users_sort_key_idx').on(sql`${t.sortKey} collate "C"`, t.id),
    // The same order with search_text riding along: a search in name order (the users list's
    // default) filters index entries without visiting the table, however far the matches lie (a
    // surname search walks the index up to that surname). The index above, smaller, still serves
    // the unfiltered pages (the planner picks it for deep pages).
    index('users_sort_key_search_idx').on(sql`${t.sortKey} collate "C"`, t.id, t.searchText),
    index('users_email_id_idx').on(t.email, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The few disabled accounts: the reports leave their charges out without reading every account.
    index('users_disabled_idx').on(t.id).where(sql`not ${t.enabled}`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['SYSADMIN', 'ADMIN', 'TESORERIA', 'USER'] }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role, t.userId)],
);
