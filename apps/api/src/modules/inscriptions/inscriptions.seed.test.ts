import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema/charges';
import { conferences, inscriptionCategories } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createHarness, type Harness } from '../../test/harness';
import { DEMO_INSCRIPTIONS } from './inscriptions.seed';
import { inscriptionPhase } from '@portal/domain/inscriptions';
import { buenosAiresDay } from '@portal/domain/dates';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemoIfEmpty(h.db, h.app.services.logger);
});
afterAll(() => h.close());

describe('demo inscriptions', () => {
  it('inscribes about 300 people in the current demo congress, whose window is open, over every category', async () => {
    const [current] = await h.db.select().from(conferences).where(eq(conferences.isCurrent, true));
    expect(inscriptionPhase(current, buenosAiresDay())).toBe('OPEN');
    const rows = await h.db.select({ categoryId: inscriptions.categoryId, n: count() }).from(inscriptions).where(eq(inscriptions.conferenceId, current.id)).groupBy(inscriptions.categoryId);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(DEMO_INSCRIPTIONS);
    const categories = await h.db.select().from(inscriptionCategories).where(eq(inscriptionCategories.conferenceId, current.id));
    expect(rows.map((r) => r.categoryId).sort()).toEqual(categories.map((c) => c.id).sort());
  });

  it('gives each inscription its charge, the member fee exactly to those with this year paid before the inscription, some already paid', async () => {
    const year = new Date().getFullYear();
    const rows = await h.db
      .select({ userId: inscriptions.userId, fee: charges.feeApplied, amount: charges.amountCents, status: charges.status, paidAt: charges.paidAt, member: inscriptionCategories.memberFeeCents, general: inscriptionCategories.nonMemberFeeCents, kind: charges.kind })
      .from(inscriptions)
      .innerJoin(inscriptionCategories, eq(inscriptionCategories.id, inscriptions.categoryId))
      .leftJoin(charges, eq(charges.inscriptionId, inscriptions.id))
      .where(eq(inscriptions.conferenceId, (await h.db.select().from(conferences).where(eq(conferences.isCurrent, true)))[0].id));
    const duesPaidAt = new Map(
      (await h.db.select({ userId: memberships.userId, paidAt: charges.paidAt }).from(memberships).innerJoin(charges, eq(charges.membershipId, memberships.id)).where(and(eq(memberships.year, year), eq(charges.status, 'PAID')))).map((r) => [r.userId, r.paidAt!]),
    );
    for (const r of rows) {
      expect(r.kind).toBe('INSCRIPTION');
      // The member fee when this year's dues were paid before the inscription was (or in the same
      // payment); one already paid at the general fee when the dues were paid keeps it.
      const dues = duesPaidAt.get(r.userId);
      const duesFirst = dues !== undefined && (r.status !== 'PAID' || dues.getTime() <= r.paidAt!.getTime());
      expect(r.fee, r.userId).toBe(duesFirst ? 'MEMBER' : 'NON_MEMBER');
      expect(r.amount).toBe(r.fee === 'MEMBER' ? r.member : r.general);
    }
    const paid = rows.filter((r) => r.status === 'PAID').length;
    expect(paid).toBeGreaterThan(50);
    expect(paid).toBeLessThan(rows.length - 50);
    expect(rows.some((r) => r.fee === 'MEMBER')).toBe(true);
    expect(await h.db.select().from(charges).where(and(eq(charges.kind, 'INSCRIPTION'), isNull(charges.inscriptionId)))).toHaveLength(0);
  });

  it('includes the demo members (socio@, coordinador@), so they can submit proposals', async () => {
    for (const email of ['socio@example.org', 'coordinador@example.org']) {
      const [row] = await h.db.select({ id: inscriptions.id }).from(inscriptions).innerJoin(users, eq(users.id, inscriptions.userId)).where(eq(users.email, email));
      expect(row, email).toBeDefined();
    }
  });
});
