import { eq, inArray } from 'drizzle-orm';
import { fileRules, type FilePurpose } from '@portal/domain/news';
import { files } from '../../db/schema/files';
import { badInput } from '../../graphql/errors';
import type { Executor } from '../../platform/db';
import { signFileUrl, sniffContentType, type FileStorage } from '../../platform/storage';

export type StoredFile = { id: string; url: string };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Checks an upload by its content and size for its purpose, stores the bytes and records them.
 * Refuses with BAD_USER_INPUT (field `file`) and stores nothing when the file does not fit.
 */
export async function storeUpload(
  db: Executor,
  storage: FileStorage,
  secret: string,
  upload: { bytes: Uint8Array; name: string; purpose: FilePurpose; ownerId: string | null },
): Promise<StoredFile> {
  const rule = fileRules[upload.purpose];
  if (upload.bytes.byteLength === 0) throw badInput({ file: 'El archivo está vacío.' });
  if (upload.bytes.byteLength > rule.maxBytes) {
    throw badInput({ file: `El archivo supera el tamaño máximo de ${megabytes(rule.maxBytes)}.` });
  }
  const contentType = sniffContentType(upload.bytes);
  if (!contentType || !rule.types.includes(contentType)) {
    throw badInput({ file: `El archivo debe ser ${rule.kind}; su contenido no corresponde a ese tipo.` });
  }
  const { key, sha256 } = await storage.put(upload.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        storageKey: key,
        originalName: upload.name.slice(0, 255) || 'archivo',
        contentType,
        sizeBytes: upload.bytes.byteLength,
        sha256,
        purpose: upload.purpose,
        ownerId: upload.ownerId,
      })
      .returning({ id: files.id });
    return { id: row.id, url: signFileUrl(secret, row.id) };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** Refuses file ids that do not exist or were uploaded for another purpose (field errors keyed by form field). */
export async function assertFiles(db: Executor, wanted: { field: string; id: string | null; purpose: FilePurpose }[]): Promise<void> {
  const ids = wanted.flatMap((w) => (w.id ? [w.id] : []));
  if (ids.length === 0) return;
  const rows = await db.select({ id: files.id, purpose: files.purpose }).from(files).where(inArray(files.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.purpose]));
  const errors: Record<string, string> = {};
  for (const w of wanted) {
    if (w.id && byId.get(w.id) !== w.purpose) errors[w.field] = 'El archivo no existe o no corresponde a este campo. Súbalo nuevamente.';
  }
  if (Object.keys(errors).length) throw badInput(errors);
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}
