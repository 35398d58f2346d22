import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
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
async function readViewer(db: Executor, sessionId: string, userId: string): Promise<string | null> {
  const [row] = await viewerStatement(db).execute({ sessionId, userId });
  return row?.viewer ?? null;
}

export async function loadViewer(db: Executor, sessionId: string, userId: string): Promise<Viewer | null> {
  const text = await readViewer(db, sessionId, userId);
  return text === null ? null : viewerFrom(text, sessionId);
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
  // The same function, as a subquery (evaluated once, not per row): the statement it rides with plans no more than a call.
  const rider: Rider = { sql: (first) => `(select portal_session_viewer($${first}, $${first + 1}))`, values: [sessionId, userId], armed: true };
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
