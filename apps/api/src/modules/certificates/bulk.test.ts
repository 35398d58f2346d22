import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/certificates';
import { buildConference, buildInscription, buildProposal, buildUser, type BuiltUser } from '../../test/factories';
import { codeOf, createHarness, type Harness } from '../../test/harness';
import { issueEdition } from './bulk.service';

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
