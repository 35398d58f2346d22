import { awardApplications, awardJudges, awards } from '../../db/schema/awards';
import { charges } from '../../db/schema/charges';
import { conferences, conferenceThematicAreas, inscriptionCategories, thematicAreas } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import type { SeedContext, Tx } from '../../platform/seed-context';

/**
 * Certificates' demo (issue 32): last year's congress edition, held and over, so its certificates
 * are due. socio@ was inscribed (paid) and presented an approved paper with a co-author: attendance
 * and presentation certificates in Mis certificados; socio@'s paid membership years (memberships'
 * demo) add theirs. Its award, closed, was judged by juez@ (a judging certificate) and won by
 * socio@ (an award certificate). No conference role is granted in it: the demo accounts keep the
 * roles the role selector and the browser tests know (so coordinador@, whose coordination
 * certificate would need a COORDINADOR role in this edition, gets none here).
 */
export async function seedCertificatesDemo(tx: Tx, ctx: SeedContext): Promise<{ pastConferenceId: number }> {
  const year = ctx.year - 1;
  const [past] = await tx
    .insert(conferences)
    .values({
      name: 'Congreso Nacional de Ciencia Política',
      edition: 11,
      venue: 'Universidad Nacional de Rosario',
      inscriptionStart: `${year}-03-01`,
      inscriptionEnd: `${year}-08-31`,
      startDate: `${year}-09-10`,
      endDate: `${year}-09-12`,
    })
    .returning({ id: conferences.id });
  const [area] = await tx.select({ id: thematicAreas.id, name: thematicAreas.name }).from(thematicAreas).limit(1);
  await tx.insert(conferenceThematicAreas).values({ conferenceId: past.id, thematicAreaId: area.id });
  const [category] = await tx.insert(inscriptionCategories).values({ conferenceId: past.id, name: 'Socio/a', memberFeeCents: 1_800_000, nonMemberFeeCents: 3_000_000 }).returning({ id: inscriptionCategories.id });
  const socio = ctx.accountIds['socio@example.org'];
  const [inscription] = await tx.insert(inscriptions).values({ userId: socio, conferenceId: past.id, categoryId: category.id, registrationDate: `${year}-04-02` }).returning({ id: inscriptions.id });
  await tx.insert(charges).values({
    userId: socio,
    kind: 'INSCRIPTION',
    inscriptionId: inscription.id,
    feeApplied: 'MEMBER',
    description: 'Inscripción — Socio/a (Congreso Nacional de Ciencia Política, 11.ª edición)',
    amountCents: 1_800_000,
    status: 'PAID',
    paidAt: new Date(`${year}-04-05T15:00:00Z`),
  });
  const [paper] = await tx
    .insert(proposals)
    .values({
      conferenceId: past.id,
      inscriptionId: inscription.id,
      submittedBy: socio,
      kind: 'PRESENTACION',
      thematicAreaId: area.id,
      title: 'Participación ciudadana y presupuestos participativos en municipios del Litoral',
      abstract: 'Un estudio comparado de doce experiencias municipales de presupuesto participativo entre 2015 y 2023.',
      keywords: ['participación', 'municipios', 'presupuesto'],
      status: 'APPROVED',
    })
    .returning({ id: proposals.id });
  await tx.insert(proposalAuthors).values([
    { proposalId: paper.id, position: 0, email: 'socio@example.org', name: 'Sofía Martínez', userId: socio, acceptedAt: new Date(`${year}-05-01T12:00:00Z`) },
    { proposalId: paper.id, position: 1, email: 'joaquin.wisniewski@example.org', name: 'Joaquín Wiśniewski' },
  ]);
  // The edition's award, closed with its result: juez@ judged it, socio@'s application won.
  const [award] = await tx
    .insert(awards)
    .values({
      conferenceId: past.id,
      name: 'Premio a la Mejor Ponencia de Jóvenes Investigadores',
      rules: 'Ponencias presentadas en el congreso por investigadoras e investigadores de hasta 35 años.',
      opensOn: `${year}-06-01`,
      closesOn: `${year}-08-15`,
      status: 'CLOSED',
      closedAt: new Date(`${year}-09-12T20:00:00Z`),
    })
    .returning({ id: awards.id });
  await tx.insert(awardJudges).values({ awardId: award.id, userId: ctx.accountIds['juez@example.org'] });
  await tx.insert(awardApplications).values({
    awardId: award.id,
    inscriptionId: inscription.id,
    userId: socio,
    title: 'Participación ciudadana y presupuestos participativos en municipios del Litoral',
    summary: 'La ponencia presentada en el congreso, en su versión para el premio.',
    result: 'WINNER',
  });
  return { pastConferenceId: past.id };
}
