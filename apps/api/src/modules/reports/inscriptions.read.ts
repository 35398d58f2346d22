// The Inscripciones report (spec section 2 "Reports", ADMIN and TESORERIA): the inscriptions of one
// edition with their fee, payment and proposals. One statement for the page, one for the totals,
// the charts, the proposals by area and status and the edition's filter options.
import { sql, type SQL } from 'drizzle-orm';
import { inscriptionReportArgs, type InscriptionFee, type InscriptionPaidState, type InscriptionReportFilters } from '@portal/domain/reports';
import type { Executor } from '../../platform/db';
import { badInput, notFound, parseInput } from '../../platform/errors';
import { likePattern } from '../../platform/list';

export type InscriptionReportRow = {
  id: number;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  registrationDate: string;
  category: string;
  fee: InscriptionFee | null;
  feeReason: string | null;
  amountCents: number | null;
  paid: InscriptionPaidState;
  proposals: number;
  accepted: number;
  kinds: string[];
  areas: string[];
};
export type InscriptionTotal = { categoryId: number; category: string; paid: InscriptionPaidState; inscriptions: number; amountCents: number };
export type InscriptionDay = { day: string; inscriptions: number };
export type ProposalCell = { areaId: number; area: string; kind: string; status: string; proposals: number };
export type InscriptionReport = {
  conference: { id: number; name: string; inscriptionStart: string; inscriptionEnd: string };
  items: InscriptionReportRow[];
  total: number;
  page: number;
  pageSize: number;
  totals: InscriptionTotal[];
  days: InscriptionDay[];
  proposals: ProposalCell[];
  categories: { id: number; name: string }[];
  areas: { id: number; name: string }[];
};

/** Paid: the inscription's charge is not pending (a free inscription has nothing to pay). */
export const paidStateSql = sql`(case when c.status = 'PENDING' then 'PENDING' else 'PAID' end)`;

/** Why the fee applied: the charge's own note, else what the fee means (as the statement says it). */
export const feeReasonSql = sql`(case when c.fee_note is not null then c.fee_note
  when c.fee_applied = 'MEMBER' then 'Precio de socio: la cuota del año estaba paga al inscribirse.'
  when c.fee_applied = 'NON_MEMBER' then 'Precio general: la cuota del año no estaba paga al inscribirse.' end)`;

/** The inscriptions of an edition with their person, category and charge. */
export const inscriptionBase = sql`"inscriptions" as i
  join "users" as u on u.id = i.user_id
  join "inscription_categories" as ic on ic.id = i.category_id
  left join "charges" as c on c.inscription_id = i.id`;

/** The report's filters as conditions over `inscriptionBase` (the export uses them too). */
export function inscriptionConditions(f: InscriptionReportFilters & { search?: string | null }): SQL[] {
  const where: SQL[] = [];
  if (f.search) where.push(sql`u.search_text like portal_fold(${likePattern(f.search)})`);
  if (f.categoryId) where.push(sql`i.category_id = ${f.categoryId}`);
  if (f.fee) where.push(sql`c.fee_applied = ${f.fee}`);
  if (f.paid) where.push(sql`${paidStateSql} = ${f.paid}`);
  if (f.from) where.push(sql`i.registration_date >= ${f.from}::date`);
  if (f.to) where.push(sql`i.registration_date <= ${f.to}::date`);
  if (f.thematicAreaId) where.push(sql`exists (select 1 from "proposals" as ap where ap.inscription_id = i.id and ap.thematic_area_id = ${f.thematicAreaId})`);
  return where;
}

/** The edition and the report's filters, as the `where` of `inscriptionBase`. */
export const inscriptionWhere = (conferenceId: number, conditions: SQL[]) => sql`where ${sql.join([sql`i.conference_id = ${conferenceId}`, ...conditions], sql` and `)}`;

export const inscriptionSortExpressions: Record<string, SQL> = {
  name: sql`u.sort_key collate "C"`,
  date: sql`i.registration_date`,
  category: sql`ic.position`,
  paid: paidStateSql,
  proposals: sql`(select count(*) from "proposals" as sp where sp.inscription_id = i.id)`,
};

type Line = { kind: string; id: number | null; key: string | null; label: string | null; extra: string | null; n: number | string; amount: number | string };

