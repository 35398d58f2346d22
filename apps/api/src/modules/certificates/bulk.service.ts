import { certificateKindLabels, certificateKinds, certifiedSubject, verificationPath, type CertificateKind } from '@portal/domain/certificates';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import { enqueueJob, pendingJobId, type JobDefinition } from '../../platform/jobs';
import { enqueueMail } from '../../platform/mail';
import { personalMail } from '../../platform/mail-layout';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import type { ChargeStatus } from '@portal/domain/charges';
import { certificateEntriesOf, toIssued, type IssuedCertificate } from './certificates.read';
import { membershipCertificate } from './certificates.rules';
import { issueFor } from './certificates.service';

export const ISSUE_JOB = 'certificates-issue';
/** What one «Emitir y enviar» covers: an edition's certificates (ADMIN_CONGRESO) or a membership year's (ADMIN). */
export type IssueScope = { conferenceId: number } | { year: number };
/** The job's data: `conferenceId` or `year` (jobs queued before membership years have `conferenceId`). */
type IssueJobData = { conferenceId?: number; year?: number; requestedBy: string | null };

/**
 * Everyone who may hold a certificate of an edition: its inscribed people, the linked authors of
 * its proposals, the people of its panels (linked, or by their account's address), the chairs and
 * commentators of its closed panels (by address), its coordinators and the judges of its awards.
 */
export async function editionCandidates(db: Executor, conferenceId: number): Promise<string[]> {
  const { rows } = await db.execute(sql`
    select user_id from "inscriptions" where conference_id = ${conferenceId}
    union select a.user_id from "proposal_authors" as a join "proposals" as p on p.id = a.proposal_id where p.conference_id = ${conferenceId} and a.user_id is not null and a.declined_at is null
    union select coalesce(pp.user_id, u.id) from "panel_people" as pp join "panels" as n on n.id = pp.panel_id left join "users" as u on pp.user_id is null and u.email = lower(btrim(pp.email))
      where n.conference_id = ${conferenceId} and pp.role in ('CHAIR', 'COMMENTATOR') and coalesce(pp.user_id, u.id) is not null
    union select u.id from "proposals" as p cross join (values ('chair'), ('commentator')) as r(role) join "users" as u on u.email = lower(btrim(p.details -> r.role ->> 'email'))
      where p.conference_id = ${conferenceId} and p.kind = 'PANEL_CERRADO'
    union select user_id from "conference_roles" where conference_id = ${conferenceId} and role = 'COORDINADOR'
    union select aj.user_id from "award_judges" as aj join "awards" as aw on aw.id = aj.award_id where aw.conference_id = ${conferenceId}
    union select ap.user_id from "award_applications" as ap join "awards" as aw on aw.id = ap.award_id where aw.conference_id = ${conferenceId} and ap.result is not null
    order by 1`);
  return rows.map((r) => String(r.user_id));
}

export type KindCounts = { kind: CertificateKind; due: number; issued: number; downloaded: number; revoked: number };

/** «Emitir y enviar»'s table: per kind, how many are due now, issued (valid), downloaded and revoked. */
export async function editionCertificateCounts(services: Services, conferenceArg: unknown): Promise<KindCounts[]> {
  const conferenceId = await existingEdition(services.database.db, conferenceArg);
  const db = services.database.db;
  const counts = new Map<CertificateKind, KindCounts>(certificateKinds.filter((k) => k !== 'MEMBERSHIP').map((kind) => [kind, { kind, due: 0, issued: 0, downloaded: 0, revoked: 0 }]));
  for (const userId of await editionCandidates(db, conferenceId)) {
    for (const e of await certificateEntriesOf(db, userId)) if (e.conference?.id === conferenceId && e.availability.status === 'DUE') counts.get(e.kind)!.due++;
  }
  const { rows } = await db.execute(sql`
    select kind, count(*) filter (where revoked_at is null)::int as issued, count(*) filter (where revoked_at is null and downloaded_at is not null)::int as downloaded,
      count(*) filter (where revoked_at is not null)::int as revoked
    from "certificates" where conference_id = ${conferenceId} group by kind`);
  for (const r of rows) Object.assign(counts.get(r.kind as CertificateKind)!, { issued: Number(r.issued), downloaded: Number(r.downloaded), revoked: Number(r.revoked) });
  return [...counts.values()];
}

