import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SubmissionType } from '@portal/domain/conferences';
import { buenosAiresDay } from '@portal/domain/dates';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { awardJudges, awards } from '../db/schema/awards';
import { charges } from '../db/schema/charges';
import { countries, institutions, provinces, universities } from '../db/schema/catalogues';
import { conferenceRoles, conferences, conferenceThematicAreas, inscriptionCategories, thematicAreas } from '../db/schema/conferences';
import { inscriptions } from '../db/schema/inscriptions';
import { membershipCategories, memberships } from '../db/schema/memberships';
import { journalIssues, news } from '../db/schema/news';
import { panelItems, panelPeople, panels } from '../db/schema/panels';
import { paymentAllocations, payments } from '../db/schema/payments';
import { proposalAuthors, proposals } from '../db/schema/proposals';
import { userRoles, users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/passwords';
import type { Executor } from '../platform/db';

/**
 * Builders for every entity the API tests need, with sensible defaults. Each writes straight to the
 * database (no GraphQL), so a test sets up its world in a few lines and exercises only what it names.
 * Names, e-mails and documents are unique within the process, so tests never collide.
 */

export const TEST_PASSWORD = 'clave-de-prueba-segura';

let sequence = 0;
/** A number no other factory call in this process has returned. */
export const nextSequence = () => ++sequence;
/** A short tag that makes a name unique: the sequence plus random hex (databases may be shared). */
const uniqueTag = () => `${nextSequence()}${randomBytes(2).toString('hex')}`;

let defaultPasswordHash: Promise<string> | undefined;
/** argon2 is slow on purpose: hash the shared test password once per process. */
const passwordHashFor = (password: string) => {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(TEST_PASSWORD);
  return defaultPasswordHash;
};

export type ConferenceRoleGrant = {
  role: ConferenceRoleKind;
  conferenceId: number;
  /** COORDINADOR only: the area coordinated (null: every area). */
  thematicAreaId?: number | null;
};

export type UserOverrides = {
  email?: string;
  document?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  createdAt?: Date;
  /** Global roles; defaults to USER. `[]` builds an account with conference roles only. */
  roles?: GlobalRole[];
  conferenceRoles?: ConferenceRoleGrant[];
};

export type BuiltUser = typeof users.$inferSelect & { roles: GlobalRole[] };

/** An enabled account that signs in with TEST_PASSWORD, role USER unless told otherwise. */
export async function buildUser(db: Executor, o: UserOverrides = {}): Promise<BuiltUser> {
  const n = nextSequence();
  const [user] = await db
    .insert(users)
    .values({
      email: o.email ?? `persona${n}.${randomBytes(3).toString('hex')}@example.org`,
      document: o.document ?? String(90_000_000 + n),
      firstName: o.firstName ?? 'Persona',
      lastName: o.lastName ?? `Prueba ${n}`,
      passwordHash: await passwordHashFor(o.password ?? TEST_PASSWORD),
      enabled: o.enabled ?? true,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  const roles = o.roles ?? ['USER'];
  if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, role })));
  for (const grant of o.conferenceRoles ?? []) await buildConferenceRole(db, { userId: user.id, ...grant });
  return { ...user, roles };
}

/** A congress edition: inscriptions open from September, held in May of next year. */
export async function buildConference(db: Executor, o: Partial<typeof conferences.$inferInsert> = {}) {
  const year = new Date().getFullYear() + 1;
  const [conference] = await db
    .insert(conferences)
    .values({
      name: `Congreso de prueba ${uniqueTag()}`,
      venue: 'Sede de prueba',
      inscriptionStart: `${year - 1}-09-01`,
      inscriptionEnd: `${year}-04-30`,
      startDate: `${year}-05-20`,
      endDate: `${year}-05-22`,
      ...o,
    })
    .returning();
  return conference;
}

