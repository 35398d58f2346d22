import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { buenosAiresDay } from '@portal/domain/dates';
import type { InscriptionFee } from '@portal/domain/inscriptions';
import { charges } from '../../db/schema/charges';
import { conferences, inscriptionCategories } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { memberships } from '../../db/schema/memberships';
import { userRoles, users } from '../../db/schema/users';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { inscriptionChargeDescription } from './inscriptions.read';

/** How many people the demo congress has inscribed (the demo accounts that are members among them). */
export const DEMO_INSCRIPTIONS = 300;
const CAREERS = ['Ciencia Política', 'Relaciones Internacionales', 'Sociología', 'Administración Pública', 'Historia'];

/** A small deterministic generator, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T12:00:00Z`) / DAY;
const dayOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/**
 * About 300 inscriptions in the demo congress, over its categories (most attend, some present,
 * a few students), each with its charge: the member fee when that person's membership of this year
 * is paid, the general one otherwise; a bit under half already paid. The demo accounts with role
 * USER (socio@, coordinador@) are among them, so a demo member has an inscription to submit from.
 */
export async function seedInscriptionDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const [conference] = await tx.select().from(conferences).where(eq(conferences.id, ctx.conferenceId));
  const categories = await tx.select().from(inscriptionCategories).where(eq(inscriptionCategories.conferenceId, ctx.conferenceId)).orderBy(asc(inscriptionCategories.position));
  const students = categories.filter((c) => c.isStudent);
  const others = categories.filter((c) => !c.isStudent);

  const demoUsers = ctx.userIds;
  const synthetic = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'USER')))
    .where(notInArray(users.id, Object.values(ctx.accountIds)))
    .orderBy(asc(users.document))
    .limit(DEMO_INSCRIPTIONS - demoUsers.length);
  const people = [...demoUsers, ...synthetic.map((s) => s.id)];

  const paidMembers = new Set(
    (
      await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(charges, eq(charges.membershipId, memberships.id))
        .where(and(eq(memberships.year, ctx.year), eq(charges.status, 'PAID'), inArray(memberships.userId, people)))
    ).map((r) => r.userId),
  );

  const rand = random(20_261_122);
  const first = dayNumber(conference.inscriptionStart);
  const last = Math.max(first, Math.min(dayNumber(buenosAiresDay()), dayNumber(conference.inscriptionEnd)));
  const plan = people.map((userId, i) => {
    const roll = rand();
    // The demo accounts present papers; the rest: 55 % attend, 30 % present, 15 % students.
    const category = i < demoUsers.length ? others[0] : roll < 0.15 && students.length ? students[Math.floor(rand() * students.length)] : roll < 0.45 ? others[0] : others[others.length - 1];
    const registered = first + Math.floor(rand() * (last - first + 1));
    const fee: InscriptionFee = paidMembers.has(userId) ? 'MEMBER' : 'NON_MEMBER';
    const paid = i >= demoUsers.length && rand() < 0.45;
    return { userId, category, registrationDate: dayOf(registered), fee, paid, paidDay: Math.min(last, registered + Math.floor(rand() * 10)), career: category.isStudent ? CAREERS[Math.floor(rand() * CAREERS.length)] : null };
  });

  const rows = await tx
    .insert(inscriptions)
    .values(
      plan.map((p) => ({
        userId: p.userId,
        conferenceId: conference.id,
        categoryId: p.category.id,
        universityCareer: p.career,
        registrationDate: p.registrationDate,
        createdAt: new Date(`${p.registrationDate}T15:00:00Z`),
      })),
    )
    .returning({ id: inscriptions.id });
  await tx.insert(charges).values(
    plan.map((p, i) => ({
      userId: p.userId,
      kind: 'INSCRIPTION' as const,
      inscriptionId: rows[i].id,
      description: inscriptionChargeDescription(conference.name, p.category.name),
      amountCents: p.fee === 'MEMBER' ? p.category.memberFeeCents : p.category.nonMemberFeeCents,
      feeApplied: p.fee,
      status: p.paid ? ('PAID' as const) : ('PENDING' as const),
      // 15:00 in Buenos Aires that day, never later than now (a payment today before then is paid now).
      paidAt: p.paid ? new Date(Math.min(Date.parse(`${dayOf(p.paidDay)}T18:00:00Z`), Date.now())) : null,
      createdAt: new Date(`${p.registrationDate}T15:00:00Z`),
    })),
  );
}
