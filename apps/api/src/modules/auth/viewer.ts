import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
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

type ConferenceRoleRow = {
  conferenceId: number;
  conferenceName: string;
  role: ConferenceRoleKind;
  thematicAreaId: number | null;
  thematicAreaName: string | null;
};

// Table names spelled out: inside a subquery drizzle does not qualify the outer column.
const globalRolesJson = sql<GlobalRole[]>`coalesce((select json_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = "users"."id"), '[]'::json)`;
const conferenceRolesJson = sql<ConferenceRoleRow[]>`coalesce((
  select json_agg(json_build_object(
      'conferenceId', cr.conference_id, 'conferenceName', c.name, 'role', cr.role,
      'thematicAreaId', cr.thematic_area_id, 'thematicAreaName', ta.name)
    order by c.start_date desc, cr.role, cr.id)
  from conference_roles cr
  join conferences c on c.id = cr.conference_id
  left join thematic_areas ta on ta.id = cr.thematic_area_id
  where cr.user_id = "users"."id"), '[]'::json)`;

/**
 * The live session, its account and all its roles, in ONE statement (read on every request, never
 * cached: a role taken away or a session revoked applies to the very next request).
 */
export async function loadViewer(db: Executor, sessionId: string, userId: string): Promise<Viewer | null> {
  const [row] = await viewerQuery(db).execute({ sessionId, userId });
  if (!row) return null;
  return {
    id: row.id,
    sessionId,
    email: row.email,
    roles: row.roles,
    conferenceRoles: row.conferenceRoles.map((r) => ({ conferenceId: r.conferenceId, role: r.role, thematicAreaId: r.thematicAreaId })),
    account: {
      firstName: row.firstName,
      lastName: row.lastName,
      document: row.document,
      conferenceRoles: row.conferenceRoles.map((r) => ({
        role: r.role,
        conference: { id: r.conferenceId, name: r.conferenceName },
        thematicArea: r.thematicAreaId !== null && r.thematicAreaName !== null ? { id: r.thematicAreaId, name: r.thematicAreaName } : null,
      })),
    },
  };
}

/** The session check's statement, built once per database (not on every request) and prepared. */
const prepared = new WeakMap<Executor, ReturnType<typeof buildViewerQuery>>();
function viewerQuery(db: Executor) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = buildViewerQuery(db)));
  return query;
}

function buildViewerQuery(db: Executor) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      document: users.document,
      roles: globalRolesJson,
      conferenceRoles: conferenceRolesJson,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        eq(users.enabled, true),
      ),
    )
    .prepare('session_viewer');
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
  const viewer = await loadViewer(services.database.db, result.claims.sid, result.claims.sub);
  return viewer ? { viewer, authError: null } : { viewer: null, authError: unauthenticated() };
}
