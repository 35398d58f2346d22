import { builtPanelKinds, proposalEvents, proposalStatuses } from '@portal/domain/proposal-status';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { conferences, thematicAreas } from './conferences';
import { proposals } from './proposals';
import { users } from './users';

/**
 * Every decision and move of a proposal, in order: votes (with their comment), reassignments,
 * panel moves, reopenings. Written in the same transaction as the status change it records.
 */
export const proposalDecisions = pgTable(
  'proposal_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    event: text('event', { enum: proposalEvents }).notNull(),
    fromStatus: text('from_status', { enum: proposalStatuses }).notNull(),
    toStatus: text('to_status', { enum: proposalStatuses }).notNull(),
    /** REASSIGN_AREA: the area it left and the one it went to. */
    fromAreaId: integer('from_area_id').references(() => thematicAreas.id, { onDelete: 'restrict' }),
    toAreaId: integer('to_area_id').references(() => thematicAreas.id, { onDelete: 'restrict' }),
    /** ADD_TO_PANEL / REMOVE_FROM_PANEL: which panel (no foreign key: the panel may be deleted later). */
    panelId: integer('panel_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposal_decisions_proposal_idx').on(t.proposalId, t.createdAt), index('proposal_decisions_actor_idx').on(t.actorId, t.createdAt)],
);

/**
 * A panel built from approved items (PANEL_REGULAR: papers of one area; PANEL_MESA_ESTUDIANTE:
 * student papers of one area) or by ADMIN_CONGRESO (PANEL_FIJO: plenaries and keynotes, no area,
 * participants from anywhere). Built panels start APPROVED and are what the schedule places.
 */
export const panels = pgTable(
  'panels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: builtPanelKinds }).notNull(),
    /** Required for regular and student-table panels; null for fixed panels. */
    thematicAreaId: integer('thematic_area_id').references(() => thematicAreas.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Fixed panels: what it is about (optional). */
    description: text('description'),
    status: text('status', { enum: proposalStatuses }).notNull().default('APPROVED'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('panels_conference_kind_idx').on(t.conferenceId, t.kind, t.thematicAreaId),
    // The panels of one kind in an edition by name (spanishOrder), the panel lists' default order.
    index('panels_conference_kind_name_idx').on(t.conferenceId, t.kind, sql`portal_sort_key(${t.name}) collate "C"`, t.id),
    check('panels_area_required', sql`${t.kind} = 'PANEL_FIJO' or ${t.thematicAreaId} is not null`),
  ],
);

/** The approved items of a regular or student-table panel, in order. An item is in at most one panel. */
export const panelItems = pgTable(
  'panel_items',
  {
    panelId: integer('panel_id')
      .notNull()
      .references(() => panels.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.proposalId] }), unique('panel_items_one_panel').on(t.proposalId)],
);

export const panelPersonRoles = ['CHAIR', 'COMMENTATOR', 'SPEAKER'] as const;

/**
 * The people of a panel: its chair and commentator (every kind), and a fixed panel's speakers.
 * Anyone, member or not: `user_id` when they have an account, else a name (and optional e-mail
 * and institution).
 */
export const panelPeople = pgTable(
  'panel_people',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    panelId: integer('panel_id')
      .notNull()
      .references(() => panels.id, { onDelete: 'cascade' }),
    role: text('role', { enum: panelPersonRoles }).notNull(),
    position: integer('position').notNull().default(0),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    institution: text('institution'),
  },
  (t) => [index('panel_people_panel_idx').on(t.panelId, t.role, t.position), index('panel_people_user_idx').on(t.userId)],
);