/** An inscription category of an edition (default: a new edition); fees in cents. */
export async function buildInscriptionCategory(db: Executor, o: Partial<typeof inscriptionCategories.$inferInsert> = {}) {
  const conferenceId = o.conferenceId ?? (await buildConference(db)).id;
  const [category] = await db
    .insert(inscriptionCategories)
    .values({ name: `Categoría de inscripción ${uniqueTag()}`, memberFeeCents: 1_500_000, nonMemberFeeCents: 2_500_000, ...o, conferenceId })
    .returning();
  return category;
}

/**
 * An inscription of `userId` in an edition (default: a new one) and category (default: a new one
 * of that edition), registered today, with its charge (non-member fee, PENDING unless `charge` says).
 */
export async function buildInscription(
  db: Executor,
  o: { userId: string; conferenceId?: number; categoryId?: number; universityCareer?: string | null; registrationDate?: string; charge?: ChargeStatus | null },
) {
  const conferenceId = o.conferenceId ?? (await buildConference(db)).id;
  const category = o.categoryId
    ? (await db.select().from(inscriptionCategories).where(eq(inscriptionCategories.id, o.categoryId)))[0]
    : await buildInscriptionCategory(db, { conferenceId });
  const [inscription] = await db
    .insert(inscriptions)
    .values({ userId: o.userId, conferenceId, categoryId: category.id, universityCareer: o.universityCareer ?? null, registrationDate: o.registrationDate ?? new Date().toISOString().slice(0, 10) })
    .returning();
  if (o.charge !== null) {
    await buildCharge(db, { userId: o.userId, inscriptionId: inscription.id, status: o.charge ?? 'PENDING', amountCents: category.nonMemberFeeCents, feeApplied: 'NON_MEMBER', description: `Inscripción — ${category.name}` });
  }
  return inscription;
}

export async function buildThematicArea(db: Executor, o: Partial<typeof thematicAreas.$inferInsert> = {}) {
  const [area] = await db.insert(thematicAreas).values({ name: `Área temática ${uniqueTag()}`, ...o }).returning();
  return area;
}

/**
 * A conference role. A COORDINADOR gets a new thematic area unless `thematicAreaId` is given
 * (null: coordinator of every area); the other roles never have one.
 */
export async function buildConferenceRole(db: Executor, o: { userId: string; role: ConferenceRoleKind; conferenceId?: number; thematicAreaId?: number | null }) {
  const conferenceId = o.conferenceId ?? (await buildConference(db)).id;
  const thematicAreaId = o.role === 'COORDINADOR' ? (o.thematicAreaId === undefined ? (await buildThematicArea(db)).id : o.thematicAreaId) : null;
  const [row] = await db.insert(conferenceRoles).values({ userId: o.userId, conferenceId, role: o.role, thematicAreaId }).returning();
  return row;
}

export async function buildMembershipCategory(db: Executor, o: Partial<typeof membershipCategories.$inferInsert> = {}) {
  const [category] = await db
    .insert(membershipCategories)
    .values({ name: `Categoría ${uniqueTag()}`, yearlyFeeCents: 4_500_000, ...o })
    .returning();
  return category;
}

export type ChargeStatus = (typeof charges.$inferInsert)['status'] & string;

/**
 * A membership of `year` (default: this year) in `categoryId` (default: a new category), with its
 * charge when `charge` names a status.
 */
export async function buildMembership(
  db: Executor,
  o: { userId: string; categoryId?: number; year?: number; terminated?: boolean; universityCareer?: string; charge?: ChargeStatus; amountCents?: number; chargeDescription?: string },
) {
  const year = o.year ?? new Date().getFullYear();
  const categoryId = o.categoryId ?? (await buildMembershipCategory(db)).id;
  const [membership] = await db
    .insert(memberships)
    .values({ userId: o.userId, categoryId, year, terminatedMember: o.terminated ?? false, terminatedAt: o.terminated ? new Date() : null, universityCareer: o.universityCareer ?? null })
    .returning();
  if (o.charge) {
    await buildCharge(db, { userId: o.userId, membershipId: membership.id, status: o.charge, amountCents: o.amountCents ?? 4_500_000, description: o.chargeDescription ?? `Cuota de socio ${year}` });
  }
  return membership;
}

