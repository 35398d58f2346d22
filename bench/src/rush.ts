/**
 * The rush section (issue 34): the last evening of an inscription window. An edition of the
 * section's own (its inscription and paper windows close today, two thematic areas, a coordinator
 * for each) is written to the bench database; then BENCH_RUSH_MEMBERS (300) seeded members at once,
 * each an async task on loopback, sign in, open the inscription page, inscribe, open the proposal
 * form, submit a paper, upload its PDF and attach it, start an online payment, open the simulated
 * checkout, approve it and wait on the return page until the payment is approved: every request
 * the web app sends (its own documents from apps/web/src/gql, the upload as upload-file.ts sends
 * it). Meanwhile treasury (the bench admin: online and manual payments), the edition's admin (its
 * proposals) and the two coordinators (their evaluation queues) load their lists in a loop until
 * the members are done. Prints per step: requests, req/s, p50, p97.5 and errors (must be 0);
 * then checks the database: one inscription, proposal, file, charge, approved payment and receipt
 * per member, receipt numbers consecutive. Everything it added is removed at the end, and every
 * table's row count is compared with the one before the section.
 *
 * Sign-ins pass a gate of BENCH_RUSH_SIGN_INS (32) at a time: the portal lets PASSWORD_WORK_QUEUE
 * (64) password checks wait and answers TOO_MANY_REQUESTS past that, as it should; the members'
 * other requests are not gated.
 */
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import pg from 'pg';
import {
  AttachProposalFileDocument,
  ConferenceProposalsDocument,
  CreateInscriptionDocument,
  CreatePaperDocument,
  CreatePaymentDocument,
  EvaluationQueueDocument,
  InscriptionOfferDocument,
  LoginDocument,
  ManualPaymentsDocument,
  MyPaymentDocument,
  OnlinePaymentsDocument,
  ProposalSubmissionDocument,
} from '../../apps/web/src/gql/graphql';
import { numberFromEnv } from './env';
import { PAGE_SIZE } from './lists';
import { multipartUpload, paperPdf } from './rush-upload';
import { check, compareCounts, earlierRows, openEdition, pickPeople, removeRush, rowCounts, type Earlier, type Member, type RushCheck } from './rush-data';
import type { BenchContext } from './sections';

export const RUSH_MEMBERS = numberFromEnv('BENCH_RUSH_MEMBERS', 300);
const SIGN_IN_GATE = numberFromEnv('BENCH_RUSH_SIGN_INS', 32);
/** Every request gives up after this long (counted as an error). */
const REQUEST_TIMEOUT_MS = 120_000;
/** The return page asks again this often while the payment is PENDING (payment-return-page.tsx). */
const POLL_MS = 2000;
/** How long the return page may wait for the approval before the member counts as an error. */
const APPROVAL_WAIT_MS = 120_000;


const doc = {
  login: print(LoginDocument),
  offer: print(InscriptionOfferDocument),
  inscribe: print(CreateInscriptionDocument),
  submission: print(ProposalSubmissionDocument),
  paper: print(CreatePaperDocument),
  attach: print(AttachProposalFileDocument),
  pay: print(CreatePaymentDocument),
  myPayment: print(MyPaymentDocument),
  online: print(OnlinePaymentsDocument),
  manual: print(ManualPaymentsDocument),
  proposals: print(ConferenceProposalsDocument),
  queue: print(EvaluationQueueDocument),
};

/** The steps in the order printed: the member's journey, then the staff's lists. */
const MEMBER_STEPS = [
  'sign in (login)',
  'inscription page (inscriptionOffer)',
  'inscribe (createInscription)',
  'proposal form (proposalSubmission)',
  'submit a paper (createPaper)',
  'upload its PDF (uploadFile, multipart)',
  'attach the PDF (attachProposalFile)',
  'pay online (createPayment)',
  'simulated checkout page (GET)',
  'approve in the checkout (POST)',
  'return page until approved (myPayment)',
] as const;
const STAFF_STEPS = [
  'treasury: online payments (onlinePayments)',
  'treasury: manual payments (manualPayments)',
  'congress admin: proposals (conferenceProposals)',
  'coordinators: evaluation queue (evaluationQueue)',
] as const;
type Step = (typeof MEMBER_STEPS)[number] | (typeof STAFF_STEPS)[number];

type StepFigures = { step: Step; requests: number; perSecond: number; p50: number; p97_5: number; errors: number };
export type RushFigures = {
  members: number;
  finished: number;
  seconds: number;
  steps: StepFigures[];
  checks: RushCheck[];
  firstErrors: string[];
  unchanged: { ok: boolean; detail: string };
};


class Gate {
  private waiting: (() => void)[] = [];
  private inUse = 0;
  constructor(private readonly size: number) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inUse >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.inUse++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.inUse--;
    }
  }
}

