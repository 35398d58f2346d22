import { and, eq, inArray } from 'drizzle-orm';
import { awardApplicationSchema, awardMessages, awardSchema, awardScoreSchema, closeAwardSchema } from '@portal/domain/awards';
import { isUuid } from '@portal/domain/input-hygiene';
import { awardApplications, awardJudges, awards, awardScores } from '../../db/schema/awards';
import { conferenceRoles } from '../../db/schema/conferences';
import { files } from '../../db/schema/files';
import { inscriptions } from '../../db/schema/inscriptions';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import { badInput, conflict, forbidden, notFound, parseInput } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import { enqueueMail } from '../../platform/mail';
import { pgErrorKind } from '../../platform/pg-errors';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { removeStoredBytes, setOwnedFiles } from '../files/files.service';
import { applicationReceivedMail, awardResultMail } from './award-mails';
import {
  applicationOwner,
  factsOfAward,
  getApplicationForStaff,
  getAward,
  getMyApplication,
  type ApplicationView,
  type AwardRow,
  type AwardView,
  type MyApplicationView,
} from './awards.read';
import { isAwardAdmin, isAwardJudge, isReceiving, mayApply, mayClose, mayScore } from './awards.rules';

/**
 * Awards: ADMIN_CONGRESO defines, edits, deletes and closes them (audited); members apply from
 * their inscription; judges score. Every write locks the award row (`for update`) and checks its
 * status again inside the transaction, so a close that lands meanwhile wins cleanly.
 */

const UNUSABLE_FILE = 'El archivo no existe o no corresponde a este campo. Súbalo nuevamente.';

const snapshot = (a: AwardRow, judgeIds: string[]) => ({ ...a, judgeIds });

/** The award for ADMIN_CONGRESO of its edition (NOT_FOUND for anyone else), locked when `tx` is a transaction. */
async function lockAwardForAdmin(tx: Executor, viewer: Viewer, id: number) {
  const [row] = await tx.select().from(awards).where(eq(awards.id, id)).for('update');
  if (!row || !isAwardAdmin(viewer, row.conferenceId)) throw notFound(awardMessages.notFound);
  const judges = await tx.select({ userId: awardJudges.userId }).from(awardJudges).where(eq(awardJudges.awardId, id));
  return { row, judgeIds: judges.map((j) => j.userId) };
}

/**
 * Every judge must hold JUEZ in the edition (decided: judges are chosen among them; the role is
 * granted in "Roles de congreso"), and must not have applied to this award (separation of duties).
 */
async function checkJudges(tx: Executor, conferenceId: number, judgeIds: string[], awardId: number | null = null) {
  if (judgeIds.length === 0) return;
  if (!judgeIds.every(isUuid)) throw badInput({ judgeIds: awardMessages.notJudge });
  const held = await tx
    .select({ userId: conferenceRoles.userId })
    .from(conferenceRoles)
    .where(and(eq(conferenceRoles.conferenceId, conferenceId), eq(conferenceRoles.role, 'JUEZ'), inArray(conferenceRoles.userId, judgeIds)));
  if (held.length !== new Set(judgeIds).size) throw badInput({ judgeIds: awardMessages.notJudge });
  if (awardId === null) return;
  const [applicant] = await tx
    .select({ id: awardApplications.id })
    .from(awardApplications)
    .where(and(eq(awardApplications.awardId, awardId), inArray(awardApplications.userId, judgeIds)))
    .limit(1);
  if (applicant) throw badInput({ judgeIds: awardMessages.applicantCannotJudge });
}

