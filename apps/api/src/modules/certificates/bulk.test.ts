import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/certificates';
import { buildConference, buildInscription, buildMembership, buildProposal, buildUser, type BuiltUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { issueEdition, issueScope } from './bulk.service';

const COUNTS = 'query ($c: ID!) { editionCertificateCounts(conferenceId: $c) { kind due issued downloaded revoked } }';
const ISSUE_ALL = 'mutation ($c: ID!) { issueEditionCertificates(conferenceId: $c) }';

let h: Harness;
let edition: { id: number };
let a: BuiltUser;
let b: BuiltUser;
let c: BuiltUser;
let adminToken: string;

beforeAll(async () => {
  h = await createHarness();
  edition = await buildConference(h.db, { inscriptionStart: '2025-03-01', inscriptionEnd: '2025-09-01', startDate: '2025-09-13', endDate: '2025-09-15' });
  [a, b, c] = [await buildUser(h.db), await buildUser(h.db), await buildUser(h.db)];
  await buildInscription(h.db, { userId: a.id, conferenceId: edition.id, charge: 'PAID' });
  await buildInscription(h.db, { userId: b.id, conferenceId: edition.id, charge: 'PAID' });
  await buildInscription(h.db, { userId: c.id, conferenceId: edition.id, charge: 'PENDING' });
  await buildProposal(h.db, { submittedBy: a.id, conferenceId: edition.id, status: 'APPROVED' });
  adminToken = (await h.signIn({ roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.id }] })).token;
});
afterAll(() => h.close());

