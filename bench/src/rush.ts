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
import { createHash } from 'node:crypto';
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
import type { BenchContext } from './sections';

export const RUSH_MEMBERS = numberFromEnv('BENCH_RUSH_MEMBERS', 300);
const SIGN_IN_GATE = numberFromEnv('BENCH_RUSH_SIGN_INS', 32);
const MARK = 'Congreso de la hora pico (bench rush)';
/** Every request gives up after this long (counted as an error). */
const REQUEST_TIMEOUT_MS = 120_000;
/** The return page asks again this often while the payment is PENDING (payment-return-page.tsx). */
const POLL_MS = 2000;
/** How long the return page may wait for the approval before the member counts as an error. */
const APPROVAL_WAIT_MS = 120_000;

/** apps/web/src/shared/files/upload-file.ts: sent as a GraphQL multipart request. */
const UPLOAD_FILE_QUERY = 'mutation UploadFile($file: File!, $purpose: FilePurpose!) { uploadFile(file: $file, purpose: $purpose) { id url } }';

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
  checks: { what: string; ok: boolean; detail: string }[];
  firstErrors: string[];
  unchanged: { ok: boolean; detail: string };
};

/** A one-page PDF written by hand (header, five objects, a correct cross-reference table): what a member uploads. */
export function paperPdf(): Buffer {
  const text = 'Ponencia de prueba: la hora pico de las inscripciones (bench)';
  const content = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A GraphQL multipart request body (the spec's operations, map and one file), with its boundary. */
function multipartUpload(pdf: Buffer, name: string): { body: Buffer; contentType: string } {
  const boundary = `----bench-rush-${createHash('sha256').update(name).digest('hex').slice(0, 24)}`;
  const field = (key: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const head =
    field('operations', JSON.stringify({ query: UPLOAD_FILE_QUERY, variables: { file: null, purpose: 'PROPOSAL_FULL_TEXT' } })) +
    field('map', JSON.stringify({ 0: ['variables.file'] })) +
    `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="${name}"\r\ncontent-type: application/pdf\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

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

type Member = { id: string; email: string };
type Edition = { conferenceId: number; areaIds: number[]; coordinators: Member[] };

/** `count` enabled members of the seed (role USER, not staff) not inscribed in the edition, and two others as coordinators. */
async function pickPeople(client: pg.Client, conferenceId: number, count: number, adminEmail: string): Promise<{ members: Member[]; coordinators: Member[] }> {
  const { rows } = await client.query<Member>(
    `select u.id, u.email from users u
     where u.enabled and u.email <> $2 and u.email not like '%@example.org'
       and exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'USER')
       and not exists (select 1 from user_roles r where r.user_id = u.id and r.role <> 'USER')
       and not exists (select 1 from conference_roles cr where cr.user_id = u.id)
       and not exists (select 1 from inscriptions i where i.user_id = u.id and i.conference_id = $1)
     order by u.id desc limit $3`,
    [conferenceId, adminEmail, count + 2],
  );
  if (rows.length < count + 2) throw new Error(`rush: only ${rows.length} members to pick from (run npm run bench:seed)`);
  return { members: rows.slice(0, count), coordinators: rows.slice(count) };
}

/** The edition, set-based: windows (inscription and papers) closing today in Buenos Aires, two areas, one category. */
async function openEdition(client: pg.Client): Promise<{ conferenceId: number; areaIds: number[] }> {
  const today = `(now() at time zone 'America/Argentina/Buenos_Aires')::date`;
  const { rows } = await client.query<{ id: number }>(
    `insert into conferences (name, edition, venue, inscription_start, inscription_end, start_date, end_date)
     values ($1, 15, 'Sede del bench', ${today} - 60, ${today}, ${today} + 30, ${today} + 32) returning id`,
    [`${MARK} ${Date.now()}`],
  );
  const conferenceId = Number(rows[0].id);
  const areas = await client.query<{ id: number }>(`select id from thematic_areas order by id limit 2`);
  if (areas.rows.length < 2) throw new Error('rush: the bench database has fewer than two thematic areas');
  const areaIds = areas.rows.map((r) => Number(r.id));
  await client.query(`insert into conference_thematic_areas (conference_id, thematic_area_id) select $1, unnest($2::int[])`, [conferenceId, areaIds]);
  await client.query(`insert into conference_submission_windows (conference_id, type, opens_on, closes_on) values ($1, 'PRESENTACION', ${today} - 60, ${today})`, [conferenceId]);
  await client.query(`insert into inscription_categories (conference_id, name, member_fee_cents, non_member_fee_cents) values ($1, 'Expositor/a', 3500000, 6000000)`, [conferenceId]);
  return { conferenceId, areaIds };
}

/** Every table's exact row count (public schema): the section leaves the database as it found it. */
async function rowCounts(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const counts = new Map<string, number>();
  for (const { name } of rows) counts.set(name, Number((await client.query<{ n: string }>(`select count(*) as n from "${name}"`)).rows[0].n));
  return counts;
}

const compareCounts = (before: Map<string, number>, after: Map<string, number>) => {
  const differ = [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t)).map((t) => `${t} ${before.get(t) ?? 0} → ${after.get(t) ?? 0}`);
  return { ok: differ.length === 0, detail: differ.length ? differ.join(', ') : `${before.size} tables, every row count as before` };
};

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

/**
 * The rows the rush's people had before it (the seed dates some rows after today): what the rush
 * added is what is not among them.
 */
type Earlier = { payments: string[]; sessions: string[]; files: string[] };
async function earlierRows(client: pg.Client, people: Member[]): Promise<Earlier> {
  const ids = people.map((p) => p.id);
  const of = async (sql: string) => (await client.query<{ id: string }>(sql, [ids])).rows.map((r) => r.id);
  return {
    payments: await of(`select id::text as id from payments where user_id = any($1::uuid[])`),
    sessions: await of(`select id::text as id from sessions where user_id = any($1::uuid[])`),
    files: await of(`select id::text as id from files where owner_id = any($1::uuid[])`),
  };
}

/** The database after the rush: what each member should have, exactly once. */
async function check(client: pg.Client, e: { conferenceId: number; members: Member[]; earlier: Earlier; pdf: Buffer; year: number; counterBefore: number }) {
  const ids = e.members.map((m) => m.id);
  const n = ids.length;
  const one = async (sql: string, params: unknown[]) => (await client.query<Record<string, string | number | boolean | null>>(sql, params)).rows[0];
  const checks: RushFigures['checks'] = [];
  const add = (what: string, ok: boolean, detail: string) => checks.push({ what, ok, detail });

  const ins = await one(
    `select count(*)::int as n, count(distinct user_id)::int as people, count(*) filter (where user_id <> all($2::uuid[]))::int as strangers from inscriptions where conference_id = $1`,
    [e.conferenceId, ids],
  );
  add('one inscription per member', ins.n === n && ins.people === n && ins.strangers === 0, `${ins.n} inscriptions of ${ins.people} people (${n} members)`);

  const props = await one(
    `select count(*)::int as n, count(distinct p.inscription_id)::int as inscriptions, count(*) filter (where p.submitted_by <> i.user_id or p.kind <> 'PRESENTACION')::int as wrong
     from proposals p join inscriptions i on i.id = p.inscription_id where p.conference_id = $1`,
    [e.conferenceId],
  );
  add('one paper per inscription', props.n === n && props.inscriptions === n && props.wrong === 0, `${props.n} proposals in ${props.inscriptions} inscriptions`);

  const sha = createHash('sha256').update(e.pdf).digest('hex');
  const files = await one(
    `select count(f.id)::int as n, count(distinct p.id) filter (where f.id is not null)::int as proposals,
            count(*) filter (where f.sha256 = $2 and f.size_bytes = $3 and f.purpose = 'PROPOSAL_FULL_TEXT' and f.content_type = 'application/pdf')::int as intact,
            (select count(*)::int from files x where x.owner_id = any($4::uuid[]) and x.id::text <> all($5::text[])) as uploaded
     from proposals p left join files f on f.attached_type = 'proposal' and f.attached_id = p.id::text where p.conference_id = $1`,
    [e.conferenceId, sha, e.pdf.length, ids, e.earlier.files],
  );
  add('one PDF per paper (the bytes sent)', files.n === n && files.proposals === n && files.intact === n && files.uploaded === n, `${files.n} files on ${files.proposals} papers, ${files.intact} with the PDF's size and SHA-256; ${files.uploaded} uploaded by the members`);

  const charges = await one(
    `select count(c.id)::int as n, count(distinct c.inscription_id)::int as inscriptions, count(*) filter (where c.status = 'PAID' and c.kind = 'INSCRIPTION')::int as paid
     from charges c join inscriptions i on i.id = c.inscription_id where i.conference_id = $1`,
    [e.conferenceId],
  );
  add('one charge per inscription, paid', charges.n === n && charges.inscriptions === n && charges.paid === n, `${charges.n} charges, ${charges.paid} paid`);

  const pays = await one(
    `with mine as (select p.* from payments p where p.user_id = any($1::uuid[]) and p.id::text <> all($2::text[]))
     select (select count(*)::int from mine) as n,
            (select count(*)::int from mine where status = 'APPROVED' and channel = 'ONLINE' and provider = 'SIMULATED') as approved,
            (select count(*)::int from charges c join inscriptions i on i.id = c.inscription_id where i.conference_id = $3
               and (select count(*) from payment_allocations a join payments p on p.id = a.payment_id where a.charge_id = c.id and p.status = 'APPROVED' and a.amount_cents = c.amount_cents) = 1
               and (select count(*) from payment_allocations a where a.charge_id = c.id) = 1) as charges_once,
            (select count(*)::int from simulated_checkout_payments s where s.external_reference in (select id::text from mine)) as provider,
            (select count(*)::int from credits where payment_id in (select id from mine)) as credits`,
    [ids, e.earlier.payments, e.conferenceId],
  );
  add(
    'each charge paid by exactly one approved payment',
    pays.n === n && pays.approved === n && pays.charges_once === n && pays.provider === n && pays.credits === 0,
    `${pays.n} payments, ${pays.approved} approved; ${pays.charges_once} charges with exactly one allocation, approved, for the whole amount; ${pays.provider} checkout payments; ${pays.credits} credits`,
  );

  const receipts = await one(
    `select count(r.payment_id)::int as n, count(distinct r.number)::int as numbers, min(r.number) as low, max(r.number) as high,
            count(*) filter (where r.year = $3)::int as this_year, (select last_number from receipt_counters where year = $3) as counter
     from payments p join receipts r on r.payment_id = p.id where p.user_id = any($1::uuid[]) and p.id::text <> all($2::text[])`,
    [ids, e.earlier.payments, e.year],
  );
  const low = e.counterBefore + 1;
  const high = e.counterBefore + n;
  add(
    'one receipt per payment, numbers without gaps',
    receipts.n === n && receipts.numbers === n && receipts.this_year === n && Number(receipts.low) === low && Number(receipts.high) === high && Number(receipts.counter) === high,
    `${receipts.n} receipts of ${e.year}, numbers ${receipts.low}–${receipts.high} (${receipts.numbers} distinct; expected ${low}–${high}), the year's counter at ${receipts.counter}`,
  );
  return checks;
}

/** Removes what the rush added; the year's receipt counter goes back to where it was. */
async function removeRush(client: pg.Client, e: { conferenceId: number; people: Member[]; earlier: Earlier; since: Date; year: number; counterBefore: number | null }) {
  const ids = e.people.map((m) => m.id);
  const emails = e.people.map((m) => m.email);
  await client.query('begin');
  try {
    const fresh = [ids, e.earlier.payments];
    const paid = `select id from payments where user_id = any($1::uuid[]) and id::text <> all($2::text[])`;
    await client.query(`delete from receipts where payment_id in (${paid})`, fresh);
    await client.query(`delete from credits where payment_id in (${paid})`, fresh);
    await client.query(`delete from simulated_checkout_payments where external_reference in (select id::text from (${paid}) p)`, fresh);
    await client.query(`delete from simulated_checkout_preferences where external_reference in (select id::text from (${paid}) p)`, fresh);
    await client.query(`delete from payments where id in (${paid})`, fresh);
    if (e.counterBefore === null) await client.query(`delete from receipt_counters where year = $1`, [e.year]);
    else await client.query(`update receipt_counters set last_number = $2 where year = $1`, [e.year, e.counterBefore]);
    await client.query(`delete from charges where inscription_id in (select id from inscriptions where conference_id = $1)`, [e.conferenceId]);
    await client.query(
      `delete from files where (attached_type = 'proposal' and attached_id in (select id::text from proposals where conference_id = $1)) or (owner_id = any($2::uuid[]) and id::text <> all($3::text[]))`,
      [e.conferenceId, ids, e.earlier.files],
    );
    await client.query(`delete from proposals where conference_id = $1`, [e.conferenceId]);
    await client.query(`delete from inscriptions where conference_id = $1`, [e.conferenceId]);
    await client.query(`delete from conferences where id = $1`, [e.conferenceId]);
    await client.query(`delete from sessions where user_id = any($1::uuid[]) and id::text <> all($2::text[])`, [ids, e.earlier.sessions]);
    // The sign-in throttles' windows of the members and of the addresses the rush signed in from.
    await client.query(`delete from rate_limits where key like any ($1::text[])`, [[...ids.map((id) => `%${id}%`), '%127.10.%', '%127.11.%']]);
    // The confirmation and payment e-mails the rush queued (sent or not).
    await client.query(`delete from pgboss.job where name = 'mail' and data ->> 'to' = any($1::text[]) and created_on >= $2`, [emails, e.since]);
    await client.query(`delete from pgboss.archive where name = 'mail' and data ->> 'to' = any($1::text[]) and created_on >= $2`, [emails, e.since]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
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