/** Creates an award in an edition (ADMIN_CONGRESO of it; the scope checked the role). Audited. */
export async function createAward(services: Services, viewer: Viewer, conferenceId: unknown, data: unknown): Promise<AwardView> {
  const { db } = services.database;
  const confId = parseIntId(conferenceId, 'conferenceId');
  if (!isAwardAdmin(viewer, confId)) throw notFound(awardMessages.notFound);
  const input = parseInput(awardSchema, data);
  const id = await db.transaction(async (tx) => {
    await checkJudges(tx, confId, input.judgeIds);
    const [row] = await tx
      .insert(awards)
      .values({ conferenceId: confId, name: input.name, rules: input.rules, opensOn: input.opensOn, closesOn: input.closesOn, createdBy: viewer.id })
      .returning();
    if (input.judgeIds.length) await tx.insert(awardJudges).values(input.judgeIds.map((userId) => ({ awardId: row.id, userId })));
    await recordAudit(tx, { actorId: viewer.id, action: 'award.created', targetType: 'award', targetId: row.id, after: snapshot(row, input.judgeIds) });
    return row.id;
  });
  return getAward(db, viewer, id);
}

/**
 * Replaces an open award's name, rules, window and judges. A judge taken off loses their scores
 * (they are no longer the award's). CONFLICT once closed. Audited.
 */
export async function updateAward(services: Services, viewer: Viewer, id: unknown, data: unknown): Promise<AwardView> {
  const { db } = services.database;
  const awardId = parseIntId(id);
  const input = parseInput(awardSchema, data);
  await db.transaction(async (tx) => {
    const { row, judgeIds } = await lockAwardForAdmin(tx, viewer, awardId);
    if (row.status === 'CLOSED') throw conflict('AWARD_CLOSED', awardMessages.closed);
    await checkJudges(tx, row.conferenceId, input.judgeIds, awardId);
    const [after] = await tx
      .update(awards)
      .set({ name: input.name, rules: input.rules, opensOn: input.opensOn, closesOn: input.closesOn, updatedAt: new Date() })
      .where(eq(awards.id, awardId))
      .returning();
    const removed = judgeIds.filter((j) => !input.judgeIds.includes(j));
    const added = input.judgeIds.filter((j) => !judgeIds.includes(j));
    if (removed.length) {
      await tx.delete(awardJudges).where(and(eq(awardJudges.awardId, awardId), inArray(awardJudges.userId, removed)));
      const apps = tx.select({ id: awardApplications.id }).from(awardApplications).where(eq(awardApplications.awardId, awardId));
      await tx.delete(awardScores).where(and(inArray(awardScores.applicationId, apps), inArray(awardScores.judgeId, removed)));
    }
    if (added.length) await tx.insert(awardJudges).values(added.map((userId) => ({ awardId, userId })));
    await recordAudit(tx, { actorId: viewer.id, action: 'award.updated', targetType: 'award', targetId: awardId, before: snapshot(row, judgeIds), after: snapshot(after, input.judgeIds) });
  });
  return getAward(db, viewer, awardId);
}

/** Deletes an award without applications (CONFLICT otherwise: close it instead). Audited. */
export async function deleteAward(services: Services, viewer: Viewer, id: unknown): Promise<boolean> {
  const { db } = services.database;
  const awardId = parseIntId(id);
  await db.transaction(async (tx) => {
    const { row, judgeIds } = await lockAwardForAdmin(tx, viewer, awardId);
    const [any] = await tx.select({ id: awardApplications.id }).from(awardApplications).where(eq(awardApplications.awardId, awardId)).limit(1);
    if (any) throw conflict('AWARD_HAS_APPLICATIONS', awardMessages.hasApplications);
    await tx.delete(awards).where(eq(awards.id, awardId));
    await recordAudit(tx, { actorId: viewer.id, action: 'award.deleted', targetType: 'award', targetId: awardId, before: snapshot(row, judgeIds) });
  });
  return true;
}

/**
 * Closes an award with its result: no more applications, changes or scores (CONFLICT after). The
 * winner (required when there are applications; with none the award closes void) and the mentions
 * are applications of this award (BAD_USER_INPUT otherwise). A person who applied to it may not
 * close it (FORBIDDEN: nobody decides their own case). Audited; the winner and the mentions are
 * e-mailed, and their certificates become due (certificates.rules.ts `awardCertificate`).
 */
