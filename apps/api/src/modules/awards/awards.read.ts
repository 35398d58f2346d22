import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { awardMessages, type AwardResult, type AwardStatus } from '@portal/domain/awards';
import { buenosAiresDay } from '@portal/domain/dates';
import { awardApplications, awardJudges, awards } from '../../db/schema/awards';
import { conferenceRoles, conferences } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { users } from '../../db/schema/users';
import { shareInstitutionSql } from '../../platform/conflict-of-interest';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import { likePattern, listTotal, pageWithTotal, parseList, spanishOrder, type Page } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import { awardPermissions, canReadAward, conferencesWhere, isAwardAdmin, isAwardJudge, isReceiving, type AwardFacts, type AwardPermissions } from './awards.rules';

export type AwardRow = typeof awards.$inferSelect;
export type Person = { id: string; firstName: string; lastName: string; email: string };
export type FileView = { id: string; name: string; sizeBytes: number; uploadedAt: Date };

export type AwardView = AwardRow & {
  conference: { id: number; name: string };
  judges: Person[];
  applicationCount: number;
  /** Applications the viewer (a judge) has not scored yet; 0 for anyone else. */
  viewerPending: number;
  receiving: boolean;
  viewerIsJudge: boolean;
  permissions: AwardPermissions;
};

/** The owner of an application's file in the files domain. */
export const applicationOwner = (id: number) => ({ type: 'awardApplication', id });

/** Conflicts of interest: the judge and the applicant share an institution (platform/conflict-of-interest.ts, the one rule). */
export const sharesInstitution = (judge: SQL, applicant: SQL) => shareInstitutionSql(judge, applicant);

const APP = sql.raw('"award_applications"');
/** The mean of an application's scores, leaving out judges in conflict with the applicant. */
export const meanSql = sql<string | null>`(select round(avg(s.score)::numeric, 2) from "award_scores" as s
  where s.application_id = ${APP}.id and not ${sharesInstitution(sql`s.judge_id`, sql`${APP}.user_id`)})`;
export const countedSql = sql<number>`(select count(*)::int from "award_scores" as s
  where s.application_id = ${APP}.id and not ${sharesInstitution(sql`s.judge_id`, sql`${APP}.user_id`)})`;
const fileSql = sql<{ id: string; name: string; sizeBytes: number; uploadedAt: string } | null>`(select json_build_object('id', f.id, 'name', f.original_name, 'sizeBytes', f.size_bytes, 'uploadedAt', f.created_at)
  from "files" as f where f.attached_type = 'awardApplication' and f.attached_id = ${APP}.id::text order by f.created_at desc limit 1)`;

type JudgeJson = { id: string; firstName: string; lastName: string; email: string };
const judgesSql = sql<JudgeJson[] | null>`(select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) order by u.last_name, u.first_name)
  from "award_judges" as j join "users" as u on u.id = j.user_id where j.award_id = "awards"."id")`;
const applicationCountSql = sql<number>`(select count(*)::int from "award_applications" as a where a.award_id = "awards"."id")`;
const appliedSql = (viewerId: string) => sql<boolean>`exists (select 1 from "award_applications" as a where a.award_id = "awards"."id" and a.user_id = ${viewerId})`;
const pendingSql = (viewerId: string) => sql<number>`(select count(*)::int from "award_applications" as a where a.award_id = "awards"."id"
  and not exists (select 1 from "award_scores" as s where s.application_id = a.id and s.judge_id = ${viewerId}))`;

const awardSelect = (db: Executor, viewer: Viewer) =>
  db
    .select({ a: awards, conferenceName: conferences.name, judges: judgesSql, applicationCount: applicationCountSql, pending: pendingSql(viewer.id), applied: appliedSql(viewer.id) })
    .from(awards)
    .innerJoin(conferences, eq(conferences.id, awards.conferenceId));

type AwardSelectRow = Awaited<ReturnType<ReturnType<typeof awardSelect>['execute']>>[number];

export const factsOfAward = (a: AwardRow, judgeIds: readonly string[]): AwardFacts => ({ conferenceId: a.conferenceId, status: a.status, opensOn: a.opensOn, closesOn: a.closesOn, judgeIds });