/** The membership certificates of a year (ADMIN): due now, issued, downloaded and revoked. */
export async function membershipYearCertificateCounts(services: Services, yearArg: unknown): Promise<KindCounts[]> {
  const db = services.database.db;
  const year = await existingMembershipYear(db, yearArg);
  // The year's memberships with their charge, judged by the rule itself: one statement, not a
  // person's whole certificate history per member (a year holds the whole association).
  const memberships = await db.execute(sql`select c.status as charge_status from "memberships" as m left join "charges" as c on c.membership_id = m.id where m.year = ${year}`);
  const due = memberships.rows.filter((r) => membershipCertificate({ year, chargeStatus: (r.charge_status as ChargeStatus | null) ?? null }).status === 'DUE').length;
  const { rows } = await db.execute(sql`
    select count(*) filter (where revoked_at is null)::int as issued, count(*) filter (where revoked_at is null and downloaded_at is not null)::int as downloaded,
      count(*) filter (where revoked_at is not null)::int as revoked
    from "certificates" where kind = 'MEMBERSHIP' and year = ${year}`);
  return [{ kind: 'MEMBERSHIP', due, issued: Number(rows[0].issued), downloaded: Number(rows[0].downloaded), revoked: Number(rows[0].revoked) }];
}

/** The years with memberships, latest first (the year picker of «Certificados de socios»). */
export async function membershipCertificateYears(services: Services): Promise<number[]> {
  const { rows } = await services.database.db.execute(sql`select distinct year from "memberships" order by year desc`);
  return rows.map((r) => Number(r.year));
}

async function existingMembershipYear(db: Executor, yearArg: unknown): Promise<number> {
  const year = typeof yearArg === 'number' && Number.isInteger(yearArg) ? yearArg : null;
  const { rows } = year === null ? { rows: [] } : await db.execute(sql`select year from "memberships" where year = ${year} limit 1`);
  if (!rows[0]) throw notFound('No hay membresías de ese año.');
  return Number(rows[0].year);
}

async function existingEdition(db: Executor, conferenceArg: unknown): Promise<number> {
  const id = intIdOrNull(conferenceArg);
  const { rows } = id === null ? { rows: [] } : await db.execute(sql`select id from "conferences" where id = ${id}`);
  if (!rows[0]) throw notFound('No se encontró la edición del congreso.');
  return Number(rows[0].id);
}

/** «Emitir y enviar»: queues the job (or answers the one already queued or running for the edition). */
export async function requestEditionIssue(services: Services, viewer: Viewer, conferenceArg: unknown): Promise<string> {
  const conferenceId = await existingEdition(services.database.db, conferenceArg);
  return requestIssue(services, viewer, { conferenceId }, sql`select id from "conferences" where id = ${conferenceId} for no key update`);
}

/** «Emitir y enviar» of a membership year (ADMIN): the same job, for the year's membership certificates. */
export async function requestMembershipYearIssue(services: Services, viewer: Viewer, yearArg: unknown): Promise<string> {
  const year = await existingMembershipYear(services.database.db, yearArg);
  return requestIssue(services, viewer, { year }, sql`select pg_advisory_xact_lock(hashtext('certificates-issue-year'), ${year})`);
}

async function requestIssue(services: Services, viewer: Viewer, scope: IssueScope, lock: ReturnType<typeof sql>): Promise<string> {
  return services.database.db.transaction(async (tx) => {
    await tx.execute(lock);
    const [key, value] = 'year' in scope ? ['year', scope.year] : ['conferenceId', scope.conferenceId];
    const running = await pendingJobId(tx, ISSUE_JOB, key, value);
    if (running) return running;
    return enqueueJob(tx, ISSUE_JOB, { ...scope, requestedBy: viewer.id } satisfies IssueJobData);
  });
}

/** Whether a certificate entry belongs to the scope: the edition's, or the membership year's. */
const inScope = (scope: IssueScope, e: { conference: { id: number } | null; kind: CertificateKind; year: number | null }) =>
  'year' in scope ? e.kind === 'MEMBERSHIP' && e.year === scope.year : e.conference?.id === scope.conferenceId;