/** A charge to `userId`: a membership charge when `membershipId` is given, else an inscription. */
export async function buildCharge(db: Executor, o: Partial<typeof charges.$inferInsert> & { userId: string }) {
  const [charge] = await db
    .insert(charges)
    .values({
      kind: o.membershipId ? 'MEMBERSHIP' : 'INSCRIPTION',
      description: `Cargo de prueba ${uniqueTag()}`,
      amountCents: 4_500_000,
      status: 'PENDING',
      paidAt: o.status === 'PAID' ? new Date() : null,
      ...o,
    })
    .returning();
  return charge;
}

export async function buildInstitution(db: Executor, o: Partial<typeof institutions.$inferInsert> = {}) {
  const [row] = await db.insert(institutions).values({ name: `Institución ${uniqueTag()}`, ...o }).returning();
  return row;
}

export async function buildUniversity(db: Executor, o: Partial<typeof universities.$inferInsert> = {}) {
  const [row] = await db.insert(universities).values({ name: `Universidad ${uniqueTag()}`, ...o }).returning();
  return row;
}

/** A country without an ISO code unless one is given (the seeded countries hold the real codes). */
export async function buildCountry(db: Executor, o: Partial<typeof countries.$inferInsert> = {}) {
  const [row] = await db.insert(countries).values({ name: `País ${uniqueTag()}`, ...o }).returning();
  return row;
}

export async function buildProvince(db: Executor, o: Partial<typeof provinces.$inferInsert> & { countryId: number }) {
  const [row] = await db.insert(provinces).values({ name: `Provincia ${uniqueTag()}`, ...o }).returning();
  return row;
}

/** A published news item of the association, dated now. */
export async function buildNews(db: Executor, o: Partial<typeof news.$inferInsert> = {}) {
  const [row] = await db
    .insert(news)
    .values({
      product: 'asociacion',
      title: `Novedad ${uniqueTag()}`,
      summary: 'Resumen de la novedad.',
      body: 'Texto de la novedad.',
      status: 'PUBLISHED',
      publishAt: o.status === 'DRAFT' ? null : new Date(),
      ...o,
    })
    .returning();
  return row;
}

/** A published journal issue with a link, dated now. */
export async function buildJournalIssue(db: Executor, o: Partial<typeof journalIssues.$inferInsert> = {}) {
  const n = nextSequence();
  const [row] = await db
    .insert(journalIssues)
    .values({
      title: `Revista de prueba ${n}`,
      number: n,
      year: new Date().getFullYear(),
      link: `https://revista.example.org/${n}`,
      status: 'PUBLISHED',
      publishAt: o.status === 'DRAFT' ? null : new Date(),
      ...o,
    })
    .returning();
  return row;
}

/** Valid `details` of each submitted kind (the shared zod schema of the kind accepts them). */
export const detailsOf = (kind: SubmissionType, o: { papers?: number } = {}): Record<string, unknown> | undefined => {
  switch (kind) {
    case 'PRESENTACION':
      return undefined;
    case 'MESA_ESTUDIANTE':
      return { studentCareer: 'Licenciatura en Ciencia Política', studentInstitution: 'Universidad de Buenos Aires' };
    case 'PANEL_CERRADO':
      return {
        rationale: 'Un panel sobre federalismo fiscal y coaliciones.',
        chair: { name: 'Marta Quiroga', email: 'marta.quiroga@example.org' },
        commentator: { name: 'Luis Ferreyra' },
        papers: Array.from({ length: o.papers ?? 3 }, (_, i) => ({ title: `Ponencia ${i + 1}`, abstract: 'Resumen de la ponencia.', authors: [{ name: `Autora ${i + 1}` }] })),
      };
    case 'GRUPO_INVESTIGACION':
      return { groupName: 'Grupo de Estudios Federales', institution: 'Universidad Nacional de Córdoba', director: 'Inés Paredes', members: ['Ana Ruiz', 'Pablo Díaz'] };
    case 'LIBRO':
      return { bookAuthors: 'Rosa Medina', publisher: 'Eudeba', year: 2024, isbn: '978-950-23-1234-7', presenters: 'Rosa Medina y Jorge Luna' };
  }
};

