import type { Database } from '../../platform/db';
import type { Logger } from '../../platform/logging';
import type { FileStorage } from '../../platform/storage';
import { sweepFiles } from './files.service';

const HOUR = 3600 * 1000;

/** Runs the files sweep once an hour (first run a minute after start); returns a stop function. */
export function startFileSweeper(services: { database: Database; storage: FileStorage; logger: Logger }): () => void {
  const run = async () => {
    try {
      const swept = await sweepFiles(services.database.db, services.storage);
      if (swept.unattached || swept.orphanBytes) services.logger.info(swept, 'files swept');
    } catch (error) {
      services.logger.warn({ err: error }, 'files sweep failed');
    }
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, HOUR);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
