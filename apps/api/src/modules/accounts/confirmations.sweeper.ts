import type { Database } from '../../platform/db';
import type { Logger } from '../../platform/logging';
import { sweepPendingSignups } from '../memberships/signup.service';
import { sweepEmailChangeRequests } from './email-change.service';

const HOUR = 3600 * 1000;

/** Removes what waits for a confirmation link and is past its 24 h; returns how many rows went. */
export async function sweepConfirmations(database: Database, now = new Date()) {
  return { signups: await sweepPendingSignups(database.db, now), emailChanges: await sweepEmailChangeRequests(database.db, now) };
}

/**
 * Runs the sweep of unconfirmed sign-ups and e-mail changes once an hour (first run a minute after
 * start), so their data (and the e-mail and document they held) go; returns a stop function.
 */
export function startConfirmationSweeper(services: { database: Database; logger: Logger }): () => void {
  const run = async () => {
    try {
      const swept = await sweepConfirmations(services.database);
      if (swept.signups || swept.emailChanges) services.logger.info(swept, 'expired confirmations swept');
    } catch (error) {
      services.logger.warn({ err: error }, 'confirmations sweep failed');
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
