import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * The association's data for its documents' letterhead, as SYSADMIN last saved it: one row (id 1)
 * or none, in which case the configuration's ASSOCIATION_* values stand.
 */
export const associationSettings = pgTable(
  'association_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address').notNull(),
    cuit: text('cuit').notNull(),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('association_settings_one_row', sql`${t.id} = 1`)],
);