/** The people of a membership year: every member with a membership that year. */
async function membershipYearCandidates(db: Executor, year: number): Promise<string[]> {
  const { rows } = await db.execute(sql`select distinct user_id from "memberships" where year = ${year} order by 1`);
  return rows.map((r) => String(r.user_id));
}

/** «Emitir y enviar» of an edition (see `issueScope`). */
export const issueEdition = (services: Pick<Services, 'database' | 'config'>, conferenceId: number, requestedBy: string | null, progress: (done: number, total: number) => Promise<void>) =>
  issueScope(services, { conferenceId }, requestedBy, progress);

/**
 * Issues every due certificate of a scope (an edition, or a membership year) and e-mails each
 * person one message with links to theirs. Person by person, each in one transaction: their due
 * certificates issued (or found), the ones not e-mailed yet marked `mailed_at` and the one e-mail
 * queued in that same transaction, so a second run (or a retry after a crash) writes to nobody twice.
 */
export async function issueScope(services: Pick<Services, 'database' | 'config'>, scope: IssueScope, requestedBy: string | null, progress: (done: number, total: number) => Promise<void>) {
  const db = services.database.db;
  const people = 'year' in scope ? await membershipYearCandidates(db, scope.year) : await editionCandidates(db, scope.conferenceId);
  let issued = 0;
  let mailed = 0;
  await progress(0, people.length);
  for (const [i, userId] of people.entries()) {
    await db.transaction(async (tx) => {
      const entries = (await certificateEntriesOf(tx, userId)).filter((e) => inScope(scope, e) && e.availability.status === 'DUE');
      const mine: IssuedCertificate[] = [];
      for (const e of entries) {
        const before = e.issued?.code;
        const c = await issueFor(tx, userId, requestedBy, e);
        if (c.code !== before) issued++;
        mine.push(c);
      }
      const unsent = mine.filter((c) => c.mailedAt === null);
      if (unsent.length === 0) return;
      const { rows } = await tx.execute(sql`update "certificates" set mailed_at = now() where id = any(${sql`array[${sql.join(unsent.map((c) => sql`${c.id}`), sql`, `)}]::int[]`}) and mailed_at is null returning *`);
      if (rows.length === 0) return;
      const [person] = (await tx.execute(sql`select email, first_name from "users" where id = ${userId}`)).rows;
      await enqueueMail(tx, certificatesMail({ email: String(person.email), firstName: String(person.first_name) }, rows.map((r) => toIssued(r as Record<string, unknown>)), services.config, scope));
      mailed++;
    });
    if ((i + 1) % 25 === 0 || i + 1 === people.length) await progress(i + 1, people.length);
  }
  return { people: people.length, issued, mailed };
}

function certificatesMail(person: { email: string; firstName: string }, list: IssuedCertificate[], config: Services['config'], scope: IssueScope) {
  const of = 'year' in scope ? `de socio/a ${scope.year}` : 'del congreso';
  return personalMail(
    person,
    list.length === 1 ? `Su certificado ${of}` : `Sus certificados ${of}`,
    [
      { paragraph: list.length === 1 ? 'Ya está disponible su certificado:' : `Ya están disponibles sus ${list.length} certificados:` },
      ...list.map((c) => ({ paragraph: `${certificateKindLabels[c.kind]} — ${certifiedSubject(c.facts)} (código ${c.code}; verificación: ${config.publicUrl}${verificationPath(c.code)})` })),
      { button: { label: 'Descargar mis certificados', href: `${config.publicUrl}/dashboard/mis-certificados` } },
    ],
    config.supportEmail,
  );
}

export function issueCertificatesJob(services: Pick<Services, 'database' | 'config'>): JobDefinition<IssueJobData> {
  return {
    kind: ISSUE_JOB,
    label: 'Emisión y envío de certificados',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 3600,
    run: async (job) => issueScope(services, job.data.year === undefined ? { conferenceId: Number(job.data.conferenceId) } : { year: job.data.year }, job.data.requestedBy, (done, total) => job.progress(done, total)),
  };
}
