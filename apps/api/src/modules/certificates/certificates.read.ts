import { certificateKindLabels, type CertificateEdition, type CertificateFacts, type CertificateKind } from '@portal/domain/certificates';
import type { CertificatePrint } from '@portal/domain/certificate-settings';
import { buenosAiresDay } from '@portal/domain/dates';
import { proposalKindLabels, type ProposalKind, type ProposalStatus } from '@portal/domain/proposal-status';
import type { ChargeStatus } from '@portal/domain/charges';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import {
  attendanceCertificate,
  awardCertificate,
  coordinationCertificate,
  judgingCertificate,
  membershipCertificate,
  panelRoleCertificate,
  presentationCertificate,
  type Availability,
} from './certificates.rules';

export type EditionRef = CertificateEdition & { id: number };

/** A certificate a person is or will be due, with the valid one issued for it, if any. */
export type CertificateEntry = {
  subjectKey: string;
  kind: CertificateKind;
  conference: EditionRef | null;
  year: number | null;
  /** What it certifies today (a new certificate prints these). */
  facts: CertificateFacts;
  availability: Availability;
  issued: IssuedCertificate | null;
};

export type IssuedCertificate = {
  id: number;
  code: string;
  userId: string;
  kind: CertificateKind;
  subjectKey: string;
  conferenceId: number | null;
  year: number | null;
  facts: CertificateFacts;
  /** The text and signers it was issued with. */
  print: CertificatePrint | null;
  issuedAt: Date;
  downloadedAt: Date | null;
  mailedAt: Date | null;
  revokedAt: Date | null;
  revokedReason: string | null;
  verificationCount: number;
};

