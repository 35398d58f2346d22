import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Stored files (images, PDFs, documents); the bytes live in the storage backend under `storageKey`.
 * A file belongs to the object it is attached to (`attachedType` + `attachedId`, e.g. news 12) and
 * goes when that object goes or replaces it; an upload never attached is swept after a day.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    purpose: text('purpose').notNull(),
    /** Who uploaded it (the column kept its first name, `owner_id`). */
    uploadedBy: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    attachedType: text('attached_type'),
    attachedId: text('attached_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_attached_idx').on(t.attachedType, t.attachedId), index('files_unattached_idx').on(t.createdAt).where(sql`attached_type is null`)],
);
