import { createHash, randomUUID, type Hash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

/**
 * Where the bytes of stored files live: a directory (DATA_DIR/files) or an S3-compatible bucket.
 * One instance is created with the app's services; the files domain decides what may be stored.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /**
   * Streams `body` under a new key. Refuses with FileTooLargeError as soon as more than `maxBytes`
   * arrive (the rest is never read); whenever it rejects, nothing is left behind under any key.
   */
  put(body: Readable, opts: { maxBytes: number; contentType: string }): Promise<StoredObject>;
  /** The bytes under `key`, or null when there are none. */
  open(key: string): Promise<Readable | null>;
  /** Removes `key`; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored object (complete ones only) with when it was written, for the orphan sweep. */
  list(): AsyncIterable<{ key: string; storedAt: Date }>;
  close(): Promise<void>;
}

export type StoredObject = { key: string; sizeBytes: number; sha256: string };

export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`file exceeds ${maxBytes} bytes`);
  }
}

/** `2026/11/<uuid>`: spread over folders by month, never derived from the file's name. */
export function newStorageKey(now = new Date()): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
}

const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** Counts and hashes what passes through; fails the stream once more than `maxBytes` have passed. */
export class ByteMeter extends Transform {
  bytes = 0;
  private readonly hash: Hash = createHash('sha256');
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new FileTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    done(null, chunk);
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}
