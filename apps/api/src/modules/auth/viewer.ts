import { and, eq, isNull } from 'drizzle-orm';
import { conferenceRoles } from '../../db/schema/conferences';
import { sessions } from '../../db/schema/sessions';
import { userRoles, users } from '../../db/schema/users';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { accessTokenExpired, unauthenticated, type DomainError } from '../../platform/errors';
import { verifyAccessToken } from './tokens';

/** Reads `Authorization: bearer <token>` (scheme case-insensitive). */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/**
 * Who is asking. No header: anonymous. A token that is not valid, or whose session was
 * revoked or whose account was disabled: UNAUTHENTICATED. An expired token: FORBIDDEN,
 * which the client answers with a refresh.
 */
export async function resolveViewer(services: Services, header: string | null | undefined): Promise<{ viewer: Viewer | null; authError: DomainError | null }> {
  const token = bearerToken(header);
  if (token === null) return { viewer: null, authError: null };
  if (token === '') return { viewer: null, authError: unauthenticated() };
  const result = await verifyAccessToken(services.config.jwtSecret, token);
  if (!result.ok) return { viewer: null, authError: result.reason === 'expired' ? accessTokenExpired() : unauthenticated() };
  const { db } = services.database;
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, result.claims.sid), eq(sessions.userId, result.claims.sub), isNull(sessions.revokedAt), eq(users.enabled, true)));
  if (!row) return { viewer: null, authError: unauthenticated() };
  const [roles, confRoles] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, row.id)),
    db
      .select({ conferenceId: conferenceRoles.conferenceId, role: conferenceRoles.role, thematicAreaId: conferenceRoles.thematicAreaId })
      .from(conferenceRoles)
      .where(eq(conferenceRoles.userId, row.id)),
  ]);
  return {
    viewer: { id: row.id, sessionId: result.claims.sid, email: row.email, roles: roles.map((r) => r.role), conferenceRoles: confRoles },
    authError: null,
  };
}
