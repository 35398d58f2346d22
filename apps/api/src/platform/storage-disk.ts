import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ByteMeter, isStorageKey, newStorageKey, type FileStorage } from './storage';

/** Files under `root` (DATA_DIR/files), written to `<key>.part` and renamed when complete. */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(body, { maxBytes }) {
      const key = newStorageKey();
      const target = fileOf(key);
      const partial = `${target}.part`;
      const meter = new ByteMeter(maxBytes);
      let out: WriteStream | undefined;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        out = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
        await pipeline(body, meter, out);
        await rename(partial, target);
      } catch (error) {
        // A source that fails early rejects the pipeline while the file is still being opened;
        // removing it before the stream has closed would leave the `.part` file behind.
        const pending = out;
        if (pending && !pending.closed) await new Promise<void>((resolve) => pending.once('close', () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
      return { key, sizeBytes: meter.bytes, sha256: meter.digest() };
    },
    async open(key) {
      const file = fileOf(key);
      try {
        // Opened before answering, so a missing file is a null and not a failed response.
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const key = entry.split(path.sep).join('/');
        if (!isStorageKey(key)) continue;
        const info = await stat(path.join(root, entry)).catch(() => null);
        if (info) yield { key, storedAt: info.mtime };
      }
    },
    async close() {},
  };
}