/** A thematic area offered by an edition (a new area unless `thematicAreaId` is given). */
async function areaOfConference(db: Executor, conferenceId: number, thematicAreaId?: number) {
  if (thematicAreaId !== undefined) return thematicAreaId;
  const area = await buildThematicArea(db);
  await db.insert(conferenceThematicAreas).values({ conferenceId, thematicAreaId: area.id });
  return area.id;
}

/** A co-author row: linked to `userId` (accepted unless `pending`), or only an address; `declined` as after answering no. */
export type CoAuthorSpec = { email: string; name?: string; userId?: string | null; pending?: boolean; declined?: boolean };

export type ProposalOverrides = Partial<Omit<typeof proposals.$inferInsert, 'details'>> & {
  details?: Record<string, unknown>;
  /** The submitter's row: the address they are named by (default: their account's). */
  ownerEmail?: string;
  ownerName?: string;
  coAuthors?: CoAuthorSpec[];
};

/**
 * A proposal written straight to the tables, with its authors: the submitter first (a new user
 * unless `submittedBy`), inscribed in the edition (a new one unless `conferenceId`; their inscription
 * there, or a new one without its charge, unless `inscriptionId`), in a new area of the edition unless `thematicAreaId`;
 * a PENDING PRESENTACION with valid `details` for its kind unless told otherwise.
 */
export async function buildProposal(db: Executor, o: ProposalOverrides = {}) {
  const { ownerEmail, ownerName, coAuthors = [], ...values } = o;
  const submitter = values.submittedBy ? (await db.select().from(users).where(eq(users.id, values.submittedBy)))[0] : await buildUser(db);
  const conferenceId = values.conferenceId ?? (await buildConference(db)).id;
  const inscribed = values.inscriptionId ? [] : await db.select({ id: inscriptions.id }).from(inscriptions).where(and(eq(inscriptions.userId, submitter.id), eq(inscriptions.conferenceId, conferenceId)));
  const inscriptionId = values.inscriptionId ?? inscribed[0]?.id ?? (await buildInscription(db, { userId: submitter.id, conferenceId, charge: null })).id;
  const thematicAreaId = await areaOfConference(db, conferenceId, values.thematicAreaId);
  const kind = values.kind ?? 'PRESENTACION';
  const [row] = await db
    .insert(proposals)
    .values({
      title: `Una ponencia de prueba ${uniqueTag()}`,
      abstract: 'Resumen breve de la ponencia.',
      keywords: ['política', 'estado', 'democracia'],
      details: detailsOf(kind) ?? {},
      ...values,
      kind,
      submittedBy: submitter.id,
      conferenceId,
      inscriptionId,
      thematicAreaId,
    })
    .returning();
  const owner = { email: ownerEmail ?? submitter.email, name: ownerName ?? `${submitter.firstName} ${submitter.lastName}`, userId: submitter.id as string | null, pending: false, declined: false };
  const authors = [owner, ...coAuthors.map((c, i) => ({ name: `Autor ${i + 2}`, userId: null, pending: false, declined: false, ...c }))];
  await db.insert(proposalAuthors).values(
    authors.map((a, position) => ({
      proposalId: row.id,
      position,
      email: a.email,
      name: a.name,
      userId: a.declined ? null : a.userId,
      acceptedAt: a.userId && !a.pending && !a.declined ? new Date() : null,
      declinedAt: a.declined ? new Date() : null,
    })),
  );
  return row;
}

/** A person of a panel: an account (the name taken from it unless given) or a name, with an optional e-mail. */
export type PanelPersonSpec = { role: (typeof panelPeople.$inferInsert)['role']; userId?: string | null; name?: string; email?: string | null; institution?: string | null };

/**
 * A built panel (PANEL_REGULAR unless `kind` says) of an edition (a new one unless `conferenceId`),
 * APPROVED, in a new area of the edition unless `thematicAreaId` (a fixed panel has none), with
 * `items` (proposal ids, in order; moved to INCLUDE_IN_PANEL) and `people` (chair, commentator, speakers).
 */
