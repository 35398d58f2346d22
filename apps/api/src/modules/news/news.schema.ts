// GraphQL types and fields of the news domain: news items and journal issues.
import { builder } from '../../graphql/builder';
import { listArgFields, pageType } from '../../graphql/pagination';
import './journal.schema';
import { createNews, deleteNews, getNews, listNews, listPublishedNews, updateNews } from './news.service';
import { NewsInput, NewsItem, NewsProductEnum, PublicationStatusEnum } from './news-types.schema';

const NewsItemPage = pageType('NewsItem', NewsItem);

builder.queryFields((t) => ({
  newsItems: t.withAuth({ role: 'ADMIN' }).field({
    type: NewsItemPage,
    description: 'News of one product. Sort by title, publishAt (default), status, createdAt or updatedAt.',
    args: { product: t.arg({ type: NewsProductEnum, required: true }), status: t.arg({ type: PublicationStatusEnum, required: false }), ...listArgFields(t.arg) },
    resolve: (_root, args, ctx) => listNews(ctx.database.db, args),
  }),
  newsItem: t.withAuth({ role: 'ADMIN' }).field({
    type: NewsItem,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getNews(ctx.database.db, String(id)),
  }),
  publishedNews: t.withAuth({ loggedIn: true }).field({
    type: [NewsItem],
    description: 'Published news whose publish date has come, newest first (default 5, at most 50).',
    args: { product: t.arg({ type: NewsProductEnum, required: false }), limit: t.arg.int({ required: false }) },
    resolve: (_root, { product, limit }, ctx) => listPublishedNews(ctx.database.db, product, limit),
  }),
}));

builder.mutationFields((t) => ({
  createNews: t.withAuth({ role: 'ADMIN' }).field({
    type: NewsItem,
    args: { data: t.arg({ type: NewsInput, required: true }) },
    resolve: (_root, { data }, ctx) => createNews(ctx.database.db, ctx.viewer.id, data),
  }),
  updateNews: t.withAuth({ role: 'ADMIN' }).field({
    type: NewsItem,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: NewsInput, required: true }) },
    resolve: (_root, { id, data }, ctx) => updateNews(ctx.database.db, ctx.storage, ctx.viewer.id, String(id), data),
  }),
  deleteNews: t.withAuth({ role: 'ADMIN' }).field({
    type: 'Boolean',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteNews(ctx.database.db, ctx.storage, ctx.viewer.id, String(id)),
  }),
}));
