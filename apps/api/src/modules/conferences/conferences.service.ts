import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { conferenceInput, setWindows, submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import {
  conferenceRoles,
  conferences,
  conferenceSubmissionWindows,
  conferenceThematicAreas,
  inscriptionCategories,
  thematicAreas,
} from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { recordAudit } from '../../platform/audit';
import type { Db, Executor, Tx } from '../../platform/db';
import { badInput, conflict, notFound, parseInput } from '../../platform/errors';
import { parseIntId } from '../../platform/ids';
import { listTotal, pagePlaceholders, pageValues, pageWithTotal, parseList, preparedShapes, spanishOrder, type Page, type PageNumbers } from '../../platform/list';
import { containsFolded } from '../../platform/search';

export type ConferenceBase = typeof conferences.$inferSelect;
export type SubmissionWindow = { type: SubmissionType; opensOn: string; closesOn: string };
export type InscriptionCategory = typeof inscriptionCategories.$inferSelect;
export type ConferenceRow = ConferenceBase & {
  windows: SubmissionWindow[];
  thematicAreas: { id: number; name: string }[];
  categories: InscriptionCategory[];
  staffCount: number;
};

const NOT_FOUND = 'No se encontró la edición del congreso.';

// Table names spelled out: inside a subquery drizzle does not qualify the outer column.
const staffCount = sql<number>`(select count(distinct staff.user_id)::int from "conference_roles" as staff where staff.conference_id = "conferences"."id")`;

const sortable = {
  name: spanishOrder(conferences.name),
  edition: conferences.edition,
  startDate: conferences.startDate,
  inscriptionStart: conferences.inscriptionStart,
  venue: conferences.venue,
  isCurrent: conferences.isCurrent,
};

// Windows, areas and categories of the edition in the same statement as the edition itself
// (json built by PostgreSQL), so a page of editions is one statement whatever its size.
const windowsOf = sql<SubmissionWindow[]>`(
  select coalesce(json_agg(json_build_object('type', w.type, 'opensOn', w.opens_on, 'closesOn', w.closes_on)), '[]'::json)
  from "conference_submission_windows" as w where w.conference_id = "conferences"."id"
)`;
const areasOf = sql<{ id: number; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) order by portal_sort_key(a.name) collate "C", a.id), '[]'::json)
  from "conference_thematic_areas" as ca join "thematic_areas" as a on a.id = ca.thematic_area_id
  where ca.conference_id = "conferences"."id"
)`;
const categoriesOf = sql<InscriptionCategory[]>`(
  select coalesce(json_agg(json_build_object(
    'id', k.id, 'conferenceId', k.conference_id, 'name', k.name, 'memberFeeCents', k.member_fee_cents,
    'nonMemberFeeCents', k.non_member_fee_cents, 'isStudent', k.is_student, 'position', k.position
  ) order by k.position, k.id), '[]'::json)
  from "inscription_categories" as k where k.conference_id = "conferences"."id"
)`;

/** The columns of an edition with its parts: what every read of editions selects. */
const withParts = { c: conferences, staffCount, windows: windowsOf, thematicAreas: areasOf, categories: categoriesOf };

type PartsRow = { c: ConferenceBase; staffCount: number; windows: SubmissionWindow[]; thematicAreas: { id: number; name: string }[]; categories: InscriptionCategory[] };

function assemble({ c, staffCount, windows, thematicAreas, categories }: PartsRow): ConferenceRow {
  const order = (t: SubmissionType) => submissionTypes.indexOf(t);
  return { ...c, staffCount, windows: [...windows].sort((a, b) => order(a.type) - order(b.type)), thematicAreas, categories };
}

/** The editions list (ADMIN, TESORERIA): one statement, the page with each edition's parts and the bounded count. */
/** The page (with its bounded count as a column) of the editions matching `where`, in `orderBy`. */
function conferencePage(db: Executor, where: SQL | undefined, orderBy: SQL, v: PageNumbers) {
  const countRows = db.select({ one: sql`1` }).from(conferences).where(where).limit(v.cap);
  const query = db
    .select({ ...withParts, listTotal: listTotal(countRows) })
    .from(conferences)
    .where(where)
    .orderBy(orderBy, desc(conferences.id))
    .limit(v.fetch)
    .offset(v.offset);
  return { query, countRows };
}

/** The unsearched list in each sort and direction (a key `parseList` allowed), a prepared statement (see `preparedShapes`). */
const unsearchedPage = preparedShapes('conferences_list', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':') as [keyof typeof sortable, string];
  const column = sortable[sortKey];
  return conferencePage(db, undefined, direction === 'DESC' ? desc(column) : asc(column), pagePlaceholders()).query.prepare(name);
});

export async function listConferences(db: Executor, args: unknown): Promise<Page<ConferenceRow>> {
  const list = parseList(args, sortable, 'startDate');
  if (!list.search) {
    const rows = await unsearchedPage(db, `${list.sortKey}:${list.direction === 'DESC' ? 'DESC' : 'ASC'}`).execute(pageValues(list));
    const page = await pageWithTotal(db, rows, list, () => conferencePage(db, undefined, list.orderBy, pageValues(list)).countRows);
    return { ...page, items: page.items.map(assemble) };
  }
  // A search's plan sees its text.
  const { query, countRows } = conferencePage(db, containsFolded(conferences.name, list.search), list.orderBy, pageValues(list));
  const page = await pageWithTotal(db, await query, list, countRows);
  return { ...page, items: page.items.map(assemble) };
}

export async function getConference(db: Executor, id: unknown): Promise<ConferenceRow> {
  const conferenceId = parseIntId(id);
  const rows = await db.select(withParts).from(conferences).where(eq(conferences.id, conferenceId));
  if (rows.length === 0) throw notFound(NOT_FOUND);
  return assemble(rows[0]);
}

/** The current edition, if one is marked: shown on everyone's home screen. */
export async function currentConference(db: Executor): Promise<ConferenceRow | null> {
  const rows = await db.select(withParts).from(conferences).where(eq(conferences.isCurrent, true));
  return rows.length ? assemble(rows[0]) : null;
}

type Parsed = ReturnType<typeof parseConference>;

function parseConference(data: unknown) {
  const input = parseInput(conferenceInput, data);
  const areaIds = input.thematicAreaIds.map((id, i) => parseIntId(id, `thematicAreaIds.${i}`));
  return { ...input, windows: setWindows(input.windows), areaIds };
}

/** Every area must exist; an area used by a coordinator of this edition cannot be removed from it. */
async function checkAreas(tx: Executor, input: Parsed, conferenceId: number | null) {
  const found = await tx.select({ id: thematicAreas.id }).from(thematicAreas).where(inArray(thematicAreas.id, input.areaIds));
  if (found.length !== input.areaIds.length) throw badInput({ thematicAreaIds: 'Un área temática elegida no existe' });
  if (conferenceId === null) return;
  const used = await tx
    .select({ name: thematicAreas.name })
    .from(conferenceRoles)
    .innerJoin(thematicAreas, eq(thematicAreas.id, conferenceRoles.thematicAreaId))
    .where(and(eq(conferenceRoles.conferenceId, conferenceId), sql`${conferenceRoles.thematicAreaId} <> all(${sql.param(input.areaIds.length ? input.areaIds : [0])}::int[])`))
    .limit(1);
  if (used.length) throw conflict('AREA_HAS_COORDINATORS', `No se puede quitar el área «${used[0].name}»: tiene coordinadores en esta edición.`, { thematicAreaIds: `El área «${used[0].name}» tiene coordinadores` });
}

const columnsOf = (input: Parsed) => ({
  name: input.name,
  edition: input.edition,
  venue: input.venue,
  inscriptionStart: input.inscriptionStart,
  inscriptionEnd: input.inscriptionEnd,
  startDate: input.startDate,
  endDate: input.endDate,
  abstractMaxWords: input.abstractMaxWords,
  keywordsMin: input.keywordsMin,
  keywordsMax: input.keywordsMax,
  authorsMax: input.authorsMax,
  panelPapersMin: input.panelPapersMin,
  panelPapersMax: input.panelPapersMax,
  maxFileMb: input.maxFileMb,
  finalVersionOpensOn: input.finalVersionOpensOn || null,
  finalVersionClosesOn: input.finalVersionClosesOn || null,
});

/** Replaces the windows and areas, and creates, updates or removes the categories as the input says. */
async function writeParts(tx: Tx, conferenceId: number, input: Parsed) {
  await tx.delete(conferenceSubmissionWindows).where(eq(conferenceSubmissionWindows.conferenceId, conferenceId));
  if (input.windows.length) await tx.insert(conferenceSubmissionWindows).values(input.windows.map((w) => ({ conferenceId, ...w })));
  await tx.delete(conferenceThematicAreas).where(eq(conferenceThematicAreas.conferenceId, conferenceId));
  await tx.insert(conferenceThematicAreas).values(input.areaIds.map((thematicAreaId) => ({ conferenceId, thematicAreaId })));
  const existing = await tx.select({ id: inscriptionCategories.id }).from(inscriptionCategories).where(eq(inscriptionCategories.conferenceId, conferenceId));
  const existingIds = new Set(existing.map((e) => e.id));
  const keptIds = new Set<number>();
  input.categories.forEach((c, i) => {
    if (c.id) {
      const id = parseIntId(c.id, `categories.${i}.id`);
      if (!existingIds.has(id)) throw badInput({ [`categories.${i}.id`]: 'La categoría no es de esta edición' });
      keptIds.add(id);
    }
  });
  const removed = [...existingIds].filter((id) => !keptIds.has(id));
  if (removed.length) await tx.delete(inscriptionCategories).where(inArray(inscriptionCategories.id, removed));
  // Names are unique per edition: move the kept ones out of the way before renaming.
  if (keptIds.size) await tx.update(inscriptionCategories).set({ name: sql`'~' || ${inscriptionCategories.id}` }).where(inArray(inscriptionCategories.id, [...keptIds]));
  for (const [position, c] of input.categories.entries()) {
    const values = { name: c.name, memberFeeCents: c.memberFee, nonMemberFeeCents: c.nonMemberFee, isStudent: c.isStudent, position };
    if (c.id) await tx.update(inscriptionCategories).set(values).where(eq(inscriptionCategories.id, Number(c.id)));
    else await tx.insert(inscriptionCategories).values({ conferenceId, ...values });
  }
}

const snapshot = (c: ConferenceRow) => ({
  ...c,
  createdAt: undefined,
  categories: c.categories.map((k) => ({ id: k.id, name: k.name, memberFeeCents: k.memberFeeCents, nonMemberFeeCents: k.nonMemberFeeCents, isStudent: k.isStudent })),
});

export async function createConference(db: Db, actorId: string, data: unknown): Promise<ConferenceRow> {
  const input = parseConference(data);
  const id = await db.transaction(async (tx) => {
    await checkAreas(tx, input, null);
    const [row] = await tx.insert(conferences).values(columnsOf(input)).returning({ id: conferences.id });
    await writeParts(tx, row.id, input);
    const after = await getConference(tx, row.id);
    await recordAudit(tx, { actorId, action: 'conference.created', targetType: 'conference', targetId: row.id, after: snapshot(after) });
    return row.id;
  });
  return getConference(db, id);
}

export async function updateConference(db: Db, actorId: string, id: unknown, data: unknown): Promise<ConferenceRow> {
  const conferenceId = parseIntId(id);
  const input = parseConference(data);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: conferences.id }).from(conferences).where(eq(conferences.id, conferenceId)).for('update');
    if (!locked) throw notFound(NOT_FOUND);
    const before = await getConference(tx, conferenceId);
    await checkAreas(tx, input, conferenceId);
    await tx.update(conferences).set(columnsOf(input)).where(eq(conferences.id, conferenceId));
    await writeParts(tx, conferenceId, input);
    const after = await getConference(tx, conferenceId);
    await recordAudit(tx, { actorId, action: 'conference.updated', targetType: 'conference', targetId: conferenceId, before: snapshot(before), after: snapshot(after) });
  });
  return getConference(db, conferenceId);
}

/**
 * Marks one edition as the current one and unmarks the other, in one transaction. Two calls at
 * once are serialised by a transaction-scoped advisory lock, so neither trips over the partial
 * unique index: the last one wins.
 */
export async function setCurrentConference(db: Db, actorId: string, id: unknown): Promise<ConferenceRow> {
  const conferenceId = parseIntId(id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('conferences.is_current'))`);
    const [target] = await tx.select({ id: conferences.id, isCurrent: conferences.isCurrent }).from(conferences).where(eq(conferences.id, conferenceId));
    if (!target) throw notFound(NOT_FOUND);
    if (target.isCurrent) return;
    const previous = await tx.update(conferences).set({ isCurrent: false }).where(and(eq(conferences.isCurrent, true), ne(conferences.id, conferenceId))).returning({ id: conferences.id });
    await tx.update(conferences).set({ isCurrent: true }).where(eq(conferences.id, conferenceId));
    await recordAudit(tx, {
      actorId,
      action: 'conference.markedCurrent',
      targetType: 'conference',
      targetId: conferenceId,
      before: { currentConferenceId: previous[0]?.id ?? null },
      after: { currentConferenceId: conferenceId },
    });
  });
  return getConference(db, conferenceId);
}

