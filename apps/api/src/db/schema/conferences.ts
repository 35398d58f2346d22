import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const thematicAreas = pgTable('thematic_areas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conferences = pgTable(
  'conferences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    edition: integer('edition').notNull().default(1),
    venue: text('venue').notNull().default(''),
    inscriptionStart: date('inscription_start').notNull(),
    inscriptionEnd: date('inscription_end').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    abstractMaxWords: integer('abstract_max_words').notNull().default(300),
    keywordsMin: integer('keywords_min').notNull().default(3),
    keywordsMax: integer('keywords_max').notNull().default(5),
    authorsMax: integer('authors_max').notNull().default(6),
    panelPapersMin: integer('panel_papers_min').notNull().default(3),
    panelPapersMax: integer('panel_papers_max').notNull().default(5),
    maxFileMb: integer('max_file_mb').notNull().default(20),
    /** The «versión final» window (dates inclusive): authors of accepted items upload their final text. Both or neither. */
    finalVersionOpensOn: date('final_version_opens_on'),
    finalVersionClosesOn: date('final_version_closes_on'),
    /** The schedule's travel-gap warning: fewer minutes than this between two sessions of a person in different buildings. */
    scheduleTravelGapMinutes: integer('schedule_travel_gap_minutes').notNull().default(15),
    /** At most one edition is the current one (partial unique index). */
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conferences_one_current').on(t.isCurrent).where(sql`${t.isCurrent}`),
    check('conferences_final_version_window', sql`(${t.finalVersionOpensOn} is null) = (${t.finalVersionClosesOn} is null) and (${t.finalVersionClosesOn} is null or ${t.finalVersionClosesOn} >= ${t.finalVersionOpensOn})`),
  ],
);

/** The submission window of each proposal type in an edition (dates inclusive). */
export const conferenceSubmissionWindows = pgTable(
  'conference_submission_windows',
  {
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['PRESENTACION', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] }).notNull(),
    opensOn: date('opens_on').notNull(),
    closesOn: date('closes_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.type] })],
);

/** The thematic areas an edition uses. */
export const conferenceThematicAreas = pgTable(
  'conference_thematic_areas',
  {
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    thematicAreaId: integer('thematic_area_id')
      .notNull()
      .references(() => thematicAreas.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.thematicAreaId] }), index('conference_thematic_areas_area').on(t.thematicAreaId)],
);

/** Inscription categories of an edition, with the fee for members and for everyone else (cents, ARS). */
export const inscriptionCategories = pgTable(
  'inscription_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    memberFeeCents: integer('member_fee_cents').notNull(),
    nonMemberFeeCents: integer('non_member_fee_cents').notNull(),
    isStudent: boolean('is_student').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('inscription_categories_name').on(t.conferenceId, t.name)],
);

export const conferenceRoles = pgTable(
  'conference_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['ADMIN_CONGRESO', 'COORDINADOR', 'ORGANIZADOR_CONGRESO', 'JUEZ'] }).notNull(),
    /** Set for COORDINADOR: the area they coordinate. */
    thematicAreaId: integer('thematic_area_id').references(() => thematicAreas.id, { onDelete: 'restrict' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('conference_roles_unique').on(t.userId, t.conferenceId, t.role, t.thematicAreaId).nullsNotDistinct()],
);
