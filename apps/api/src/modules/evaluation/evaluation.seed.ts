import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { conferenceRoles, conferenceThematicAreas, thematicAreas } from '../../db/schema/conferences';
import { institutions } from '../../db/schema/catalogues';
import { proposalDecisions } from '../../db/schema/panels';
import { academicInfo } from '../../db/schema/profiles';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { userRoles, users } from '../../db/schema/users';
import type { SeedContext, Tx } from '../../platform/seed-context';

/** One coordinator demo account per area the demo coordinator (coordinador@) does not hold. */
export const demoAreaCoordinators = [
  { email: 'coordinadora2@example.org', firstName: 'Mariana', lastName: 'Ortiz', document: '29234567' },
  { email: 'coordinador3@example.org', firstName: 'Diego', lastName: 'Acosta', document: '29345678' },
  { email: 'coordinadora4@example.org', firstName: 'Paula', lastName: 'Romero', document: '29456789' },
];

const APPROVE_COMMENTS = ['Trabajo sólido y bien fundamentado.', 'Aporte original al área; sugerimos acotar la introducción.', 'Aprobada. Muy buena articulación entre teoría y evidencia.', ''];
const REJECT_COMMENTS = [
  'El resumen no presenta pregunta de investigación ni metodología.',
  'La propuesta no corresponde a los ejes del área temática.',
  'Falta el marco teórico y la evidencia es insuficiente para las conclusiones.',
];

/** A day to four after it was sent, and never later than halfway between then and now. */
const decidedAt = (createdAt: Date, i: number) => {
  const HOUR = 3600 * 1000;
  const created = createdAt.getTime();
  return new Date(created + Math.min((24 + (i % 72)) * HOUR, (Date.now() - created) / 2));
};

/**
 * Evaluation demo data: a coordinator account for each other area of the demo congress, the
 * history (proposal_decisions) of every proposal the proposals seed left APPROVED or REJECTED,
 * signed by a coordinator of its area with a comment, and two conflicts of interest for
 * coordinador@ (a pending paper he co-authors, and one by a colleague of his institution).
 */
