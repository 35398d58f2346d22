import { sql } from 'drizzle-orm';
import type { ProposalKind } from '@portal/domain/proposal-status';
import type { Executor } from '../../platform/db';

/**
 * The people of schedulable items, one identity per person and item (issue 29 §4): what the
 * schedule reads to refuse "one person in two rooms at once" (PRODUCT.md "Schedule").
 *
 * Where people are:
 * - every proposal: its authors (`proposal_authors`: the submitter and the co-authors);
 * - a closed panel, besides: its chair, commentator and its papers' authors (names with an optional
 *   e-mail, inside `details`);
 * - a regular or student-table panel: its chair ("quien coordina el panel") and commentator
 *   (`panel_people`) and the authors of its papers (`panel_items`);
 * - a fixed panel: its chair and speakers (`panel_people`).
 * Research groups' members and books' authors and presenters are free texts, not people: only the
 * proposal's authors count for them.
 *
 * Who a person is, in this order:
 * 1. an account: the row is linked to it, or its e-mail is an account's address, or the e-mail is
 *    linked to an account on another row of the same read. A co-author link not yet accepted counts
 *    as the account: the address was named and belongs to that account, and being in two rooms at
 *    once is a matter of fact, not of consent. (The conflict-of-interest rule, which lets a link take
 *    an item from a coordinator, counts only accepted links: platform/conflict-of-interest.ts.) A
 *    co-author who declined is not a person of the item.
 * 2. else the e-mail, trimmed and lower-cased;
 * 3. else a name of that item only: two "Juan Pérez" without an e-mail on two items are two people;
 *    on one item (chair of a closed panel and author of one of its papers) one.
 */

export type ItemPersonRole = 'author' | 'chair' | 'commentator' | 'speaker';
const roleOrder: readonly ItemPersonRole[] = ['chair', 'commentator', 'speaker', 'author'];

/** An item: a proposal (its kind) or a built panel (PANEL_REGULAR, PANEL_MESA_ESTUDIANTE, PANEL_FIJO), by id. */
export type ItemRef = { itemKind: ProposalKind; itemId: number };

export type ItemPerson = ItemRef & {
  /** `user:<id>`, `email:<address>` or `name:<item>:<folded name>` (the last never shared by two items). */
  personKey: string;
  userId: string | null;
  /** The account's address when there is an account, else the normalised e-mail given, else null. */
  email: string | null;
  /** The account's name when there is an account, else the first name given. */
  displayName: string;
  roles: ItemPersonRole[];
};

export const normaliseEmail = (email: string | null | undefined) => {
  const e = (email ?? '').trim().toLowerCase();
  return e === '' ? null : e;
};

/** A name compared within one item: no accents, case or repeated spaces. */
const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es')
    .replace(/\s+/g, ' ')
    .trim();

type SourceRow = { itemKind: ProposalKind; itemId: number; role: ItemPersonRole; name: string | null; email: string | null; accountId: string | null; accountEmail: string | null; accountName: string | null };

/** The ids as one array parameter (not one parameter each: a congress sends hundreds). */
const intList = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/**
 * The people of the given proposals and panels: one statement for the whole set, each person once
 * per item with every role they hold there, items by kind (code-point order) and id; people in order of
 * appearance (chair and commentator first, then speakers and authors in their order).
 */
