import { builder } from '../../graphql/builder';
import { listArgFields, pageType } from '../../graphql/pagination';
import {
  createJournalIssue,
  deleteJournalIssue,
  getJournalIssue,
  listJournalIssues,
  listPublishedJournalIssues,
  updateJournalIssue,
} from './journal.service';
import { JournalIssue, JournalIssueInput, PublicationStatusEnum } from './news-types.schema';

const JournalIssuePage = pageType('JournalIssue', JournalIssue);

builder.queryFields((t) => ({
  journalIssues: t.withAuth({ role: 'ADMIN' }).field({
    type: JournalIssuePage,
    description: 'Journal issues. Sort by title, number, year (default), publishAt, status or updatedAt.',
    args: { status: t.arg({ type: PublicationStatusEnum, required: false }), ...listArgFields(t.arg) },
    resolve: (_root, args, ctx) => listJournalIssues(ctx.database.db, args),
  }),
  journalIssue: t.withAuth({ role: 'ADMIN' }).field({
    type: JournalIssue,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getJournalIssue(ctx.database.db, String(id)),
  }),
  publishedJournalIssues: t.withAuth({ loggedIn: true }).field({
    type: [JournalIssue],
    description: 'Published issues whose publish date has come, newest first (default 5, at most 50).',
    args: { limit: t.arg.int({ required: false }) },
    resolve: (_root, { limit }, ctx) => listPublishedJournalIssues(ctx.database.db, limit),
  }),
}));

builder.mutationFields((t) => ({
  createJournalIssue: t.withAuth({ role: 'ADMIN' }).field({
    type: JournalIssue,
    args: { data: t.arg({ type: JournalIssueInput, required: true }) },
    resolve: (_root, { data }, ctx) => createJournalIssue(ctx.database.db, ctx.viewer.id, data),
  }),
  updateJournalIssue: t.withAuth({ role: 'ADMIN' }).field({
    type: JournalIssue,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: JournalIssueInput, required: true }) },
    resolve: (_root, { id, data }, ctx) => updateJournalIssue(ctx.database.db, ctx.storage, ctx.viewer.id, String(id), data),
  }),
  deleteJournalIssue: t.withAuth({ role: 'ADMIN' }).field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteJournalIssue(ctx.database.db, ctx.storage, ctx.viewer.id, String(id)),
  }),
}));
