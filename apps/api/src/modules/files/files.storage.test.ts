import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import { files } from '../../db/schema/files';
import { openDatabase, type Database } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { createStorage } from '../../platform/create-storage';
import { FileTooLargeError, type FileStorage, type StorageConfig } from '../../platform/storage';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { storeUpload } from './files.service';
import { plainZip, tinyDocx, tinyOdt, tinyPdf } from './files.test-support';
import { solidPng } from '../../platform/solid-png';

const MB = 1024 * 1024;
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);
const webp = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(28)]);

/** A stream of `total` bytes in 1 MB chunks that counts how much of it was read. */
function meteredSource(total: number, first: Buffer = Buffer.alloc(0)) {
  const state = { pulled: 0 };
  const stream = Readable.from(
    (async function* () {
      if (first.length) {
        state.pulled += first.length;
        yield first;
      }
      for (let sent = first.length; sent < total; sent += MB) {
        const chunk = Buffer.alloc(Math.min(MB, total - sent), 7);
        state.pulled += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { stream, state };
}

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

type Backend = {
  name: string;
  setup: () => Promise<{ config: StorageConfig; everything: () => Promise<string[]>; teardown: () => Promise<void> }>;
};

const backends: Backend[] = [
  {
    name: 'disk',
    setup: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
      return {
        config: { kind: 'disk', dir },
        // Every file under the root, partial ones included.
        everything: async () => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name),
        teardown: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3rver',
    setup: async () => {
      const s3: S3TestServer = await startS3Server();
      const raw = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      return {
        config: { kind: 's3', bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        // Every object in the bucket, whatever its key.
        everything: async () => ((await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!),
        teardown: async () => {
          raw.destroy();
          await s3.close();
        },
      };
    },
  },
];

describe.each(backends)('storage suite on $name', (backend) => {
  let storage: FileStorage;
  let everything: () => Promise<string[]>;
  let teardown: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    const env = await backend.setup();
    ({ everything, teardown } = env);
    storage = await createStorage(env.config);
    database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
  });
  afterAll(async () => {
    await storage.close();
    await database.close();
    await teardown();
  });

  const rowCount = async () => (await database.db.select({ n: count() }).from(files))[0].n;
  const store = (bytes: Buffer, purpose: Parameters<typeof storeUpload>[3]['purpose']) =>
    storeUpload(database.db, storage, 'secreto', { stream: Readable.from([bytes]), name: 'archivo', purpose, uploader: null });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };

  it('puts a stream, opens the same bytes, lists the key and removes it', async () => {
    const bytes = Buffer.concat([solidPng(16, 16), Buffer.alloc(3 * MB + 17, 1)]);
    const stored = await storage.put(Readable.from([bytes.subarray(0, MB), bytes.subarray(MB)]), { maxBytes: 5 * MB, contentType: 'image/png' });
    expect(stored.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(stored.sizeBytes).toBe(bytes.length);
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await readAll((await storage.open(stored.key))!)).equals(bytes)).toBe(true);
    const listed: string[] = [];
    for await (const object of storage.list()) listed.push(object.key);
    expect(listed).toContain(stored.key);
    await storage.remove(stored.key);
    expect(await storage.open(stored.key)).toBeNull();
    await storage.remove(stored.key);
  });

  it('accepts a file of exactly the limit', async () => {
    const stored = await storage.put(meteredSource(2 * MB).stream, { maxBytes: 2 * MB, contentType: 'application/pdf' });
    expect(stored.sizeBytes).toBe(2 * MB);
    await storage.remove(stored.key);
  });

  it('refuses a stream over the limit before reading it all, and leaves no bytes behind', async () => {
    const before = await everything();
    const { stream, state } = meteredSource(40 * MB);
    await expect(storage.put(stream, { maxBytes: 5 * MB, contentType: 'application/pdf' })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(state.pulled).toBeLessThanOrEqual(8 * MB);
    expect(await everything()).toEqual(before);
  });

  it('leaves no bytes behind when the upload breaks off', async () => {
    const before = await everything();
    const broken = Readable.from(
      (async function* () {
        yield Buffer.alloc(MB, 3);
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.put(broken, { maxBytes: 5 * MB, contentType: 'application/pdf' })).rejects.toThrow('connection reset');
    expect(await everything()).toEqual(before);
  });

  it('answers null for a missing key and refuses a key it did not make', async () => {
    expect(await storage.open('2026/01/00000000-0000-4000-8000-000000000000')).toBeNull();
    await expect(storage.open('../../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.remove('2026/01/../../x')).rejects.toThrow('invalid storage key');
  });

  it('stores each purpose its allowed types, decided by content', async () => {
    const accepted: [Buffer, Parameters<typeof store>[1]][] = [
      [solidPng(), 'NEWS_IMAGE'],
      [jpeg(), 'NEWS_IMAGE'],
      [webp(), 'JOURNAL_COVER'],
      [tinyPdf(), 'JOURNAL_PDF'],
      [tinyPdf(), 'PROPOSAL_FULL_TEXT'],
      [tinyDocx(), 'PROPOSAL_FULL_TEXT'],
      [tinyOdt(), 'PROPOSAL_FULL_TEXT'],
      [tinyPdf(), 'PAYMENT_RECEIPT'],
      [jpeg(), 'PAYMENT_RECEIPT'],
      [solidPng(), 'PAYMENT_RECEIPT'],
    ];
    for (const [bytes, purpose] of accepted) {
      const stored = await store(bytes, purpose);
      const [row] = await database.db.select().from(files).where(eq(files.id, stored.id));
      expect((await readAll((await storage.open(row.storageKey))!)).equals(bytes), `${purpose} ${row.contentType}`).toBe(true);
    }
  });

  it('refuses types a purpose does not allow, whatever the name says, storing nothing', async () => {
    const rows = await rowCount();
    const before = await everything();
    const refused: [Buffer, Parameters<typeof store>[1], string][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'NEWS_IMAGE', 'El archivo debe ser PNG, JPEG o WebP; su contenido no corresponde a ese tipo.'],
      [tinyPdf(), 'JOURNAL_COVER', 'El archivo debe ser PNG, JPEG o WebP; su contenido no corresponde a ese tipo.'],
      [solidPng(), 'JOURNAL_PDF', 'El archivo debe ser PDF; su contenido no corresponde a ese tipo.'],
      [plainZip(), 'PROPOSAL_FULL_TEXT', 'El archivo debe ser PDF, DOCX u ODT; su contenido no corresponde a ese tipo.'],
      [solidPng(), 'PROPOSAL_FULL_TEXT', 'El archivo debe ser PDF, DOCX u ODT; su contenido no corresponde a ese tipo.'],
      [tinyDocx(), 'PAYMENT_RECEIPT', 'El archivo debe ser PDF, JPEG o PNG; su contenido no corresponde a ese tipo.'],
      [webp(), 'PAYMENT_RECEIPT', 'El archivo debe ser PDF, JPEG o PNG; su contenido no corresponde a ese tipo.'],
    ];
    for (const [bytes, purpose, message] of refused) {
      const error = await refusal(store(bytes, purpose));
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.fields).toEqual({ file: message });
    }
    expect((await refusal(store(Buffer.alloc(0), 'NEWS_IMAGE'))).fields).toEqual({ file: 'El archivo está vacío.' });
    expect(await rowCount()).toBe(rows);
    expect(await everything()).toEqual(before);
  });

  it('answers an upload that breaks off as interrupted, leaving no row and no bytes', async () => {
    const rows = await rowCount();
    const before = await everything();
    const broken = Readable.from(
      (async function* () {
        yield Buffer.concat([tinyPdf(), Buffer.alloc(MB, 1)]);
        throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
      })(),
    );
    const error = await refusal(storeUpload(database.db, storage, 'secreto', { stream: broken, name: 'corte.pdf', purpose: 'JOURNAL_PDF', uploader: null }));
    expect(error.fields).toEqual({ file: 'La subida se interrumpió. Intente nuevamente.' });
    expect(await rowCount()).toBe(rows);
    expect(await everything()).toEqual(before);
  });

  it('refuses an oversize upload with a Spanish field message, before reading it all, leaving no row and no bytes', async () => {
    const rows = await rowCount();
    const before = await everything();
    const { stream, state } = meteredSource(30 * MB, solidPng());
    const error = await refusal(storeUpload(database.db, storage, 'secreto', { stream, name: 'grande.png', purpose: 'NEWS_IMAGE', uploader: null }));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields).toEqual({ file: 'El archivo supera el tamaño máximo de 5 MB.' });
    expect(state.pulled).toBeLessThanOrEqual(8 * MB);
    expect(await rowCount()).toBe(rows);
    expect(await everything()).toEqual(before);
  });
});
