// The Miembros report (spec section 2 "Reports", ADMIN and TESORERIA): every person with their
// membership of a chosen year. One statement for the page, one for the totals and the chart (over
// the whole filtered set, never the page).
import { sql, type SQL } from 'drizzle-orm';
import { MEMBER_CHART_YEARS, memberReportArgs, memberReportFilters, type MemberReportFilters, type MemberReportStatus } from '@portal/domain/reports';
import type { Executor } from '../../platform/db';
import { badInput, parseInput } from '../../platform/errors';
import { likePattern } from '../../platform/list';

export type MemberReportRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  document: string;
  joined: Date;
  categoryId: number | null;
  category: string | null;
  status: MemberReportStatus;
  amountCents: number | null;
  country: string | null;
  province: string | null;
  institution: string | null;
};
export type MemberTotal = { categoryId: number | null; category: string | null; status: MemberReportStatus; people: number; paidCents: number; owingCents: number };
export type MemberChartPoint = { year: number; categoryId: number; category: string; people: number };
export type MemberReport = {
  year: number;
  items: MemberReportRow[];
  total: number;
  page: number;
  pageSize: number;
  totals: MemberTotal[];
  chart: MemberChartPoint[];
  /** Every membership category, for the filter. */
  categories: { id: number; name: string }[];
};

/**
 * A membership year's standing: a pending dues charge is debt, before a termination. "Has a
 * membership" reads its category (never null in a membership row), not its id: PostgreSQL estimates
 * the groups of the totals from the columns the expression reads, and a unique id made it expect one
 * group per person (a sort of 100,000 rows spilled to disk instead of a grouping in memory).
 */
export const memberStatusSql = sql`(case when c.status = 'PENDING' then 'OWING' when m.terminated_member then 'TERMINATED' when m.category_id is not null then 'UP_TO_DATE' else 'NONE' end)`;

/** Every person with the year's membership, its dues charge, and where they live and work. */
export const memberBase = (year: number) => sql`"users" as u
  left join "memberships" as m on m.user_id = u.id and m.year = ${year}
  left join "membership_categories" as mc on mc.id = m.category_id
  left join "charges" as c on c.membership_id = m.id
  left join "personal_info" as pi on pi.user_id = u.id
  left join "academic_info" as ai on ai.user_id = u.id`;

/** The person, where they live and work (what `personConditions` read). */
const personBase = sql`"users" as u left join "personal_info" as pi on pi.user_id = u.id left join "academic_info" as ai on ai.user_id = u.id`;

/** The filters that describe the person, not the year (the chart keeps them across years). */
function personConditions(f: Pick<MemberReportFilters, 'countryId' | 'provinceId' | 'institutionId' | 'joinedFrom' | 'joinedTo'> & { search?: string | null }): SQL[] {
  const where: SQL[] = [];
  if (f.search) where.push(sql`u.search_text like portal_fold(${likePattern(f.search)})`);
  if (f.countryId) where.push(sql`pi.country_id = ${f.countryId}`);
  if (f.provinceId) where.push(sql`pi.province_id = ${f.provinceId}`);
  if (f.institutionId) where.push(sql`ai.first_institution_id = ${f.institutionId}`);
  // A joining day is the Buenos Aires calendar day the account was made.
  if (f.joinedFrom) where.push(sql`u.created_at >= (${f.joinedFrom}::date)::timestamp at time zone 'America/Argentina/Buenos_Aires'`);
  if (f.joinedTo) where.push(sql`u.created_at < (${f.joinedTo}::date + 1)::timestamp at time zone 'America/Argentina/Buenos_Aires'`);
  return where;
}

/** The report's filters as conditions over `memberBase` (the export uses them too). */
export function memberConditions(f: MemberReportFilters & { search?: string | null }): SQL[] {
  const where = personConditions(f);
  if (f.categoryId) where.push(sql`m.category_id = ${f.categoryId}`);
  if (f.status) where.push(sql`${memberStatusSql} = ${f.status}`);
  return where;
}

export const whereOf = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/** The sorts the report offers, as expressions over `memberBase` (never null: exports key on them). */
export const memberSortExpressions: Record<string, SQL> = {
  name: sql`u.sort_key collate "C"`,
  category: sql`portal_sort_key(coalesce(mc.name, '')) collate "C"`,
  status: memberStatusSql,
  joined: sql`u.created_at`,
  country: sql`portal_sort_key(coalesce(co.name, '')) collate "C"`,
  institution: sql`portal_sort_key(coalesce(inst.name, '')) collate "C"`,
};

