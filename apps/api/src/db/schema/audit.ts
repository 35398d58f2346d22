import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every privileged action: who, on what, when, and the state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Set when the target is a person or belongs to one, so their detail view can list it. */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_target_user_idx').on(t.targetUserId, t.createdAt), index('audit_created_idx').on(t.createdAt)],
);