/** Durations (ms) and errors per step, and the span each step's requests covered. */
class Recorder {
  private readonly data = new Map<Step, { ms: number[]; errors: number; first: number; last: number }>();
  readonly firstErrors: string[] = [];
  async time<T>(step: Step, work: () => Promise<T>): Promise<T> {
    const entry = this.data.get(step) ?? { ms: [], errors: 0, first: Infinity, last: 0 };
    this.data.set(step, entry);
    const start = performance.now();
    try {
      const result = await work();
      entry.ms.push(performance.now() - start);
      return result;
    } catch (error) {
      entry.errors++;
      if (this.firstErrors.length < 5) this.firstErrors.push(`${step}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 400));
      throw error;
    } finally {
      entry.first = Math.min(entry.first, start);
      entry.last = Math.max(entry.last, performance.now());
    }
  }
  figures(): StepFigures[] {
    return [...MEMBER_STEPS, ...STAFF_STEPS].map((step) => {
      const e = this.data.get(step) ?? { ms: [], errors: 0, first: 0, last: 0 };
      const sorted = [...e.ms].sort((a, b) => a - b);
      const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
      const requests = e.ms.length + e.errors;
      const span = (e.last - e.first) / 1000;
      return { step, requests, perSecond: requests && span > 0 ? requests / span : NaN, p50: at(0.5), p97_5: at(0.975), errors: e.errors };
    });
  }
}

type Gql = <T>(query: string, variables: Record<string, unknown>, o?: { token?: string; headers?: Record<string, string> }) => Promise<T>;

function gqlClient(url: string): Gql {
  return async <T>(query: string, variables: Record<string, unknown>, o: { token?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(o.token ? { authorization: `bearer ${o.token}` } : {}), ...o.headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let json: { data?: T | null; errors?: unknown[] };
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
    }
    if (!res.ok || json.errors?.length || !json.data) throw new Error(`HTTP ${res.status}: ${JSON.stringify(json.errors ?? null).slice(0, 300)}`);
    return json.data;
  };
}

type Edition = { conferenceId: number; areaIds: number[]; coordinators: Member[] };

type Context = { ctx: BenchContext; gql: Gql; rec: Recorder; edition: Edition; pdf: Buffer };

/** One member's evening, request by request as the web app sends them. */
async function journey({ ctx, gql, rec, edition, pdf }: Context, member: Member, index: number, signIns: Gate): Promise<void> {
  const address = `127.10.${(index >> 8) & 255}.${index & 255}`;
  const { login } = await signIns.run(() =>
    rec.time('sign in (login)', () => gql<{ login: { token: string } }>(doc.login, { username: member.email, password: ctx.admin.password }, { headers: { 'x-forwarded-for': address } })),
  );
  const as = { token: login.token, headers: { 'x-forwarded-for': address } };
  const conferenceId = String(edition.conferenceId);
  const { inscriptionOffer } = await rec.time('inscription page (inscriptionOffer)', () =>
    gql<{ inscriptionOffer: { phase: string; categories: { id: string }[] } }>(doc.offer, { conferenceId }, as),
  );
  if (inscriptionOffer.phase !== 'OPEN') throw new Error(`rush: the inscription window is ${inscriptionOffer.phase}`);
  const { createInscription } = await rec.time('inscribe (createInscription)', () =>
    gql<{ createInscription: { id: string; charge: { id: string } | null } }>(doc.inscribe, { categoryId: inscriptionOffer.categories[0].id, conferenceId }, as),
  );
  const inscriptionId = createInscription.id;
  const { proposalSubmission } = await rec.time('proposal form (proposalSubmission)', () =>
    gql<{ proposalSubmission: { areas: { id: string }[]; firstAuthor: { email: string; name: string } } }>(doc.submission, { inscriptionId }, as),
  );
  const { firstAuthor, areas } = proposalSubmission;
  const { createPaper } = await rec.time('submit a paper (createPaper)', () =>
    gql<{ createPaper: { id: string } }>(
      doc.paper,
      {
        data: {
          inscriptionId,
          thematicAreaId: areas[index % areas.length].id,
          title: `La hora pico de las inscripciones: ponencia ${index + 1}`,
          abstract: 'Un estudio de cómo se comporta un portal asociativo durante la última tarde de un período de inscripción, con trescientas personas a la vez.',
          keywords: ['concurrencia', 'inscripciones', 'congresos'],
          authors: [{ email: firstAuthor.email, name: firstAuthor.name }],
        },
      },
      as,
    ),
  );
  const upload = multipartUpload(pdf, `ponencia-${index + 1}.pdf`);
  const { uploadFile } = await rec.time('upload its PDF (uploadFile, multipart)', async () => {
    const res = await fetch(`${ctx.portal.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': upload.contentType,
        'x-graphql-yoga-csrf': '1',
        accept: 'application/graphql-response+json, application/json',
        authorization: `bearer ${as.token}`,
        'x-forwarded-for': address,
      },
      body: new Uint8Array(upload.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = (await res.json()) as { data?: { uploadFile: { id: string } } | null; errors?: unknown[] };
    if (!res.ok || json.errors?.length || !json.data) throw new Error(`HTTP ${res.status}: ${JSON.stringify(json.errors ?? null).slice(0, 300)}`);
    return json.data;
  });
  await rec.time('attach the PDF (attachProposalFile)', () => gql(doc.attach, { presentationId: createPaper.id, fileId: uploadFile.id }, as));
  const chargeId = createInscription.charge?.id;
  if (!chargeId) throw new Error('rush: the inscription has no charge');
  const { createPayment } = await rec.time('pay online (createPayment)', () =>
    gql<{ createPayment: { checkoutUrl: string; payment: { id: string } } }>(doc.pay, { payments: [chargeId] }, as),
  );
  const checkout = new URL(createPayment.checkoutUrl);
  const checkoutUrl = `${ctx.portal.url}${checkout.pathname}`;
  await rec.time('simulated checkout page (GET)', async () => {
    const res = await fetch(checkoutUrl, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const html = await res.text();
    if (!res.ok || !html.includes('Aprobar el pago')) throw new Error(`HTTP ${res.status}: the checkout page offers no approval`);
  });
  await rec.time('approve in the checkout (POST)', async () => {
    const res = await fetch(checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'decision=aprobar',
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    const location = res.headers.get('location') ?? '';
    if (res.status !== 303 || !location.includes('/pago/aprobado?')) throw new Error(`HTTP ${res.status} to ${location}: not sent back as approved`);
  });
  // The return page: our payment's state, asked again every 2 s while it is PENDING.
  const until = performance.now() + APPROVAL_WAIT_MS;
  for (;;) {
    const { myPayment } = await rec.time('return page until approved (myPayment)', () =>
      gql<{ myPayment: { status: string; receiptNumber: number | null } | null }>(doc.myPayment, { id: createPayment.payment.id }, as),
    );
    if (myPayment?.status === 'APPROVED' && myPayment.receiptNumber) return;
    if (myPayment?.status !== 'PENDING' || performance.now() > until) throw new Error(`rush: payment ${createPayment.payment.id} is ${myPayment?.status ?? 'missing'}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** A staff member working a list in a loop (one request at a time) until the members are done. */
async function staffLoop(rec: Recorder, done: () => boolean, work: { step: Step; run: () => Promise<unknown> }[]): Promise<void> {
  for (let i = 0; !done(); i++) {
    const { step, run } = work[i % work.length];
    await rec.time(step, run).catch(() => undefined);
  }
}

async function signIn(gql: Gql, email: string, password: string, address: string): Promise<string> {
  return (await gql<{ login: { token: string } }>(doc.login, { username: email, password }, { headers: { 'x-forwarded-for': address } })).login.token;
}

export async function runRush(ctx: BenchContext): Promise<RushFigures> {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const gql = gqlClient(ctx.portal.url);
  const rec = new Recorder();
  const pdf = paperPdf();
  const countsBefore = await rowCounts(client);
  const since = new Date((await client.query<{ now: Date }>('select now() as now')).rows[0].now);
  const year = Number((await client.query<{ y: number }>(`select extract(year from now() at time zone 'America/Argentina/Buenos_Aires')::int as y`)).rows[0].y);
  const counterBefore = (await client.query<{ n: number }>(`select last_number as n from receipt_counters where year = $1`, [year])).rows[0]?.n ?? null;
  const opened = await openEdition(client);
  let people: Member[] = [];
  let earlier: Earlier = { payments: [], sessions: [], files: [] };
  try {
    const { members, coordinators } = await pickPeople(client, opened.conferenceId, RUSH_MEMBERS, ctx.admin.email);
    people = [...members, ...coordinators];
    earlier = await earlierRows(client, people);
    await client.query(
      `insert into conference_roles (user_id, conference_id, role, thematic_area_id) select unnest($1::uuid[]), $2, 'COORDINADOR', unnest($3::int[])`,
      [coordinators.map((c) => c.id), opened.conferenceId, opened.areaIds],
    );
    await client.query(`insert into conference_roles (user_id, conference_id, role) select id, $1, 'ADMIN_CONGRESO' from users where email = $2`, [opened.conferenceId, ctx.admin.email]);
    const edition: Edition = { ...opened, coordinators };
    const coordinatorTokens = await Promise.all(coordinators.map((c, i) => signIn(gql, c.email, ctx.admin.password, `127.11.0.${i + 1}`)));

    let finished = 0;
    let settled = 0;
    const done = () => settled === members.length;
    const conferenceId = String(edition.conferenceId);
    const list = { page: 0, pageSize: PAGE_SIZE };
    const admin = { token: ctx.admin.token };
    const staff = [
      staffLoop(rec, done, [
        { step: 'treasury: online payments (onlinePayments)', run: () => gql(doc.online, { ...list, sort: 'created', direction: 'DESC' }, admin) },
        { step: 'treasury: manual payments (manualPayments)', run: () => gql(doc.manual, { ...list, sort: 'created', direction: 'DESC', status: ['UNDER_REVIEW'] }, admin) },
      ]),
      staffLoop(rec, done, [{ step: 'congress admin: proposals (conferenceProposals)', run: () => gql(doc.proposals, { ...list, conferenceId, kind: 'PRESENTACION', sort: 'createdAt', direction: 'DESC' }, admin) }]),
      ...coordinatorTokens.map((token) =>
        staffLoop(rec, done, [{ step: 'coordinators: evaluation queue (evaluationQueue)', run: () => gql(doc.queue, { ...list, conferenceId, kind: 'PRESENTACION', sort: 'createdAt', direction: 'ASC' }, { token }) }]),
      ),
    ];

    const signIns = new Gate(SIGN_IN_GATE);
    const context: Context = { ctx, gql, rec, edition, pdf };
    ctx.log(`  ${members.length} members at once (sign-ins ${SIGN_IN_GATE} at a time), treasury, the congress admin and ${coordinators.length} coordinators on their lists`);
    const started = performance.now();
    const progress = setInterval(() => ctx.log(`  … ${finished} of ${members.length} members through, ${settled - finished} failed`), 10_000);
    try {
      await Promise.all(
        members.map((m, i) =>
          journey(context, m, i, signIns)
            .then(() => void finished++)
            .catch(() => undefined)
            .finally(() => void settled++),
        ),
      );
    } finally {
      clearInterval(progress);
    }
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(staff);
    ctx.log(`  ${finished} of ${members.length} members through in ${seconds.toFixed(1)} s`);

    const checks = await check(client, { conferenceId: edition.conferenceId, members, earlier, pdf, year, counterBefore: counterBefore ?? 0 });
    await removeRush(client, { conferenceId: edition.conferenceId, people, earlier, since, year, counterBefore });
    const unchanged = compareCounts(countsBefore, await rowCounts(client));
    return { members: members.length, finished, seconds, steps: rec.figures(), checks, firstErrors: rec.firstErrors, unchanged };
  } catch (error) {
    await removeRush(client, { conferenceId: opened.conferenceId, people, earlier, since, year, counterBefore }).catch((e: unknown) => ctx.log(`  rush: could not remove what it added: ${String(e)}`));
    throw error;
  } finally {
    await client.end();
  }
}

/** The table and the checks; throws (after printing them) when a request failed or a check did not hold. */
export function formatRush(f: RushFigures, log: (line: string) => void): string {
  const fmt = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  const errors = f.steps.reduce((a, s) => a + s.errors, 0);
  const lines = [
    `${f.finished} of ${f.members} members through the whole evening in ${fmt(f.seconds, 1)} s (${f.steps.filter((s) => (MEMBER_STEPS as readonly string[]).includes(s.step)).reduce((a, s) => a + s.requests, 0)} member requests); the staff loaded their lists meanwhile.`,
    '',
    '| step | requests | req/s | p50 | p97.5 | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...f.steps.map((s) => `| ${s.step} | ${s.requests} | ${fmt(s.perSecond, 1)} | ${fmt(s.p50)} ms | ${fmt(s.p97_5)} ms | ${s.errors ? `**${s.errors}**` : 0} |`),
    '',
    'After the rush, in the database:',
    '',
    ...f.checks.map((c) => `- ${c.ok ? 'yes' : '**no**'}: ${c.what} (${c.detail})`),
    `- ${f.unchanged.ok ? 'yes' : '**no**'}: everything removed at the end (${f.unchanged.detail})`,
    '',
    `req/s: a step's requests over the time from its first request's start to its last one's end. Sign-ins ${SIGN_IN_GATE} at a time (the portal lets 64 password checks wait, PASSWORD_WORK_QUEUE, and refuses more); every other request as soon as the member's previous one answered. The return page asks every ${POLL_MS / 1000} s while the payment is PENDING, as the web app does.`,
  ];
  if (f.firstErrors.length) lines.push('', 'First errors:', ...f.firstErrors.map((e) => `- ${e}`));
  const markdown = lines.join('\n');
  const failed = [...(errors ? [`${errors} requests failed`] : []), ...f.checks.filter((c) => !c.ok).map((c) => c.what), ...(f.unchanged.ok ? [] : ['the database is not as before'])];
  if (failed.length) {
    log(markdown);
    throw new Error(`rush: ${failed.join('; ')}`);
  }
  return markdown;
}
