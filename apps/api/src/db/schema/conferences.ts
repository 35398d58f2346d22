import { date, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const thematicAreas = pgTable('thematic_areas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conferences = pgTable('conferences', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  inscriptionStart: date('inscription_start').notNull(),
  inscriptionEnd: date('inscription_end').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
