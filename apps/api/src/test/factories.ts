import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ConferenceRoleKind, GlobalRole } from '@portal/domain/roles';
import { charges } from '../db/schema/charges';
import { countries, institutions, provinces, universities } from '../db/schema/catalogues';
import { conferenceRoles, conferences, inscriptionCategories, thematicAreas } from '../db/schema/conferences';
import { inscriptions } from '../db/schema/inscriptions';
import { membershipCategories, memberships } from '../db/schema/memberships';
import { journalIssues, news } from '../db/schema/news';
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
