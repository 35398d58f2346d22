import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredContentType } from '@portal/domain/news';

/**
 * Where the bytes of stored files live. Only a disk backend exists for now (DATA_DIR/files);
 * an S3-compatible backend would implement the same three methods.
 */
export interface FileStorage {
  put(bytes: Uint8Array): Promise<{ key: string; sha256: string }>;
  open(key: string): Promise<ReadStream | null>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

export function diskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, target);
      return { key, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    async open(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The type of a file from its first bytes (never from its name or the browser's claim). */
export function sniffContentType(bytes: Uint8Array): StoredContentType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  const ascii = (text: string, at = 0) => starts([...text].map((c) => c.charCodeAt(0)), at);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('%PDF-')) return 'application/pdf';
  return null;
}

/** Default validity of a signed download URL. */
export const SIGNED_URL_TTL_SECONDS = 3600;

const signature = (secret: string, id: string, exp: number) =>
  createHmac('sha256', secret).update(`file:${id}:${exp}`).digest('base64url');

/** A short-lived download URL for a stored file: `/files/{id}?exp={unix seconds}&sig={HMAC-SHA256}`. */
export function signFileUrl(secret: string, id: string, ttlSeconds = SIGNED_URL_TTL_SECONDS, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  return `/files/${id}?exp=${exp}&sig=${signature(secret, id, exp)}`;
}

/** Whether `sig` signs `id` until `exp` and `exp` has not passed. */
export function verifyFileSignature(secret: string, id: string, exp: string | undefined, sig: string | undefined, now = Date.now()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, id, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
