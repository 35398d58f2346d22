import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { submissionTypes } from '@portal/domain/conferences';
import { proposalStatuses, proposalStatusGroups } from '@portal/domain/proposal-status';
import { inscriptions } from '../../db/schema/inscriptions';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { parseInput } from '../../platform/errors';
import { intIdOrNull } from '../../platform/ids';
import { likePattern, listTotal, pageWithTotal, parseList, spanishOrder, type Page } from '../../platform/list';
import type { Viewer } from '../../platform/viewer';
import { baseSelect, toViews, type ProposalView } from '../proposals/proposals.read';
import { requireConferenceAdmin } from './proposal-admin.rules';

const sortable = {
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
  title: spanishOrder(proposals.title),
  status: proposals.status,
};

export const conferenceProposalFilters = z.object({
  kind: z.enum(submissionTypes, { error: 'Tipo de propuesta inválido' }),
  status: z.enum(proposalStatuses, { error: 'Estado inválido' }).nullish(),
  thematicAreaId: z
    .union([z.string(), z.number()])
    .nullish()
    .refine((v) => v === null || v === undefined || intIdOrNull(v) !== null, 'Área temática inválida')
    .transform((v) => (v === null || v === undefined ? null : intIdOrNull(v))),
  finalVersion: z.boolean({ error: 'Filtro de versión final inválido' }).nullish(),
});

// Whether the item has a final version (proposal-final-version.ts owns it as `('proposalFinal', id)`).
const hasFinalVersion = sql`exists (select 1 from "files" as f where f.attached_type = 'proposalFinal' and f.attached_id = ${proposals.id}::text)`;

/** The proposals of an edition the list's filters and search keep (its export keeps the same ones). */
export function conferenceProposalConditions(db: Executor, conferenceId: number, filter: z.infer<typeof conferenceProposalFilters>, search: string | null | undefined): SQL | undefined {
  const where: SQL[] = [eq(proposals.conferenceId, conferenceId), eq(proposals.kind, filter.kind)];
  if (filter.status) where.push(eq(proposals.status, filter.status));
  if (filter.thematicAreaId !== null) where.push(eq(proposals.thematicAreaId, filter.thematicAreaId));
  // «Con versión final»: any item that has one; «Sin versión final»: accepted items still without one.
  if (filter.finalVersion === true) where.push(hasFinalVersion);
  if (filter.finalVersion === false) where.push(inArray(proposals.status, [...proposalStatusGroups.accepted]), sql`not ${hasFinalVersion}`);
  if (search) {
    const pattern = likePattern(search);
    const byAuthor = db
      .select({ one: sql`1` })
      .from(proposalAuthors)
      .where(and(eq(proposalAuthors.proposalId, proposals.id), or(ilike(proposalAuthors.name, pattern), ilike(proposalAuthors.email, pattern))));
    where.push(or(ilike(proposals.title, pattern), exists(byAuthor))!);
  }
  return and(...where);
}

/**
 * Every proposal of one kind in an edition, for its ADMIN_CONGRESO: filtered by status,
 * thematic area and final version (with one; accepted without one), searched in the title and in the authors' names and e-mails, sorted and paged.
 * One statement after the session check: the page (with its areas, authors and file joined in)
 * and its bounded count, the same for any page size.
 */
export async function listConferenceProposals(db: Executor, viewer: Viewer, args: { conferenceId: unknown } & Record<string, unknown>): Promise<Page<ProposalView>> {
  const conferenceId = intIdOrNull(args.conferenceId);
  requireConferenceAdmin(viewer, conferenceId);
  const list = parseList(args, sortable, 'createdAt');
  const filter = parseInput(conferenceProposalFilters, { kind: args.kind, status: args.status, thematicAreaId: args.thematicAreaId, finalVersion: args.finalVersion });
  const condition = conferenceProposalConditions(db, conferenceId, filter, list.search);
  const countRows = db.select({ one: sql`1` }).from(proposals).where(condition).limit(list.countCap + 1);
  const rows = await baseSelect(db, { listTotal: listTotal(countRows) })
    .where(condition)
    .orderBy(list.orderBy, list.direction === 'ASC' ? asc(proposals.id) : desc(proposals.id))
    .limit(list.fetch)
    .offset(list.offset);
  const page = await pageWithTotal(db, rows, list, countRows);
  return { ...page, items: toViews(viewer, page.items) };
}

export type ConferenceInscriptionView = { id: number; userId: string; firstName: string; lastName: string; email: string; document: string; registrationDate: string };

/** The inscriptions of an edition the list's search keeps (its export keeps the same ones). */
export function conferenceInscriptionConditions(conferenceId: number, search: string | null | undefined): SQL | undefined {
  const where: SQL[] = [eq(inscriptions.conferenceId, conferenceId)];
  if (search) where.push(sql`${users.searchText} like portal_fold(${likePattern(search)})`);
  return and(...where);
}

const inscriptionSortable = { name: sql`${users.sortKey} collate "C"`, email: users.email, createdAt: inscriptions.createdAt };

/**
 * The people inscribed in an edition, for ADMIN_CONGRESO to act on their behalf: searched in
 * name, e-mail and document (accents and case folded), sorted by name. One statement after the
 * session check (the page with its bounded count), the same for any page size.
 */
export async function listConferenceInscriptions(db: Executor, viewer: Viewer, args: { conferenceId: unknown } & Record<string, unknown>): Promise<Page<ConferenceInscriptionView>> {
  const conferenceId = intIdOrNull(args.conferenceId);
  requireConferenceAdmin(viewer, conferenceId);
  const list = parseList(args, inscriptionSortable, 'name');
  const condition = conferenceInscriptionConditions(conferenceId, list.search);
  const countRows = db.select({ one: sql`1` }).from(inscriptions).innerJoin(users, eq(users.id, inscriptions.userId)).where(condition).limit(list.countCap + 1);
  const rows = await db
    .select({
      id: inscriptions.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      document: users.document,
      registrationDate: inscriptions.registrationDate,
      listTotal: listTotal(countRows),
    })
    .from(inscriptions)
    .innerJoin(users, eq(users.id, inscriptions.userId))
    .where(condition)
    .orderBy(list.orderBy, list.direction === 'ASC' ? asc(inscriptions.id) : desc(inscriptions.id))
    .limit(list.fetch)
    .offset(list.offset);
  return pageWithTotal(db, rows, list, countRows);
}
