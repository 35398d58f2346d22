import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { buenosAiresDay, formatDay } from '@portal/domain/dates';
import { isUuid } from '@portal/domain/input-hygiene';
import {
  createInscriptionInput,
  inscriptionMessages,
  inscriptionPhase,
  updateInscriptionInput,
  type FeeReason,
  type InscriptionFee,
  type InscriptionPhase,
} from '@portal/domain/inscriptions';
import { charges } from '../../db/schema/charges';
import { conferences, inscriptionCategories } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { badInput, conflict, notFound, parseInput } from '../../platform/errors';
import { intIdOrNull, parseIntId } from '../../platform/ids';
import { listTotal, pageValues, pageWithTotal, parseList, preparedShapes, spanishOrder, type Page } from '../../platform/list';
import { enqueueMail } from '../../platform/mail';
import { isUniqueViolation } from '../../platform/pg-errors';
import type { Services } from '../../platform/services';
import type { Viewer } from '../../platform/viewer';
import { containsFolded } from '../../platform/search';
import { currentMembershipOf } from '../memberships/memberships.service';
import { currentYear } from '../memberships/memberships.service';
import { inscriptionConfirmationMail } from './inscription-mails';
import {
  conferenceColumns,
  inscriptionById,
  inscriptionChargeDescription,
  inscriptionPageRows,
  inscriptionPageViews,
  personInscriptionPageQuery,
  selectInscriptions,
  type InscriptionConferenceView,
  type InscriptionView,
} from './inscriptions.read';
import { canActForInscribed } from './inscriptions.rules';

type Category = typeof inscriptionCategories.$inferSelect;

export type OfferCategory = Category & { applicableFeeCents: number | null };

/** What the public page /inscripcion/{id} shows. */
export type InscriptionOffer = {
  conference: InscriptionConferenceView;
  phase: InscriptionPhase;
  today: string;
  categories: OfferCategory[];
  feeReason: FeeReason;
  myInscription: InscriptionView | null;
};

/** Which fee applies to a person: the member fee only when this year's membership charge is PAID. */
export async function feeOf(db: Executor, userId: string): Promise<{ fee: InscriptionFee; reason: Exclude<FeeReason, 'SIGNED_OUT'> }> {
  const membership = await currentMembershipOf(db, userId, currentYear());
  if (!membership) return { fee: 'NON_MEMBER', reason: 'NOT_MEMBER' };
  if (membership.charge?.status === 'PAID') return { fee: 'MEMBER', reason: 'MEMBER' };
  return { fee: 'NON_MEMBER', reason: 'MEMBER_UNPAID' };
}

const feeCents = (category: Category, fee: InscriptionFee) => (fee === 'MEMBER' ? category.memberFeeCents : category.nonMemberFeeCents);

async function publicConference(db: Executor, conferenceId: number): Promise<InscriptionConferenceView> {
  const [conference] = await db.select(conferenceColumns).from(conferences).where(eq(conferences.id, conferenceId));
  if (!conference) throw notFound(inscriptionMessages.conferenceNotFound);
  return conference;
}

const categoriesOf = (db: Executor, conferenceId: number) =>
  db.select().from(inscriptionCategories).where(eq(inscriptionCategories.conferenceId, conferenceId)).orderBy(inscriptionCategories.position, inscriptionCategories.id);

const inscriptionOf = async (db: Executor, userId: string, conferenceId: number) =>
  (await selectInscriptions(db, and(eq(inscriptions.userId, userId), eq(inscriptions.conferenceId, conferenceId))))[0];

