import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import { fileMessages, fileRules, type FilePurpose } from '@portal/domain/files';
import type { GlobalRole } from '@portal/domain/roles';
import { files } from '../../db/schema/files';
import type { Executor } from '../../platform/db';
import { badInput, forbidden } from '../../platform/errors';
import type { GeneratedFiles } from '../../platform/exports/exports';
import { FileTooLargeError, type FileStorage } from '../../platform/storage';
import { sniff, UploadInterruptedError } from './content-type';
import { signFileUrl } from './file-urls';
import { canUploadFor } from './files.rules';
import { isOfficeZip, keepTail, officeZipEntriesProblem, officeZipProblem } from './office-zip';

export type StoredFile = { id: string; url: string };
export type FileRow = typeof files.$inferSelect;

/** The object a file belongs to, e.g. `{ type: 'news', id: 12 }`. */
export type FileOwner = { type: string; id: string | number };

/** An upload never attached to an owner is removed after this long. */
export const UNATTACHED_TTL_MS = 24 * 3600 * 1000;
/** Bytes without a row (a removal that failed after its commit) are removed after this long. */
export const ORPHAN_BYTES_TTL_MS = 3600 * 1000;

/**
 * Streams an upload to storage after checking who uploads, its type by content and its size while
 * it arrives. Refuses with BAD_USER_INPUT (field `file`) and leaves nothing behind when it does not fit.
 */
export async function storeUpload(
  db: Executor,
  storage: FileStorage,
  secret: string,
  /** `uploader` null: the system stores it (demo data), no upload rule applies. */
  upload: { stream: Readable; name: string; purpose: FilePurpose; uploader: { id: string; roles: readonly GlobalRole[] } | null },
): Promise<StoredFile> {
  const rule = fileRules[upload.purpose];
  if (upload.uploader && !canUploadFor(upload.uploader, upload.purpose)) throw forbidden();
  const interrupted = () => badInput({ file: 'La subida se interrumpió. Intente nuevamente.' });
  const { type, empty, body } = await sniff(upload.stream).catch((error: unknown) => {
    throw error instanceof UploadInterruptedError ? interrupted() : error;
  });
  if (empty) throw badInput({ file: fileMessages.empty });
  if (!type || !rule.types.includes(type)) throw badInput({ file: fileMessages.wrongType(upload.purpose) });
  // DOCX and ODT: the central directory at the end is checked once the bytes are stored.
  const kept = isOfficeZip(type) ? keepTail(body) : null;
  let stored;
  try {
    stored = await storage.put(kept ? kept.stream : body, { maxBytes: rule.maxBytes, contentType: type });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw badInput({ file: fileMessages.tooLarge(upload.purpose) });
    if (error instanceof UploadInterruptedError) throw interrupted();
    throw error;
  }
  if (kept && (officeZipProblem(kept.tail(), stored.sizeBytes, type, rule.maxBytes) || (await storedEntriesProblem(storage, stored.key, kept.tail(), stored.sizeBytes, type)))) {
    await storage.remove(stored.key);
    throw badInput({ file: fileMessages.damagedDocument });
  }
  try {
    const [row] = await db
      .insert(files)
      .values({
        storageKey: stored.key,
        originalName: safeFileName(upload.name),
        contentType: type,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
        purpose: upload.purpose,
        uploadedBy: upload.uploader?.id ?? null,
      })
      .returning({ id: files.id });
    return { id: row.id, url: signFileUrl(secret, row.id) };
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

/** The stored archive's entries checked against its central directory (officeZipEntriesProblem). */
async function storedEntriesProblem(storage: FileStorage, key: string, tail: Buffer, size: number, type: string): Promise<string | null> {
  const archive = await storage.open(key);
  return archive ? officeZipEntriesProblem(archive, tail, size, type) : 'stored bytes missing';
}

/**
 * The name a file is kept under: the last segment of what the browser sent (no folders, so
 * `../../etc/passwd` is `passwd`), without control or bidirectional characters or leading dots,
 * at most 255 characters. Storage keys never come from it; downloads clean it again for headers.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^[\s.]+/, '')
    .trim()
    .slice(0, 255);
  return cleaned || 'archivo';
}

type WantedFile = { field: string; id: string | null; purpose: FilePurpose };
const UNUSABLE = 'El archivo no existe o no corresponde a este campo. Súbalo nuevamente.';
const ownedBy = (owner: FileOwner) => and(eq(files.attachedType, owner.type), eq(files.attachedId, String(owner.id)));

/**
 * Refuses wanted files that do not exist, were uploaded for another purpose or belong to another
 * object (field errors keyed by form field). Call it before writing the owner's row (its foreign
 * keys need the files); `setOwnedFiles` then claims them. `owner` is null for an owner not yet created.
 */
export async function checkFiles(db: Executor, owner: FileOwner | null, wanted: WantedFile[]): Promise<void> {
  const ids = wanted.flatMap((w) => (w.id ? [w.id] : []));
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: files.id, purpose: files.purpose, attachedType: files.attachedType, attachedId: files.attachedId })
    .from(files)
    .where(inArray(files.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string> = {};
  for (const w of wanted) {
    if (!w.id) continue;
    const row = byId.get(w.id);
    const free = row && (row.attachedType === null || (owner && row.attachedType === owner.type && row.attachedId === String(owner.id)));
    if (!row || row.purpose !== w.purpose || !free) errors[w.field] = UNUSABLE;
  }
  if (Object.keys(errors).length) throw badInput(errors);
}

/**
 * Attaches `wanted` to `owner` without letting go of the owner's other files (an owner whose old
 * files stay in use, as certificate signatures printed on certificates already issued): each must
 * exist, have the field's purpose and belong to nobody else (field errors keyed by form field).
 * Returns the ids claimed.
 */
export async function claimFiles(tx: Executor, owner: FileOwner, wanted: WantedFile[]): Promise<string[]> {
  const ownerId = String(owner.id);
  const present = wanted.filter((w): w is { field: string; id: string; purpose: FilePurpose } => w.id !== null);
  const errors: Record<string, string> = {};
  for (const w of present) {
    const claimed = await tx
      .update(files)
      .set({ attachedType: owner.type, attachedId: ownerId })
      .where(
        and(
          eq(files.id, w.id),
          eq(files.purpose, w.purpose),
          or(isNull(files.attachedType), and(eq(files.attachedType, owner.type), eq(files.attachedId, ownerId))),
        ),
      )
      .returning({ id: files.id });
    if (claimed.length === 0) errors[w.field] = UNUSABLE;
  }
  if (Object.keys(errors).length) throw badInput(errors);
  return present.map((w) => w.id);
}

/**
 * Makes `wanted` the files of `owner`, inside the owner's transaction: each wanted file must exist,
 * have the field's purpose and belong to nobody else (field errors keyed by form field otherwise);
 * the owner's other files (replaced or, with none wanted, all) lose their rows here.
 * Returns the storage keys to remove once the transaction has committed (`removeStoredBytes`).
 */
export async function setOwnedFiles(tx: Executor, owner: FileOwner, wanted: WantedFile[]): Promise<string[]> {
  const keep = await claimFiles(tx, owner, wanted);
  const released = await tx
    .delete(files)
    .where(and(ownedBy(owner), keep.length ? notInArray(files.id, keep) : undefined))
    .returning({ key: files.storageKey });
  return released.map((r) => r.key);
}

/**
 * Removes bytes whose rows are gone; call it after the commit. A failure never undoes the change
 * that committed: the bytes stay as an orphan that `sweepFiles` removes later.
 */
export async function removeStoredBytes(storage: FileStorage, keys: string[]): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch {
      failed.push(key);
    }
  }
  return { failed };
}

