import { certificateKinds, revocationReasons, type CertificateFacts } from '@portal/domain/certificates';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conferences } from './conferences';
import { inscriptions } from './inscriptions';
import { users } from './users';

/**
 * An issued certificate (issue 32): a code anyone can verify, who holds it, what it certifies
 * (`facts`, the snapshot printed on it: it never changes), and whether it was revoked. One valid
 * certificate per person and subject (`subject_key`, e.g. `PRESENTATION:12`); a new one (after a
 * name change) revokes the old one, which stays verifiable as revoked.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `CERT-XXXX-XXXX-XXXX-XXXX`: 16 symbols of a 29-symbol alphabet, random. */
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: certificateKinds }).notNull(),
    /** What it certifies, as a stable key: `MEMBERSHIP:<membershipId>`, `ATTENDANCE:<inscriptionId>`, `PRESENTATION:<proposalId>`, … */
    subjectKey: text('subject_key').notNull(),
    /** The edition it belongs to (null for a membership year). */
    conferenceId: integer('conference_id').references(() => conferences.id, { onDelete: 'restrict' }),
    /** The membership year (membership certificates). */
    year: integer('year'),
    facts: jsonb('facts').$type<CertificateFacts>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first download of its PDF by its holder. */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    /** When «Emitir y enviar» e-mailed it to its holder. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: revocationReasons }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    verificationCount: integer('verification_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('certificates_one_valid').on(t.userId, t.subjectKey).where(sql`${t.revokedAt} is null`),
    index('certificates_user_idx').on(t.userId, t.issuedAt),
    index('certificates_conference_idx').on(t.conferenceId, t.kind),
    check('certificates_revocation', sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
    check('certificates_code_format', sql`${t.code} ~ '^CERT(-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}){4}$'`),
  ],
);

/** Inscriptions ADMIN_CONGRESO marked absent: their attendance certificate is withheld. */
export const inscriptionAbsences = pgTable('inscription_absences', {
  inscriptionId: integer('inscription_id')
    .primaryKey()
    .references(() => inscriptions.id, { onDelete: 'cascade' }),
  markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});
