import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { ChargeStatus } from '@portal/domain/charges';
import type { InscriptionFee } from '@portal/domain/inscriptions';
import { charges } from '../../db/schema/charges';
import { conferences, inscriptionCategories } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import type { Executor } from '../../platform/db';
import { listTotal, pagePlaceholders, planOnce } from '../../platform/list';

/** The public facts of an edition that an inscription (and the public page) shows. */
export type InscriptionConferenceView = {
  id: number;
  name: string;
  edition: number;
  venue: string;
  inscriptionStart: string;
  inscriptionEnd: string;
  startDate: string;
  endDate: string;
};

export type InscriptionChargeView = {
  id: number;
  amountCents: number;
  currency: string;
  status: ChargeStatus;
  paidAt: Date | null;
  description: string;
  feeApplied: InscriptionFee | null;
};

/** An inscription with its edition, category, charge and how many proposals it holds. */
export type InscriptionView = {
  id: number;
  userId: string;
  registrationDate: string;
  universityCareer: string | null;
  createdAt: Date;
  conference: InscriptionConferenceView;
  category: typeof inscriptionCategories.$inferSelect;
  charge: InscriptionChargeView | null;
  proposalCount: number;
};

export const conferenceColumns = {
  id: conferences.id,
  name: conferences.name,
  edition: conferences.edition,
  venue: conferences.venue,
  inscriptionStart: conferences.inscriptionStart,
  inscriptionEnd: conferences.inscriptionEnd,
  startDate: conferences.startDate,
  endDate: conferences.endDate,
};

// Spelled out: inside a subquery drizzle does not qualify the outer column.
const proposalCount = sql<number>`(select count(*)::int from "proposals" as p where p.inscription_id = "inscriptions"."id")`;

const columns = {
  i: inscriptions,
  conference: conferenceColumns,
  category: inscriptionCategories,
  charge: {
    id: charges.id,
    amountCents: charges.amountCents,
    currency: charges.currency,
    status: charges.status,
    paidAt: charges.paidAt,
    description: charges.description,
    feeApplied: charges.feeApplied,
  },
  proposalCount,
};

type Row = {
  i: typeof inscriptions.$inferSelect;
  conference: InscriptionConferenceView;
  category: typeof inscriptionCategories.$inferSelect;
  charge: InscriptionChargeView | null;
  proposalCount: number;
};

const toView = (r: Row): InscriptionView => ({
  id: r.i.id,
  userId: r.i.userId,
  registrationDate: r.i.registrationDate,
  universityCareer: r.i.universityCareer,
  createdAt: r.i.createdAt,
  conference: r.conference,
  category: r.category,
  charge: r.charge,
  proposalCount: Number(r.proposalCount),
});

/** One statement: inscriptions with their edition, category, charge and proposal count. */
export async function selectInscriptions(db: Executor, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<InscriptionView[]> {
  return (await inscriptionRows(db, where, page)).map(toView);
}

/** One statement: a page of inscriptions, each carrying `total` as `listTotal` (see platform/list). */
export async function inscriptionPageRows(
  db: Executor,
  where: SQL | undefined,
  page: { orderBy: SQL[]; limit: number; offset: number },
  total: SQL<number>,
): Promise<(InscriptionView & { listTotal: number })[]> {
  return (await inscriptionRows(db, where, page, total, true)).map((r) => ({ ...toView(r), listTotal: r.listTotal! }));
}

/**
 * The prepared page of one person's inscriptions (unsearched) in one ordering, each row carrying
 * its bounded count as `listTotal`; the person and the page's numbers are placeholders
 * (`pagePlaceholders`; the service keeps one per ordering with `preparedShapes`).
 */
export function personInscriptionPageQuery(db: Executor, orderBy: SQL[], name: string) {
  const theirs = eq(inscriptions.userId, sql.placeholder('userId'));
  const page = pagePlaceholders();
  const countRows = db.select({ one: sql`1` }).from(inscriptions).where(theirs).limit(page.cap);
  return db
    .select({ ...columns, listTotal: listTotal(countRows) })
    .from(inscriptions)
    .innerJoin(conferences, eq(conferences.id, inscriptions.conferenceId))
    .innerJoin(inscriptionCategories, eq(inscriptionCategories.id, inscriptions.categoryId))
    .leftJoin(charges, eq(charges.inscriptionId, inscriptions.id))
    .where(theirs)
    .orderBy(...orderBy)
    .limit(page.fetch)
    .offset(page.offset)
    .prepare(name);
}

/** The rows of `personInscriptionPageQuery` as views, each keeping `listTotal`. */
export const inscriptionPageViews = (rows: unknown[]): (InscriptionView & { listTotal: number })[] =>
  (rows as (Row & { listTotal: number })[]).map((r) => ({ ...toView(r), listTotal: r.listTotal }));

async function inscriptionRows(db: Executor, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }, total?: SQL<number>, plannedOnce = false) {
  const query = db
    .select({ ...columns, ...(total && { listTotal: total }) })
    .from(inscriptions)
    .innerJoin(conferences, eq(conferences.id, inscriptions.conferenceId))
    .innerJoin(inscriptionCategories, eq(inscriptionCategories.id, inscriptions.categoryId))
    .leftJoin(charges, eq(charges.inscriptionId, inscriptions.id))
    .where(where)
    .$dynamic();
  if (page) query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset);
  // The viewer's own inscriptions (the only page of them): a plan that fits every person.
  return (await (plannedOnce ? planOnce(query) : query)) as (Row & { listTotal?: number })[];
}

export async function inscriptionById(db: Executor, id: number): Promise<InscriptionView | undefined> {
  const [view] = await selectInscriptions(db, eq(inscriptions.id, id));
  return view;
}

export async function countInscriptions(db: Executor, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(inscriptions).where(where);
  return n;
}

/** What an inscription's charge says. */
export const inscriptionChargeDescription = (conferenceName: string, categoryName: string) => `Inscripción — ${conferenceName} — ${categoryName}`;
