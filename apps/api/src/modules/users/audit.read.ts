import { and, desc, eq, gte, inArray, lt, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { auditActionNamesOfKind, auditKindKeys, auditSentence, type AuditKind } from '@portal/domain/audit';
import { auditChanges, type AuditChange } from '@portal/domain/audit-changes';
import { formatDateTime } from '@portal/domain/dates';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import type { Executor } from '../../platform/db';
import { notFound, parseInput } from '../../platform/errors';
import { likePattern, listTotal, pagePlaceholders, pageValues, pageWithTotal, parseList, preparedShapes, type Page } from '../../platform/list';

/** One audit entry as people read it: a Spanish sentence and its changes, in local formats. */
export type AuditEntryView = {
  id: number;
  action: string;
  sentence: string;
  actorName: string | null;
  /** The person the entry is about, when it is about one. */
  targetUserId: string | null;
  targetName: string | null;
  createdAt: Date;
  /** "27/11/2026 17:50", Buenos Aires time. */
  createdText: string;
  changes: AuditChange[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const auditFilters = z
  .object({
    kind: z.enum(auditKindKeys as [AuditKind, ...AuditKind[]], { error: 'Elija un tipo de cambio válido' }).nullish(),
    from: z.iso.date({ error: 'Ingrese una fecha válida' }).nullish(),
    to: z.iso.date({ error: 'Ingrese una fecha válida' }).nullish(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], error: 'La fecha «hasta» no puede ser anterior a «desde»' });

/** Buenos Aires midnight of a day (UTC-3, no daylight saving since 2009). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00-03:00`);
const DAY_MS = 24 * 3600 * 1000;

const sortable = { created: auditLog.createdAt };
const fullName = (first: string | null, last: string | null) => (first !== null ? `${first} ${last ?? ''}`.trim() : null);

type PageParams = { fetch: number | Placeholder; offset: number | Placeholder; cap: number | Placeholder };

const auditCountRows = (db: Executor, where: SQL | undefined, cap: number | Placeholder) => db.select({ one: sql`1` }).from(auditLog).where(where).limit(cap);

/** A page of entries with who acted and whom it concerns, and the bounded count of all that match `where`. */
function auditPageQuery(db: Executor, where: SQL | undefined, descending: boolean, values: PageParams) {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  return db
    .select({
      entry: auditLog,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      targetFirstName: target.firstName,
      targetLastName: target.lastName,
      listTotal: listTotal(auditCountRows(db, where, values.cap)),
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .where(where)
    .orderBy(...(descending ? [desc(auditLog.createdAt), desc(auditLog.id)] : [auditLog.createdAt, auditLog.id]))
    .limit(values.fetch)
    .offset(values.offset);
}

/** The unfiltered log (`all`) and one person's (`person`), each direction a prepared statement (see `preparedShapes`). */
const unfilteredAuditQuery = preparedShapes('audit_list', (db, name, shape) => {
  const [whose, direction] = shape.split(':');
  const where = whose === 'person' ? eq(auditLog.targetUserId, sql.placeholder('targetUserId')) : undefined;
  return auditPageQuery(db, where, direction === 'DESC', pagePlaceholders()).prepare(name);
});

/**
 * A page of the audit log, newest first: of one person (`targetUserId`) or of everything
 * (SYSADMIN). Filters: `kind` (auditKinds), `from`/`to` (Buenos Aires days, inclusive) and
 * `search` (the name, e-mail or document of who acted or of the person concerned). One statement:
 * the page with its bounded count (prepared once per shape when unfiltered).
 */
export async function listAuditEntries(db: Executor, args: Record<string, unknown>, targetUserId?: string): Promise<Page<AuditEntryView>> {
  if (targetUserId !== undefined && !UUID.test(targetUserId)) throw notFound('No se encontró el usuario.');
  const { kind, from, to, ...listArgs } = args;
  const list = parseList(listArgs, sortable, 'created');
  const filters = parseInput(auditFilters, { kind, from, to });
  const conditions: (SQL | undefined)[] = [];
  if (targetUserId !== undefined) conditions.push(eq(auditLog.targetUserId, targetUserId));
  if (filters.kind) conditions.push(inArray(auditLog.action, auditActionNamesOfKind(filters.kind)));
  if (filters.from) conditions.push(gte(auditLog.createdAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(auditLog.createdAt, new Date(startOfDay(filters.to).getTime() + DAY_MS)));
  if (list.search) {
    const pattern = likePattern(list.search);
    const matches = (personId: SQLWrapper) => sql`exists (select 1 from ${users} where ${users.id} = ${personId} and ${users.searchText} like portal_fold(${pattern}))`;
    conditions.push(or(matches(auditLog.actorId), matches(auditLog.targetUserId)));
  }
  const where = and(...conditions);
  const values = pageValues(list);
  const descending = list.direction !== 'ASC';
  const filtered = Boolean(filters.kind || filters.from || filters.to || list.search);
  // The screens open unfiltered (everything, or one person's entries): a prepared statement per shape.
  const rows = filtered
    ? await auditPageQuery(db, where, descending, values)
    : await unfilteredAuditQuery(db, `${targetUserId === undefined ? 'all' : 'person'}:${descending ? 'DESC' : 'ASC'}`).execute({ ...values, targetUserId });
  const countRows = () => auditCountRows(db, where, values.cap);
  const page = await pageWithTotal(db, rows, list, countRows);
  return {
    ...page,
    items: page.items.map(({ entry, actorFirstName, actorLastName, targetFirstName, targetLastName }) => {
      const actorName = fullName(actorFirstName, actorLastName);
      return {
        id: entry.id,
        action: entry.action,
        sentence: auditSentence(entry.action, actorName),
        actorName,
        targetUserId: entry.targetUserId,
        targetName: fullName(targetFirstName, targetLastName),
        createdAt: entry.createdAt,
        createdText: formatDateTime(entry.createdAt),
        changes: auditChanges(entry.targetType, entry.before, entry.after),
      };
    }),
  };
}