export async function closeAward(services: Services, viewer: Viewer, id: unknown, input: unknown = {}): Promise<AwardView> {
  const { db } = services.database;
  const awardId = parseIntId(id);
  const data = parseInput(closeAwardSchema, input);
  await db.transaction(async (tx) => {
    const { row, judgeIds } = await lockAwardForAdmin(tx, viewer, awardId);
    if (row.status === 'CLOSED') throw conflict('AWARD_CLOSED', awardMessages.alreadyClosed);
    const apps = await tx.select({ id: awardApplications.id, userId: awardApplications.userId }).from(awardApplications).where(eq(awardApplications.awardId, awardId));
    if (!mayClose(viewer.id, apps.map((a) => a.userId))) throw forbidden(awardMessages.ownAward);
    const ids = new Set(apps.map((a) => String(a.id)));
    if (data.winnerApplicationId === null && apps.length > 0) throw badInput({ winnerApplicationId: awardMessages.winnerRequired });
    if (data.winnerApplicationId !== null && !ids.has(data.winnerApplicationId)) throw badInput({ winnerApplicationId: awardMessages.notAnApplication });
    if (data.mentionApplicationIds.some((m) => !ids.has(m))) throw badInput({ mentionApplicationIds: awardMessages.notAnApplication });
    const winner = data.winnerApplicationId === null ? [] : [Number(data.winnerApplicationId)];
    const mentions = data.mentionApplicationIds.map(Number);
    if (winner.length) await tx.update(awardApplications).set({ result: 'WINNER' }).where(inArray(awardApplications.id, winner));
    if (mentions.length) await tx.update(awardApplications).set({ result: 'MENTION' }).where(inArray(awardApplications.id, mentions));
    const [after] = await tx.update(awards).set({ status: 'CLOSED', closedAt: new Date(), updatedAt: new Date() }).where(eq(awards.id, awardId)).returning();
    const result = { winnerApplicationId: winner[0] ?? null, mentionApplicationIds: mentions };
    const named = [...winner, ...mentions];
    if (named.length) {
      const people = await tx
        .select({ email: users.email, firstName: users.firstName, title: awardApplications.title, result: awardApplications.result })
        .from(awardApplications)
        .innerJoin(users, eq(users.id, awardApplications.userId))
        .where(inArray(awardApplications.id, named));
      for (const p of people) {
        await enqueueMail(tx, awardResultMail(p, { awardName: row.name, title: p.title, result: p.result === 'WINNER' ? 'WINNER' : 'MENTION' }, services.config.publicUrl, services.config.supportEmail));
      }
    }
    await recordAudit(tx, { actorId: viewer.id, action: 'award.closed', targetType: 'award', targetId: awardId, before: snapshot(row, judgeIds), after: { ...snapshot(after, judgeIds), ...result } });
  });
  return getAward(db, viewer, awardId);
}

// ---------------------------------------------------------------------------------------------
// Applications.

/** Refuses unless the award receives applications today (CONFLICT with the reason). */
function refuseUnlessReceiving(award: AwardRow) {
  if (award.status === 'CLOSED') throw conflict('AWARD_CLOSED', awardMessages.closed);
  if (!isReceiving(award)) throw conflict('AWARD_NOT_RECEIVING', awardMessages.windowClosed(award.opensOn, award.closesOn));
}

/** A file uploaded by the viewer for AWARD_APPLICATION, free or already this application's. */
async function checkApplicationFile(db: Executor, viewer: Viewer, fileId: unknown, applicationId: number | null) {
  if (typeof fileId !== 'string' || !isUuid(fileId.trim())) throw badInput({ file: UNUSABLE_FILE });
  const [file] = await db.select().from(files).where(eq(files.id, fileId.trim()));
  const free = file && (file.attachedType === null || (applicationId !== null && file.attachedType === 'awardApplication' && file.attachedId === String(applicationId)));
  if (!file || file.uploadedBy !== viewer.id || !free || file.purpose !== 'AWARD_APPLICATION') throw badInput({ file: UNUSABLE_FILE });
  return file.id;
}

