import { asc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/audit';
import { charges } from '../db/schema/charges';
import { memberships } from '../db/schema/memberships';
import { userRoles } from '../db/schema/users';
import type { Executor } from '../platform/db';

/** Reads of the rows tests assert on, straight from the database. */

export const membershipsOf = (db: Executor, userId: string) => db.select().from(memberships).where(eq(memberships.userId, userId));

export const chargesOf = (db: Executor, userId: string) => db.select().from(charges).where(eq(charges.userId, userId));

/** The user's global roles, sorted. */
export const rolesOf = async (db: Executor, userId: string) => (await db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role).sort();

/** Audit entries with this action, oldest first. */
export const auditByAction = (db: Executor, action: string) => db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

/** Audit entries about this person, oldest first. */
export const auditOfUser = (db: Executor, userId: string) => db.select().from(auditLog).where(eq(auditLog.targetUserId, userId)).orderBy(asc(auditLog.id));
