import { charges } from '../../db/schema/charges';
import { membershipCategories, memberships } from '../../db/schema/memberships';
import { userRoles, users } from '../../db/schema/users';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { chargeDescription } from './memberships.read';

const FIRST_NAMES = ['María', 'Juan', 'Lucía', 'Martín', 'Valentina', 'Santiago', 'Camila', 'Mateo', 'Florencia', 'Joaquín', 'Agustina', 'Tomás', 'Julieta', 'Nicolás', 'Paula', 'Facundo', 'Carolina', 'Diego', 'Rocío', 'Gonzalo', 'Micaela', 'Federico', 'Antonella', 'Pablo', 'Sofía', 'Andrés', 'Natalia', 'Ignacio', 'Laura', 'Emiliano'];
const LAST_NAMES = ['González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez', 'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Gutiérrez', 'Pereyra', 'Rojas', 'Molina', 'Castro', 'Ortiz'];
const CAREERS = ['Ciencia Política', 'Relaciones Internacionales', 'Sociología', 'Administración Pública', 'Historia'];
const SYNTHETIC_MEMBERS = 300;

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** A small deterministic generator, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Category = typeof membershipCategories.$inferSelect;
type ChargeRow = typeof charges.$inferInsert;
const chargeFor = (userId: string, membershipId: number, year: number, category: Category, paid: boolean): ChargeRow => ({
  userId,
  kind: 'MEMBERSHIP',
  membershipId,
  description: chargeDescription(year, category.name),
  amountCents: category.yearlyFeeCents,
  status: paid ? 'PAID' : 'PENDING',
  paidAt: paid ? new Date(Date.UTC(year, 2, 15, 13)) : null,
  createdAt: new Date(Date.UTC(year, 0, 2, 12)),
});

/** The membership categories: Socio Pleno, Socio Adherente, Socio Estudiante (ids in that order). */
export async function seedMembershipCategories(tx: Tx): Promise<number[]> {
  const categories = await tx
    .insert(membershipCategories)
    .values([
      { name: 'Socio Pleno', yearlyFeeCents: 4_500_000 },
      { name: 'Socio Adherente', yearlyFeeCents: 3_000_000 },
      { name: 'Socio Estudiante', yearlyFeeCents: 1_500_000, isStudent: true },
    ])
    .returning({ id: membershipCategories.id });
  return categories.map((c) => c.id);
}

/** Demo memberships and charges of the demo accounts, and a few hundred synthetic members. */
export async function seedMembershipDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const { year } = ctx;
  // This year's membership of the demo accounts that are members, in the first category.
  const members = ctx.memberIds;
  if (members.length) await tx.insert(memberships).values(members.map((userId) => ({ userId, year, categoryId: ctx.categoryIds[0] })));
  const categories = await tx.select().from(membershipCategories);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const [pleno, adherente, estudiante] = ctx.categoryIds.map((id) => byId.get(id)!);

  // Demo members: this year's membership exists (pending charge); last year's is paid.
  const current = await tx.select().from(memberships);
  const demoLast = await tx
    .insert(memberships)
    .values(current.map((m) => ({ userId: m.userId, year: year - 1, categoryId: m.categoryId, createdAt: new Date(Date.UTC(year - 1, 0, 2, 12)) })))
    .returning();
  const demoCharges = [
    ...current.map((m) => chargeFor(m.userId, m.id, year, byId.get(m.categoryId)!, false)),
    ...demoLast.map((m) => chargeFor(m.userId, m.id, year - 1, byId.get(m.categoryId)!, true)),
  ];

  const rand = random(20_260_301);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const people = Array.from({ length: SYNTHETIC_MEMBERS }, (_, i) => {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    return { email: `${ascii(firstName)}.${ascii(lastName)}.${i + 1}@example.org`, firstName, lastName, document: String(40_000_000 + i * 137), passwordHash: ctx.passwordHash };
  });
  const created = await tx.insert(users).values(people).returning({ id: users.id });
  await tx.insert(userRoles).values(created.map((u) => ({ userId: u.id, role: 'USER' as const })));

  // Each member joined in one of the last three years and renewed until now, unless their membership ended.
  const plan: { userId: string; year: number; category: Category; terminated: boolean; paid: boolean; career: string | null }[] = [];
  for (const { id } of created) {
    const roll = rand();
    const category = roll < 0.6 ? pleno : roll < 0.85 ? adherente : estudiante;
    const career = category.isStudent ? pick(CAREERS) : null;
    const joined = year - Math.floor(rand() * 3);
    const endsIn = rand() < 0.1 ? joined + Math.floor(rand() * (year - joined + 1)) : null;
    for (let y = joined; y <= (endsIn ?? year); y++) {
      plan.push({ userId: id, year: y, category, terminated: y === endsIn, paid: y < year ? rand() < 0.85 : rand() < 0.4, career });
    }
  }
  const rows = await tx
    .insert(memberships)
    .values(
      plan.map((p) => ({
        userId: p.userId,
        year: p.year,
        categoryId: p.category.id,
        universityCareer: p.career,
        terminatedMember: p.terminated,
        terminatedAt: p.terminated ? new Date(Date.UTC(p.year, 8, 30, 15)) : null,
        createdAt: new Date(Date.UTC(p.year, 0, 2, 12)),
      })),
    )
    .returning({ id: memberships.id });
  const synthetic = plan.map((p, i) => chargeFor(p.userId, rows[i].id, p.year, p.category, p.paid));
  await tx.insert(charges).values([...demoCharges, ...synthetic]);
}
