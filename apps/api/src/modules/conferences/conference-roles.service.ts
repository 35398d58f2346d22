import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { grantConferenceRoleInput } from '@portal/domain/conferences';
import { roleLabels, type ConferenceRoleKind } from '@portal/domain/roles';
import { conferenceRoles, conferences, conferenceThematicAreas, thematicAreas } from '../../db/schema/conferences';
import { personalInfo } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db';
import { badInput, conflict, forbidden, notFound, parseInput } from '../../platform/errors';
import { isSelfGrant, SELF_GRANT_MESSAGE } from '../users/users.rules';
import { parseIntId } from '../../platform/ids';
import { listTotal, pageWithTotal, parseList, type Page } from '../../platform/list';
import { containsFolded } from '../../platform/search';

export type StaffRole = { id: number; role: ConferenceRoleKind; thematicAreaId: number | null; thematicAreaName: string | null };
export type StaffPerson = { id: string; firstName: string; lastName: string; email: string; document: string };
/** `gender`: from the personal data, only for role names (the schema exposes `roleGenderOf` of it). */
export type StaffMember = StaffPerson & { gender: string | null; roles: StaffRole[] };

const NOT_FOUND = 'No se encontró la edición del congreso.';
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Name (either order), e-mail or document contains the text, ignoring case and accents. */
function personMatches(search: string): SQL {
  return or(
    containsFolded(sql`${users.firstName} || ' ' || ${users.lastName}`, search),
    containsFolded(sql`${users.lastName} || ' ' || ${users.firstName}`, search),
    containsFolded(users.email, search),
    containsFolded(users.document, search),
  )!;
}

const staffSort = {
  name: sql`${users.sortKey} collate "C"`,
  email: users.email,
};

async function assertConference(db: Executor, conferenceId: number) {
  const [row] = await db.select({ id: conferences.id }).from(conferences).where(eq(conferences.id, conferenceId));
  if (!row) throw notFound(NOT_FOUND);
}

/**
 * The people with a role in an edition and their roles there: one statement, the page with its
 * bounded count; only an empty result asks whether the edition exists (NOT_FOUND otherwise).
 */
export async function listConferenceStaff(db: Executor, conferenceIdArg: unknown, args: unknown): Promise<Page<StaffMember>> {
  const conferenceId = parseIntId(conferenceIdArg, 'conferenceId');
  const list = parseList(args, staffSort, 'name');
  const inConference = sql`exists (select 1 from "conference_roles" as held where held.user_id = "users"."id" and held.conference_id = ${conferenceId})`;
  const where = and(inConference, list.search ? personMatches(list.search) : undefined);
  const roles = sql<StaffRole[]>`(
    select coalesce(json_agg(json_build_object('id', r.id, 'role', r.role, 'thematicAreaId', r.thematic_area_id, 'thematicAreaName', a.name) order by r.role, a.name), '[]'::json)
    from "conference_roles" as r left join "thematic_areas" as a on a.id = r.thematic_area_id
    where r.user_id = "users"."id" and r.conference_id = ${conferenceId}
  )`;
  const countRows = db.select({ one: sql`1` }).from(users).where(where).limit(list.countCap + 1);
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, document: users.document, gender: personalInfo.gender, roles, listTotal: listTotal(countRows) })
    .from(users)
    .leftJoin(personalInfo, eq(personalInfo.userId, users.id))
    .where(where)
    .orderBy(list.orderBy, asc(users.id))
    .limit(list.fetch)
    .offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  if (page.total === 0) await assertConference(db, conferenceId);
  return page;
}