/**
 * Housekeeping, run hourly: removes uploads never attached to an owner after a day (row, then
 * bytes), and bytes that have no row (left by a failed removal) after an hour.
 */
export async function sweepFiles(db: Executor, storage: FileStorage, now = Date.now()): Promise<{ unattached: number; orphanBytes: number }> {
  const stale = await db
    .delete(files)
    .where(and(isNull(files.attachedType), lt(files.createdAt, new Date(now - UNATTACHED_TTL_MS))))
    .returning({ key: files.storageKey });
  await removeStoredBytes(storage, stale.map((r) => r.key));

  let orphanBytes = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const known = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, batch));
    const knownKeys = new Set(known.map((r) => r.key));
    const orphans = batch.filter((key) => !knownKeys.has(key));
    const { failed } = await removeStoredBytes(storage, orphans);
    orphanBytes += orphans.length - failed.length;
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.storedAt.getTime() > now - ORPHAN_BYTES_TTL_MS) continue;
    batch.push(object.key);
    if (batch.length >= 500) await flush();
  }
  await flush();
  return { unattached: stale.length, orphanBytes };
}

export async function findFile(db: Executor, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}

/** The purpose of files the server makes for one person (exports); only their owner's link opens them. */
export const GENERATED_PURPOSE = 'EXPORT';
/** The largest generated file (a million-row CSV is about 100 MB). */
const GENERATED_MAX_BYTES = 2 * 1024 ** 3;

/**
 * Files the server makes (exports) as the files domain keeps them: bytes in the storage, a row
 * owned by the person who asked (`uploadedBy`, attached to `export`/their id, so the unattached
 * sweep leaves it), removed a day later by the exports cleanup.
 */
export function generatedFiles(services: { database: { db: Executor }; storage: FileStorage }): GeneratedFiles {
  const { storage } = services;
  return {
    store: (body, contentType) => storage.put(body, { maxBytes: GENERATED_MAX_BYTES, contentType }),
    async record(tx, file) {
      const [row] = await tx
        .insert(files)
        .values({
          storageKey: file.stored.key,
          originalName: safeFileName(file.name),
          contentType: file.contentType,
          sizeBytes: file.stored.sizeBytes,
          sha256: file.stored.sha256,
          purpose: GENERATED_PURPOSE,
          uploadedBy: file.ownerId,
          attachedType: 'export',
          attachedId: file.ownerId,
        })
        .returning({ id: files.id });
      return row.id;
    },
    discard: async (key) => void (await removeStoredBytes(storage, [key])),
    async removeExpired(before) {
      const expired = await services.database.db
        .delete(files)
        .where(and(eq(files.purpose, GENERATED_PURPOSE), lt(files.createdAt, before)))
        .returning({ key: files.storageKey });
      await removeStoredBytes(storage, expired.map((r) => r.key));
      return expired.length;
    },
  };
}

// Signed links, for the schemas of modules that show files.
export { signFileUrl } from './file-urls';
