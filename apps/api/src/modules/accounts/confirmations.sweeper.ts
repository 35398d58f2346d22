import type { Database } from '../../platform/db';
import type { JobDefinition } from '../../platform/jobs';
import { sweepPendingSignups } from '../memberships/signup.service';
import { sweepEmailChangeRequests } from './email-change.service';

/** Removes what waits for a confirmation link and is past its 24 h; returns how many rows went. */
export async function sweepConfirmations(database: Database, now = new Date()) {
  return { signups: await sweepPendingSignups(database.db, now), emailChanges: await sweepEmailChangeRequests(database.db, now) };
}

/**
 * The sweep of unconfirmed sign-ups and e-mail changes as a job run hourly, by one process, so
 * their data (and the e-mail and document they held) go.
 */
export function confirmationSweepJob(services: { database: Database }): JobDefinition {
  return {
    kind: 'confirmations-sweep',
    label: 'Limpieza de confirmaciones vencidas',
    cron: '17 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    run: () => sweepConfirmations(services.database),
  };
}