/** A judge of the award does not apply to it (FORBIDDEN). */
async function refuseJudge(db: Executor, viewer: Viewer, awardId: number) {
  const judges = await db.select({ userId: awardJudges.userId }).from(awardJudges).where(eq(awardJudges.awardId, awardId));
  if (!mayApply(viewer.id, { judgeIds: judges.map((j) => j.userId) })) throw forbidden(awardMessages.judgeCannotApply);
}

type ApplyData = { inscriptionId?: unknown; awardId?: unknown; title?: unknown; summary?: unknown; fileId?: unknown };

/**
 * A member applies to an award of the edition of their own inscription (NOT_FOUND for anyone
 * else's inscription or an award of another edition), while it receives applications, once per
 * award (CONFLICT: the unique constraint decides between two submissions at once); never to an award
 * they judge (FORBIDDEN, checked again under the award's lock). The file (PDF,
 * uploaded with purpose AWARD_APPLICATION and checked by content) is required. The applicant is
 * e-mailed a receipt.
 */
export async function applyForAward(services: Services, viewer: Viewer, data: ApplyData): Promise<MyApplicationView> {
  const { db } = services.database;
  const inscriptionId = parseIntId(data.inscriptionId, 'inscriptionId');
  const awardId = parseIntId(data.awardId, 'awardId');
  const [inscription] = await db.select().from(inscriptions).where(and(eq(inscriptions.id, inscriptionId), eq(inscriptions.userId, viewer.id)));
  if (!inscription) throw notFound('No se encontró la inscripción.');
  const [award] = await db.select().from(awards).where(and(eq(awards.id, awardId), eq(awards.conferenceId, inscription.conferenceId)));
  if (!award) throw notFound(awardMessages.notFound);
  await refuseJudge(db, viewer, awardId);
  refuseUnlessReceiving(award);
  const input = parseInput(awardApplicationSchema, { title: data.title, summary: data.summary });
  if (data.fileId === undefined || data.fileId === null || data.fileId === '') throw badInput({ file: awardMessages.fileRequired });
  const fileId = await checkApplicationFile(db, viewer, data.fileId, null);
  const [me] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, viewer.id));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(awards).where(eq(awards.id, awardId)).for('share');
      refuseUnlessReceiving(locked);
      await refuseJudge(tx, viewer, awardId);
      const [existing] = await tx.select({ id: awardApplications.id }).from(awardApplications).where(and(eq(awardApplications.awardId, awardId), eq(awardApplications.userId, viewer.id)));
      if (existing) throw conflict('ALREADY_APPLIED', awardMessages.alreadyApplied);
      const [row] = await tx.insert(awardApplications).values({ awardId, inscriptionId, userId: viewer.id, title: input.title, summary: input.summary }).returning();
      await setOwnedFiles(tx, applicationOwner(row.id), [{ field: 'file', id: fileId, purpose: 'AWARD_APPLICATION' }]);
      await enqueueMail(tx, applicationReceivedMail(me, { awardName: award.name, title: input.title, closesOn: award.closesOn, inscriptionId }, services.config.publicUrl, services.config.supportEmail));
      return row.id;
    });
  } catch (error) {
    if (pgErrorKind(error) === 'uniqueViolation') throw conflict('ALREADY_APPLIED', awardMessages.alreadyApplied);
    throw error;
  }
  void services.mail.kick();
  return getMyApplication(db, viewer, id);
}

/** Loads the viewer's own application and its award, locked (NOT_FOUND for anyone else's); refuses unless receiving. */
async function lockOwnApplication(tx: Tx, viewer: Viewer, id: number) {
  const [app] = await tx.select().from(awardApplications).where(and(eq(awardApplications.id, id), eq(awardApplications.userId, viewer.id))).for('update');
  if (!app) throw notFound(awardMessages.applicationNotFound);
  const [award] = await tx.select().from(awards).where(eq(awards.id, app.awardId)).for('share');
  refuseUnlessReceiving(award);
  return { app, award };
}

