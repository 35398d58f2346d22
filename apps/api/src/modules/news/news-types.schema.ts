import { newsProducts, publicationStatuses } from '@portal/domain/news';
import { builder } from '../../graphql/builder';
import { signFileUrl } from '../files/files.service';
import type { JournalIssueRow } from './journal.service';
import type { NewsRow } from './news.service';
import { publicationPermissions } from './news.rules';

export const NewsProductEnum = builder.enumType('NewsProduct', { values: newsProducts });
export const PublicationStatusEnum = builder.enumType('PublicationStatus', { values: publicationStatuses });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const PublicationPermissions = builder.objectRef<ReturnType<typeof publicationPermissions>>('PublicationPermissions').implement({
  description: 'What the viewer may do on a news item or journal issue.',
  fields: (t) => ({ canEdit: t.exposeBoolean('canEdit'), canDelete: t.exposeBoolean('canDelete') }),
});

export const NewsItem = builder.objectRef<NewsRow>('NewsItem').implement({
  description: 'A news item of the association or the congress; `body` is Markdown.',
  fields: (t) => ({
    id: t.exposeID('id'),
    product: t.expose('product', { type: NewsProductEnum }),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    body: t.exposeString('body', { description: 'Markdown; render it sanitised (no raw HTML).' }),
    imageFileId: t.exposeID('imageFileId', { nullable: true }),
    imageUrl: t.string({
      nullable: true,
      description: 'Signed download URL, valid for one hour.',
      resolve: (n, _args, ctx) => (n.imageFileId ? signFileUrl(ctx.config.jwtSecret, n.imageFileId) : null),
    }),
    status: t.expose('status', { type: PublicationStatusEnum }),
    publishAt: t.string({ nullable: true, description: 'ISO 8601 UTC.', resolve: (n) => iso(n.publishAt) }),
    createdAt: t.string({ description: 'ISO 8601 UTC.', resolve: (n) => n.createdAt.toISOString() }),
    updatedAt: t.string({ description: 'ISO 8601 UTC.', resolve: (n) => n.updatedAt.toISOString() }),
    permissions: t.field({ type: PublicationPermissions, resolve: (_n, _a, ctx) => publicationPermissions(ctx.viewer) }),
  }),
});

export const JournalIssue = builder.objectRef<JournalIssueRow>('JournalIssue').implement({
  description: 'An issue of the association\'s journal: a link, a PDF, or both.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    number: t.exposeInt('number'),
    year: t.exposeInt('year'),
    link: t.exposeString('link', { nullable: true }),
    coverFileId: t.exposeID('coverFileId', { nullable: true }),
    coverUrl: t.string({
      nullable: true,
      description: 'Signed download URL, valid for one hour.',
      resolve: (j, _args, ctx) => (j.coverFileId ? signFileUrl(ctx.config.jwtSecret, j.coverFileId) : null),
    }),
    pdfFileId: t.exposeID('pdfFileId', { nullable: true }),
    pdfUrl: t.string({
      nullable: true,
      description: 'Signed download URL, valid for one hour.',
      resolve: (j, _args, ctx) => (j.pdfFileId ? signFileUrl(ctx.config.jwtSecret, j.pdfFileId) : null),
    }),
    status: t.expose('status', { type: PublicationStatusEnum }),
    publishAt: t.string({ nullable: true, description: 'ISO 8601 UTC.', resolve: (j) => iso(j.publishAt) }),
    createdAt: t.string({ description: 'ISO 8601 UTC.', resolve: (j) => j.createdAt.toISOString() }),
    updatedAt: t.string({ description: 'ISO 8601 UTC.', resolve: (j) => j.updatedAt.toISOString() }),
    permissions: t.field({ type: PublicationPermissions, resolve: (_j, _a, ctx) => publicationPermissions(ctx.viewer) }),
  }),
});

export const NewsInput = builder.inputType('NewsInput', {
  fields: (t) => ({
    product: t.field({ type: NewsProductEnum, required: true }),
    title: t.string({ required: true }),
    summary: t.string({ required: true }),
    body: t.string({ required: true, description: 'Markdown.' }),
    imageFileId: t.id({ required: false, description: 'From uploadFile with purpose NEWS_IMAGE.' }),
    status: t.field({ type: PublicationStatusEnum, required: true }),
    publishAt: t.string({ required: false, description: 'ISO 8601; published without a date means now.' }),
  }),
});

export const JournalIssueInput = builder.inputType('JournalIssueInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    number: t.int({ required: true }),
    year: t.int({ required: true }),
    coverFileId: t.id({ required: false, description: 'From uploadFile with purpose JOURNAL_COVER.' }),
    link: t.string({ required: false }),
    pdfFileId: t.id({ required: false, description: 'From uploadFile with purpose JOURNAL_PDF.' }),
    status: t.field({ type: PublicationStatusEnum, required: true }),
    publishAt: t.string({ required: false, description: 'ISO 8601; published without a date means now.' }),
  }),
});
