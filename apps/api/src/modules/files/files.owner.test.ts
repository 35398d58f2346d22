import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { files } from '../../db/schema/files';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { findFile, sweepFiles, UNATTACHED_TTL_MS } from './files.service';
import { tinyPdf, upload } from './files.test-support';
import { solidPng } from '../../platform/solid-png';

const NEWS = 'mutation ($data: NewsInput!) { createNews(data: $data) { id imageFileId } }';
const UPDATE_NEWS = 'mutation ($id: ID!, $data: NewsInput!) { updateNews(id: $id, data: $data) { id imageFileId } }';
const DELETE_NEWS = 'mutation ($id: ID!) { deleteNews(id: $id) }';
const ISSUE = 'mutation ($data: JournalIssueInput!) { createJournalIssue(data: $data) { id coverFileId pdfFileId } }';
const UPDATE_ISSUE = 'mutation ($id: ID!, $data: JournalIssueInput!) { updateJournalIssue(id: $id, data: $data) { id pdfFileId } }';
const DELETE_ISSUE = 'mutation ($id: ID!) { deleteJournalIssue(id: $id) }';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = (await h.signIn('ADMIN')).token;
});
afterAll(() => h.close());

const newsData = (imageFileId: string | null) => ({ product: 'asociacion', title: 'Con imagen', summary: 'Resumen', body: 'Texto', status: 'DRAFT', imageFileId });
const issueData = (o: { coverFileId?: string | null; pdfFileId?: string | null }) => ({ title: 'Revista', number: 3, year: 2025, link: 'https://revista.example.org/3', status: 'DRAFT', ...o });

const uploaded = async (purpose: 'NEWS_IMAGE' | 'JOURNAL_COVER' | 'JOURNAL_PDF') => {
  const isPdf = purpose === 'JOURNAL_PDF';
  const res = await upload(h, { bytes: isPdf ? tinyPdf() : solidPng(), name: isPdf ? 'n.pdf' : 'a.png', type: isPdf ? 'application/pdf' : 'image/png', purpose, token: admin });
  const id = res.data!.uploadFile.id;
  return { id, key: (await findFile(h.db, id))!.storageKey };
};
const bytesExist = async (key: string) => {
  const stream = await h.app.services.storage.open(key);
  stream?.destroy();
  return stream !== null;
};
const gqlOk = async <T>(query: string, variables: Record<string, unknown>) => {
  const res = await h.gql<T>(query, variables, { token: admin });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
};

describe('a file belongs to its owner', () => {
  it('goes with the news item that owns it: row and bytes', async () => {
    const image = await uploaded('NEWS_IMAGE');
    const { createNews } = await gqlOk<{ createNews: { id: string } }>(NEWS, { data: newsData(image.id) });
    expect((await findFile(h.db, image.id))!.attachedId).toBe(createNews.id);
    await gqlOk(DELETE_NEWS, { id: createNews.id });
    expect(await findFile(h.db, image.id)).toBeNull();
    expect(await bytesExist(image.key)).toBe(false);
  });

  it('is removed when the news item replaces or drops it, and the new one is kept', async () => {
    const first = await uploaded('NEWS_IMAGE');
    const second = await uploaded('NEWS_IMAGE');
    const { createNews } = await gqlOk<{ createNews: { id: string } }>(NEWS, { data: newsData(first.id) });
    await gqlOk(UPDATE_NEWS, { id: createNews.id, data: newsData(second.id) });
    expect(await findFile(h.db, first.id)).toBeNull();
    expect(await bytesExist(first.key)).toBe(false);
    expect(await bytesExist(second.key)).toBe(true);
    await gqlOk(UPDATE_NEWS, { id: createNews.id, data: newsData(null) });
    expect(await findFile(h.db, second.id)).toBeNull();
    expect(await bytesExist(second.key)).toBe(false);
  });

  it('goes with the journal issue that owns it (cover and PDF), and with a replaced PDF', async () => {
    const cover = await uploaded('JOURNAL_COVER');
    const pdf = await uploaded('JOURNAL_PDF');
    const newPdf = await uploaded('JOURNAL_PDF');
    const { createJournalIssue } = await gqlOk<{ createJournalIssue: { id: string } }>(ISSUE, { data: issueData({ coverFileId: cover.id, pdfFileId: pdf.id }) });
    await gqlOk(UPDATE_ISSUE, { id: createJournalIssue.id, data: issueData({ coverFileId: cover.id, pdfFileId: newPdf.id }) });
    expect(await findFile(h.db, pdf.id)).toBeNull();
    expect(await bytesExist(pdf.key)).toBe(false);
    expect(await bytesExist(cover.key)).toBe(true);
    await gqlOk(DELETE_ISSUE, { id: createJournalIssue.id });
    expect(await h.db.select().from(files).where(inArray(files.id, [cover.id, newPdf.id]))).toEqual([]);
    expect(await bytesExist(cover.key)).toBe(false);
    expect(await bytesExist(newPdf.key)).toBe(false);
  });

  it('cannot be taken by another object, and a refused change keeps everything as it was', async () => {
    const image = await uploaded('NEWS_IMAGE');
    const { createNews } = await gqlOk<{ createNews: { id: string } }>(NEWS, { data: newsData(image.id) });
    const other = await h.gql(NEWS, { data: newsData(image.id) }, { token: admin });
    expect(codeOf(other)).toBe('BAD_USER_INPUT');
    expect(other.errors![0].extensions!.fields).toEqual({ imageFileId: 'El archivo no existe o no corresponde a este campo. Súbalo nuevamente.' });
    const bogus = await h.gql(UPDATE_NEWS, { id: createNews.id, data: newsData('00000000-0000-4000-8000-000000000000') }, { token: admin });
    expect(codeOf(bogus)).toBe('BAD_USER_INPUT');
    expect((await findFile(h.db, image.id))!.attachedId).toBe(createNews.id);
    expect(await bytesExist(image.key)).toBe(true);
  });
});

describe('sweepFiles', () => {
  it('removes uploads never attached after a day, and keeps recent and attached ones', async () => {
    const stale = await uploaded('NEWS_IMAGE');
    const recent = await uploaded('NEWS_IMAGE');
    const kept = await uploaded('NEWS_IMAGE');
    await gqlOk(NEWS, { data: newsData(kept.id) });
    await h.db.update(files).set({ createdAt: new Date(Date.now() - UNATTACHED_TTL_MS - 60_000) }).where(inArray(files.id, [stale.id, kept.id]));
    const swept = await sweepFiles(h.db, h.app.services.storage);
    expect(swept.unattached).toBeGreaterThanOrEqual(1);
    expect(await findFile(h.db, stale.id)).toBeNull();
    expect(await bytesExist(stale.key)).toBe(false);
    expect(await findFile(h.db, recent.id)).not.toBeNull();
    expect(await findFile(h.db, kept.id)).not.toBeNull();
    expect(await bytesExist(kept.key)).toBe(true);
  });

  it('removes bytes whose row is gone once they are an hour old', async () => {
    const orphan = await uploaded('NEWS_IMAGE');
    await h.db.delete(files).where(eq(files.id, orphan.id));
    expect((await sweepFiles(h.db, h.app.services.storage)).orphanBytes).toBe(0);
    expect(await bytesExist(orphan.key)).toBe(true);
    const inTwoHours = Date.now() + 2 * 3600 * 1000;
    expect((await sweepFiles(h.db, h.app.services.storage, inTwoHours)).orphanBytes).toBeGreaterThanOrEqual(1);
    expect(await bytesExist(orphan.key)).toBe(false);
  });
});
