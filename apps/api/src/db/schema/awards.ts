import { awardResults, awardStatuses } from '@portal/domain/awards';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conferences } from './conferences';
import { inscriptions } from './inscriptions';
import { users } from './users';

/**
 * An award of a congress edition (PRODUCT.md "Awards"): defined by its ADMIN_CONGRESO, open to
 * applications from the edition's inscribed members between two Buenos Aires days (inclusive),
 * scored by its judges, closed by ADMIN_CONGRESO (no more applications or scores after).
 */
export const awards = pgTable(
  'awards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    rules: text('rules').notNull(),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
    status: text('status', { enum: awardStatuses }).notNull().default('OPEN'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('awards_conference_idx').on(t.conferenceId, t.createdAt), check('awards_window_order', sql`${t.opensOn} <= ${t.closesOn}`)],
);

/** The judges of an award: accounts holding JUEZ in the award's edition when they were named. */
export const awardJudges = pgTable(
  'award_judges',
  {
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.userId] }), index('award_judges_user_idx').on(t.userId)],
);

/**
 * A member's application to an award, from their inscription in its edition: one per award and
 * member (unique). Its file (PDF) is owned by `('awardApplication', id)` in the files domain.
 */
export const awardApplications = pgTable(
  'award_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    awardId: integer('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'restrict' }),
    inscriptionId: integer('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** What it obtained when ADMIN_CONGRESO closed the award (null: neither, or still open). */
    result: text('result', { enum: awardResults }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('award_applications_one_per_member').on(t.awardId, t.userId),
    index('award_applications_award_idx').on(t.awardId, t.createdAt),
    index('award_applications_user_idx').on(t.userId),
    check('award_applications_result', sql`${t.result} in ('WINNER', 'MENTION')`),
    /** One winner per award. */
    uniqueIndex('award_applications_one_winner').on(t.awardId).where(sql`${t.result} = 'WINNER'`),
  ],
);

/** A judge's score (1 to 10) of an application, with a comment; editable until the award closes. */
export const awardScores = pgTable(
  'award_scores',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => awardApplications.id, { onDelete: 'cascade' }),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.judgeId] }), index('award_scores_judge_idx').on(t.judgeId), check('award_scores_range', sql`${t.score} between 1 and 10`)],
);
