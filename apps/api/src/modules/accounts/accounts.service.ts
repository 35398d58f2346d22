import { and, eq, sql } from 'drizzle-orm';
import { isSettled } from '@portal/domain/charges';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { charges } from '../../db/schema/charges';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import { personalInfo } from '../../db/schema/profiles';
import type { Executor } from '../../platform/db';
import { preparedShapes } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import { notFound } from '../../platform/errors';
import { loadViewer } from '../auth/auth.service';

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

/** The person's membership of `year`, if not ended: a prepared statement (see `preparedShapes`). */
const activeMembershipQuery = preparedShapes('active_membership', (db, name) =>
  db
    .select({ m: memberships, categoryName: membershipCategories.name, chargeStatus: charges.status })
    .from(memberships)
    .innerJoin(membershipCategories, eq(membershipCategories.id, memberships.categoryId))
    .leftJoin(charges, eq(charges.membershipId, memberships.id))
    .where(and(eq(memberships.userId, sql.placeholder('userId')), eq(memberships.year, sql.placeholder('year')), eq(memberships.terminatedMember, false)))
    .limit(1)
    .prepare(name),
);

/** The signed-in person as the web shell needs them. */
export async function getMe(db: Executor, viewer: Viewer, year = new Date().getFullYear()): Promise<MeShape> {
  // The session check read the account and the roles already (one statement); a viewer built
  // by hand reads them here.
  const account = viewer.account ?? (await loadViewer(db, viewer.sessionId, viewer.id))?.account;
  if (!account) throw notFound();
  const [m] = await activeMembershipQuery(db, 'current').execute({ userId: viewer.id, year });
  return {
    id: viewer.id,
    email: viewer.email,
    firstName: account.firstName,
    lastName: account.lastName,
    document: account.document,
    roles: viewer.roles,
    conferenceRoles: account.conferenceRoles,
    activeMembership: m
      ? { id: m.m.id, userId: m.m.userId, year: m.m.year, terminatedMember: m.m.terminatedMember, created: m.m.createdAt, category: { id: m.m.categoryId, name: m.categoryName }, paid: isSettled(m.chargeStatus) }
      : null,
  };
}

/** The gender the person gave in their personal data (FEMENINO, ...), or null: role names follow it. */
export async function genderOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ gender: personalInfo.gender }).from(personalInfo).where(eq(personalInfo.userId, userId));
  return row?.gender ?? null;
}
