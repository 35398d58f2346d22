/**
 * The certificates section (issue 32): a past congress edition with 5,000 paid inscriptions is
 * written to the bench database, then «Emitir y enviar» issues every attendance certificate
 * through its job, as ADMIN_CONGRESO would. Prints certificates per second and the portal's peak
 * RSS above idle (targets: at least 40 per second, at most 150 MB above idle). Everything it adds
 * is removed at the end (the e-mails it queued included).
 */
import pg from 'pg';
import { adminGql } from './portal-gql';
import type { BenchContext } from './sections';

export const CERTIFICATES = Number(process.env.BENCH_CERTIFICATES ?? 5000);
const MARK = 'Congreso pasado (bench de certificados)';

export type CertificateFigures = { certificates: number; people: number; seconds: number; perSecond: number; idleMb: number; peakMb: number; mailed: number };

const ISSUE = 'mutation ($c: ID!) { issueEditionCertificates(conferenceId: $c) }';
const PROGRESS = 'query ($id: ID!) { jobProgress(id: $id) { state done total result error } }';

/** The past edition, its category, CERTIFICATES paid inscriptions of the seed's people, and the admin as its ADMIN_CONGRESO: set-based. */
async function seedPastEdition(client: pg.Client, adminEmail: string): Promise<number> {
  const year = new Date().getFullYear() - 1;
  const { rows } = await client.query(
    `insert into conferences (name, edition, venue, inscription_start, inscription_end, start_date, end_date) values ($1, 9, 'Sede del bench', $2, $3, $4, $5) returning id`,
    [`${MARK} ${Date.now()}`, `${year}-01-01`, `${year}-08-01`, `${year}-09-14`, `${year}-09-16`],
  );
  const conferenceId = Number(rows[0].id);
  const category = await client.query(`insert into inscription_categories (conference_id, name, member_fee_cents, non_member_fee_cents) values ($1, 'General', 1000000, 2000000) returning id`, [conferenceId]);
  await client.query(
    `with people as (select id from users where email <> $3 and enabled order by id limit $4),
     ins as (insert into inscriptions (user_id, conference_id, category_id, registration_date) select id, $1, $2, $5::date from people returning id, user_id)
     insert into charges (user_id, kind, inscription_id, fee_applied, description, amount_cents, status, paid_at)
     select user_id, 'INSCRIPTION', id, 'NON_MEMBER', 'Inscripción (bench de certificados)', 2000000, 'PAID', now() from ins`,
    [conferenceId, Number(category.rows[0].id), adminEmail, CERTIFICATES, `${year}-05-01`],
  );
  await client.query(`insert into conference_roles (user_id, conference_id, role) select id, $1, 'ADMIN_CONGRESO' from users where email = $2`, [conferenceId, adminEmail]);
  return conferenceId;
}

async function removePastEdition(client: pg.Client, conferenceId: number): Promise<void> {
  await client.query(`delete from pgboss.job where name = 'mail' and data ->> 'text' like '%/certificados/verificar/%' and state in ('created', 'retry')`);
  await client.query(`delete from certificates where conference_id = $1`, [conferenceId]);
  await client.query(`delete from charges where inscription_id in (select id from inscriptions where conference_id = $1)`, [conferenceId]);
  await client.query(`delete from inscriptions where conference_id = $1`, [conferenceId]);
  await client.query(`delete from conference_roles where conference_id = $1`, [conferenceId]);
  await client.query(`delete from inscription_categories where conference_id = $1`, [conferenceId]);
  await client.query(`delete from conferences where id = $1`, [conferenceId]);
}

export async function runCertificates(ctx: BenchContext): Promise<CertificateFigures> {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const conferenceId = await seedPastEdition(client, ctx.admin.email);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const idleMb = ctx.rssMb(ctx.portal.pid).now;
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, ctx.rssMb(ctx.portal.pid).now)), 50);
    const started = performance.now();
    let result: { people: number; issued: number; mailed: number };
    try {
      const { issueEditionCertificates: jobId } = await adminGql<{ issueEditionCertificates: string }>(ctx, ISSUE, { c: String(conferenceId) });
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        const { jobProgress } = await adminGql<{ jobProgress: { state: string; done: number | null; total: number | null; result: string | null; error: string | null } }>(ctx, PROGRESS, { id: jobId });
        if (jobProgress.state === 'FAILED' || jobProgress.state === 'CANCELLED') throw new Error(`certificates job ${jobProgress.state}: ${jobProgress.error}`);
        if (jobProgress.state === 'COMPLETED') {
          result = JSON.parse(jobProgress.result!) as typeof result;
          break;
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await client.query(`select count(*)::int as n from certificates where conference_id = $1 and revoked_at is null`, [conferenceId]);
    const certificates = Number(rows[0].n);
    ctx.log(`  ${certificates} certificates for ${result.people} people in ${seconds.toFixed(1)} s (${(certificates / seconds).toFixed(1)}/s), RSS ${idleMb.toFixed(0)} → ${peakMb.toFixed(0)} MB`);
    return { certificates, people: result.people, seconds, perSecond: certificates / seconds, idleMb, peakMb, mailed: result.mailed };
  } finally {
    await removePastEdition(client, conferenceId);
    await client.end();
  }
}

export function formatCertificates(f: CertificateFigures): string {
  const growth = f.peakMb - f.idleMb;
  const pass = (ok: boolean) => (ok ? 'yes' : '**no**');
  return [
    '| what | certificates | people e-mailed | time | per second | portal RSS idle → peak | growth | target | met |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- | --- |',
    `| «Emitir y enviar» of a past edition (its job) | ${f.certificates.toLocaleString('en')} | ${f.mailed.toLocaleString('en')} | ${f.seconds.toFixed(1)} s | ${f.perSecond.toFixed(1)} | ${f.idleMb.toFixed(0)} → ${f.peakMb.toFixed(0)} MB | ${growth.toFixed(0)} MB | ≥ 40/s, ≤ 150 MB | ${pass(f.perSecond >= 40 && growth <= 150)} |`,
    '',
    'Each certificate PDF is under 200 KB: checked by the API tests (`certificates.test.ts`); the job issues and e-mails, it renders no PDF.',
  ].join('\n');
}
