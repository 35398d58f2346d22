import { and, eq, notExists, sql } from 'drizzle-orm';
import { generateChargesInput } from '@portal/domain/memberships';
import { charges } from '../../db/schema/charges';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { parseInput } from '../../platform/errors';
import { chargeDescription } from './memberships.read';

const CHUNK = 1000;
const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * For every member whose membership of `year - 1` exists and is not terminated, and who has no
 * membership for `year`: the membership (same category) and its charge (the category's current
 * fee). One transaction; a second run finds nobody left and creates nothing. Returns how many.
 */
export async function generateMembershipCharges(services: Services, viewer: Viewer, input: unknown): Promise<number> {
  const { year } = parseInput(generateChargesInput, input);
  return services.database.db.transaction(async (tx) => {
    const already = tx
      .select({ one: sql`1` })
      .from(sql`"memberships" as later`)
      .where(sql`later.user_id = "memberships"."user_id" and later.year = ${year}`);
    const candidates = await tx
      .select({ userId: memberships.userId, categoryId: memberships.categoryId, categoryName: membershipCategories.name, fee: membershipCategories.yearlyFeeCents })
      .from(memberships)
      .innerJoin(membershipCategories, eq(membershipCategories.id, memberships.categoryId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.year, year - 1), eq(memberships.terminatedMember, false), eq(users.enabled, true), notExists(already)));
    const byUser = new Map(candidates.map((c) => [c.userId, c]));
    let created = 0;
    for (const batch of chunks(candidates)) {
      // Someone who joined meanwhile keeps their own membership (unique user + year).
      const rows = await tx
        .insert(memberships)
        .values(batch.map((c) => ({ userId: c.userId, year, categoryId: c.categoryId })))
        .onConflictDoNothing()
        .returning({ id: memberships.id, userId: memberships.userId });
      if (rows.length === 0) continue;
      await tx.insert(charges).values(
        rows.map((m) => {
          const c = byUser.get(m.userId)!;
          return { userId: m.userId, kind: 'MEMBERSHIP' as const, membershipId: m.id, description: chargeDescription(year, c.categoryName), amountCents: c.fee };
        }),
      );
      created += rows.length;
    }
    if (created > 0) {
      await recordAudit(tx, { actorId: viewer.id, action: 'membership.charges.generated', targetType: 'membershipYear', targetId: year, after: { year, created } });
    }
    return created;
  });
}
