import { inArray } from 'drizzle-orm';
import { academicInfo } from '../db/schema';
import type { Executor } from './db';

/**
 * The institutions a person belongs to, for conflicts of interest (PRODUCT.md "Evaluation and
 * statuses", "Awards"): the first and secondary institutions of their academic profile. One
 * statement for any number of people; people without a profile map to an empty set.
 */
export async function institutionsOf(db: Executor, userIds: readonly string[]): Promise<Map<string, Set<number>>> {
  const result = new Map<string, Set<number>>(userIds.map((id) => [id, new Set<number>()]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: academicInfo.userId, first: academicInfo.firstInstitutionId, second: academicInfo.secondaryInstitutionId })
    .from(academicInfo)
    .where(inArray(academicInfo.userId, [...new Set(userIds)]));
  for (const row of rows) {
    const set = result.get(row.userId)!;
    if (row.first !== null) set.add(row.first);
    if (row.second !== null) set.add(row.second);
  }
  return result;
}

/** The institutions two sets share (a conflict when not empty). */
export const sharedInstitutions = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].filter((id) => b.has(id));
