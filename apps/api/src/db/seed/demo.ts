import { sql } from 'drizzle-orm';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logging';
import { conferenceRoles, conferences, thematicAreas } from '../schema/conferences';
import { membershipCategories, memberships } from '../schema/memberships';
import { userRoles, users } from '../schema/users';
import { seedCatalogues } from './catalogues';
import { seedMembershipDemo } from './memberships';
import { seedNewsDemo } from './news';
import { seedProfileDemo } from './profiles';
import type { SeedContext } from './seed-context';

export const DEMO_PASSWORD = 'portal-demo-2026';

type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  document: string;
  roles: GlobalRole[];
  conferenceRole?: ConferenceRoleKind;
  member?: boolean;
};

export const demoAccounts: DemoAccount[] = [
  { email: 'socio@example.org', firstName: 'Sofía', lastName: 'Martínez', document: '30111222', roles: ['USER'], member: true },
  { email: 'sysadmin@example.org', firstName: 'Sergio', lastName: 'Ibáñez', document: '28333444', roles: ['SYSADMIN'] },
  { email: 'admin@example.org', firstName: 'Ana', lastName: 'Domínguez', document: '27555666', roles: ['ADMIN'] },
  { email: 'tesoreria@example.org', firstName: 'Tomás', lastName: 'Ramírez', document: '26777888', roles: ['TESORERIA'] },
  { email: 'congreso@example.org', firstName: 'Carla', lastName: 'Gómez', document: '31999000', roles: [], conferenceRole: 'ADMIN_CONGRESO' },
  { email: 'coordinador@example.org', firstName: 'Camilo', lastName: 'Herrera', document: '29123456', roles: ['USER'], conferenceRole: 'COORDINADOR', member: true },
  { email: 'organizador@example.org', firstName: 'Olga', lastName: 'Benítez', document: '32456789', roles: [], conferenceRole: 'ORGANIZADOR_CONGRESO' },
  { email: 'juez@example.org', firstName: 'Julián', lastName: 'Sosa', document: '25987654', roles: [], conferenceRole: 'JUEZ' },
];

/** Seeds the demo accounts, catalogues and congress into an empty database; does nothing otherwise. */
export async function seedDemoIfEmpty(db: Db, logger: Logger, opts: { dataDir?: string } = {}): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const year = new Date().getFullYear();
  await db.transaction(async (tx) => {
    const areas = await tx
      .insert(thematicAreas)
      .values(['Teoría política', 'Relaciones internacionales', 'Administración y políticas públicas', 'Política comparada'].map((name) => ({ name })))
      .returning();
    const [conference] = await tx
      .insert(conferences)
      .values({ name: `Congreso Nacional de la Asociación ${year + 1}`, inscriptionStart: `${year}-09-01`, inscriptionEnd: `${year + 1}-04-30`, startDate: `${year + 1}-05-20`, endDate: `${year + 1}-05-22` })
      .returning();
    const categories = await tx
      .insert(membershipCategories)
      .values([
        { name: 'Socio Pleno', yearlyFeeCents: 4_500_000 },
        { name: 'Socio Adherente', yearlyFeeCents: 3_000_000 },
        { name: 'Socio Estudiante', yearlyFeeCents: 1_500_000, isStudent: true },
      ])
      .returning();
    const accountIds: Record<string, string> = {};
    for (const account of demoAccounts) {
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, firstName: account.firstName, lastName: account.lastName, document: account.document, passwordHash })
        .returning({ id: users.id });
      accountIds[account.email] = user.id;
      if (account.roles.length) await tx.insert(userRoles).values(account.roles.map((role) => ({ userId: user.id, role })));
      if (account.conferenceRole) {
        await tx.insert(conferenceRoles).values({
          userId: user.id,
          conferenceId: conference.id,
          role: account.conferenceRole,
          thematicAreaId: account.conferenceRole === 'COORDINADOR' ? areas[0].id : null,
        });
      }
      if (account.member) await tx.insert(memberships).values({ userId: user.id, year, categoryId: categories[0].id });
    }
    const ctx: SeedContext = { year, passwordHash, accountIds, categoryIds: categories.map((c) => c.id), conferenceId: conference.id, dataDir: opts.dataDir };
    await seedCatalogues(tx, ctx);
    await seedProfileDemo(tx, ctx);
    await seedMembershipDemo(tx, ctx);
    await seedNewsDemo(tx, ctx);
  });
  logger.info({ accounts: demoAccounts.length }, 'demo data seeded');
  return true;
}