function toAwardView(viewer: Viewer, row: AwardSelectRow, today = buenosAiresDay()): AwardView {
  const judges = row.judges ?? [];
  const facts = factsOfAward(row.a, judges.map((j) => j.id));
  const viewerIsJudge = isAwardJudge(viewer, facts);
  return {
    ...row.a,
    conference: { id: row.a.conferenceId, name: row.conferenceName },
    judges,
    applicationCount: row.applicationCount,
    viewerPending: viewerIsJudge ? row.pending : 0,
    receiving: isReceiving(row.a, today),
    viewerIsJudge,
    permissions: awardPermissions(viewer, facts, row.applicationCount, Boolean(row.applied)),
  };
}

/** One award for its ADMIN_CONGRESO or one of its judges; NOT_FOUND for anyone else. Two statements after the session. */
export async function getAward(db: Executor, viewer: Viewer, id: unknown): Promise<AwardView> {
  const awardId = parseIntId(id);
  const [row] = await awardSelect(db, viewer).where(eq(awards.id, awardId));
  if (!row) throw notFound(awardMessages.notFound);
  const view = toAwardView(viewer, row);
  if (!canReadAward(viewer, factsOfAward(row.a, view.judges.map((j) => j.id)))) throw notFound(awardMessages.notFound);
  return view;
}

/**
 * The awards of an edition: all of them for its ADMIN_CONGRESO, those they judge for a JUEZ.
 * One statement after the session (the scope already checked the role), whatever their number.
 */
export async function listConferenceAwards(db: Executor, viewer: Viewer, conferenceId: unknown): Promise<AwardView[]> {
  const id = parseIntId(conferenceId, 'conferenceId');
  const judged = db.select({ id: awardJudges.awardId }).from(awardJudges).where(eq(awardJudges.userId, viewer.id));
  const where = isAwardAdmin(viewer, id) ? eq(awards.conferenceId, id) : and(eq(awards.conferenceId, id), inArray(awards.id, judged));
  const rows = await awardSelect(db, viewer).where(where).orderBy(desc(awards.createdAt), desc(awards.id));
  return rows.map((r) => toAwardView(viewer, r)).filter((a) => canReadAward(viewer, factsOfAward(a, a.judges.map((j) => j.id))));
}

