import type { CertificatePrint } from '@portal/domain/certificate-settings';
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
    /** Its kind's text and the signers as they were set when it was issued (null before they could be set: the portal's sentence, no signers). */
    print: jsonb('print').$type<CertificatePrint>(),
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

/**
 * The certificate texts and signers of a scope: `MEMBERSHIP` (ADMIN) or `CONFERENCE:<id>`
 * (ADMIN_CONGRESO of the edition). Certificates issued later print them; each certificate keeps a
 * copy (`certificates.print`), so a change never rewrites one already issued.
 */
export const certificateSettings = pgTable('certificate_settings', {
  scope: text('scope').primaryKey(),
  conferenceId: integer('conference_id').references(() => conferences.id, { onDelete: 'cascade' }),
  /** A text per kind (empty: the portal's sentence). */
  texts: jsonb('texts').$type<{ kind: string; text: string }[]>().notNull(),
  signers: jsonb('signers').$type<CertificatePrint['signers']>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
