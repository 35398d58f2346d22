import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
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

/** What the session check reads, in this order, as one JSON array. */
type ViewerArray = [id: string, email: string, firstName: string, lastName: string, document: string, roles: GlobalRole[], conferenceRoles: ConferenceRoleRow[]];

/**
 * The session check (migration 0020, `portal_session_viewer`): the live session of an enabled
 * account with the account and all its roles, as one JSON text (`ViewerArray`), or null.
 */
const viewerCall = (session: SQL | Placeholder, user: SQL | Placeholder) => sql<string | null>`portal_session_viewer(${session}, ${user})`;

function viewerFrom(text: string, sessionId: string): Viewer {
  const [id, email, firstName, lastName, document, roles, conferenceRoles] = JSON.parse(text) as ViewerArray;
  return {
    id,
    sessionId,
    email,
    roles,
    conferenceRoles: conferenceRoles.map((r) => ({ conferenceId: r.conferenceId, role: r.role, thematicAreaId: r.thematicAreaId })),
    account: {
      firstName,
      lastName,
      document,
      conferenceRoles: conferenceRoles.map((r) => ({
        role: r.role,
        conference: { id: r.conferenceId, name: r.conferenceName },
        thematicArea: r.thematicAreaId !== null && r.thematicAreaName !== null ? { id: r.thematicAreaId, name: r.thematicAreaName } : null,
      })),
    },
  };
}

/**
 * The live session, its account and all its roles, in ONE statement, as one text (null: no such
 * live session of an enabled account). Never cached: a role taken away or a session revoked
 * applies to the very next request.
 */
export async function loadViewer(db: Executor, sessionId: string, userId: string): Promise<Viewer | null> {
  const [row] = await viewerStatement(db).execute({ sessionId, userId });
  return row?.viewer == null ? null : viewerFrom(row.viewer, sessionId);
}

/** The session check on its own, prepared once per database. */
const prepared = new WeakMap<Executor, ReturnType<typeof prepareViewerQuery>>();
const prepareViewerQuery = (db: Executor) =>
  db
    .select({ viewer: viewerCall(sql.placeholder('sessionId'), sql.placeholder('userId')) })
    .from(sql`(select 1) as one`)
    .prepare('session_viewer');
function viewerStatement(db: Executor) {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareViewerQuery(db)));
  return statement;
}

/**
 * Who is asking. No header: anonymous. A token that is not valid, or whose session was
 * revoked or whose account was disabled: UNAUTHENTICATED. An expired token: FORBIDDEN,
 * which the client answers with a refresh.
 */
export async function resolveViewer(
  services: Services,
  header: string | null | undefined,
): Promise<{ viewer: Viewer | null; authError: DomainError | null }> {
  const token = bearerToken(header);
  if (token === null) return { viewer: null, authError: null };
  if (token === '') return { viewer: null, authError: unauthenticated() };
  const result = await verifyAccessToken(services.config.jwtSecret, token);
  if (!result.ok) return { viewer: null, authError: result.reason === 'expired' ? accessTokenExpired() : unauthenticated() };
  const { sid, sub } = result.claims;
  const viewer = await loadViewer(services.database.db, sid, sub);
  return viewer ? { viewer, authError: null } : { viewer: null, authError: unauthenticated() };
}
