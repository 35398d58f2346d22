import { schedulableKinds } from '@portal/domain/schedule';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conferences } from './conferences';
import { panels } from './panels';
import { proposals } from './proposals';
import { users } from './users';

/** The rooms of an edition, in the organiser's order. */
export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The building or place ('' when not said): the travel-gap warning compares it. */
    place: text('place').notNull().default(''),
    /** Seats; null when not known (no capacity warning then). */
    capacity: integer('capacity'),
    notes: text('notes').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('rooms_name_unique').on(t.conferenceId, t.name), index('rooms_conference_position_idx').on(t.conferenceId, t.position, t.id)],
);

/**
 * A slot ("hour", spec section 3) of a room: a day and a wall-clock range in Buenos Aires, in
 * minutes after midnight, optionally reserved for a kind, and what it holds in the working copy of
 * the schedule (one proposal or one built panel; a fixed panel may hold several slots at one time).
 * Overlapping slots of one room are refused by the service, under the edition's schedule lock.
 */
export const scheduleHours = pgTable(
  'schedule_hours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    reservedKind: text('reserved_kind', { enum: schedulableKinds }),
    itemKind: text('item_kind', { enum: schedulableKinds }),
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'restrict' }),
    panelId: integer('panel_id').references(() => panels.id, { onDelete: 'restrict' }),
    placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
  },
  (t) => [
    index('schedule_hours_conference_day_idx').on(t.conferenceId, t.day, t.startMinute, t.roomId),
    index('schedule_hours_room_day_idx').on(t.roomId, t.day, t.startMinute),
    // A proposal holds one slot; a regular or student-table panel one; a fixed panel several at one time.
    uniqueIndex('schedule_hours_one_proposal').on(t.proposalId).where(sql`${t.proposalId} is not null`),
    uniqueIndex('schedule_hours_one_area_panel').on(t.panelId).where(sql`${t.panelId} is not null and ${t.itemKind} <> 'PANEL_FIJO'`),
    index('schedule_hours_panel_idx').on(t.panelId),
    check('schedule_hours_range', sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`),
    check(
      'schedule_hours_item',
      sql`(${t.itemKind} is null and ${t.proposalId} is null and ${t.panelId} is null) or (${t.itemKind} in ('PANEL_REGULAR', 'PANEL_MESA_ESTUDIANTE', 'PANEL_FIJO') and ${t.panelId} is not null and ${t.proposalId} is null) or (${t.itemKind} in ('PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO') and ${t.proposalId} is not null and ${t.panelId} is null)`,
    ),
  ],
);

/**
 * A released version of an edition's schedule: what the public programme, personal agendas and the
 * programme book show. `sessions` is the programme as released (ReleasedSession[] plus what the
 * public page shows of each session), so a version never changes after its release.
 */
export const scheduleReleases = pgTable(
  'schedule_releases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    note: text('note').notNull().default(''),
    sessions: jsonb('sessions').notNull(),
    releasedBy: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    /** The programme book of this version, once made (a stored file's key). */
    pdfKey: text('pdf_key'),
  },
  (t) => [unique('schedule_releases_version').on(t.conferenceId, t.version)],
);

/** «Me interesa»: a signed-in person marks a session of an edition. */
export const scheduleInterests = pgTable(
  'schedule_interests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: schedulableKinds }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKind, t.itemId] }), index('schedule_interests_item_idx').on(t.conferenceId, t.itemKind, t.itemId)],
);

/** A person's calendar feed: a secret token in the URL that calendar apps subscribe to; revocable (a new one replaces it). */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
