import { and, desc, eq } from 'drizzle-orm';
import { isSettled } from '@portal/domain/charges';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { conferenceRoles, conferences, thematicAreas } from '../../db/schema/conferences';
import { charges } from '../../db/schema/charges';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import type { Viewer } from '../../platform/viewer';
import { notFound } from '../../platform/errors';

export type MeShape = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  document: string;
  roles: GlobalRole[];
  conferenceRoles: {
    role: ConferenceRoleKind;
    conference: { id: number; name: string };
    thematicArea: { id: number; name: string } | null;
  }[];
  activeMembership: {
    id: number;
    userId: string;
    year: number;
    terminatedMember: boolean;
    created: Date;
    category: { id: number; name: string };
    /** The year's charge is paid (true also when no charge was ever raised for it). */
    paid: boolean;
  } | null;
};

/** The signed-in person as the web shell needs them. */
export async function getMe(db: Executor, viewer: Viewer, year = new Date().getFullYear()): Promise<MeShape> {
  const [account] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, document: users.document })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!account) throw notFound();
  const [roles, membership] = await Promise.all([
    db
      .select({
        role: conferenceRoles.role,
        conferenceId: conferences.id,
        conferenceName: conferences.name,
        areaId: thematicAreas.id,
        areaName: thematicAreas.name,
      })
      .from(conferenceRoles)
      .innerJoin(conferences, eq(conferences.id, conferenceRoles.conferenceId))
      .leftJoin(thematicAreas, eq(thematicAreas.id, conferenceRoles.thematicAreaId))
      .where(eq(conferenceRoles.userId, viewer.id))
      .orderBy(desc(conferences.startDate), conferenceRoles.role),
    db
      .select({ m: memberships, categoryName: membershipCategories.name, chargeStatus: charges.status })
      .from(memberships)
      .innerJoin(membershipCategories, eq(membershipCategories.id, memberships.categoryId))
      .leftJoin(charges, eq(charges.membershipId, memberships.id))
      .where(and(eq(memberships.userId, viewer.id), eq(memberships.year, year), eq(memberships.terminatedMember, false)))
      .limit(1),
  ]);
  const m = membership[0];
  return {
    ...account,
    roles: viewer.roles,
    conferenceRoles: roles.map((r) => ({
      role: r.role,
      conference: { id: r.conferenceId, name: r.conferenceName },
      thematicArea: r.areaId !== null && r.areaName !== null ? { id: r.areaId, name: r.areaName } : null,
    })),
    activeMembership: m
      ? { id: m.m.id, userId: m.m.userId, year: m.m.year, terminatedMember: m.m.terminatedMember, created: m.m.createdAt, category: { id: m.m.categoryId, name: m.categoryName }, paid: isSettled(m.chargeStatus) }
      : null,
  };
}
