import type { Database } from '../../platform/db';
import type { Logger } from '../../platform/logging';
import { startHourly } from '../../platform/hourly';
import { sweepPendingSignups } from '../memberships/signup.service';
import { sweepEmailChangeRequests } from './email-change.service';

/** Removes what waits for a confirmation link and is past its 24 h; returns how many rows went. */
export async function sweepConfirmations(database: Database, now = new Date()) {
  return { signups: await sweepPendingSignups(database.db, now), emailChanges: await sweepEmailChangeRequests(database.db, now) };
}

/**
 * Runs the sweep of unconfirmed sign-ups and e-mail changes once an hour (first run a minute after
 * start), so their data (and the e-mail and document they held) go; returns a stop function.
 */
export function startConfirmationSweeper(services: { database: Database; logger: Logger }): () => void {
  return startHourly('expired confirmations', services.logger, () => sweepConfirmations(services.database), (swept) => swept.signups + swept.emailChanges > 0);
}
