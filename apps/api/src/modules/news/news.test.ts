import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { news } from '../../db/schema/news';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { upload } from '../files/files.test-support';
import { solidPng } from '../../platform/solid-png';

const FIELDS = 'id product title summary body imageFileId imageUrl status publishAt';
const CREATE = `mutation ($data: NewsInput!) { createNews(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: NewsInput!) { updateNews(id: $id, data: $data) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteNews(id: $id) }';
const ONE = `query ($id: ID!) { newsItem(id: $id) { ${FIELDS} } }`;
const LIST = `query ($product: NewsProduct!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {
  newsItems(product: $product, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) { total page pageSize items { ${FIELDS} } } }`;
const PUBLISHED = `query ($product: NewsProduct, $limit: Int) { publishedNews(product: $product, limit: $limit) { ${FIELDS} } }`;

type Item = { id: string; title: string; status: string; publishAt: string | null; imageUrl: string | null; imageFileId: string | null; product: string };

let h: Harness;
let admin: string;
let adminId: string;
let member: string;
beforeAll(async () => {
  h = await createHarness();
  const a = await h.signIn('ADMIN');
  admin = a.token;
  adminId = a.user.id;
  member = (await h.signIn('USER')).token;
});
afterAll(() => h.close());

const valid = (o: Record<string, unknown> = {}) => ({
  product: 'asociacion',
  title: 'Asamblea anual',
  summary: 'Convocatoria a la asamblea.',
  body: '# Asamblea\n\nSe convoca a **todos** los socios.',
  status: 'PUBLISHED',
  ...o,
});
const create = async (o: Record<string, unknown> = {}) => {
  const res = await h.gql<{ createNews: Item }>(CREATE, { data: valid(o) }, { token: admin });
  if (!res.data?.createNews) throw new Error(JSON.stringify(res.errors));
  return res.data.createNews;
};
const newsCount = async () => (await h.db.select({ n: count() }).from(news))[0].n;

describe('createNews', () => {
  it('creates a published item with an image, dated now when no date is given, and audits it', async () => {
    const image = await upload(h, { bytes: solidPng(), name: 'foto.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    const item = await create({ imageFileId: image.data!.uploadFile.id });
    expect(item).toMatchObject({ product: 'asociacion', title: 'Asamblea anual', status: 'PUBLISHED', imageFileId: image.data!.uploadFile.id });
    expect(Math.abs(Date.parse(item.publishAt!) - Date.now())).toBeLessThan(60_000);
    expect(item.imageUrl).toMatch(/^\/files\/.+\?exp=\d+&sig=/);
    expect((await h.app.server.inject({ method: 'GET', url: item.imageUrl! })).statusCode).toBe(200);
    const audits = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'news.created'), eq(auditLog.targetId, item.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorId).toBe(adminId);
  });

  it('refuses bad input with per-field Spanish messages and stores nothing', async () => {
    const before = await newsCount();
    const res = await h.gql(CREATE, { data: valid({ title: '  ', summary: 'x'.repeat(501), publishAt: new Date(Date.now() - 40 * 365 * 24 * 3600 * 1000).toISOString() }) }, { token: admin });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toMatchObject({
      title: 'Ingrese el título',
      summary: 'Como máximo 500 caracteres',
      publishAt: 'La fecha debe estar entre 30 años atrás y 10 años adelante',
    });
    // Not a date at all: refused by the input net before the form's rules.
    for (const publishAt of ['mañana', '1', '+275760-09-13']) {
      const notDate = await h.gql(CREATE, { data: valid({ publishAt }) }, { token: admin });
      expect(notDate.errors![0].extensions, publishAt).toMatchObject({ code: 'BAD_USER_INPUT', fields: { publishAt: 'Ingrese una fecha válida.' } });
    }
    const missing = await h.gql(CREATE, { data: valid({ imageFileId: '00000000-0000-4000-8000-000000000000' }) }, { token: admin });
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors![0].extensions!.fields).toHaveProperty('imageFileId');
    expect(await newsCount()).toBe(before);
  });

  it('is for ADMIN only', async () => {
    const before = await newsCount();
    expect(codeOf(await h.gql(CREATE, { data: valid() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(CREATE, { data: valid() }, { token: member }))).toBe('FORBIDDEN');
    expect(await newsCount()).toBe(before);
  });
});

describe('updateNews and deleteNews', () => {
  it('updates an item and audits before and after', async () => {
    const item = await create({ status: 'DRAFT' });
    expect(item.publishAt).toBeNull();
    const res = await h.gql<{ updateNews: Item }>(UPDATE, { id: item.id, data: valid({ product: 'congreso', title: 'Nuevo título', status: 'PUBLISHED', publishAt: '2030-01-02T12:00:00Z' }) }, { token: admin });
    expect(res.data!.updateNews).toMatchObject({ id: item.id, product: 'congreso', title: 'Nuevo título', status: 'PUBLISHED', publishAt: '2030-01-02T12:00:00.000Z' });
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'news.updated'), eq(auditLog.targetId, item.id)));
    expect(audit.before).toMatchObject({ title: 'Asamblea anual' });
    expect(audit.after).toMatchObject({ title: 'Nuevo título' });
  });

  it('answers NOT_FOUND for a missing id and refuses bad input without changes', async () => {
    const item = await create();
    expect(codeOf(await h.gql(UPDATE, { id: '999999', data: valid() }, { token: admin }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(UPDATE, { id: 'abc', data: valid() }, { token: admin }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(UPDATE, { id: '2147483648', data: valid() }, { token: admin }))).toBe('BAD_USER_INPUT');
    const bad = await h.gql(UPDATE, { id: item.id, data: valid({ body: '' }) }, { token: admin });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fields).toEqual({ body: 'Ingrese el texto' });
    const [row] = await h.db.select().from(news).where(eq(news.id, Number(item.id)));
    expect(row.body).toContain('Asamblea');
  });

  it('is for ADMIN only and changes nothing otherwise', async () => {
    const item = await create();
    expect(codeOf(await h.gql(UPDATE, { id: item.id, data: valid({ title: 'X' }) }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(UPDATE, { id: item.id, data: valid({ title: 'X' }) }, { token: member }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DELETE, { id: item.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(DELETE, { id: item.id }, { token: member }))).toBe('FORBIDDEN');
    const [row] = await h.db.select().from(news).where(eq(news.id, Number(item.id)));
    expect(row.title).toBe('Asamblea anual');
  });

  it('deletes an item once, audited', async () => {
    const item = await create();
    expect((await h.gql(DELETE, { id: item.id }, { token: admin })).data).toEqual({ deleteNews: true });
    expect(codeOf(await h.gql(DELETE, { id: item.id }, { token: admin }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(ONE, { id: item.id }, { token: admin }))).toBe('NOT_FOUND');
    const audits = await h.db.select().from(auditLog).where(and(eq(auditLog.action, 'news.deleted'), eq(auditLog.targetId, item.id)));
    expect(audits).toHaveLength(1);
  });
});

describe('newsItem and newsItems', () => {
  it('reads one item for ADMIN only', async () => {
    const item = await create({ title: 'Una novedad' });
    expect((await h.gql<{ newsItem: Item }>(ONE, { id: item.id }, { token: admin })).data!.newsItem.title).toBe('Una novedad');
    expect(codeOf(await h.gql(ONE, { id: item.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(ONE, { id: item.id }, { token: member }))).toBe('FORBIDDEN');
  });

  it('lists by product with search, status filter, sort and pages', async () => {
    for (let i = 0; i < 3; i++) await create({ product: 'congreso', title: `Congreso aviso ${i}`, status: i === 0 ? 'DRAFT' : 'PUBLISHED' });
    const all = await h.gql<{ newsItems: { total: number; items: Item[] } }>(LIST, { product: 'congreso', search: 'aviso', sort: 'title', direction: 'DESC' }, { token: admin });
    expect(all.data!.newsItems.total).toBe(3);
    expect(all.data!.newsItems.items.map((i) => i.title)).toEqual(['Congreso aviso 2', 'Congreso aviso 1', 'Congreso aviso 0']);
    const drafts = await h.gql<{ newsItems: { total: number; items: Item[] } }>(LIST, { product: 'congreso', search: 'aviso', status: 'DRAFT' }, { token: admin });
    expect(drafts.data!.newsItems.items.map((i) => i.title)).toEqual(['Congreso aviso 0']);
    const page = await h.gql<{ newsItems: { total: number; page: number; items: Item[] } }>(LIST, { product: 'congreso', search: 'aviso', sort: 'title', page: 1, pageSize: 2 }, { token: admin });
    expect(page.data!.newsItems).toMatchObject({ total: 3, page: 1, items: [{ title: 'Congreso aviso 2' }] });
    const other = await h.gql<{ newsItems: { items: Item[] } }>(LIST, { product: 'asociacion', search: 'Congreso aviso' }, { token: admin });
    expect(other.data!.newsItems.items).toEqual([]);
  });

  it('refuses bad list arguments and other roles', async () => {
    const bad = await h.gql(LIST, { product: 'congreso', sort: 'body', pageSize: 500 }, { token: admin });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(codeOf(await h.gql(LIST, { product: 'congreso' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(LIST, { product: 'congreso' }, { token: member }))).toBe('FORBIDDEN');
  });

  it('sends the same number of statements for 10 and 100 rows per page', async () => {
    const image = await upload(h, { bytes: solidPng(), name: 'foto.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    await h.db.insert(news).values(Array.from({ length: 110 }, (_, i) => ({ product: 'congreso' as const, title: `Masiva ${i}`, summary: 's', body: 'b', imageFileId: image.data!.uploadFile.id })));
    const statements = (pageSize: number) =>
      h.countStatements(async () => {
        const res = await h.gql<{ newsItems: { items: Item[] } }>(LIST, { product: 'congreso', pageSize }, { token: admin });
        expect(res.data!.newsItems.items).toHaveLength(pageSize);
      });
    const ten = await statements(10);
    const hundred = await statements(100);
    expect(hundred).toBe(ten);
    expect(ten).toBe(2); // the session check, then the page with its bounded count
  });
});

describe('publishedNews', () => {
  it('shows published items whose date has come, newest first, to every signed-in user', async () => {
    const old = await create({ product: 'congreso', title: 'Publicada antes', publishAt: '2020-01-01T00:00:00Z' });
    const recent = await create({ product: 'asociacion', title: 'Publicada ahora', publishAt: new Date(Date.now() - 1000).toISOString() });
    const future = await create({ title: 'Publicada en el futuro', publishAt: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString() });
    const draft = await create({ title: 'Borrador', status: 'DRAFT', publishAt: '2020-01-01T00:00:00Z' });
    const res = await h.gql<{ publishedNews: Item[] }>(PUBLISHED, { limit: 50 }, { token: member });
    const ids = res.data!.publishedNews.map((i) => i.id);
    expect(ids).toContain(old.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(draft.id);
    const congress = await h.gql<{ publishedNews: Item[] }>(PUBLISHED, { product: 'congreso', limit: 50 }, { token: member });
    // Not vacuous: the congress's own item is there, and the association's is not.
    expect(congress.data!.publishedNews.map((i) => i.id)).toContain(old.id);
    expect(congress.data!.publishedNews.map((i) => i.id)).not.toContain(recent.id);
    expect(congress.data!.publishedNews.every((i) => i.product === 'congreso')).toBe(true);
    const limited = await h.gql<{ publishedNews: Item[] }>(PUBLISHED, { limit: 1 }, { token: member });
    expect(limited.data!.publishedNews).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect(codeOf(await h.gql(PUBLISHED, {}))).toBe('UNAUTHENTICATED');
  });
});