export async function seedEvaluationDemo(tx: Tx, ctx: SeedContext): Promise<void> {
  const conferenceId = ctx.conferenceId;
  const demoCoordinator = ctx.accountIds['coordinador@example.org'];
  const admin = ctx.accountIds['congreso@example.org'];
  const areas = await tx
    .select({ id: thematicAreas.id })
    .from(conferenceThematicAreas)
    .innerJoin(thematicAreas, eq(thematicAreas.id, conferenceThematicAreas.thematicAreaId))
    .where(eq(conferenceThematicAreas.conferenceId, conferenceId))
    .orderBy(asc(thematicAreas.id));
  const held = await tx.select({ areaId: conferenceRoles.thematicAreaId, userId: conferenceRoles.userId }).from(conferenceRoles).where(and(eq(conferenceRoles.conferenceId, conferenceId), eq(conferenceRoles.role, 'COORDINADOR')));
  const coordinatorOf = new Map<number, string>(held.flatMap((h) => (h.areaId ? [[h.areaId, h.userId] as [number, string]] : [])));
  const free = areas.filter((a) => !coordinatorOf.has(a.id));
  for (const [k, area] of free.entries()) {
    const account = demoAreaCoordinators[k];
    if (!account) break;
    const [user] = await tx.insert(users).values({ ...account, passwordHash: ctx.passwordHash }).returning({ id: users.id });
    ctx.accountIds[account.email] = user.id;
    await tx.insert(userRoles).values({ userId: user.id, role: 'USER' });
    await tx.insert(conferenceRoles).values({ userId: user.id, conferenceId, role: 'COORDINADOR', thematicAreaId: area.id });
    coordinatorOf.set(area.id, user.id);
  }

  // Decide some pending items of every area and kind (one in ten approved, one in ten rejected).
  const socio = ctx.accountIds['socio@example.org'];
  const open = await tx
    .select({ id: proposals.id, areaId: proposals.thematicAreaId, kind: proposals.kind, submittedBy: proposals.submittedBy })
    .from(proposals)
    .where(and(eq(proposals.conferenceId, conferenceId), eq(proposals.status, 'PENDING')))
    .orderBy(asc(proposals.id));
  const seen = new Map<string, number>();
  const toApprove: number[] = [];
  const toReject: number[] = [];
  for (const p of open) {
    if (p.submittedBy === socio) continue;
    const key = `${p.areaId}:${p.kind}`;
    const j = seen.get(key) ?? 0;
    seen.set(key, j + 1);
    if (j % 10 === 1) toApprove.push(p.id);
    if (j % 10 === 6) toReject.push(p.id);
  }
  if (toApprove.length) await tx.update(proposals).set({ status: 'APPROVED' }).where(inArray(proposals.id, toApprove));
  if (toReject.length) await tx.update(proposals).set({ status: 'REJECTED' }).where(inArray(proposals.id, toReject));

  // The history of the decided proposals: who decided, when, and why.
  const decided = await tx
    .select({ id: proposals.id, status: proposals.status, areaId: proposals.thematicAreaId, createdAt: proposals.createdAt })
    .from(proposals)
    .where(and(eq(proposals.conferenceId, conferenceId), inArray(proposals.status, ['APPROVED', 'REJECTED'])))
    .orderBy(asc(proposals.id));
  if (decided.length) {
    await tx.insert(proposalDecisions).values(
      decided.map((p, i) => {
        const approved = p.status === 'APPROVED';
        const comment = approved ? APPROVE_COMMENTS[i % APPROVE_COMMENTS.length] : REJECT_COMMENTS[i % REJECT_COMMENTS.length];
        const at = decidedAt(p.createdAt, i);
        return {
          proposalId: p.id,
          event: approved ? ('APPROVE' as const) : ('REJECT' as const),
          fromStatus: 'PENDING' as const,
          toStatus: p.status,
          actorId: i % 9 === 0 ? admin : (coordinatorOf.get(p.areaId) ?? admin),
          comment: comment || null,
          createdAt: at,
        };
      }),
    );
    for (const [i, p] of decided.entries()) {
      await tx.update(proposals).set({ updatedAt: decidedAt(p.createdAt, i) }).where(eq(proposals.id, p.id));
    }
  }

  // Conflicts of interest of coordinador@ in his area: withheld from him, routed to congreso@.
  const area = held.find((h) => h.userId === demoCoordinator)?.areaId;
  if (!demoCoordinator || !area) return;
  const pending = await tx
    .select({ id: proposals.id, submittedBy: proposals.submittedBy })
    .from(proposals)
    .where(and(eq(proposals.conferenceId, conferenceId), eq(proposals.thematicAreaId, area), eq(proposals.kind, 'PRESENTACION'), eq(proposals.status, 'PENDING'), sql`${proposals.submittedBy} <> ${demoCoordinator}`, sql`${proposals.submittedBy} <> ${ctx.accountIds['socio@example.org'] ?? demoCoordinator}`))
    .orderBy(asc(proposals.id))
    .limit(2);
  const [coAuthored, colleagues] = pending;
  if (coAuthored) {
    const [me] = await tx.select({ email: users.email, first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, demoCoordinator));
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(proposalAuthors).where(eq(proposalAuthors.proposalId, coAuthored.id));
    await tx.insert(proposalAuthors).values({ proposalId: coAuthored.id, position: n, email: me.email, name: `${me.first} ${me.last}`, userId: demoCoordinator, acceptedAt: new Date() }).onConflictDoNothing();
  }
  if (colleagues) {
    const [mine] = await tx.select({ first: academicInfo.firstInstitutionId }).from(academicInfo).where(eq(academicInfo.userId, demoCoordinator));
    const institutionId = mine?.first ?? (await tx.select({ id: institutions.id }).from(institutions).limit(1))[0]?.id;
    if (institutionId) {
      await tx
        .insert(academicInfo)
        .values({ userId: colleagues.submittedBy, firstInstitutionId: institutionId })
        .onConflictDoUpdate({ target: academicInfo.userId, set: { firstInstitutionId: institutionId } });
      if (!mine) await tx.insert(academicInfo).values({ userId: demoCoordinator, firstInstitutionId: institutionId }).onConflictDoNothing();
    }
  }
}