export async function buildPanel(db: Executor, o: Partial<typeof panels.$inferInsert> & { items?: number[]; people?: PanelPersonSpec[] } = {}) {
  const { items = [], people = [], ...values } = o;
  const kind = values.kind ?? 'PANEL_REGULAR';
  const conferenceId = values.conferenceId ?? (await buildConference(db)).id;
  const thematicAreaId = kind === 'PANEL_FIJO' ? (values.thematicAreaId ?? null) : await areaOfConference(db, conferenceId, values.thematicAreaId ?? undefined);
  const [panel] = await db
    .insert(panels)
    .values({ name: `Panel de prueba ${uniqueTag()}`, ...values, kind, conferenceId, thematicAreaId })
    .returning();
  if (items.length) {
    await db.insert(panelItems).values(items.map((proposalId, position) => ({ panelId: panel.id, proposalId, position })));
    for (const id of items) await db.update(proposals).set({ status: 'INCLUDE_IN_PANEL' }).where(eq(proposals.id, id));
  }
  const positions = new Map<string, number>();
  for (const p of people) {
    const position = positions.get(p.role) ?? 0;
    positions.set(p.role, position + 1);
    const account = p.userId ? (await db.select().from(users).where(eq(users.id, p.userId)))[0] : undefined;
    const name = p.name ?? (account ? `${account.firstName} ${account.lastName}` : `Persona de panel ${uniqueTag()}`);
    await db.insert(panelPeople).values({ panelId: panel.id, role: p.role, position, userId: p.userId ?? null, name, email: p.email ?? null, institution: p.institution ?? null });
  }
  return panel;
}

/**
 * A payment of `userId`: an online Mercado Pago payment, PENDING, of 45.000 pesos unless told
 * otherwise, allocated to `allocations` (each charge's whole amount unless `amountCents` says; the
 * payment's amount is then their sum unless given). Nothing goes through the ledger: an APPROVED
 * payment built here has no receipt (approve it with the ledger for that).
 */
export async function buildPayment(db: Executor, o: Partial<typeof payments.$inferInsert> & { userId: string; allocations?: { chargeId: number; amountCents?: number }[] }) {
  const { allocations = [], ...values } = o;
  const amounts = [];
  for (const a of allocations) amounts.push({ chargeId: a.chargeId, amountCents: a.amountCents ?? (await db.select({ cents: charges.amountCents }).from(charges).where(eq(charges.id, a.chargeId)))[0].cents });
  const sum = amounts.reduce((total, a) => total + a.amountCents, 0);
  const decided = values.status === 'APPROVED' || values.status === 'REJECTED';
  const [payment] = await db
    .insert(payments)
    .values({ amountCents: sum || 4_500_000, method: 'MERCADO_PAGO', channel: 'ONLINE', status: 'PENDING', decidedAt: decided ? new Date() : null, ...values })
    .returning();
  if (amounts.length) await db.insert(paymentAllocations).values(amounts.map((a) => ({ paymentId: payment.id, ...a })));
  return payment;
}

/**
 * An award of an edition (a new one unless `conferenceId`), OPEN and receiving applications from
 * a week ago to a month from now (Buenos Aires days), judged by `judges` (user ids; they should
 * hold JUEZ in the edition for the API to let them score).
 */
export async function buildAward(db: Executor, o: Partial<typeof awards.$inferInsert> & { judges?: string[] } = {}) {
  const { judges = [], ...values } = o;
  const day = (offset: number) => buenosAiresDay(new Date(Date.now() + offset * 24 * 3600 * 1000));
  const conferenceId = values.conferenceId ?? (await buildConference(db)).id;
  const [award] = await db
    .insert(awards)
    .values({ name: `Premio de prueba ${uniqueTag()}`, rules: 'Bases del premio de prueba.', opensOn: day(-7), closesOn: day(30), ...values, conferenceId })
    .returning();
  if (judges.length) await db.insert(awardJudges).values(judges.map((userId) => ({ awardId: award.id, userId })));
  return award;
}