/** Deletes an edition that nothing depends on yet (no inscriptions, no staff); CONFLICT otherwise. */
export async function deleteConference(db: Db, actorId: string, id: unknown): Promise<boolean> {
  const conferenceId = parseIntId(id);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: conferences.id }).from(conferences).where(eq(conferences.id, conferenceId)).for('update');
    if (!locked) throw notFound(NOT_FOUND);
    const before = await getConference(tx, conferenceId);
    const [{ staff }] = await tx.select({ staff: count() }).from(conferenceRoles).where(eq(conferenceRoles.conferenceId, conferenceId));
    const [{ inscribed }] = await tx.select({ inscribed: count() }).from(inscriptions).where(eq(inscriptions.conferenceId, conferenceId));
    if (inscribed > 0) {
      throw conflict('CONFERENCE_HAS_INSCRIPTIONS', `No se puede eliminar «${before.name}»: tiene ${inscribed === 1 ? 'una inscripción' : `${inscribed} inscripciones`}. Una edición con inscriptos no se elimina.`);
    }
    if (staff > 0) throw conflict('CONFERENCE_HAS_ROLES', `No se puede eliminar «${before.name}»: tiene ${staff === 1 ? 'un rol asignado' : `${staff} roles asignados`}. Quite primero los roles del congreso.`);
    await tx.delete(conferences).where(eq(conferences.id, conferenceId));
    await recordAudit(tx, { actorId, action: 'conference.deleted', targetType: 'conference', targetId: conferenceId, before: snapshot(before) });
  });
  return true;
}

