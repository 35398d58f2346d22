import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { charges } from '../../db/schema/charges';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import type { Harness } from '../../test/harness';

/** Test factories of this module (tests only). */
export async function makeCategory(h: Harness, o: Partial<typeof membershipCategories.$inferInsert> = {}) {
  const [category] = await h.db
    .insert(membershipCategories)
    .values({ name: `Categoría ${Math.random().toString(36).slice(2, 8)}`, yearlyFeeCents: 4_500_000, ...o })
    .returning();
  return category;
}

export async function makeMembership(h: Harness, userId: string, categoryId: number, year: number, o: { terminated?: boolean; charge?: 'PENDING' | 'PAID'; amountCents?: number } = {}) {
  const [m] = await h.db
    .insert(memberships)
    .values({ userId, categoryId, year, terminatedMember: o.terminated ?? false, terminatedAt: o.terminated ? new Date() : null })
    .returning();
  if (o.charge) {
    await h.db.insert(charges).values({ userId, kind: 'MEMBERSHIP', membershipId: m.id, description: `Cuota ${year}`, amountCents: o.amountCents ?? 100, status: o.charge });
  }
  return m;
}

export const membershipsOf = (h: Harness, userId: string) => h.db.select().from(memberships).where(eq(memberships.userId, userId));
export const chargesOf = (h: Harness, userId: string) => h.db.select().from(charges).where(eq(charges.userId, userId));
export const auditFor = (h: Harness, action: string) => h.db.select().from(auditLog).where(eq(auditLog.action, action));
