// «Estados de cuenta» (ADMIN, TESORERIA): per person what was charged, paid, is pending and is a
// credit, with the ageing of what is owed; totals over the whole filtered set; collected per month
// (of approval) by method. Three statements: the page (with its count), the totals, the chart.
import { sql, type SQL } from 'drizzle-orm';
import {
  accountReportFilters,
  accountReportPaging,
  hasPaymentFilter,
  type AccountReportFilters,
  type AccountReportSort,
  type ChargeConcept,
} from '@portal/domain/account-report';
import type { PaymentMethod } from '@portal/domain/payments';
import type { Executor } from '../../platform/db';
import { parseInput } from '../../platform/errors';
import { personSearch } from '../treasury/treasury.service';

const TZ = 'America/Argentina/Buenos_Aires';
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${TZ})`;
const dayEnd = (day: string) => sql`(${day}::date::timestamp at time zone ${TZ} + interval '1 day')`;

/** When a payment counts as approved: when treasury (or the provider) decided it. */
const approvedAt = sql`coalesce(p.decided_at, p.created_at)`;
/** The day the money was paid: what the member or treasury said (manual), else the day it was made. */
const paidDay = sql`coalesce(p.informed_day, (p.created_at at time zone ${TZ})::date)`;

/** The conditions on an approved payment `p` that the payment filters ask for. */
function paymentConditions(f: AccountReportFilters): SQL {
  const parts: SQL[] = [sql`p.status = 'APPROVED'`];
  if (f.paidFrom) parts.push(sql`${paidDay} >= ${f.paidFrom}::date`);
  if (f.paidTo) parts.push(sql`${paidDay} <= ${f.paidTo}::date`);
  if (f.approvedFrom) parts.push(sql`${approvedAt} >= ${dayStart(f.approvedFrom)}`);
  if (f.approvedTo) parts.push(sql`${approvedAt} < ${dayEnd(f.approvedTo)}`);
  if (f.method) parts.push(sql`p.method = ${f.method}`);
  return sql.join(parts, sql` and `);
}

/**
 * The conditions on a charge `c` (`m` its membership, `i` its inscription). The person's (enabled, the
 * search) are subqueries on "users": the report groups the charges per person first and reads the
 * names only for the people it shows.
 */
function chargeConditions(f: AccountReportFilters): SQL {
  const parts: SQL[] = [sql`c.status <> 'CANCELLED'`, sql`not exists (select 1 from "users" where "users"."id" = c.user_id and not "users"."enabled")`];
  if (f.chargedFrom) parts.push(sql`c.created_at >= ${dayStart(f.chargedFrom)}`);
  if (f.chargedTo) parts.push(sql`c.created_at < ${dayEnd(f.chargedTo)}`);
  if (f.concept) parts.push(sql`c.kind = ${f.concept}`);
  if (f.conferenceId) parts.push(sql`i.conference_id = ${f.conferenceId}`);
  if (f.categoryId) parts.push(sql`m.category_id = ${f.categoryId}`);
  const search = personSearch(f.search || null);
  if (search) parts.push(sql`exists (select 1 from "users" where "users"."id" = c.user_id and ${search})`);
  return sql.join(parts, sql` and `);
}

const chargeFrom = sql`charges c left join memberships m on m.id = c.membership_id left join inscriptions i on i.id = c.inscription_id`;

/**
 * One row per charge the filters keep: its amount, what is still owed on it, what the filtered
 * payments paid of it, and its open credit. With a payment filter, only charges such a payment paid.
 * The allocations and credits are summed once per charge in grouped joins (a correlated subquery
 * per charge took seconds at 100,000 members: credits has no index on its charge). A charge's
 * figures are integers (none passes its amount), so the sums per person keep a small integer state
 * and the grouping of 100,000 people fits in memory.
 */
export function chargeRows(f: AccountReportFilters): SQL {
  const filtered = paymentConditions(f);
  return sql`select c.id, c.user_id, c.kind, c.amount_cents, c.created_at,
      case when c.status = 'PENDING' then greatest(c.amount_cents - coalesce(al.approved_cents, 0), 0) else 0 end as pending_cents,
      coalesce(al.paid_cents, 0) as paid_cents,
      coalesce(cr.credit_cents, 0) as credit_cents
    from ${chargeFrom}
      left join (select a.charge_id, (sum(a.amount_cents) filter (where p.status = 'APPROVED'))::int as approved_cents,
          (sum(a.amount_cents) filter (where ${filtered}))::int as paid_cents, count(*) filter (where ${filtered}) as paid_count
        from payment_allocations a join payments p on p.id = a.payment_id group by a.charge_id) al on al.charge_id = c.id
      left join (select x.charge_id, sum(x.amount_cents)::int as credit_cents from credits x where x.status = 'OPEN' group by x.charge_id) cr on cr.charge_id = c.id
    where ${chargeConditions(f)}
      ${hasPaymentFilter(f) ? sql`and al.paid_count > 0` : sql``}`;
}

const ageing = sql`sum(r.pending_cents) filter (where r.created_at > now() - interval '30 days')::bigint as up_to_30,
  sum(r.pending_cents) filter (where r.created_at <= now() - interval '30 days' and r.created_at > now() - interval '90 days')::bigint as from_31_to_90,
  sum(r.pending_cents) filter (where r.created_at <= now() - interval '90 days')::bigint as over_90`;

/** Per person, over `rows` (a `chargeRows` select). */
export function personRows(f: AccountReportFilters): SQL {
  return sql`select r.user_id, sum(r.amount_cents) as charged_cents, sum(r.paid_cents) as paid_cents, sum(r.pending_cents) as pending_cents,
      sum(r.credit_cents) as credit_cents, ${ageing}
    from (${chargeRows(f)}) r group by r.user_id`;
}

/** The SELECT's column that each sort name orders by. */
export const accountSortColumns: Record<AccountReportSort, { name: string; collateC?: boolean }> = {
  person: { name: 'sort_key', collateC: true },
  charged: { name: 'charged_cents' },
  paid: { name: 'paid_cents' },
  pending: { name: 'pending_cents' },
  credit: { name: 'credit_cents' },
  overdue: { name: 'over_90' },
};

/** The people of the report with their figures (the page's and the export's SELECT). */
export function accountPeopleSelect(f: AccountReportFilters, extra: SQL = sql``): SQL {
  return sql`select "users"."id" as id, "users"."sort_key" as sort_key, "users"."last_name" as last_name, "users"."first_name" as first_name,
      "users"."email" as email, "users"."document" as document, pr.charged_cents, pr.paid_cents, pr.pending_cents, pr.credit_cents,
      coalesce(pr.up_to_30, 0) as up_to_30, coalesce(pr.from_31_to_90, 0) as from_31_to_90, coalesce(pr.over_90, 0) as over_90 ${extra}
    from (${personRows(f)}) pr join "users" on "users"."id" = pr.user_id`;
}

export type AccountRow = {
  id: string;
  lastName: string;
  firstName: string;
  email: string;
  document: string | null;
  chargedCents: number;
  paidCents: number;
  pendingCents: number;
  creditCents: number;
  upTo30Cents: number;
  from31To90Cents: number;
  over90Cents: number;
};

type Raw = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

/** The figures a person's row and the totals share, from their SELECT's columns. */
const figuresOf = (r: Raw) => ({
  chargedCents: n(r.charged_cents),
  paidCents: n(r.paid_cents),
  pendingCents: n(r.pending_cents),
  creditCents: n(r.credit_cents),
  upTo30Cents: n(r.up_to_30),
  from31To90Cents: n(r.from_31_to_90),
  over90Cents: n(r.over_90),
});

const toRow = (r: Raw): AccountRow => ({
  id: String(r.id),
  lastName: String(r.last_name),
  firstName: String(r.first_name),
  email: String(r.email),
  document: (r.document as string | null) ?? null,
  ...figuresOf(r),
});

/** Parses the report's arguments (BAD_USER_INPUT per field). */
export function parseAccountArgs(args: Record<string, unknown>) {
  const { page, pageSize, sort, direction, ...filters } = args;
  return { filters: parseInput(accountReportFilters, filters), paging: parseInput(accountReportPaging, { page, pageSize, sort, direction }) };
}

export type AccountPage = { items: AccountRow[]; total: number; page: number; pageSize: number };

/** One statement: the page of people in the sort asked (default: most owed first), with the count of all. */
export async function accountPage(db: Executor, args: Record<string, unknown>): Promise<AccountPage> {
  const { filters, paging } = parseAccountArgs(args);
  const column = accountSortColumns[paging.sort ?? 'pending'];
  const desc = paging.direction ? paging.direction === 'DESC' : !paging.sort || paging.sort !== 'person';
  const order = sql.raw(`"${column.name}"${column.collateC ? ' collate "C"' : ''} ${desc ? 'desc' : 'asc'}, sort_key collate "C" asc, id asc`);
  const { rows } = await db.execute(
    sql`select * from (${accountPeopleSelect(filters, sql`, count(*) over () as list_total`)}) people order by ${order} limit ${paging.pageSize} offset ${paging.page * paging.pageSize}`,
  );
  const total = rows.length ? n((rows[0] as Raw).list_total) : 0;
  return { items: (rows as Raw[]).map(toRow), total, page: paging.page, pageSize: paging.pageSize };
}

export type ConceptTotals = { concept: ChargeConcept; chargedCents: number; paidCents: number; pendingCents: number };
export type AccountTotals = {
  people: number;
  chargedCents: number;
  paidCents: number;
  pendingCents: number;
  creditCents: number;
  upTo30Cents: number;
  from31To90Cents: number;
  over90Cents: number;
  byConcept: ConceptTotals[];
};

/** One statement: the totals over every charge the filters keep (not the page), overall and per concept. */
export async function accountTotals(db: Executor, args: Record<string, unknown>): Promise<AccountTotals> {
  const { filters } = parseAccountArgs(args);
  const { rows } = await db.execute(sql`select count(distinct r.user_id)::int as people, coalesce(sum(r.amount_cents), 0)::bigint as charged_cents,
      coalesce(sum(r.paid_cents), 0)::bigint as paid_cents, coalesce(sum(r.pending_cents), 0)::bigint as pending_cents, coalesce(sum(r.credit_cents), 0)::bigint as credit_cents, ${ageing},
      coalesce(sum(r.amount_cents) filter (where r.kind = 'MEMBERSHIP'), 0)::bigint as m_charged, coalesce(sum(r.paid_cents) filter (where r.kind = 'MEMBERSHIP'), 0)::bigint as m_paid,
      coalesce(sum(r.pending_cents) filter (where r.kind = 'MEMBERSHIP'), 0)::bigint as m_pending,
      coalesce(sum(r.amount_cents) filter (where r.kind = 'INSCRIPTION'), 0)::bigint as i_charged, coalesce(sum(r.paid_cents) filter (where r.kind = 'INSCRIPTION'), 0)::bigint as i_paid,
      coalesce(sum(r.pending_cents) filter (where r.kind = 'INSCRIPTION'), 0)::bigint as i_pending
    from (${chargeRows(filters)}) r`);
  const r = rows[0] as Raw;
  return {
    people: n(r.people),
    ...figuresOf(r),
    byConcept: [
      { concept: 'MEMBERSHIP', chargedCents: n(r.m_charged), paidCents: n(r.m_paid), pendingCents: n(r.m_pending) },
      { concept: 'INSCRIPTION', chargedCents: n(r.i_charged), paidCents: n(r.i_paid), pendingCents: n(r.i_pending) },
    ],
  };
}

export type CollectedCell = { month: string; method: PaymentMethod; cents: number };

/** One statement: what the approved payments paid of the kept charges, per month of approval and method. */
export async function accountCollected(db: Executor, args: Record<string, unknown>): Promise<CollectedCell[]> {
  const { filters } = parseAccountArgs(args);
  const { rows } = await db.execute(sql`select to_char(${approvedAt} at time zone ${TZ}, 'YYYY-MM') as month, p.method, sum(a.amount_cents)::bigint as cents
    from ${chargeFrom} join payment_allocations a on a.charge_id = c.id join payments p on p.id = a.payment_id
    where ${paymentConditions(filters)} and ${chargeConditions(filters)}
    group by 1, 2 order by 1, 2`);
  return (rows as Raw[]).map((r) => ({ month: String(r.month), method: r.method as PaymentMethod, cents: n(r.cents) }));
}
