import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { conferenceRoles } from '../../db/schema/conferences';
import { userRoles, users } from '../../db/schema/users';
import type { Tx } from '../../platform/seed-context';

export const DEMO_PASSWORD = 'portal-demo-2026';

type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  document: string;
  roles: GlobalRole[];
  conferenceRole?: ConferenceRoleKind;
  /** Holds this year's membership (memberships.seed.ts creates it). */
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

/** The demo accounts with their global roles and their role in the demo congress; ids by e-mail. */
export async function seedDemoAccounts(tx: Tx, opts: { passwordHash: string; conferenceId: number; coordinatorAreaId: number }): Promise<Record<string, string>> {
  const accountIds: Record<string, string> = {};
  for (const account of demoAccounts) {
    const [user] = await tx
      .insert(users)
      .values({ email: account.email, firstName: account.firstName, lastName: account.lastName, document: account.document, passwordHash: opts.passwordHash })
      .returning({ id: users.id });
    accountIds[account.email] = user.id;
    if (account.roles.length) await tx.insert(userRoles).values(account.roles.map((role) => ({ userId: user.id, role })));
    if (account.conferenceRole) {
      await tx.insert(conferenceRoles).values({
        userId: user.id,
        conferenceId: opts.conferenceId,
        role: account.conferenceRole,
        thematicAreaId: account.conferenceRole === 'COORDINADOR' ? opts.coordinatorAreaId : null,
      });
    }
  }
  return accountIds;
}
