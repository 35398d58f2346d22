// The SIGKILL drill's load, as at a rush hour: members reporting the payment of their charges
// («Informar pago», a transfer with its receipt), treasury approving each report as soon as it is
// answered (a numbered receipt each), and coordinators deciding the pending proposals of their area.
// The data comes from the test factories; afterwards every effect is counted in the database under
// the key its request was recorded by (load.ts `figures`).
import type { Database } from '../../src/platform/db';
import { files } from '../../src/db/schema/files';
import { newStorageKey } from '../../src/platform/storage';
import { buildProposalEdition } from '../../src/modules/proposals/proposals.test-support';
import { buildCharge, buildProposal, buildUser, TEST_PASSWORD, type UserOverrides } from '../../src/test/factories';
import { gql, sleep } from './cluster';
import { answered, requestLoad, type Outcome, type Task } from './load';

const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const REPORT = 'mutation ($d: ReportPaymentInput!) { reportPayment(data: $d) { id } }';
const APPROVE = 'mutation ($id: ID!) { decideManualPayment(id: $id, decision: APPROVE) { id } }';
const VOTE = 'mutation ($id: ID!, $vote: VoteInput) { votePresentation(presentationId: $id, type: PRESENTACION, vote: $vote) { event } }';

type Report = { token: string; chargeId: number; fileId: string };
type Vote = { token: string; proposalId: number; decision: 'APPROVE' | 'REJECT' };
export type PayAndDecide = { reports: Report[]; votes: Vote[]; treasurer: string; chargeIds: number[]; proposalIds: number[] };

