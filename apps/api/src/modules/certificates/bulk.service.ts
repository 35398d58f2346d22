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
import { certificateEntriesOf, toIssued, type IssuedCertificate } from './certificates.read';
import { issueFor } from './certificates.service';

export const ISSUE_JOB = 'certificates-issue';
type IssueJobData = { conferenceId: number; requestedBy: string | null };

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

async function existingEdition(db: Executor, conferenceArg: unknown): Promise<number> {
  const id = intIdOrNull(conferenceArg);
  const { rows } = id === null ? { rows: [] } : await db.execute(sql`select id from "conferences" where id = ${id}`);
  if (!rows[0]) throw notFound('No se encontró la edición del congreso.');
  return Number(rows[0].id);
}

/** «Emitir y enviar»: queues the job (or answers the one already queued or running for the edition). */
export async function requestEditionIssue(services: Services, viewer: Viewer, conferenceArg: unknown): Promise<string> {
  const conferenceId = await existingEdition(services.database.db, conferenceArg);
  return services.database.db.transaction(async (tx) => {
    await tx.execute(sql`select id from "conferences" where id = ${conferenceId} for no key update`);
    const running = await pendingJobId(tx, ISSUE_JOB, 'conferenceId', conferenceId);
    if (running) return running;
    return enqueueJob(tx, ISSUE_JOB, { conferenceId, requestedBy: viewer.id } satisfies IssueJobData);
  });
}

/**
 * Issues every due certificate of an edition and e-mails each person one message with links to
 * theirs. Person by person, each in one transaction: their due certificates issued (or found), the
 * ones not e-mailed yet marked `mailed_at` and the one e-mail queued in that same transaction, so
 * a second run (or a retry after a crash) writes to nobody twice.
 */
export async function issueEdition(services: Pick<Services, 'database' | 'config'>, conferenceId: number, requestedBy: string | null, progress: (done: number, total: number) => Promise<void>) {
  const db = services.database.db;
  const people = await editionCandidates(db, conferenceId);
  let issued = 0;
  let mailed = 0;
  await progress(0, people.length);
  for (const [i, userId] of people.entries()) {
    await db.transaction(async (tx) => {
      const entries = (await certificateEntriesOf(tx, userId)).filter((e) => e.conference?.id === conferenceId && e.availability.status === 'DUE');
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
      await enqueueMail(tx, certificatesMail({ email: String(person.email), firstName: String(person.first_name) }, rows.map((r) => toIssued(r as Record<string, unknown>)), services.config));
      mailed++;
    });
    if ((i + 1) % 25 === 0 || i + 1 === people.length) await progress(i + 1, people.length);
  }
  return { people: people.length, issued, mailed };
}

function certificatesMail(person: { email: string; firstName: string }, list: IssuedCertificate[], config: Services['config']) {
  return personalMail(
    person,
    list.length === 1 ? 'Su certificado del congreso' : 'Sus certificados del congreso',
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
    run: async (job) => issueEdition(services, job.data.conferenceId, job.data.requestedBy, (done, total) => job.progress(done, total)),
  };
}
