// GraphQL types and fields of the news domain: news items, journal issues and file uploads.
import { builder } from '../../graphql/builder';
import { listArgFields, pageType } from '../../graphql/pagination';
import './files.schema';
import './journal.schema';
import { createNews, deleteNews, getNews, listNews, listPublishedNews, updateNews } from './news.service';
import { NewsInput, NewsItem, NewsProductEnum, PublicationStatusEnum } from './news.types';

const NewsItemPage = pageType('NewsItem', NewsItem);

builder.queryFields((t) => ({
  newsItems: t.field({
    type: NewsItemPage,
    authScopes: { role: 'ADMIN' },
    description: 'News of one product. Sort by title, publishAt (default), status, createdAt or updatedAt.',
    args: { product: t.arg({ type: NewsProductEnum, required: true }), status: t.arg({ type: PublicationStatusEnum, required: false }), ...listArgFields(t.arg) },
    resolve: (_root, args, ctx) => listNews(ctx.database.db, args),
  }),
  newsItem: t.field({
    type: NewsItem,
    authScopes: { role: 'ADMIN' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getNews(ctx.database.db, String(id)),
  }),
  publishedNews: t.field({
    type: [NewsItem],
    authScopes: { loggedIn: true },
    description: 'Published news whose publish date has come, newest first (default 5, at most 50).',
    args: { product: t.arg({ type: NewsProductEnum, required: false }), limit: t.arg.int({ required: false }) },
    resolve: (_root, { product, limit }, ctx) => listPublishedNews(ctx.database.db, product, limit),
  }),
}));

builder.mutationFields((t) => ({
  createNews: t.field({
    type: NewsItem,
    authScopes: { role: 'ADMIN' },
    args: { data: t.arg({ type: NewsInput, required: true }) },
    resolve: (_root, { data }, ctx) => createNews(ctx.database.db, ctx.viewer!.id, data),
  }),
  updateNews: t.field({
    type: NewsItem,
    authScopes: { role: 'ADMIN' },
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: NewsInput, required: true }) },
    resolve: (_root, { id, data }, ctx) => updateNews(ctx.database.db, ctx.viewer!.id, String(id), data),
  }),
  deleteNews: t.field({
    type: 'Boolean',
    authScopes: { role: 'ADMIN' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteNews(ctx.database.db, ctx.viewer!.id, String(id)),
  }),
}));
