import { sql } from 'drizzle-orm';
import { users } from '../db/schema/users';
import { DEMO_PASSWORD, demoAccounts, seedDemoAccounts } from '../modules/accounts/accounts.seed';
import { seedDemoConference } from '../modules/conferences/conferences.seed';
import { hashPassword } from '../modules/auth/auth.service';
import { seedCatalogues } from '../modules/catalogues/catalogues.seed';
import { seedInscriptionDemo } from '../modules/inscriptions/inscriptions.seed';
import { seedMembershipCategories, seedMembershipDemo } from '../modules/memberships/memberships.seed';
import { seedNewsDemo } from '../modules/news/news.seed';
import { seedManualPaymentsDemo } from '../modules/treasury/manual-payments.seed';
import { seedBankImportDemo } from '../modules/treasury/bank-import.seed';
import { seedPaymentsDemo } from '../modules/payments/payments.seed';
import { seedTreasuryDemo } from '../modules/treasury/treasury.seed';
import { seedAccountsReportDemo } from '../modules/reports/accounts.seed';
import { seedProfileDemo } from '../modules/profile/profile.seed';
import { seedPanelsDemo } from '../modules/panels/panels.seed';
import { seedScheduleDemo } from '../modules/schedule/schedule.seed';
import { seedProposalsDemo } from '../modules/proposals/proposals.seed';
import { seedFixedPanelsDemo } from '../modules/proposal-admin/fixed-panels.seed';
import { seedAwardsDemo } from '../modules/awards/awards.seed';
import { seedEvaluationDemo } from '../modules/evaluation/evaluation.seed';
import { seedCertificatesDemo } from '../modules/certificates/certificates.seed';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/logging';
import type { FileStorage } from '../platform/storage';
import type { SeedContext } from '../platform/seed-context';

/**
 * Seeds the demo data into an empty database (no users yet) and does nothing otherwise: each
 * domain seeds its own part (`modules/<domain>/<domain>.seed.ts`), in one transaction.
 */
export async function seedDemoIfEmpty(db: Db, logger: Logger, opts: { storage?: FileStorage } = {}): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const year = new Date().getFullYear();
  await db.transaction(async (tx) => {
    const { conferenceId, areaIds } = await seedDemoConference(tx);
    const categoryIds = await seedMembershipCategories(tx);
    const accountIds = await seedDemoAccounts(tx, { passwordHash, conferenceId, coordinatorAreaId: areaIds[0] });
    const idsOf = (accounts: typeof demoAccounts) => accounts.map((a) => accountIds[a.email]);
    const ctx: SeedContext = {
      year,
      passwordHash,
      accountIds,
      userIds: idsOf(demoAccounts.filter((a) => a.roles.includes('USER'))),
      memberIds: idsOf(demoAccounts.filter((a) => a.member)),
      categoryIds,
      conferenceId,
      storage: opts.storage,
    };
    await seedCatalogues(tx, ctx);
    await seedProfileDemo(tx, ctx);
    await seedMembershipDemo(tx, ctx);
    await seedInscriptionDemo(tx, ctx);
    await seedProposalsDemo(tx, ctx);
    await seedFixedPanelsDemo(tx, ctx);
    await seedAwardsDemo(tx, ctx);
    await seedEvaluationDemo(tx, ctx);
    await seedPanelsDemo(tx, ctx);
    await seedScheduleDemo(tx, ctx);
    // Before the payments' demo, which gives every paid charge its payment and receipt.
    await seedCertificatesDemo(tx, ctx);
    await seedPaymentsDemo(tx, ctx);
    await seedManualPaymentsDemo(tx, ctx);
    await seedTreasuryDemo(tx, ctx);
    await seedBankImportDemo(tx, ctx);
    await seedAccountsReportDemo(tx, ctx);
    await seedNewsDemo(tx, ctx);
  });
  logger.info({ accounts: demoAccounts.length }, 'demo data seeded');
  return true;
}
