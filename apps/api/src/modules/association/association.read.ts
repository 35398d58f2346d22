import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { associationSettings } from '../../db/schema/association';
import { files } from '../../db/schema/files';
import type { Executor } from '../../platform/db';
import { letterheadOf, type Letterhead } from '../../platform/pdf';
import type { FileStorage } from '../../platform/storage';

export type AssociationData = {
  name: string;
  address: string;
  cuit: string;
  logoFileId: string | null;
  /** When SYSADMIN last saved it; null while the configuration's values stand. */
  updatedAt: Date | null;
};

/** The association's data as SYSADMIN saved it, or the configuration's (ASSOCIATION_*) until then. */
export async function associationData(db: Executor, config: Pick<Config, 'association'>): Promise<AssociationData> {
  const [row] = await db.select().from(associationSettings).where(eq(associationSettings.id, 1));
  if (row) return { name: row.name, address: row.address, cuit: row.cuit, logoFileId: row.logoFileId, updatedAt: row.updatedAt };
  const { name, address, cuit } = config.association;
  return { name, address, cuit, logoFileId: null, updatedAt: null };
}

/**
 * The letterhead every document prints: the saved data with its logo's bytes; without saved data,
 * the configuration's (ASSOCIATION_LOGO included). A saved logo whose bytes are gone prints the
 * portal's mark rather than failing the document.
 */
export async function associationLetterhead(db: Executor, storage: FileStorage, config: Pick<Config, 'association'>): Promise<Letterhead> {
  const [row] = await db
    .select({ name: associationSettings.name, address: associationSettings.address, cuit: associationSettings.cuit, logoKey: files.storageKey })
    .from(associationSettings)
    .leftJoin(files, eq(files.id, associationSettings.logoFileId))
    .where(eq(associationSettings.id, 1));
  if (!row) return letterheadOf(config.association);
  const { name, address, cuit } = row;
  const stream = row.logoKey ? await storage.open(row.logoKey) : null;
  if (!stream) return { name, address, cuit };
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name, address, cuit, logo: Buffer.concat(chunks) };
}