export async function peopleOfItems(db: Executor, items: { proposalIds?: readonly number[]; panelIds?: readonly number[] }): Promise<ItemPerson[]> {
  const proposalIds = [...new Set(items.proposalIds ?? [])];
  const panelIds = [...new Set(items.panelIds ?? [])];
  if (proposalIds.length === 0 && panelIds.length === 0) return [];
  const pIds = proposalIds.length ? intList(proposalIds) : sql`array[]::int[]`;
  const nIds = panelIds.length ? intList(panelIds) : sql`array[]::int[]`;
  const result = await db.execute(sql`
    with src as (
      select p.kind as item_kind, p.id as item_id, 'author' as role, a.user_id, a.email, a.name, 3 as rank, a.position as pos, 0 as sub
        from "proposals" as p join "proposal_authors" as a on a.proposal_id = p.id
        where p.id = any(${pIds}) and a.declined_at is null
      union all
      select p.kind, p.id, r.role, null, p.details -> r.role ->> 'email', p.details -> r.role ->> 'name', case r.role when 'chair' then 0 else 1 end, 0, 0
        from "proposals" as p cross join (values ('chair'), ('commentator')) as r(role)
        where p.id = any(${pIds}) and p.kind = 'PANEL_CERRADO' and jsonb_typeof(p.details -> r.role) = 'object'
      union all
      select p.kind, p.id, 'author', null, pa.value ->> 'email', pa.value ->> 'name', 4, paper.ordinality::int, pa.ordinality::int
        from "proposals" as p
        cross join lateral jsonb_array_elements(case when jsonb_typeof(p.details -> 'papers') = 'array' then p.details -> 'papers' else '[]'::jsonb end) with ordinality as paper(value, ordinality)
        cross join lateral jsonb_array_elements(case when jsonb_typeof(paper.value -> 'authors') = 'array' then paper.value -> 'authors' else '[]'::jsonb end) with ordinality as pa(value, ordinality)
        where p.id = any(${pIds}) and p.kind = 'PANEL_CERRADO'
      union all
      select n.kind, n.id, lower(pp.role), pp.user_id, pp.email, pp.name, case pp.role when 'CHAIR' then 0 when 'COMMENTATOR' then 1 else 2 end, pp.position, 0
        from "panels" as n join "panel_people" as pp on pp.panel_id = n.id
        where n.id = any(${nIds})
      union all
      select n.kind, n.id, 'author', a.user_id, a.email, a.name, 3, pi.position, a.position
        from "panels" as n join "panel_items" as pi on pi.panel_id = n.id join "proposal_authors" as a on a.proposal_id = pi.proposal_id
        where n.id = any(${nIds}) and a.declined_at is null
    ),
    norm as (select src.*, nullif(lower(btrim(src.email)), '') as norm_email from src),
    links as (select distinct on (norm_email) norm_email, user_id from norm where user_id is not null and norm_email is not null order by norm_email, user_id),
    resolved as (
      select norm.*, coalesce(norm.user_id, by_email.id, links.user_id) as account_id
        from norm
        left join "users" as by_email on norm.user_id is null and by_email.email = norm.norm_email
        left join links on norm.user_id is null and links.norm_email = norm.norm_email)
    select norm.item_kind as "itemKind", norm.item_id as "itemId", norm.role, norm.name, norm.norm_email as email,
      acct.id as "accountId", acct.email as "accountEmail", acct.name as "accountName"
    from resolved as norm
    left join lateral (
      select u.id, u.email, u.first_name || ' ' || u.last_name as name from "users" as u where u.id = norm.account_id limit 1
    ) as acct on true
    order by norm.item_kind collate "C", norm.item_id, norm.rank, norm.pos, norm.sub`);
  return groupPeople(result.rows as SourceRow[]);
}

/** One entry per item and identity, its roles merged. */
function groupPeople(rows: readonly SourceRow[]): ItemPerson[] {
  const byKey = new Map<string, ItemPerson>();
  for (const row of rows) {
    const itemId = Number(row.itemId);
    const email = normaliseEmail(row.email);
    const name = (row.name ?? '').trim();
    const personKey = row.accountId ? `user:${row.accountId}` : email ? `email:${email}` : `name:${row.itemKind}:${itemId}:${foldName(name)}`;
    const key = `${row.itemKind} ${itemId} ${personKey}`;
    let person = byKey.get(key);
    if (!person) {
      person = { itemKind: row.itemKind, itemId, personKey, userId: row.accountId, email: row.accountId ? row.accountEmail : email, displayName: row.accountId ? (row.accountName ?? name) : name, roles: [] };
      byKey.set(key, person);
    }
    if (!person.displayName && name) person.displayName = name;
    if (!person.roles.includes(row.role)) person.roles.push(row.role);
  }
  const people = [...byKey.values()];
  for (const p of people) p.roles.sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b));
  return people;
}

export type SharedPeople = { a: ItemRef; b: ItemRef; people: { personKey: string; displayName: string }[] };

const refKey = (r: ItemRef) => `${r.itemKind} ${r.itemId}`;

/**
 * The pairs of distinct items that share at least one person, with those people (pure). Items in
 * each pair in the order they first appear; pairs in order of their first item, then the second.
 */
export function itemsSharingPeople(people: readonly ItemPerson[]): SharedPeople[] {
  const itemsOf = new Map<string, { ref: ItemRef; displayName: string }[]>();
  const order = new Map<string, number>();
  for (const p of people) {
    const ref = { itemKind: p.itemKind, itemId: p.itemId };
    if (!order.has(refKey(ref))) order.set(refKey(ref), order.size);
    const list = itemsOf.get(p.personKey) ?? [];
    if (!list.some((x) => refKey(x.ref) === refKey(ref))) list.push({ ref, displayName: p.displayName });
    itemsOf.set(p.personKey, list);
  }
  const pairs = new Map<string, SharedPeople>();
  for (const [personKey, list] of itemsOf) {
    const sorted = [...list].sort((x, y) => order.get(refKey(x.ref))! - order.get(refKey(y.ref))!);
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length; j++) {
        const key = `${refKey(sorted[i].ref)}|${refKey(sorted[j].ref)}`;
        const pair = pairs.get(key) ?? { a: sorted[i].ref, b: sorted[j].ref, people: [] };
        pair.people.push({ personKey, displayName: sorted[i].displayName || sorted[j].displayName });
        pairs.set(key, pair);
      }
  }
  return [...pairs.values()].sort((x, y) => order.get(refKey(x.a))! - order.get(refKey(y.a))! || order.get(refKey(x.b))! - order.get(refKey(y.b))!);
}