const names = sql`left join "countries" as co on co.id = pi.country_id
  left join "provinces" as pr on pr.id = pi.province_id
  left join "institutions" as inst on inst.id = ai.first_institution_id`;

type TotalsLine = { kind: 'total' | 'chart' | 'category'; year: number; category_id: number | null; category: string | null; status: MemberReportStatus | null; people: number | string; paid: number | string; owing: number | string };

/** The report: one page of people, and the totals and the chart of the whole filtered set. */
export async function memberReport(db: Executor, args: unknown): Promise<MemberReport> {
  const parsed = parseInput(memberReportArgs, args);
  const { page, pageSize, sort, direction } = parsed;
  const sortKey = sort ?? 'name';
  const orderExpr = memberSortExpressions[sortKey];
  if (!orderExpr) throw badInput({ sort: 'No se puede ordenar por ese campo.' });
  const desc = direction === 'DESC' ? sql`desc` : sql``;
  const where = whereOf(memberConditions(parsed));

  const pageRows = await db.execute(sql`
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.document, u.created_at as joined,
      m.category_id as "categoryId", mc.name as category, ${memberStatusSql} as status, c.amount_cents as "amountCents",
      co.name as country, coalesce(pr.name, pi.province_name) as province, inst.name as institution
    from ${memberBase(parsed.year)} ${names}
    ${where}
    order by ${orderExpr} ${desc}, u.sort_key collate "C" ${desc}, u.id ${desc}
    limit ${pageSize} offset ${page * pageSize}`);

  const firstYear = parsed.year - MEMBER_CHART_YEARS + 1;
  const chartWhere = personConditions(parsed);
  // The totals and the chart group by category id; the names come from the categories' lines.
  const lines = await db.execute(sql`
    select 'total' as kind, ${parsed.year}::int as year, m.category_id, null as category, ${memberStatusSql} as status,
      count(*) as people,
      coalesce(sum(c.amount_cents) filter (where c.status = 'PAID'), 0) as paid,
      coalesce(sum(c.amount_cents) filter (where c.status = 'PENDING'), 0) as owing
    from ${memberBase(parsed.year)}
    ${where}
    group by m.category_id, ${memberStatusSql}
    union all
    select 'chart', m.year, m.category_id, null, null, count(*), 0, 0
    from "memberships" as m
    where m.year between ${firstYear} and ${parsed.year} ${chartWhere.length ? sql`and m.user_id in (select u.id from ${personBase} ${whereOf(chartWhere)})` : sql``}
    group by m.year, m.category_id
    union all
    select 'category', 0, id, name, null, 0, 0, 0 from "membership_categories"`);

  const rows = lines.rows as TotalsLine[];
  const categories = rows.filter((l) => l.kind === 'category').map((l) => ({ id: Number(l.category_id), name: l.category ?? '' }));
  const nameOf = new Map(categories.map((c) => [c.id, c.name]));
  const totals: MemberTotal[] = [];
  const chart: MemberChartPoint[] = [];
  for (const line of rows) {
    const categoryId = line.category_id === null ? null : Number(line.category_id);
    const category = categoryId === null ? null : (nameOf.get(categoryId) ?? '');
    if (line.kind === 'chart') chart.push({ year: Number(line.year), categoryId: categoryId!, category: category ?? '', people: Number(line.people) });
    else if (line.kind === 'total')
      totals.push({ categoryId, category, status: line.status as MemberReportStatus, people: Number(line.people), paidCents: Number(line.paid), owingCents: Number(line.owing) });
  }
  totals.sort((a, b) => (a.category ?? '\uffff').localeCompare(b.category ?? '\uffff', 'es') || a.status.localeCompare(b.status));
  categories.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  chart.sort((a, b) => a.year - b.year || a.category.localeCompare(b.category, 'es'));
  const items = (pageRows.rows as MemberReportRow[]).map((r) => ({
    ...r,
    joined: new Date(r.joined),
    categoryId: r.categoryId === null ? null : Number(r.categoryId),
    amountCents: r.amountCents === null ? null : Number(r.amountCents),
  }));
  return { year: parsed.year, items, total: totals.reduce((n, t) => n + t.people, 0), page, pageSize, totals, chart, categories };
}

/** The filters alone (the export's). */
export const parseMemberFilters = (input: unknown) => parseInput(memberReportFilters, input);
