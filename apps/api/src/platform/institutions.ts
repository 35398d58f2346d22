import { sql } from 'drizzle-orm';
import { CONFLICT_WINDOW } from './conflict-of-interest';
import type { Executor } from './db';

/**
 * The institutions each person held within the conflict-of-interest window (the TypeScript side of
 * platform/conflict-of-interest.ts, for code that needs the sets: the panels' suggestions keep one
 * item per institution). One statement for any number of people; people without any map to an
 * empty set.
 */
export async function institutionsOf(db: Executor, userIds: readonly string[]): Promise<Map<string, Set<number>>> {
  const result = new Map<string, Set<number>>(userIds.map((id) => [id, new Set<number>()]));
  if (userIds.length === 0) return result;
  const ids = [...new Set(userIds)];
  const rows = (
    await db.execute(
      sql`select h.user_id as "userId", h.institution_id as "institutionId" from "institution_history" as h
        where h.user_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and (h.valid_to is null or h.valid_to > now() - ${CONFLICT_WINDOW}::interval)`,
    )
  ).rows as { userId: string; institutionId: number }[];
  for (const row of rows) result.get(row.userId)!.add(Number(row.institutionId));
  return result;
}

/** The institutions two sets share (a conflict when not empty). */
export const sharedInstitutions = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].filter((id) => b.has(id));