type Count = { kind: string; due: number; issued: number; downloaded: number; revoked: number };
const counts = async () => Object.fromEntries((await h.gql<{ editionCertificateCounts: Count[] }>(COUNTS, { c: String(edition.id) }, { token: adminToken })).data!.editionCertificateCounts.map((k) => [k.kind, k]));
const mailsTo = async (email: string) => Number((await h.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail' and data ->> 'to' = ${email}`)).rows[0].n);

describe('«Emitir y enviar»', () => {
  it('counts per kind what is due, issued, downloaded and revoked', async () => {
    const k = await counts();
    expect(k.ATTENDANCE).toEqual({ kind: 'ATTENDANCE', due: 2, issued: 0, downloaded: 0, revoked: 0 });
    expect(k.PRESENTATION).toMatchObject({ due: 1, issued: 0 });
  });

  it('queues one job per edition (a second request answers the same job); only its ADMIN_CONGRESO may', async () => {
    const first = await h.gql<{ issueEditionCertificates: string }>(ISSUE_ALL, { c: String(edition.id) }, { token: adminToken });
    expect(first.errors).toBeUndefined();
    const second = await h.gql<{ issueEditionCertificates: string }>(ISSUE_ALL, { c: String(edition.id) }, { token: adminToken });
    expect(second.data!.issueEditionCertificates).toBe(first.data!.issueEditionCertificates);
    expect(codeOf(await h.gql(ISSUE_ALL, { c: String(edition.id) }, { token: (await h.signIn()).token }))).toBe('FORBIDDEN');
  });

  it('issues every due certificate and e-mails each person once; run twice, nobody is written to twice', async () => {
    const progress: [number, number][] = [];
    const first = await issueEdition(h.app.services, edition.id, null, async (done, total) => void progress.push([done, total]));
    expect(first).toMatchObject({ issued: 3, mailed: 2 });
    expect(progress.at(-1)).toEqual([first.people, first.people]);
    expect([await mailsTo(a.email), await mailsTo(b.email), await mailsTo(c.email)]).toEqual([1, 1, 0]);
    const second = await issueEdition(h.app.services, edition.id, null, async () => undefined);
    expect(second).toMatchObject({ issued: 0, mailed: 0 });
    expect([await mailsTo(a.email), await mailsTo(b.email), await mailsTo(c.email)]).toEqual([1, 1, 0]);
    expect(await h.db.select().from(certificates).where(eq(certificates.conferenceId, edition.id))).toHaveLength(3);
    expect((await counts()).ATTENDANCE).toMatchObject({ due: 2, issued: 2 });
  });
});

const YEAR_COUNTS = 'query ($y: Int!) { membershipCertificateCounts(year: $y) { kind due issued downloaded revoked } }';
const ISSUE_YEAR = 'mutation ($y: Int!) { issueMembershipCertificates(year: $y) }';

describe('«Emitir y enviar» of a membership year (ADMIN)', () => {
  const YEAR = 2019;
  it('counts the year’s due membership certificates, queues one job per year, and is refused to anyone but ADMIN', async () => {
    const [paid, unpaid, otherYear] = [await buildUser(h.db), await buildUser(h.db), await buildUser(h.db)];
    await buildMembership(h.db, { userId: paid.id, year: YEAR, charge: 'PAID' });
    await buildMembership(h.db, { userId: unpaid.id, year: YEAR, charge: 'PENDING' });
    await buildMembership(h.db, { userId: otherYear.id, year: YEAR - 1, charge: 'PAID' });
    const admin = (await h.signIn({ roles: ['ADMIN'] })).token;
    const res = await h.gql<{ membershipCertificateCounts: Count[] }>(YEAR_COUNTS, { y: YEAR }, { token: admin });
    expect(res.data!.membershipCertificateCounts).toEqual([{ kind: 'MEMBERSHIP', due: 1, issued: 0, downloaded: 0, revoked: 0 }]);
    expect(codeOf(await h.gql(YEAR_COUNTS, { y: 1850 }, { token: admin }))).toBe('NOT_FOUND');
    const first = await h.gql<{ issueMembershipCertificates: string }>(ISSUE_YEAR, { y: YEAR }, { token: admin });
    expect(first.errors).toBeUndefined();
    expect((await h.gql<{ issueMembershipCertificates: string }>(ISSUE_YEAR, { y: YEAR }, { token: admin })).data!.issueMembershipCertificates).toBe(first.data!.issueMembershipCertificates);
    expect(codeOf(await h.gql(ISSUE_YEAR, { y: YEAR }, { token: adminToken }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(ISSUE_YEAR, { y: YEAR }))).toBe('UNAUTHENTICATED');

    // The job's work: the paid member's certificate of that year only, e-mailed once; run twice, nobody is written to twice.
    const run = await issueScope(h.app.services, { year: YEAR }, null, async () => undefined);
    expect(run).toMatchObject({ people: 2, issued: 1, mailed: 1 });
    expect([await mailsTo(paid.email), await mailsTo(unpaid.email), await mailsTo(otherYear.email)]).toEqual([1, 0, 0]);
    expect(await issueScope(h.app.services, { year: YEAR }, null, async () => undefined)).toMatchObject({ issued: 0, mailed: 0 });
    expect([await mailsTo(paid.email), await mailsTo(unpaid.email)]).toEqual([1, 0]);
    const mine = await h.db.select().from(certificates).where(eq(certificates.userId, paid.id));
    expect(mine.map((c) => [c.kind, c.year])).toEqual([['MEMBERSHIP', YEAR]]);
    expect((await h.gql<{ membershipCertificateCounts: Count[] }>(YEAR_COUNTS, { y: YEAR }, { token: admin })).data!.membershipCertificateCounts[0]).toMatchObject({ due: 1, issued: 1 });
  });
});

const LIST = 'query ($c: ID!, $s: String) { attendanceList(conferenceId: $c, search: $s) { total rows { id name email paid absent } } }';
const MARK = 'mutation ($c: ID!, $d: MarkAbsenceInput!) { setInscriptionsAbsent(conferenceId: $c, data: $d) }';

describe('«Inasistencias»', () => {
  it('finds an inscription by name, marks it absent (audited) and its attendance certificate is no longer due; and back', async () => {
    const all = (await h.gql<{ attendanceList: { total: number; rows: { id: string; email: string; absent: boolean }[] } }>(LIST, { c: String(edition.id) }, { token: adminToken })).data!.attendanceList;
    expect(all.total).toBe(3);
    const found = (await h.gql<{ attendanceList: { total: number; rows: { id: string; email: string }[] } }>(LIST, { c: String(edition.id), s: b.email.toUpperCase() }, { token: adminToken })).data!.attendanceList;
    expect(found.rows.map((r) => r.email)).toEqual([b.email]);
    const marked = await h.gql<{ setInscriptionsAbsent: number }>(MARK, { c: String(edition.id), d: { inscriptionIds: [found.rows[0].id], absent: true } }, { token: adminToken });
    expect(marked.data!.setInscriptionsAbsent).toBe(1);
    expect((await counts()).ATTENDANCE.due).toBe(1);
    const audit = await h.db.execute(sql`select after from audit_log where action = 'inscription.absenceMarked'`);
    expect(audit.rows).toHaveLength(1);
    await h.gql(MARK, { c: String(edition.id), d: { inscriptionIds: [found.rows[0].id], absent: false } }, { token: adminToken });
    expect((await counts()).ATTENDANCE.due).toBe(2);
  });

  it('refuses bad input (Spanish, per field), another edition’s inscription (NOT_FOUND) and one’s own (CONFLICT), changing nothing', async () => {
    const bad = await h.gql(MARK, { c: String(edition.id), d: { inscriptionIds: [], absent: true } }, { token: adminToken });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { inscriptionIds: 'Elija al menos una inscripción.' } });
    const other = await buildInscription(h.db, { userId: a.id, charge: 'PAID' });
    expect(codeOf(await h.gql(MARK, { c: String(edition.id), d: { inscriptionIds: [String(other.id)], absent: true } }, { token: adminToken }))).toBe('NOT_FOUND');
    const self = await buildUser(h.db, { roles: [], conferenceRoles: [{ role: 'ADMIN_CONGRESO', conferenceId: edition.id }] });
    const own = await buildInscription(h.db, { userId: self.id, conferenceId: edition.id, charge: 'PAID' });
    const selfToken = (await h.signIn({ id: self.id, email: self.email })).token;
    const refused = await h.gql(MARK, { c: String(edition.id), d: { inscriptionIds: [String(own.id)], absent: true } }, { token: selfToken });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'OWN_INSCRIPTION' });
    expect((await h.db.execute(sql`select count(*)::int as n from inscription_absences`)).rows[0].n).toBe(0);
  });
});
