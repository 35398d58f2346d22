import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The lists' name sort (`spanishOrder` in platform/list.ts), as an index expression. */
export const nameOrderIndex = (name: string, column: AnyPgColumn, id: AnyPgColumn) => index(name).on(sql`portal_sort_key(${column}) collate "C"`, id);
/** The catalogue search (`containsFolded`), as a trigram index expression. */
export const foldedTrigramIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', sql`portal_fold(${column}) gin_trgm_ops`);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Institutions members belong to (first and secondary institution). */
export const institutions = pgTable(
  'institutions',
  { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), name: text('name').notNull(), code: text('code'), createdAt: createdAt() },
  (t) => [
    uniqueIndex('institutions_name_unique').on(sql`lower(${t.name})`),
    // Two institutions may not share a code (case-insensitive); many may have none.
    uniqueIndex('institutions_code_unique').on(sql`lower(${t.code})`).where(sql`${t.code} is not null`),
    nameOrderIndex('institutions_name_order_idx', t.name, t.id),
    foldedTrigramIndex('institutions_name_trgm_idx', t.name),
  ],
);

export const universities = pgTable(
  'universities',
  { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), name: text('name').notNull(), createdAt: createdAt() },
  (t) => [
    uniqueIndex('universities_name_unique').on(sql`lower(${t.name})`),
    nameOrderIndex('universities_name_order_idx', t.name, t.id),
    foldedTrigramIndex('universities_name_trgm_idx', t.name),
  ],
);

export const countries = pgTable(
  'countries',
  { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), name: text('name').notNull(), code: text('code'), createdAt: createdAt() },
  (t) => [
    uniqueIndex('countries_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('countries_code_unique').on(t.code),
    nameOrderIndex('countries_name_order_idx', t.name, t.id),
  ],
);

export const provinces = pgTable(
  'provinces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('provinces_country_name_unique').on(t.countryId, sql`lower(${t.name})`)],
);

/**
 * Entries members type into a growing catalogue start PENDING: seen by their author and staff
 * only, until a SYSADMIN accepts them or merges them into an accepted entry.
 */
export const growingStatuses = ['PENDING', 'ACCEPTED'] as const;
const moderation = () => ({
  status: text('status', { enum: growingStatuses }).notNull().default('ACCEPTED'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/** University careers; the catalogue grows from what members type. */
export const careers = pgTable(
  'careers',
  { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), name: text('name').notNull(), createdAt: createdAt(), ...moderation() },
  (t) => [uniqueIndex('careers_name_unique').on(sql`lower(${t.name})`)],
);

/** Academic titles (degrees); grows from what members type. */
export const academicTitles = pgTable(
  'academic_titles',
  { id: integer('id').primaryKey().generatedAlwaysAsIdentity(), name: text('name').notNull(), createdAt: createdAt(), ...moderation() },
  (t) => [uniqueIndex('academic_titles_name_unique').on(sql`lower(${t.name})`)],
);
