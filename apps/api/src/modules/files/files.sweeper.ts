import type { Database } from '../../platform/db';
import type { JobDefinition } from '../../platform/jobs';
import type { FileStorage } from '../../platform/storage';
import { sweepFiles } from './files.service';

/** The files sweep (unattached uploads past a day, orphan bytes) as a job run hourly, by one process. */
export function fileSweepJob(services: { database: Database; storage: FileStorage }): JobDefinition {
  return {
    kind: 'files-sweep',
    label: 'Limpieza de archivos sin usar',
    cron: '7 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    run: () => sweepFiles(services.database.db, services.storage),
  };
}
