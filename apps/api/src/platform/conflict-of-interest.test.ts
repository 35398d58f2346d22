import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicInfo } from '../db/schema';
import { proposals } from '../db/schema/proposals';
import { buildConference, buildInstitution, buildProposal, buildUser } from '../test/factories';
import { createHarness, type Harness } from '../test/harness';
import { conflictReasonSql, inConflictSql, noConflictSql, shareInstitutionSql } from './conflict-of-interest';

/**
 * The rule itself, on the fragments every domain uses (evaluation, awards, the panels' demo data):
 * each case read through the reason, the NOT EXISTS form and the boolean, which must agree.
 */
let h: Harness;
let conferenceId: number;
beforeAll(async () => {
  h = await createHarness();
  conferenceId = (await buildConference(h.db)).id;
});
afterAll(() => h.close());

const person = (id: string) => sql`${id}::uuid`;
async function judged(proposalId: number, who: string) {
  const [row] = await h.db
    .select({ reason: conflictReasonSql(person(who)), adminReason: conflictReasonSql(person(who), { authorOnly: true }), free: noConflictSql(person(who)), adminFree: noConflictSql(person(who), { authorOnly: true }), conflict: inConflictSql(person(who)) })
    .from(proposals)
    .where(eq(proposals.id, proposalId));
  expect(row.free).toBe(row.reason === null);
  expect(row.adminFree).toBe(row.adminReason === null);
  expect(row.conflict).toBe(row.reason !== null);
  return { reason: row.reason, adminReason: row.adminReason };
}
const inInstitution = async (userId: string, first: number | null, secondary: number | null = null) =>
  h.db.insert(academicInfo).values({ userId, firstInstitutionId: first, secondaryInstitutionId: secondary });

describe('the conflict-of-interest rule', () => {
  it('the submitter and an accepted co-author are authors; a pending or declined co-author is not', async () => {
    const [submitter, accepted, pending, declined] = [await buildUser(h.db), await buildUser(h.db), await buildUser(h.db), await buildUser(h.db)];
    const item = await buildProposal(h.db, {
      conferenceId,
      submittedBy: submitter.id,
      coAuthors: [
        { email: accepted.email, userId: accepted.id },
        { email: pending.email, userId: pending.id, pending: true },
        { email: declined.email, userId: declined.id, declined: true },
      ],
    });
    expect(await judged(item.id, submitter.id)).toEqual({ reason: 'AUTHOR', adminReason: 'AUTHOR' });
    expect(await judged(item.id, accepted.id)).toEqual({ reason: 'AUTHOR', adminReason: 'AUTHOR' });
    expect(await judged(item.id, pending.id)).toEqual({ reason: null, adminReason: null });
    expect(await judged(item.id, declined.id)).toEqual({ reason: null, adminReason: null });
  });

  it('an author of one of the person\'s institutions (first or secondary, on either side) is a conflict, except for ADMIN_CONGRESO', async () => {
    const [a, b] = [await buildInstitution(h.db), await buildInstitution(h.db)];
    const [coordinator, author, stranger] = [await buildUser(h.db), await buildUser(h.db), await buildUser(h.db)];
    await inInstitution(coordinator.id, null, a.id);
    await inInstitution(author.id, a.id, b.id);
    await inInstitution(stranger.id, b.id);
    const item = await buildProposal(h.db, { conferenceId, submittedBy: author.id });
    expect(await judged(item.id, coordinator.id)).toEqual({ reason: 'INSTITUTION', adminReason: null });
    expect(await judged(item.id, stranger.id)).toEqual({ reason: 'INSTITUTION', adminReason: null });
    const other = await buildUser(h.db);
    expect(await judged(item.id, other.id)).toEqual({ reason: null, adminReason: null });
    expect((await h.db.execute(sql`select ${shareInstitutionSql(person(coordinator.id), person(author.id))} as s`)).rows[0]).toEqual({ s: true });
    expect((await h.db.execute(sql`select ${shareInstitutionSql(person(coordinator.id), person(stranger.id))} as s`)).rows[0]).toEqual({ s: false });
  });

  it('a pending co-author\'s institution does not make a conflict; an accepted one\'s does', async () => {
    const institution = await buildInstitution(h.db);
    const [coordinator, submitter, coAuthor] = [await buildUser(h.db), await buildUser(h.db), await buildUser(h.db)];
    await inInstitution(coordinator.id, institution.id);
    await inInstitution(coAuthor.id, institution.id);
    const pending = await buildProposal(h.db, { conferenceId, submittedBy: submitter.id, coAuthors: [{ email: coAuthor.email, userId: coAuthor.id, pending: true }] });
    const accepted = await buildProposal(h.db, { conferenceId, submittedBy: submitter.id, coAuthors: [{ email: coAuthor.email, userId: coAuthor.id }] });
    expect((await judged(pending.id, coordinator.id)).reason).toBeNull();
    expect((await judged(accepted.id, coordinator.id)).reason).toBe('INSTITUTION');
  });

  it('an institution left counts for 24 months after leaving it, then no longer', async () => {
    const institution = await buildInstitution(h.db);
    const [coordinator, author] = [await buildUser(h.db), await buildUser(h.db)];
    await inInstitution(coordinator.id, institution.id);
    await inInstitution(author.id, institution.id);
    const item = await buildProposal(h.db, { conferenceId, submittedBy: author.id });
    // She leaves it (the database keeps the history).
    await h.db.update(academicInfo).set({ firstInstitutionId: null }).where(eq(academicInfo.userId, coordinator.id));
    expect((await judged(item.id, coordinator.id)).reason).toBe('INSTITUTION');
    const leftAgo = (interval: string) =>
      h.db.execute(sql`update "institution_history" set valid_from = now() - interval '40 months', valid_to = now() - ${interval}::interval where user_id = ${coordinator.id}::uuid and institution_id = ${institution.id}`);
    await leftAgo('23 months');
    expect((await judged(item.id, coordinator.id)).reason).toBe('INSTITUTION');
    await leftAgo('24 months 1 day');
    expect((await judged(item.id, coordinator.id)).reason).toBeNull();
  });
});
