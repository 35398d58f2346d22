import { and, eq, isNull, Placeholder, sql } from 'drizzle-orm';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { withRider, type Rider } from '../../platform/ride-along';
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

// Table names spelled out: inside a subquery drizzle does not qualify the outer column.
const viewerJson = sql<string>`json_build_array("users"."id", "users"."email", "users"."first_name", "users"."last_name", "users"."document",
  coalesce((select json_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = "users"."id"), '[]'::json),
  coalesce((
    select json_agg(json_build_object(
        'conferenceId', cr.conference_id, 'conferenceName', c.name, 'role', cr.role,
        'thematicAreaId', cr.thematic_area_id, 'thematicAreaName', ta.name)
      order by c.start_date desc, cr.role, cr.id)
    from conference_roles cr
    join conferences c on c.id = cr.conference_id
    left join thematic_areas ta on ta.id = cr.thematic_area_id
    where cr.user_id = "users"."id"), '[]'::json))::text`;

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
async function readViewer(db: Executor, sessionId: string, userId: string): Promise<string | null> {
  const [row] = await viewerStatements(db).prepared.execute({ sessionId, userId });
  return row?.viewer ?? null;
}

export async function loadViewer(db: Executor, sessionId: string, userId: string): Promise<Viewer | null> {
  const text = await readViewer(db, sessionId, userId);
  return text === null ? null : viewerFrom(text, sessionId);
}

function buildViewerQuery(db: Executor) {
  return db
    .select({ viewer: viewerJson })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        eq(users.enabled, true),
      ),
    );
}

/**
 * The session check, built once per database: prepared on its own, and as the scalar subquery that
 * rides along with a repeated query's first read (`rideAlong`), the same text with its parameters
 * numbered after that read's.
 */
type Param = { sessionId: true } | { userId: true } | { value: unknown };
const built = new WeakMap<Executor, { prepared: ReturnType<typeof prepareViewerQuery>; text: string; params: Param[] }>();
const prepareViewerQuery = (db: Executor) => buildViewerQuery(db).prepare('session_viewer');
function viewerStatements(db: Executor) {
  let statements = built.get(db);
  if (!statements) {
    const query = buildViewerQuery(db).toSQL();
    // The placeholders by name, any other parameter (the `true` of `enabled`) as its value.
    const params = query.params.map((p): Param => (p instanceof Placeholder ? (p.name === 'sessionId' ? { sessionId: true } : { userId: true }) : { value: p }));
    built.set(db, (statements = { prepared: prepareViewerQuery(db), text: query.sql, params }));
  }
  return statements;
}

/**
 * The last session check's answer for each session (its text), by session and account: a repeated
 * query runs with that viewer and the check rides along with its first read; the answer is sent
 * only if the check reads the same text (`ViewerCheck`). At most this many sessions are kept.
 */
const REMEMBERED_MAX = 10_000;
const rememberedByDb = new WeakMap<Executor, Map<string, string>>();
function remembered(db: Executor) {
  let map = rememberedByDb.get(db);
  if (!map) rememberedByDb.set(db, (map = new Map()));
  return map;
}
function remember(map: Map<string, string>, key: string, text: string | null) {
  map.delete(key);
  if (text === null) return;
  if (map.size >= REMEMBERED_MAX) map.delete(map.keys().next().value as string);
  map.set(key, text);
}

/**
 * A viewer taken from the session's last check, not yet confirmed. `run` runs the request's work
 * with the check riding along with its first read; `confirmed` then says whether the database
 * read the same session, account and roles (reading them on their own when no read carried the
 * check). Only a confirmed outcome may be sent.
 */
export type ViewerCheck = {
  run<T>(work: () => Promise<T>): Promise<T>;
  confirmed(): Promise<boolean>;
};

function rememberedViewer(db: Executor, sessionId: string, userId: string): { viewer: Viewer; check: ViewerCheck } | null {
  const map = remembered(db);
  const key = `${sessionId} ${userId}`;
  const expected = map.get(key);
  if (expected === undefined) return null;
  const statements = viewerStatements(db);
  const values = statements.params.map((p) => ('sessionId' in p ? sessionId : 'userId' in p ? userId : p.value));
  const rider: Rider = {
    sql: (first) => `(${statements.text.replace(/\$(\d+)/g, (_, n: string) => `$${first + Number(n) - 1}`)})`,
    values,
    armed: true,
  };
  return {
    viewer: viewerFrom(expected, sessionId),
    check: {
      run: (work) => withRider(rider, work),
      async confirmed() {
        rider.armed = false;
        const carried = rider.outcome ? await rider.outcome : undefined;
        const actual = carried !== undefined ? carried : await readViewer(db, sessionId, userId);
        if (actual === expected) return true;
        remember(map, key, actual);
        return false;
      },
    },
  };
}

/**
 * Who is asking. No header: anonymous. A token that is not valid, or whose session was
 * revoked or whose account was disabled: UNAUTHENTICATED. An expired token: FORBIDDEN,
 * which the client answers with a refresh.
 */
export async function resolveViewer(
  services: Services,
  header: string | null | undefined,
  opts: { rideAlong?: boolean } = {},
): Promise<{ viewer: Viewer | null; authError: DomainError | null; check?: ViewerCheck }> {
  const token = bearerToken(header);
  if (token === null) return { viewer: null, authError: null };
  if (token === '') return { viewer: null, authError: unauthenticated() };
  const result = await verifyAccessToken(services.config.jwtSecret, token);
  if (!result.ok) return { viewer: null, authError: result.reason === 'expired' ? accessTokenExpired() : unauthenticated() };
  const { db } = services.database;
  const { sid, sub } = result.claims;
  if (opts.rideAlong) {
    const pending = rememberedViewer(db, sid, sub);
    if (pending) return { viewer: pending.viewer, authError: null, check: pending.check };
  }
  const text = await readViewer(db, sid, sub);
  remember(remembered(db), `${sid} ${sub}`, text);
  return text === null ? { viewer: null, authError: unauthenticated() } : { viewer: viewerFrom(text, sid), authError: null };
}