/** The report of one edition: a page of inscriptions and, over all the filtered ones, totals and charts. */
export async function inscriptionReport(db: Executor, args: unknown): Promise<InscriptionReport> {
  const parsed = parseInput(inscriptionReportArgs, args);
  const { page, pageSize, sort, direction, conferenceId } = parsed;
  const orderExpr = inscriptionSortExpressions[sort ?? 'date'];
  if (!orderExpr) throw badInput({ sort: 'No se puede ordenar por ese campo.' });
  const desc = direction === 'DESC' ? sql`desc` : sql``;
  const where = inscriptionWhere(conferenceId, inscriptionConditions(parsed));

  const lines = await db.execute(sql`
    select 'conference' as kind, id, inscription_start::text as key, name as label, inscription_end::text as extra, 0 as n, 0 as amount
      from "conferences" where id = ${conferenceId}
    union all
    select 'category', id, null, name, position::text, 0, 0 from "inscription_categories" where conference_id = ${conferenceId}
    union all
    select 'area', ta.id, null, ta.name, null, 0, 0 from "conference_thematic_areas" as cta join "thematic_areas" as ta on ta.id = cta.thematic_area_id where cta.conference_id = ${conferenceId}
    union all
    select 'total', i.category_id, ${paidStateSql}, min(ic.name), null, count(*), coalesce(sum(c.amount_cents), 0)
      from ${inscriptionBase} ${where}
      group by i.category_id, ${paidStateSql}
    union all
    select 'day', null, i.registration_date::text, null, null, count(*), 0
      from ${inscriptionBase} ${where}
      group by i.registration_date
    union all
    select 'proposal', p.thematic_area_id, p.status, min(ta.name), p.kind, count(*), 0
      from ${inscriptionBase}
      join "proposals" as p on p.inscription_id = i.id
      join "thematic_areas" as ta on ta.id = p.thematic_area_id
      ${where}
      group by p.thematic_area_id, p.status, p.kind`);

  let conference: InscriptionReport['conference'] | null = null;
  const out = { totals: [] as InscriptionTotal[], days: [] as InscriptionDay[], proposals: [] as ProposalCell[], categories: [] as { id: number; name: string; position: number }[], areas: [] as { id: number; name: string }[] };
  for (const l of lines.rows as Line[]) {
    const id = Number(l.id);
    if (l.kind === 'conference') conference = { id, name: l.label ?? '', inscriptionStart: l.key ?? '', inscriptionEnd: l.extra ?? '' };
    else if (l.kind === 'category') out.categories.push({ id, name: l.label ?? '', position: Number(l.extra ?? 0) });
    else if (l.kind === 'area') out.areas.push({ id, name: l.label ?? '' });
    else if (l.kind === 'total') out.totals.push({ categoryId: id, category: l.label ?? '', paid: l.key as InscriptionPaidState, inscriptions: Number(l.n), amountCents: Number(l.amount) });
    else if (l.kind === 'day') out.days.push({ day: l.key ?? '', inscriptions: Number(l.n) });
    else out.proposals.push({ areaId: id, area: l.label ?? '', status: l.key ?? '', kind: l.extra ?? '', proposals: Number(l.n) });
  }
  if (!conference) throw notFound('No existe esa edición del congreso.');

  const pageRows = await db.execute(sql`
    select i.id, u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email, i.registration_date::text as "registrationDate",
      ic.name as category, c.fee_applied as fee, ${feeReasonSql} as "feeReason", c.amount_cents as "amountCents", ${paidStateSql} as paid,
      coalesce(pr.proposals, 0) as proposals, coalesce(pr.accepted, 0) as accepted, coalesce(pr.kinds, '{}') as kinds, coalesce(pr.areas, '{}') as areas
    from ${inscriptionBase}
    left join lateral (
      select count(*) as proposals, count(*) filter (where p.status not in ('PENDING', 'REJECTED')) as accepted,
        array_agg(distinct p.kind) as kinds, array_agg(distinct ta.name) as areas
      from "proposals" as p join "thematic_areas" as ta on ta.id = p.thematic_area_id where p.inscription_id = i.id
    ) as pr on true
    ${where}
    order by ${orderExpr} ${desc}, u.sort_key collate "C" ${desc}, i.id ${desc}
    limit ${pageSize} offset ${page * pageSize}`);

  const sortName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
  out.categories.sort((a, b) => a.position - b.position || sortName(a, b));
  out.areas.sort(sortName);
  out.days.sort((a, b) => a.day.localeCompare(b.day));
  out.totals.sort((a, b) => a.category.localeCompare(b.category, 'es') || a.paid.localeCompare(b.paid));
  const items = (pageRows.rows as InscriptionReportRow[]).map((r) => ({
    ...r,
    id: Number(r.id),
    amountCents: r.amountCents === null ? null : Number(r.amountCents),
    proposals: Number(r.proposals),
    accepted: Number(r.accepted),
    kinds: pgArray(r.kinds),
    areas: pgArray(r.areas),
  }));
  return {
    conference,
    items,
    total: out.totals.reduce((n, t) => n + t.inscriptions, 0),
    page,
    pageSize,
    totals: out.totals,
    days: out.days,
    proposals: out.proposals,
    categories: out.categories.map(({ id, name }) => ({ id, name })),
    areas: out.areas,
  };
}

/** A text array as node-postgres (an array) or PGlite (an array too; a literal on old drivers) answers it. */
function pgArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string' && value.startsWith('{')) return value.slice(1, -1).split(',').filter(Boolean).map((v) => v.replace(/^"|"$/g, ''));
  return [];
}