/** The public page's data: the edition, where its window stands, its categories and the visitor's fee. */
export async function inscriptionOffer(services: Services, viewer: Viewer | null, conferenceIdArg: unknown): Promise<InscriptionOffer> {
  const { db } = services.database;
  const conferenceId = parseIntId(conferenceIdArg, 'conferenceId');
  const [conference, categories] = await Promise.all([publicConference(db, conferenceId), categoriesOf(db, conferenceId)]);
  const today = buenosAiresDay();
  const phase = inscriptionPhase(conference, today);
  if (!viewer) {
    return { conference, phase, today, feeReason: 'SIGNED_OUT', myInscription: null, categories: categories.map((c) => ({ ...c, applicableFeeCents: null })) };
  }
  const [{ fee, reason }, mine] = await Promise.all([feeOf(db, viewer.id), inscriptionOf(db, viewer.id, conferenceId)]);
  return {
    conference,
    phase,
    today,
    feeReason: reason,
    myInscription: mine ?? null,
    categories: categories.map((c) => ({ ...c, applicableFeeCents: feeCents(c, fee) })),
  };
}

/** Refuses outside the edition's window (inclusive, Buenos Aires days). */
function checkWindow(conference: InscriptionConferenceView, today: string) {
  const phase = inscriptionPhase(conference, today);
  if (phase === 'NOT_OPEN') throw conflict('INSCRIPTIONS_NOT_OPEN', inscriptionMessages.notOpen(formatDay(conference.inscriptionStart)));
  if (phase === 'CLOSED') throw conflict('INSCRIPTIONS_CLOSED', inscriptionMessages.closed(formatDay(conference.inscriptionEnd)));
}

/**
 * Inscribes the viewer in a category of the edition, inside its window, once: the inscription and
 * its charge (member fee when this year's membership is paid, else the general one) and the
 * confirmation e-mail are one transaction. A second inscription, even one racing this one, is CONFLICT.
 */
export async function createInscription(services: Services, viewer: Viewer, input: unknown): Promise<InscriptionView> {
  const { categoryId, conferenceId } = parseInput(createInscriptionInput, input);
  const { db } = services.database;
  const conference = await publicConference(db, conferenceId);
  const [category] = await db
    .select()
    .from(inscriptionCategories)
    .where(and(eq(inscriptionCategories.id, categoryId), eq(inscriptionCategories.conferenceId, conferenceId)));
  if (!category) throw badInput({ categoryId: inscriptionMessages.categoryNotOfConference });
  const today = buenosAiresDay();
  checkWindow(conference, today);
  const [existing] = await db
    .select({ id: inscriptions.id })
    .from(inscriptions)
    .where(and(eq(inscriptions.userId, viewer.id), eq(inscriptions.conferenceId, conferenceId)));
  if (existing) throw conflict('ALREADY_INSCRIBED', inscriptionMessages.already);
  const { fee } = await feeOf(db, viewer.id);
  const amountCents = feeCents(category, fee);
  const { publicUrl, supportEmail } = services.config;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, viewer.id));
      const [row] = await tx
        .insert(inscriptions)
        .values({ userId: viewer.id, conferenceId, categoryId, registrationDate: today })
        .returning({ id: inscriptions.id });
      await tx.insert(charges).values({
        userId: viewer.id,
        kind: 'INSCRIPTION',
        inscriptionId: row.id,
        description: inscriptionChargeDescription(conference.name, category.name),
        amountCents,
        feeApplied: fee,
      });
      await enqueueMail(
        tx,
        inscriptionConfirmationMail(
          { ...person, conference, categoryName: category.name, amountCents, memberFee: fee === 'MEMBER', studentCategory: category.isStudent },
          publicUrl,
          supportEmail,
        ),
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'inscriptions_one_per_user')) throw conflict('ALREADY_INSCRIBED', inscriptionMessages.already);
    throw error;
  }
  void services.mail.kick();
  return (await inscriptionById(db, id))!;
}

/** The edition named, or the current one. */
async function editionFor(db: Executor, conferenceId: number | null | undefined): Promise<number> {
  if (conferenceId) return conferenceId;
  const [current] = await db.select({ id: conferences.id }).from(conferences).where(eq(conferences.isCurrent, true));
  if (!current) throw notFound(inscriptionMessages.notFound);
  return current.id;
}

/**
 * The university career of a student-category inscription (the current edition's unless
 * `conferenceId` says which): one's own, or anyone's for ADMIN and TESORERIA (audited).
 */
