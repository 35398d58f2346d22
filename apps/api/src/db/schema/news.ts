import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product: text('product', { enum: ['asociacion', 'congreso'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown; rendered sanitised. */
    body: text('body').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['DRAFT', 'PUBLISHED'] }).notNull().default('DRAFT'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_product_status_idx').on(t.product, t.status, t.publishAt),
    index('news_product_publish_idx').on(t.product, t.publishAt, t.id),
    index('news_product_title_idx').on(t.product, sql`portal_sort_key(${t.title}) collate "C"`, t.id),
  ],
);

export const journalIssues = pgTable(
  'journal_issues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    number: integer('number').notNull(),
    year: integer('year').notNull(),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    link: text('link'),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['DRAFT', 'PUBLISHED'] }).notNull().default('DRAFT'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_issues_year_number_idx').on(t.year, t.number, t.id)],
);