/** The person picker: up to 10 enabled accounts matching the text (accents ignored). */
export async function staffCandidates(db: Executor, search: string | null | undefined): Promise<StaffPerson[]> {
  const text = (search ?? '').trim();
  if (text.length < 2) return [];
  if (text.length > 100) throw badInput({ search: 'La búsqueda es demasiado larga' });
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, document: users.document })
    .from(users)
    .where(and(eq(users.enabled, true), personMatches(text)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(10);
}

/**
 * Grants a role in an edition (a COORDINADOR for one or more of its areas), audited. The person
 * holds it from their next request; their app shows it after the next token refresh. Never to
 * oneself (separation of duties: a treasurer or admin does not make themselves congress staff).
 */
export async function grantConferenceRole(db: Db, actorId: string, conferenceIdArg: unknown, data: unknown): Promise<StaffMember> {
  const conferenceId = parseIntId(conferenceIdArg, 'conferenceId');
  const input = parseInput(grantConferenceRoleInput, data);
  const areaIds = input.thematicAreaIds.map((id, i) => parseIntId(id, `thematicAreaIds.${i}`));
  const userId = input.userId;
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw badInput({ userId: 'Elija una persona de la lista' });
  if (isSelfGrant(actorId, userId)) throw forbidden(SELF_GRANT_MESSAGE);
  await db.transaction(async (tx) => {
    // Holds the edition while granting: a delete waits (and then sees the new role).
    const [conference] = await tx.select({ id: conferences.id, name: conferences.name }).from(conferences).where(eq(conferences.id, conferenceId)).for('share');
    if (!conference) throw notFound(NOT_FOUND);
    const [person] = await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
    if (!person) throw badInput({ userId: 'Elija una persona de la lista' });
    if (areaIds.length) {
      const own = await tx
        .select({ id: conferenceThematicAreas.thematicAreaId })
        .from(conferenceThematicAreas)
        .where(and(eq(conferenceThematicAreas.conferenceId, conferenceId), inArray(conferenceThematicAreas.thematicAreaId, areaIds)));
      if (own.length !== new Set(areaIds).size) throw badInput({ thematicAreaIds: 'Elija áreas temáticas de esta edición' });
    }
    const values = (areaIds.length ? areaIds : [null]).map((thematicAreaId) => ({ userId, conferenceId, role: input.role, thematicAreaId }));
    const inserted = await tx.insert(conferenceRoles).values(values).onConflictDoNothing().returning();
    if (inserted.length === 0) throw conflict('ROLE_ALREADY_HELD', `${fullName(person)} ya tiene el rol ${roleLabels[input.role]}${areaIds.length ? ' en esas áreas' : ''} en esta edición.`);
    for (const row of inserted) {
      await recordAudit(tx, {
        actorId,
        action: 'conferenceRole.granted',
        targetType: 'conferenceRole',
        targetId: row.id,
        targetUserId: userId,
        after: { conferenceId, conferenceName: conference.name, role: row.role, thematicAreaId: row.thematicAreaId },
      });
    }
  });
  return staffMember(db, conferenceId, userId);
}

/** Removes one role (for a coordinator, of one area), audited. */
export async function revokeConferenceRole(db: Db, actorId: string, idArg: unknown): Promise<boolean> {
  const id = parseIntId(idArg);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(conferenceRoles).where(eq(conferenceRoles.id, id)).returning();
    if (!deleted) throw notFound('No se encontró ese rol.');
    await recordAudit(tx, {
      actorId,
      action: 'conferenceRole.revoked',
      targetType: 'conferenceRole',
      targetId: deleted.id,
      targetUserId: deleted.userId,
      before: { conferenceId: deleted.conferenceId, role: deleted.role, thematicAreaId: deleted.thematicAreaId },
    });
  });
  return true;
}

async function staffMember(db: Executor, conferenceId: number, userId: string): Promise<StaffMember> {
  await assertConference(db, conferenceId);
  const [person] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, document: users.document, gender: personalInfo.gender })
    .from(users)
    .leftJoin(personalInfo, eq(personalInfo.userId, users.id))
    .where(eq(users.id, userId));
  if (!person) throw notFound('No se encontró la persona.');
  const roles = await db
    .select({ id: conferenceRoles.id, role: conferenceRoles.role, thematicAreaId: conferenceRoles.thematicAreaId, thematicAreaName: thematicAreas.name })
    .from(conferenceRoles)
    .leftJoin(thematicAreas, eq(thematicAreas.id, conferenceRoles.thematicAreaId))
    .where(and(eq(conferenceRoles.conferenceId, conferenceId), eq(conferenceRoles.userId, userId)))
    .orderBy(asc(conferenceRoles.role), asc(thematicAreas.name));
  return { ...person, roles };
}