/** Changes the viewer's own application (title, summary, optionally a new file) while the award receives applications. */
export async function updateAwardApplication(services: Services, viewer: Viewer, id: unknown, data: { title?: unknown; summary?: unknown; fileId?: unknown }): Promise<MyApplicationView> {
  const { db } = services.database;
  const applicationId = parseIntId(id);
  const current = await getMyApplication(db, viewer, applicationId);
  if (current.award.status === 'CLOSED') throw conflict('AWARD_CLOSED', awardMessages.closed);
  if (!current.canChange) throw conflict('AWARD_NOT_RECEIVING', awardMessages.windowClosed(current.award.opensOn, current.award.closesOn));
  const input = parseInput(awardApplicationSchema, { title: data.title, summary: data.summary });
  const fileId = data.fileId === undefined || data.fileId === null || data.fileId === '' ? null : await checkApplicationFile(db, viewer, data.fileId, applicationId);
  const released = await db.transaction(async (tx) => {
    await lockOwnApplication(tx, viewer, applicationId);
    await tx.update(awardApplications).set({ title: input.title, summary: input.summary, updatedAt: new Date() }).where(eq(awardApplications.id, applicationId));
    return fileId ? setOwnedFiles(tx, applicationOwner(applicationId), [{ field: 'file', id: fileId, purpose: 'AWARD_APPLICATION' }]) : [];
  });
  await removeStoredBytes(services.storage, released);
  return getMyApplication(db, viewer, applicationId);
}

/**
 * `deletePostulacionPremio(id)`: withdraws the viewer's own application (its scores and file go
 * with it) while the award receives applications; CONFLICT with the reason otherwise; NOT_FOUND for
 * someone else's.
 */
export async function deleteAwardApplication(services: Services, viewer: Viewer, id: unknown): Promise<boolean> {
  const { db } = services.database;
  const applicationId = parseIntId(id);
  const released = await db.transaction(async (tx) => {
    await lockOwnApplication(tx, viewer, applicationId);
    const keys = await setOwnedFiles(tx, applicationOwner(applicationId), []);
    await tx.delete(awardApplications).where(eq(awardApplications.id, applicationId));
    return keys;
  });
  await removeStoredBytes(services.storage, released);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Scores.

/**
 * A judge of the award scores an application 1–10 with a comment, or changes their score, until
 * the award closes (CONFLICT after). A judge in conflict with the applicant may score (decided: the
 * flag is shown to them and to ADMIN_CONGRESO), but their score never counts in the mean; nobody
 * scores their own application (FORBIDDEN). Two
 * judges scoring at once write different rows; the same judge twice keeps the last.
 */
export async function scoreAwardApplication(services: Services, viewer: Viewer, applicationId: unknown, score: unknown, comment: unknown): Promise<ApplicationView> {
  const { db } = services.database;
  const id = parseIntId(applicationId, 'applicationId');
  const input = parseInput(awardScoreSchema, { score, comment: comment ?? '' });
  await db.transaction(async (tx) => {
    const [app] = await tx.select({ awardId: awardApplications.awardId, userId: awardApplications.userId }).from(awardApplications).where(eq(awardApplications.id, id));
    if (!app) throw notFound(awardMessages.applicationNotFound);
    const [award] = await tx.select().from(awards).where(eq(awards.id, app.awardId)).for('share');
    const judges = await tx.select({ userId: awardJudges.userId }).from(awardJudges).where(eq(awardJudges.awardId, award.id));
    if (!isAwardJudge(viewer, factsOfAward(award, judges.map((j) => j.userId)))) throw notFound(awardMessages.applicationNotFound);
    if (!mayScore(viewer.id, app)) throw forbidden(awardMessages.ownApplication);
    if (award.status === 'CLOSED') throw conflict('AWARD_CLOSED', awardMessages.closed);
    await tx
      .insert(awardScores)
      .values({ applicationId: id, judgeId: viewer.id, score: input.score, comment: input.comment })
      .onConflictDoUpdate({ target: [awardScores.applicationId, awardScores.judgeId], set: { score: input.score, comment: input.comment, updatedAt: new Date() } });
  });
  return getApplicationForStaff(db, viewer, id);
}