export async function updateInscription(
  services: Services,
  viewer: Viewer,
  input: { universityCareer: unknown; userId?: string | null; conferenceId?: unknown },
): Promise<InscriptionView> {
  const { universityCareer, conferenceId } = parseInput(updateInscriptionInput, { universityCareer: input.universityCareer, conferenceId: input.conferenceId ?? null });
  const targetId = input.userId ?? viewer.id;
  if (!isUuid(targetId) || !canActForInscribed(viewer, targetId)) throw notFound(inscriptionMessages.notFound);
  const { db } = services.database;
  const before = await inscriptionOf(db, targetId, await editionFor(db, conferenceId));
  if (!before) throw notFound(inscriptionMessages.notFound);
  if (!before.category.isStudent) throw badInput({ universityCareer: 'La categoría de esta inscripción no es de estudiante: no lleva carrera.' });
  await db.transaction(async (tx) => {
    await tx.update(inscriptions).set({ universityCareer }).where(eq(inscriptions.id, before.id));
    if (targetId !== viewer.id) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'inscription.updated',
        targetType: 'inscription',
        targetId: before.id,
        targetUserId: targetId,
        before: { universityCareer: before.universityCareer },
        after: { universityCareer },
      });
    }
  });
  return (await inscriptionById(db, before.id))!;
}

const sortable = {
  registrationDate: inscriptions.registrationDate,
  conference: spanishOrder(conferences.name),
  startDate: conferences.startDate,
};

/** A person's unsearched page in each ordering ("newest", or sort:direction), a prepared statement (see `preparedShapes`). */
const personPage = preparedShapes('my_inscriptions', (db, name, shape) => {
  const [sortKey, direction] = shape.split(':');
  const column = sortable[sortKey as keyof typeof sortable];
  const first = shape === 'newest' ? desc(inscriptions.registrationDate) : direction === 'DESC' ? desc(column) : asc(column);
  return personInscriptionPageQuery(db, [first, desc(inscriptions.id)], name);
});

/**
 * The viewer's inscriptions, newest first unless sorted otherwise (registrationDate, conference,
 * startDate); `search` looks in the congress name. One statement: the page with its bounded count.
 */
export async function myInscriptions(services: Services, viewer: Viewer, args: unknown): Promise<Page<InscriptionView>> {
  const list = parseList(args, sortable, 'registrationDate');
  const { db } = services.database;
  const where = and(eq(inscriptions.userId, viewer.id), list.search ? containsFolded(conferences.name, list.search) : undefined);
  const sorted = list.sort || list.direction;
  const orderBy = sorted ? [list.orderBy, desc(inscriptions.id)] : [desc(inscriptions.registrationDate), desc(inscriptions.id)];
  const countRows = () => db.select({ one: sql`1` }).from(inscriptions).innerJoin(conferences, eq(conferences.id, inscriptions.conferenceId)).where(where).limit(list.countCap + 1);
  // Unsearched (the list as it opens): the statement built once; a search's text makes its own.
  const rows = list.search
    ? await inscriptionPageRows(db, where, { orderBy, limit: list.fetch, offset: list.offset }, listTotal(countRows()))
    : inscriptionPageViews(await personPage(db, sorted ? `${list.sortKey}:${list.direction ?? 'ASC'}` : 'newest').execute({ userId: viewer.id, ...pageValues(list) }));
  return pageWithTotal(db, rows, list, countRows);
}

/**
 * One inscription of the viewer's; NOT_FOUND for anyone else's (or an id that cannot be one).
 * The proposals module finds the inscription a proposal is submitted in through this.
 */
export async function ownInscription(db: Executor, viewer: Viewer, id: unknown): Promise<InscriptionView> {
  const inscriptionId = intIdOrNull(id);
  if (inscriptionId === null) throw notFound(inscriptionMessages.notFound);
  const view = await inscriptionById(db, inscriptionId);
  if (!view || view.userId !== viewer.id) throw notFound(inscriptionMessages.notFound);
  return view;
}

export const myInscription = (services: Services, viewer: Viewer, id: unknown) => ownInscription(services.database.db, viewer, id);
