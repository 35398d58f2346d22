import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A check that rides along with the first read of a piece of work, in the same statement: the
 * database answers it in the same round trip and from the same snapshot as that read, instead of
 * in a statement of its own before it. The session check of a repeated query uses it
 * (modules/auth/viewer.ts, `resolveViewer` with `rideAlong`).
 */
export type Rider = {
  /** The check as a scalar subquery (one text value or null), its parameters numbered from `first`. */
  sql(first: number): string;
  values: readonly unknown[];
  /** Until a statement takes it. */
  armed: boolean;
  /**
   * Set once a statement took the check: settles with the check's value when that statement
   * answered with rows, with undefined when it failed or answered none (the check was not read;
   * the rider is armed again for the next read).
   */
  outcome?: Promise<string | null | undefined>;
};

const scope = new AsyncLocalStorage<Rider>();

/** Runs `work` with `rider` waiting for the first read `work` sends. */
export const withRider = <T>(rider: Rider, work: () => Promise<T>): Promise<T> => scope.run(rider, work);

const COLUMN = '__portal_rider';
const READ = /^\s*(?:select|with)\s/i;

/**
 * What to send instead of (`text`, `values`) when a rider waits in this async context and the
 * statement is a read: the statement as a subquery (its rows and their order as they were) with the
 * check as one more column at the end, filled on the first row only (null on the others: a page of
 * 50 rows would otherwise carry the viewer's text 50 times, for the database to send and the
 * driver to decode). Null otherwise; the first read takes the rider, later ones go as they are.
 */
export function boardRider(text: string, values: readonly unknown[]): { rider: Rider; text: string; values: unknown[] } | null {
  const rider = scope.getStore();
  if (!rider?.armed || !READ.test(text)) return null;
  rider.armed = false;
  return {
    rider,
    text: `select __ride.*, case when row_number() over () = 1 then ${rider.sql(values.length + 1)} end as "${COLUMN}" from (${text}) as __ride`,
    values: [...values, ...rider.values],
  };
}

type Answer = { rows: unknown[]; fields?: unknown[] };

/** The answer as the statement alone would have given it (the check's column taken off every row), and the rider's outcome settled. */
export function alight<A extends Answer>(rider: Rider, answer: Promise<A>): Promise<A> {
  const taken = answer.then((res) => {
    const first = res.rows[0];
    // No row, no check read: the next read takes the rider instead (a page past the end, then its count).
    if (first === undefined) rider.armed = true;
    const value = first === undefined ? undefined : ((Array.isArray(first) ? first.at(-1) : (first as Record<string, unknown>)[COLUMN]) as string | null);
    for (const row of res.rows) {
      if (Array.isArray(row)) row.pop();
      else delete (row as Record<string, unknown>)[COLUMN];
    }
    res.fields?.pop();
    return { res, value };
  });
  rider.outcome = taken.then(
    (t) => t.value,
    () => undefined,
  );
  return taken.then((t) => t.res);
}
