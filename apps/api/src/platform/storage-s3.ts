import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ByteMeter, isStorageKey, newStorageKey, type FileStorage, type StorageConfig } from './storage';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** The client for the configured bucket (shared with the backups' restore). */
export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Objects in an S3 bucket (AWS or an S3-compatible server: path-style when an endpoint is given).
 * An upload is first metered into a private temporary file: the size limit holds while streaming,
 * a refused upload never reaches the bucket, and the PUT carries an exact Content-Length.
 */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = s3Client(config);
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
    return key;
  };

  return {
    kind: 's3',
    async put(body, { maxBytes, contentType }) {
      const spoolDir = await mkdtemp(path.join(tmpdir(), 'portal-upload-'));
      const spool = path.join(spoolDir, 'body');
      const key = newStorageKey();
      const meter = new ByteMeter(maxBytes);
      try {
        await pipeline(body, meter, createWriteStream(spool, { mode: 0o600 }));
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(spool), ContentLength: meter.bytes, ContentType: contentType }),
        );
      } finally {
        await rm(spoolDir, { recursive: true, force: true });
      }
      return { key, sizeBytes: meter.bytes, sha256: meter.digest() };
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) yield { key: object.Key, storedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
