import { associationSettingsInput } from '@portal/domain/association';
import type { Config } from '../../config';
import { associationSettings } from '../../db/schema/association';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { parseInput } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import { checkFiles, removeStoredBytes, setOwnedFiles } from '../files/files.service';
import { associationData, type AssociationData } from './association.read';

/** The association's data owns its logo: a replaced logo's file goes with the change. */
const owner = { type: 'association', id: 1 };
const logoFiles = (input: { logoFileId: string | null }) => [{ field: 'logoFileId', id: input.logoFileId, purpose: 'ASSOCIATION_LOGO' as const }];

/**
 * Saves the association's data (SYSADMIN): one row, written whole, audited with what it said
 * before (the configuration's values the first time). Documents issued after it print it.
 */
export async function updateAssociationSettings(
  db: Db,
  storage: FileStorage,
  config: Pick<Config, 'association'>,
  actorId: string,
  data: unknown,
): Promise<AssociationData> {
  const input = parseInput(associationSettingsInput, data);
  await checkFiles(db, owner, logoFiles(input));
  const released = await db.transaction(async (tx) => {
    const before = await associationData(tx, config);
    const values = { ...input, updatedBy: actorId, updatedAt: new Date() };
    await tx.insert(associationSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: associationSettings.id, set: values });
    const released = await setOwnedFiles(tx, owner, logoFiles(input));
    const { updatedAt: _before, ...was } = before;
    await recordAudit(tx, { actorId, action: 'association.updated', targetType: 'association', targetId: 1, before: was, after: input });
    return released;
  });
  await removeStoredBytes(storage, released);
  return associationData(db, config);
}