/** `members` members with `chargesEach` pending charges (and a receipt uploaded for each), a treasurer, two coordinators per area and `proposals` pending proposals. */
export async function buildPayAndDecide(database: Database, base: string, o: { members: number; chargesEach: number; proposals: number }): Promise<PayAndDecide> {
  const { db } = database;
  const signIn = async (overrides: UserOverrides) => {
    const user = await buildUser(db, overrides);
    const res = await gql(base, LOGIN, { u: user.email, p: TEST_PASSWORD });
    const token = (res.body?.data?.login as { token: string } | undefined)?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(res.body ?? res.error)}`);
    return { user, token };
  };
  const byMember: Report[][] = [];
  for (let m = 0; m < o.members; m++) {
    const { user, token } = await signIn({});
    const receipts = await db
      .insert(files)
      .values(Array.from({ length: o.chargesEach }, (_, i) => ({ storageKey: newStorageKey(), originalName: `comprobante-${i + 1}.pdf`, contentType: 'application/pdf', sizeBytes: 1024, sha256: '0'.repeat(64), purpose: 'PAYMENT_RECEIPT', uploadedBy: user.id })))
      .returning({ id: files.id });
    const mine: Report[] = [];
    for (const receipt of receipts) {
      const charge = await buildCharge(db, { userId: user.id, amountCents: 1_500_000 });
      mine.push({ token, chargeId: charge.id, fileId: receipt.id });
    }
    byMember.push(mine);
  }
  // Interleaved, so that the members pay side by side.
  const reports = byMember[0].flatMap((_, i) => byMember.map((mine) => mine[i]));
  const treasurer = (await signIn({ roles: ['TESORERIA'] })).token;

  const edition = await buildProposalEdition(db);
  const conferenceId = edition.conference.id;
  const coordinators = await Promise.all(
    edition.areas.flatMap((area) => [0, 1].map(async () => ({ area: area.id, token: (await signIn({ conferenceRoles: [{ role: 'COORDINADOR', conferenceId, thematicAreaId: area.id }] })).token }))),
  );
  const authors = await Promise.all(Array.from({ length: 8 }, () => buildUser(db)));
  const votes: Vote[] = [];
  for (let i = 0; i < o.proposals; i++) {
    const area = edition.areas[i % edition.areas.length].id;
    const proposal = await buildProposal(db, { conferenceId, thematicAreaId: area, submittedBy: authors[i % authors.length].id });
    const deciders = coordinators.filter((c) => c.area === area);
    votes.push({ token: deciders[Math.floor(i / 2) % deciders.length].token, proposalId: proposal.id, decision: i % 3 === 2 ? 'REJECT' : 'APPROVE' });
  }
  return { reports, votes, treasurer, chargeIds: reports.map((r) => r.chargeId), proposalIds: votes.map((v) => v.proposalId) };
}

/** Members reporting, treasury approving what was answered, coordinators deciding: each with its number of clients. */
export function payAndDecideLoad(base: string, data: PayAndDecide, o: { members: number; treasury: number; coordinators: number }) {
  const reports = [...data.reports];
  const votes = [...data.votes];
  const reported: string[] = [];
  const today = new Date().toISOString().slice(0, 10);
  const members = requestLoad((): Task | null => {
    const r = reports.shift();
    if (!r) return null;
    return {
      key: `report:${r.chargeId}`,
      send: async () => {
        const a = await answered('reportPayment', gql(base, REPORT, { d: { payments: [String(r.chargeId)], informedDay: today, method: 'TRANSFERENCIA', receiptFileId: r.fileId } }, r.token));
        if (a.ok) reported.push((a.data as { id: string }).id);
        return a;
      },
    };
  }, o.members);
  const treasury = requestLoad(async (running): Promise<Task | null> => {
    while (running() && !reported.length) await sleep(20);
    const id = reported.shift();
    return id ? { key: `approve:${id}`, send: () => answered('decideManualPayment', gql(base, APPROVE, { id }, data.treasurer)) } : null;
  }, o.treasury);
  const coordinators = requestLoad((): Task | null => {
    const v = votes.shift();
    if (!v) return null;
    const vote = v.decision === 'APPROVE' ? { decision: 'APPROVE' } : { decision: 'REJECT', comment: 'No corresponde al área temática.' };
    return { key: `vote:${v.proposalId}`, send: () => answered('votePresentation', gql(base, VOTE, { id: String(v.proposalId), vote }, v.token)) };
  }, o.coordinators);
  const all = () => [...members.outcomes, ...treasury.outcomes, ...coordinators.outcomes];
  return {
    /** Every answer so far, of the three kinds. */
    outcomes: all,
    left: () => ({ reports: reports.length, votes: votes.length }),
    async stop(): Promise<Outcome[]> {
      await Promise.all([members.stop(), coordinators.stop()]);
      await treasury.stop();
      return all();
    },
  };
}

/** How many times each request's effect is in the database: a report per charge, a receipt per approved payment, a decision per proposal. */
export async function payAndDecideEffects(database: Database, data: PayAndDecide): Promise<Map<string, number>> {
  const pool = database.pool!;
  const effects = new Map<string, number>();
  const reports = await pool.query<{ id: number; n: number }>(
    `select a.charge_id as id, count(*)::int as n from payment_allocations a join payments p on p.id = a.payment_id where a.charge_id = any($1) and p.channel = 'REPORTED' group by 1`,
    [data.chargeIds],
  );
  for (const r of reports.rows) effects.set(`report:${r.id}`, r.n);
  const receipts = await pool.query<{ id: string; n: number }>(
    `select p.id, count(r.payment_id)::int as n from payments p join receipts r on r.payment_id = p.id where p.status = 'APPROVED' and exists (select 1 from payment_allocations a where a.payment_id = p.id and a.charge_id = any($1)) group by 1`,
    [data.chargeIds],
  );
  for (const r of receipts.rows) effects.set(`approve:${r.id}`, r.n);
  const decisions = await pool.query<{ id: number; n: number }>(
    `select d.proposal_id as id, count(*)::int as n from proposal_decisions d join proposals p on p.id = d.proposal_id where d.proposal_id = any($1) and d.event in ('APPROVE', 'REJECT') and p.status <> 'PENDING' group by 1`,
    [data.proposalIds],
  );
  for (const r of decisions.rows) effects.set(`vote:${r.id}`, r.n);
  return effects;
}

/** Receipt numbers of every year: how many are missing between the first and the last, and how many repeat. */
export async function receiptNumbering(database: Database) {
  const res = await database.pool!.query<{ n: number; distinct: number; lo: number; hi: number }>(
    'select count(*)::int as n, count(distinct number)::int as distinct, min(number) as lo, max(number) as hi from receipts group by year',
  );
  return {
    receipts: res.rows.reduce((a, r) => a + r.n, 0),
    gaps: res.rows.reduce((a, r) => a + (r.hi - r.lo + 1 - r.distinct), 0),
    repeated: res.rows.reduce((a, r) => a + (r.n - r.distinct), 0),
  };
}
