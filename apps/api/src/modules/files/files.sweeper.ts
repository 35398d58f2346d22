import type { Database } from '../../platform/db';
import type { Logger } from '../../platform/logging';
import { startHourly } from '../../platform/hourly';
import type { FileStorage } from '../../platform/storage';
import { sweepFiles } from './files.service';

/** Runs the files sweep once an hour (first run a minute after start); returns a stop function. */
export function startFileSweeper(services: { database: Database; storage: FileStorage; logger: Logger }): () => void {
  return startHourly('files', services.logger, () => sweepFiles(services.database.db, services.storage), (swept) => swept.unattached + swept.orphanBytes > 0);
}
