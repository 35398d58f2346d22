import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { membershipCategories } from './memberships';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A /asociarse form waiting for its e-mail to be confirmed: what was typed (password already
 * hashed) and the hash of the link's token. One per e-mail (a new form replaces it); following
 * the link creates the account and deletes the row; rows past `expires_at` are ignored and swept.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the opaque token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    /** Stored without dots, spaces or dashes. */
    document: text('document').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    dateBirth: date('date_birth').notNull(),
    gender: text('gender').notNull(),
    principalContactNumber: text('principal_contact_number').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => membershipCategories.id, { onDelete: 'cascade' }),
    universityCareer: text('university_career'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_signups_expires_idx').on(t.expiresAt)],
);

/**
 * A change of e-mail waiting for the new address to be confirmed. One per user (a new request
 * replaces it); applying it deletes the row. `session_id` is the session that asked: it stays
 * signed in when the change applies, every other session of the user ends.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** Stored lower-cased. */
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the opaque token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_change_requests_expires_idx').on(t.expiresAt)],
);
