// What the backup tests compare between a database (and store) and its restored copy.
import { createHash } from 'node:crypto';
import { tableRows } from '../ops/backup';
import { createStorage } from '../platform/create-storage';
import type { Database } from '../platform/db';
import type { StorageConfig } from '../platform/storage';

/** An md5 of every row of every table (rows ordered by their text), per `schema.table`. */
export async function tableChecksums(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of Object.keys(await tableRows(database))) {
    const [schema, name] = t.split('.');
    const res = await database.sqlClient.query({ text: `select coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as sum from "${schema}"."${name}" r` });
    out[t] = String(res.rows[0].sum);
  }
  return out;
}

/** The sha256 of every object the store holds (disk or S3), by key. */
export async function storedChecksums(config: StorageConfig): Promise<Record<string, string>> {
  const storage = await createStorage(config);
  const out: Record<string, string> = {};
  try {
    for await (const { key } of storage.list()) {
      const body = await storage.open(key);
      if (!body) continue;
      const hash = createHash('sha256');
      for await (const chunk of body) hash.update(chunk as Buffer);
      out[key] = hash.digest('hex');
    }
  } finally {
    await storage.close();
  }
  return out;
}
