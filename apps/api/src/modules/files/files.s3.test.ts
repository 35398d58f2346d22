import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { count } from 'drizzle-orm';
import { files } from '../../db/schema/files';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { tinyPdf, upload } from './files.test-support';
import { solidPng } from '../../platform/solid-png';

let s3: S3TestServer;
let h: Harness;
let admin: string;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  h = await createHarness({ env: s3.env });
  admin = (await h.signIn('ADMIN')).token;
  bucket = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});
afterAll(async () => {
  bucket.destroy();
  await h.close();
  await s3.close();
});

const objects = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key);
const fileCount = async () => (await h.db.select({ n: count() }).from(files))[0].n;

describe('uploads with STORAGE=s3 (s3rver on loopback)', () => {
  it('stores the upload in the bucket, serves it through a signed URL and removes it with its news item', async () => {
    expect(h.app.services.storage.kind).toBe('s3');
    const png = solidPng(12, 12);
    const res = await upload(h, { bytes: png, name: 'foto.png', type: 'image/png', purpose: 'NEWS_IMAGE', token: admin });
    expect(res.errors).toBeUndefined();
    const [row] = await h.db.select().from(files);
    expect(await objects()).toEqual([row.storageKey]);
    const download = await h.app.server.inject({ method: 'GET', url: res.data!.uploadFile.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);

    const created = await h.gql<{ createNews: { id: string } }>(
      'mutation ($data: NewsInput!) { createNews(data: $data) { id } }',
      { data: { product: 'congreso', title: 'T', summary: 'R', body: 'B', status: 'DRAFT', imageFileId: row.id } },
      { token: admin },
    );
    await h.gql('mutation ($id: ID!) { deleteNews(id: $id) }', { id: created.data!.createNews.id }, { token: admin });
    expect(await objects()).toEqual([]);
  });

  it('refuses an oversize PDF while it streams, leaving no object and no row', async () => {
    const before = await fileCount();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(h, { bytes: big, name: 'grande.pdf', type: 'application/pdf', purpose: 'JOURNAL_PDF', token: admin });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions!.fields).toEqual({ file: 'El archivo supera el tamaño máximo de 20 MB.' });
    expect(await fileCount()).toBe(before);
    expect(await objects()).toEqual([]);
  });
});
