import { proposalStatuses } from '@portal/domain/proposal-status';
import { submissionTypes } from '@portal/domain/conferences';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { conferences, thematicAreas } from './conferences';
import { inscriptions } from './inscriptions';
import { users } from './users';

/**
 * A proposal (postulación) submitted inside an inscription: one of the five submitted kinds.
 * Common fields are columns; the fields of each kind (student career, closed-panel papers,
 * research-group members, book data) are `details`, validated by the kind's shared zod schema
 * (packages/domain/src/proposals.ts). Its full text is a file owned by `('proposal', id)`.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'restrict' }),
    inscriptionId: integer('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    /** The owner: who submitted it (always one of its authors). */
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: submissionTypes }).notNull(),
    thematicAreaId: integer('thematic_area_id')
      .notNull()
      .references(() => thematicAreas.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    abstract: text('abstract').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: proposalStatuses }).notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposals_inscription_idx').on(t.inscriptionId, t.createdAt),
    index('proposals_conference_kind_idx').on(t.conferenceId, t.kind, t.status, t.thematicAreaId),
    // The lists of one kind in an edition in their default orders: by creation (the conference's
    // proposals, the evaluation queue) and by last change (the evaluated ones), read until a page is full.
    index('proposals_conference_kind_created_idx').on(t.conferenceId, t.kind, t.createdAt, t.id),
    index('proposals_conference_kind_updated_idx').on(t.conferenceId, t.kind, t.updatedAt, t.id),
    index('proposals_submitted_by_idx').on(t.submittedBy),
  ],
);

/**
 * The authors of a proposal, in order (`position` from 0). The submitter is always one. A
 * co-author named by e-mail is linked to the account with that address (`user_id`), or invited
 * (`invited_at`) and linked when they join with it.
 */
export const proposalAuthors = pgTable(
  'proposal_authors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /**
     * When the linked account accepted being a co-author (the submitter's own row: when submitted).
     * Until then the link is pending: it shows the proposal to that person but does not count for
     * conflicts of interest (a submitter cannot take an item from a coordinator by naming her).
     */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the person of that address declined being a co-author: the row stays unlinked. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    unique('proposal_authors_email').on(t.proposalId, t.email),
    index('proposal_authors_user_idx').on(t.userId),
    index('proposal_authors_unlinked_email_idx').on(t.email).where(sql`user_id is null`),
  ],
);