type Row = Record<string, unknown>;
const rows = async (db: Executor, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[];

const editionOf = (r: Row): EditionRef => ({ id: Number(r.conference_id), name: String(r.conference_name), edition: Number(r.edition), startDate: String(r.start_date), endDate: String(r.end_date) });
const editionCols = sql`conf.id as conference_id, conf.name as conference_name, conf.edition, conf.start_date::text as start_date, conf.end_date::text as end_date`;
const scheduleExists = sql`exists (select 1 from "schedule_hours" as h where h.conference_id = conf.id and h.item_kind is not null) or exists (select 1 from "schedule_releases" as r where r.conference_id = conf.id)`;

export const toIssued = (r: Row): IssuedCertificate => ({
  id: Number(r.id),
  code: String(r.code),
  userId: String(r.user_id),
  kind: r.kind as CertificateKind,
  subjectKey: String(r.subject_key),
  conferenceId: r.conference_id === null ? null : Number(r.conference_id),
  year: r.year === null ? null : Number(r.year),
  facts: (typeof r.facts === 'string' ? JSON.parse(r.facts) : r.facts) as CertificateFacts,
  print: r.print ? ((typeof r.print === 'string' ? JSON.parse(r.print) : r.print) as CertificatePrint) : null,
  issuedAt: new Date(r.issued_at as string),
  downloadedAt: r.downloaded_at ? new Date(r.downloaded_at as string) : null,
  mailedAt: r.mailed_at ? new Date(r.mailed_at as string) : null,
  revokedAt: r.revoked_at ? new Date(r.revoked_at as string) : null,
  revokedReason: (r.revoked_reason as string | null) ?? null,
  verificationCount: Number(r.verification_count),
});

/** The valid (not revoked) certificates of a person. */
export async function validCertificatesOf(db: Executor, userId: string): Promise<IssuedCertificate[]> {
  return (await rows(db, sql`select * from "certificates" where user_id = ${userId} and revoked_at is null order by issued_at, id`)).map(toIssued);
}

/**
 * Every certificate `userId` is or will be due (issue 32), each decided by its rule in
 * certificates.rules.ts, with the valid certificate already issued for it: eight statements
 * whatever the person's history. Those a rule answers NONE for are left out.
 */
export async function certificateEntriesOf(db: Executor, userId: string, today = buenosAiresDay()): Promise<CertificateEntry[]> {
  const [person] = await rows(db, sql`select first_name || ' ' || last_name as name, email from "users" where id = ${userId}`);
  if (!person) return [];
  const holderName = String(person.name);
  const email = String(person.email).toLowerCase();
  const entries: Omit<CertificateEntry, 'issued'>[] = [];

  for (const m of await rows(db, sql`
    select m.id, m.year, c.status as charge_status from "memberships" as m left join "charges" as c on c.membership_id = m.id
    where m.user_id = ${userId} order by m.year desc`)) {
    const year = Number(m.year);
    entries.push({ subjectKey: `MEMBERSHIP:${m.id}`, kind: 'MEMBERSHIP', conference: null, year, facts: { kind: 'MEMBERSHIP', holderName, year }, availability: membershipCertificate({ year, chargeStatus: (m.charge_status as ChargeStatus | null) ?? null }) });
  }

  for (const i of await rows(db, sql`
    select i.id, ${editionCols}, c.status as charge_status, (ab.inscription_id is not null) as absent
    from "inscriptions" as i join "conferences" as conf on conf.id = i.conference_id
    left join "charges" as c on c.inscription_id = i.id left join "inscription_absences" as ab on ab.inscription_id = i.id
    where i.user_id = ${userId}`)) {
    const edition = editionOf(i);
    entries.push({
      subjectKey: `ATTENDANCE:${i.id}`,
      kind: 'ATTENDANCE',
      conference: edition,
      year: null,
      facts: { kind: 'ATTENDANCE', holderName, edition: plain(edition) },
      availability: attendanceCertificate({ chargeStatus: (i.charge_status as string | null) ?? null, absent: Boolean(i.absent), endDate: edition.endDate }, today),
    });
  }

  // Items the person is an author of (a linked co-author row not declined).
  for (const p of await rows(db, sql`
    select p.id, p.kind, p.title, p.status, ${editionCols},
      (select array_agg(a.name order by a.position) from "proposal_authors" as a where a.proposal_id = p.id and a.declined_at is null) as authors,
      case when p.kind in ('PRESENTACION', 'MESA_ESTUDIANTE')
        then exists (select 1 from "panel_items" as pi join "panels" as n on n.id = pi.panel_id where pi.proposal_id = p.id and n.status = 'INCLUDE_IN_SCHEDULE')
        else p.status = 'INCLUDE_IN_SCHEDULE' end as scheduled,
      (${scheduleExists}) as schedule_exists
    from "proposals" as p join "conferences" as conf on conf.id = p.conference_id
    where exists (select 1 from "proposal_authors" as me where me.proposal_id = p.id and me.user_id = ${userId} and me.declined_at is null)
    order by p.id`)) {
    const edition = editionOf(p);
    const kindLabel = proposalKindLabels[p.kind as ProposalKind];
    entries.push({
      subjectKey: `PRESENTATION:${p.id}`,
      kind: 'PRESENTATION',
      conference: edition,
      year: null,
      facts: { kind: 'PRESENTATION', holderName, edition: plain(edition), work: { title: String(p.title), kindLabel, authors: pgArray(p.authors) } },
      availability: presentationCertificate({ status: p.status as ProposalStatus, scheduled: Boolean(p.scheduled), scheduleExists: Boolean(p.schedule_exists), endDate: edition.endDate }, today),
    });
  }

  // Chair and commentator: of a built panel (linked, or named by the person's address), and of a closed panel (named in its details).
  for (const r of await rows(db, sql`
    select 'panel' as source, n.id, n.name, n.status, lower(pp.role) as role, ${editionCols},
      n.status = 'INCLUDE_IN_SCHEDULE' as scheduled, (${scheduleExists}) as schedule_exists
    from "panel_people" as pp join "panels" as n on n.id = pp.panel_id join "conferences" as conf on conf.id = n.conference_id
    where pp.role in ('CHAIR', 'COMMENTATOR') and (pp.user_id = ${userId} or (pp.user_id is null and lower(btrim(pp.email)) = ${email}))
    union all
    select 'proposal', p.id, p.title, p.status, r.role, ${editionCols},
      p.status = 'INCLUDE_IN_SCHEDULE', (${scheduleExists})
    from "proposals" as p cross join (values ('chair'), ('commentator')) as r(role) join "conferences" as conf on conf.id = p.conference_id
    where p.kind = 'PANEL_CERRADO' and lower(btrim(p.details -> r.role ->> 'email')) = ${email}
    order by 1, 2, 5`)) {
    const edition = editionOf(r);
    const kind: CertificateKind = r.role === 'chair' ? 'PANEL_CHAIR' : 'PANEL_COMMENTATOR';
    entries.push({
      subjectKey: `${kind}:${r.source}:${r.id}`,
      kind,
      conference: edition,
      year: null,
      facts: { kind, holderName, edition: plain(edition), panel: String(r.name) },
      availability: panelRoleCertificate({ status: r.status as ProposalStatus, scheduled: Boolean(r.scheduled), scheduleExists: Boolean(r.schedule_exists), endDate: edition.endDate }, today),
    });
  }

  for (const c of await rows(db, sql`
    select a.id as area_id, a.name as area_name, ${editionCols}
    from "conference_roles" as cr join "thematic_areas" as a on a.id = cr.thematic_area_id join "conferences" as conf on conf.id = cr.conference_id
    where cr.user_id = ${userId} and cr.role = 'COORDINADOR'`)) {
    const edition = editionOf(c);
    entries.push({
      subjectKey: `COORDINATION:${edition.id}:${c.area_id}`,
      kind: 'COORDINATION',
      conference: edition,
      year: null,
      facts: { kind: 'COORDINATION', holderName, edition: plain(edition), area: String(c.area_name) },
      availability: coordinationCertificate({ endDate: edition.endDate }, today),
    });
  }

  for (const j of await rows(db, sql`
    select aw.id, aw.name, aw.status, ${editionCols}
    from "award_judges" as aj join "awards" as aw on aw.id = aj.award_id join "conferences" as conf on conf.id = aw.conference_id
    where aj.user_id = ${userId}`)) {
    const edition = editionOf(j);
    entries.push({
      subjectKey: `JUDGING:${j.id}`,
      kind: 'JUDGING',
      conference: edition,
      year: null,
      facts: { kind: 'JUDGING', holderName, edition: plain(edition), award: String(j.name) },
      availability: judgingCertificate({ awardStatus: String(j.status) }),
    });
  }

  for (const a of await rows(db, sql`
    select ap.id, ap.title, ap.result, aw.name, aw.status, ${editionCols}
    from "award_applications" as ap join "awards" as aw on aw.id = ap.award_id join "conferences" as conf on conf.id = aw.conference_id
    where ap.user_id = ${userId}`)) {
    const edition = editionOf(a);
    const result = (a.result as 'WINNER' | 'MENTION' | null) ?? null;
    entries.push({
      subjectKey: `AWARD:${a.id}`,
      kind: 'AWARD',
      conference: edition,
      year: null,
      facts: { kind: 'AWARD', holderName, edition: plain(edition), award: String(a.name), awardResult: result ?? undefined, awardWork: String(a.title) },
      availability: awardCertificate({ awardStatus: String(a.status), result }),
    });
  }

  const issued = new Map((await validCertificatesOf(db, userId)).map((c) => [c.subjectKey, c]));
  return entries
    .filter((e) => e.availability.status !== 'NONE' || issued.has(e.subjectKey))
    .map((e) => ({ ...e, issued: issued.get(e.subjectKey) ?? null }))
    .sort(byEditionThenKind);
}

const kindOrder = Object.keys(certificateKindLabels);
function byEditionThenKind(a: Omit<CertificateEntry, 'issued'>, b: Omit<CertificateEntry, 'issued'>) {
  const ka = a.conference ? a.conference.startDate : `${a.year}-00-00`;
  const kb = b.conference ? b.conference.startDate : `${b.year}-00-00`;
  if (ka !== kb) return ka < kb ? 1 : -1;
  return kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || (a.subjectKey < b.subjectKey ? -1 : a.subjectKey > b.subjectKey ? 1 : 0);
}

const plain = ({ name, edition, startDate, endDate }: EditionRef): CertificateEdition => ({ name, edition, startDate, endDate });

/** A text[] as node-postgres (an array) or PGlite (an array, or '{…}' text) answers it. */
function pgArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) return value.slice(1, -1).split(',').map((s) => s.replace(/^"|"$/g, ''));
  return [];
}