/** The JUEZ of an edition, the people an award's judges are chosen from. */
export async function judgeCandidates(db: Executor, conferenceId: unknown): Promise<Person[]> {
  const id = parseIntId(conferenceId, 'conferenceId');
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(conferenceRoles)
    .innerJoin(users, eq(users.id, conferenceRoles.userId))
    .where(and(eq(conferenceRoles.conferenceId, id), eq(conferenceRoles.role, 'JUEZ')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

// ---------------------------------------------------------------------------------------------
// Applications as judges and ADMIN_CONGRESO see them.

export type JudgeScore = { judgeId: string; name: string; score: number | null; comment: string | null; conflict: boolean; updatedAt: string | null };

export type ApplicationView = {
  id: number;
  awardId: number;
  title: string;
  summary: string;
  createdAt: Date;
  updatedAt: Date;
  applicant: Person;
  file: FileView | null;
  /** The viewer (a judge) shares an institution with the applicant: flagged, left out of the mean. */
  viewerConflict: boolean;
  viewerScore: { score: number; comment: string; updatedAt: Date } | null;
  /** Mean of the scores counted (judges in conflict left out); hidden from a judge until they scored all. */
  mean: number | null;
  countedScores: number;
  /** What it obtained when the award was closed (null: neither, or still open). */
  result: AwardResult | null;
  /** Every judge's score, for ADMIN_CONGRESO only (null for judges). */
  scores: JudgeScore[] | null;
};

/** Every judge of the application's award with their score, as text for a file: «Ana Pérez: 8», «… (en conflicto)», «…: sin puntaje». */
export const scoresTextSql = sql<string | null>`(select string_agg(u.first_name || ' ' || u.last_name || ': ' || coalesce(s.score::text, 'sin puntaje')
    || case when ${sharesInstitution(sql`j.user_id`, sql`${APP}.user_id`)} then ' (en conflicto)' else '' end, '; ' order by u.last_name, u.first_name)
  from "award_judges" as j join "users" as u on u.id = j.user_id
  left join "award_scores" as s on s.application_id = ${APP}.id and s.judge_id = j.user_id
  where j.award_id = ${APP}.award_id)`;

const allScoresSql = sql<JudgeScore[] | null>`(select json_agg(json_build_object('judgeId', u.id, 'name', u.first_name || ' ' || u.last_name, 'score', s.score, 'comment', s.comment,
    'conflict', ${sharesInstitution(sql`j.user_id`, sql`${APP}.user_id`)}, 'updatedAt', s.updated_at) order by u.last_name, u.first_name)
  from "award_judges" as j join "users" as u on u.id = j.user_id
  left join "award_scores" as s on s.application_id = ${APP}.id and s.judge_id = j.user_id
  where j.award_id = ${APP}.award_id)`;
const viewerScoreSql = (viewerId: string) =>
  sql<{ score: number; comment: string; updatedAt: string } | null>`(select json_build_object('score', s.score, 'comment', s.comment, 'updatedAt', s.updated_at)
  from "award_scores" as s where s.application_id = ${APP}.id and s.judge_id = ${viewerId})`;
/**
 * Applications of the award the viewer (a judge) has not scored. Given the award's id (a list of one
 * award's applications) the subquery does not depend on the row, so PostgreSQL runs it once per
 * statement (an InitPlan) instead of counting the award's applications again for every row.
 */
const viewerPendingSql = (viewerId: string, awardId?: number) => sql<number>`(select count(*)::int from "award_applications" as a where a.award_id = ${awardId ?? sql`${APP}.award_id`}
  and not exists (select 1 from "award_scores" as s where s.application_id = a.id and s.judge_id = ${viewerId}))`;

/**
 * An application as staff read it. `awardId`: set when every row selected belongs to that award
 * (lists and rankings of one award); `extra` adds columns (a list's `listTotal`).
 */
const applicationSelect = <Extra extends Record<string, SQL>>(db: Executor, viewer: Viewer, awardId?: number, extra = {} as Extra) =>
  db
    .select({
      ...extra,
      app: awardApplications,
      applicant: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      conferenceId: awards.conferenceId,
      file: fileSql,
      viewerConflict: sharesInstitution(sql`${viewer.id}::uuid`, sql`${APP}.user_id`),
      viewerScore: viewerScoreSql(viewer.id),
      viewerPending: viewerPendingSql(viewer.id, awardId),
      mean: meanSql,
      counted: countedSql,
      allScores: allScoresSql,
    })
    .from(awardApplications)
    .innerJoin(awards, eq(awards.id, awardApplications.awardId))
    .innerJoin(users, eq(users.id, awardApplications.userId));

type ApplicationSelectRow = Awaited<ReturnType<ReturnType<typeof applicationSelect<Record<never, never>>>['execute']>>[number];

function toApplicationView(viewer: Viewer, r: ApplicationSelectRow): ApplicationView {
  const admin = isAwardAdmin(viewer, r.conferenceId);
  const meanVisible = admin || r.viewerPending === 0;
  return {
    ...r.app,
    applicant: r.applicant,
    file: r.file ? { ...r.file, sizeBytes: Number(r.file.sizeBytes), uploadedAt: new Date(r.file.uploadedAt) } : null,
    viewerConflict: Boolean(r.viewerConflict),
    viewerScore: r.viewerScore ? { ...r.viewerScore, updatedAt: new Date(r.viewerScore.updatedAt) } : null,
    mean: meanVisible && r.mean !== null ? Number(r.mean) : null,
    countedScores: meanVisible ? r.counted : 0,
    scores: admin ? (r.allScores ?? []) : null,
  };
}

/** Applications of awards the viewer reads: ADMIN_CONGRESO of the edition, or a judge of it holding JUEZ there. */
function readableApplications(viewer: Viewer): SQL {
  const admin = conferencesWhere(viewer, 'ADMIN_CONGRESO');
  const juez = conferencesWhere(viewer, 'JUEZ');
  const judged = sql`exists (select 1 from "award_judges" as j where j.award_id = ${APP}.award_id and j.user_id = ${viewer.id})`;
  const parts: SQL[] = [];
  if (admin.length) parts.push(inArray(awards.conferenceId, admin));
  if (juez.length) parts.push(and(inArray(awards.conferenceId, juez), judged)!);
  return parts.length ? or(...parts)! : sql`false`;
}

const sortable = {
  createdAt: awardApplications.createdAt,
  title: spanishOrder(awardApplications.title),
  applicant: spanishOrder(sql`${users.lastName} || ' ' || ${users.firstName}`),
};

/**
 * The applications of one award for its judges and ADMIN_CONGRESO: title, summary, file,
 * applicant, the viewer's score and conflict flag, the mean (hidden from a judge until they scored
 * every application), and for ADMIN_CONGRESO every judge's score. Sort by createdAt (default),
 * title or applicant; search in title and applicant. One statement after the session (the page
 * with its bounded count, both limited to what the viewer reads); only an empty answer reads the
 * award (NOT_FOUND unless the viewer reads it). The same for any page size.
 */
export async function listAwardApplications(db: Executor, viewer: Viewer, args: { awardId: unknown } & Record<string, unknown>): Promise<Page<ApplicationView>> {
  const list = parseList(args, sortable, 'createdAt');
  const awardId = parseIntId(args.awardId, 'awardId');
  const where: SQL[] = [eq(awardApplications.awardId, awardId), readableApplications(viewer)];
  if (list.search) {
    const pattern = likePattern(list.search);
    where.push(or(ilike(awardApplications.title, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!);
  }
  const condition = and(...where);
  const countRows = db
    .select({ one: sql`1` })
    .from(awardApplications)
    .innerJoin(awards, eq(awards.id, awardApplications.awardId))
    .innerJoin(users, eq(users.id, awardApplications.userId))
    .where(condition)
    .limit(list.countCap + 1);
  const rows = await applicationSelect(db, viewer, awardId, { listTotal: listTotal(countRows) })
    .where(condition)
    .orderBy(list.orderBy, list.direction === 'ASC' ? asc(awardApplications.id) : desc(awardApplications.id))
    .limit(list.fetch)
    .offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  if (page.total === 0) await getAward(db, viewer, awardId);
  return { ...page, items: page.items.map((r) => toApplicationView(viewer, r)) };
}

/** One application as a judge or ADMIN_CONGRESO sees it (NOT_FOUND otherwise). */
export async function getApplicationForStaff(db: Executor, viewer: Viewer, id: number): Promise<ApplicationView> {
  const [row] = await applicationSelect(db, viewer).where(and(eq(awardApplications.id, id), readableApplications(viewer)));
  if (!row) throw notFound(awardMessages.applicationNotFound);
  return toApplicationView(viewer, row);
}

export type RankingEntry = { position: number; application: ApplicationView };

/** How many applications the ranking shows. */
export const RANKING_LIMIT = 100;

/**
 * The ranking by mean score (judges in conflict left out; unscored last), for ADMIN_CONGRESO and
 * for a judge once they scored every application; null before that. Equal means share a position.
 */
export async function awardRanking(db: Executor, viewer: Viewer, award: AwardView): Promise<RankingEntry[] | null> {
  if (!award.permissions.seesAllScores && !(award.viewerIsJudge && award.viewerPending === 0)) return null;
  const rows = await applicationSelect(db, viewer, award.id)
    .where(eq(awardApplications.awardId, award.id))
    .orderBy(sql`${meanSql} desc nulls last`, asc(awardApplications.createdAt), asc(awardApplications.id))
    .limit(RANKING_LIMIT);
  const views = rows.map((r) => toApplicationView(viewer, r));
  let position = 0;
  return views.map((v, i) => {
    if (i === 0 || v.mean !== views[i - 1].mean) position = i + 1;
    return { position, application: v };
  });
}

// ---------------------------------------------------------------------------------------------
// Awards and applications as members see them.

export type MyApplicationView = {
  id: number;
  awardId: number;
  inscriptionId: number;
  title: string;
  summary: string;
  createdAt: Date;
  updatedAt: Date;
  file: FileView | null;
  award: { id: number; name: string; status: AwardStatus; opensOn: string; closesOn: string; receiving: boolean; conference: { id: number; name: string } };
  canChange: boolean;
};

const myApplicationSelect = (db: Executor) =>
  db
    .select({ app: awardApplications, award: awards, conferenceName: conferences.name, file: fileSql })
    .from(awardApplications)
    .innerJoin(awards, eq(awards.id, awardApplications.awardId))
    .innerJoin(conferences, eq(conferences.id, awards.conferenceId));

type MyApplicationRow = Awaited<ReturnType<ReturnType<typeof myApplicationSelect>['execute']>>[number];

function toMyApplication(r: MyApplicationRow, today = buenosAiresDay()): MyApplicationView {
  const receiving = isReceiving(r.award, today);
  return {
    ...r.app,
    file: r.file ? { ...r.file, sizeBytes: Number(r.file.sizeBytes), uploadedAt: new Date(r.file.uploadedAt) } : null,
    award: { id: r.award.id, name: r.award.name, status: r.award.status, opensOn: r.award.opensOn, closesOn: r.award.closesOn, receiving, conference: { id: r.award.conferenceId, name: r.conferenceName } },
    canChange: receiving,
  };
}

/** The viewer's own application (NOT_FOUND for anyone else's). */
export async function getMyApplication(db: Executor, viewer: Viewer, id: unknown): Promise<MyApplicationView> {
  const applicationId = parseIntId(id);
  const [row] = await myApplicationSelect(db).where(and(eq(awardApplications.id, applicationId), eq(awardApplications.userId, viewer.id)));
  if (!row) throw notFound(awardMessages.applicationNotFound);
  return toMyApplication(row);
}

/** Every application of the viewer, newest first (one statement after the session). */
export async function listMyApplications(db: Executor, viewer: Viewer): Promise<MyApplicationView[]> {
  const rows = await myApplicationSelect(db).where(eq(awardApplications.userId, viewer.id)).orderBy(desc(awardApplications.createdAt), desc(awardApplications.id));
  return rows.map((r) => toMyApplication(r));
}

export type AwardOffer = {
  id: number;
  name: string;
  rules: string;
  opensOn: string;
  closesOn: string;
  status: AwardStatus;
  receiving: boolean;
  myApplication: MyApplicationView | null;
};

/**
 * The awards of the edition of one of the viewer's inscriptions, each with the viewer's application
 * if any. NOT_FOUND for anyone else's inscription. Two statements after the session.
 */
export async function awardsForInscription(db: Executor, viewer: Viewer, inscriptionId: unknown): Promise<{ inscriptionId: number; conference: { id: number; name: string }; awards: AwardOffer[] }> {
  const id = parseIntId(inscriptionId, 'inscriptionId');
  const [inscription] = await db
    .select({ id: inscriptions.id, conferenceId: inscriptions.conferenceId, conferenceName: conferences.name })
    .from(inscriptions)
    .innerJoin(conferences, eq(conferences.id, inscriptions.conferenceId))
    .where(and(eq(inscriptions.id, id), eq(inscriptions.userId, viewer.id)));
  if (!inscription) throw notFound('No se encontró la inscripción.');
  const [rows, mine] = await Promise.all([
    db.select().from(awards).where(eq(awards.conferenceId, inscription.conferenceId)).orderBy(desc(awards.createdAt), desc(awards.id)),
    myApplicationSelect(db).where(and(eq(awardApplications.userId, viewer.id), eq(awards.conferenceId, inscription.conferenceId))),
  ]);
  const today = buenosAiresDay();
  const byAward = new Map(mine.map((m) => [m.app.awardId, toMyApplication(m, today)]));
  return {
    inscriptionId: inscription.id,
    conference: { id: inscription.conferenceId, name: inscription.conferenceName },
    awards: rows.map((a) => ({ id: a.id, name: a.name, rules: a.rules, opensOn: a.opensOn, closesOn: a.closesOn, status: a.status, receiving: isReceiving(a, today), myApplication: byAward.get(a.id) ?? null })),
  };
}
