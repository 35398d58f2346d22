import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { buenosAiresDay } from '@portal/domain/dates';
import { awardApplications, awardJudges, awards, awardScores } from '../../db/schema/awards';
import { conferenceRoles } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { academicInfo } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { setOwnedFiles, storeUpload } from '../files/files.service';
import { demoPdf } from '../../platform/demo-pdf';
import { applicationOwner } from './awards.read';

const DAY = 24 * 3600 * 1000;
const day = (offset: number) => buenosAiresDay(new Date(Date.now() + offset * DAY));

const WORKS = [
  ['El federalismo fiscal en la Argentina reciente', 'Analiza las transferencias automáticas y discrecionales a las provincias entre 2003 y 2023 y su efecto sobre la competencia electoral.'],
  ['Coaliciones de gobierno en el Cono Sur', 'Compara la formación y la duración de gabinetes de coalición en Argentina, Brasil, Chile y Uruguay.'],
  ['Participación electoral juvenil después del voto a los 16', 'Estudia la concurrencia de votantes de 16 y 17 años en cinco elecciones nacionales.'],
  ['Los partidos provinciales y la nacionalización del voto', 'Mide la nacionalización del sistema de partidos con datos de distritos desde 1983.'],
  ['La representación de género en las legislaturas provinciales', 'Evalúa los efectos de la paridad sobre la agenda legislativa en seis provincias.'],
  ['Opinión pública y política exterior', 'Examina encuestas sobre el Mercosur y la integración regional en la última década.'],
] as const;

/**
 * Demo awards of the demo congress: "Premio a la mejor tesis doctoral" open, judged by
 * juez@example.org and a second JUEZ (an inscribed person), with six applications (the demo
 * member's among them) each with a PDF, scores by both judges left partial, and one conflict of
 * interest (juez@ shares CONICET with the demo member, and scored them: flagged, not counted);
 * "Premio Jóvenes Investigadores" whose call opens later, without applications yet.
 */
export async function seedAwardsDemo(tx: Tx, ctx: SeedContext): Promise<number> {
  const judgeId = ctx.accountIds['juez@example.org'];
  const memberId = ctx.accountIds['socio@example.org'];
  const adminId = ctx.accountIds['congreso@example.org'] ?? null;
  if (!judgeId) return 0;
  const inscribed = await tx
    .select({ inscriptionId: inscriptions.id, userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(inscriptions)
    .innerJoin(users, eq(users.id, inscriptions.userId))
    .where(eq(inscriptions.conferenceId, ctx.conferenceId))
    .orderBy(asc(inscriptions.id))
    .limit(40);
  const member = inscribed.find((p) => p.userId === memberId);
  const others = inscribed.filter((p) => p.userId !== memberId && p.userId !== judgeId);
  if (others.length < 7) return 0;
  const applicants = [...(member ? [member] : []), ...others.slice(0, WORKS.length - (member ? 1 : 0))];
  const secondJudge = others[others.length - 1];

  // The second judge holds JUEZ in the demo congress; juez@ shares CONICET with the demo member (a conflict).
  await tx.insert(conferenceRoles).values({ userId: secondJudge.userId, conferenceId: ctx.conferenceId, role: 'JUEZ' }).onConflictDoNothing();
  if (memberId) {
    const [memberInfo] = await tx.select({ first: academicInfo.firstInstitutionId }).from(academicInfo).where(eq(academicInfo.userId, memberId));
    if (memberInfo?.first) {
      await tx.insert(academicInfo).values({ userId: judgeId, firstInstitutionId: memberInfo.first }).onConflictDoUpdate({ target: academicInfo.userId, set: { firstInstitutionId: memberInfo.first } });
    }
  }

  const [thesis, young] = await tx
    .insert(awards)
    .values([
      {
        conferenceId: ctx.conferenceId,
        name: 'Premio a la mejor tesis doctoral',
        rules: 'Pueden postularse socias y socios con una tesis doctoral defendida en los últimos dos años.\nSe presenta un resumen y la tesis completa en PDF.\nEl jurado puntúa cada trabajo de 1 a 10.',
        opensOn: day(-15),
        closesOn: day(20),
        createdBy: adminId,
      },
      {
        conferenceId: ctx.conferenceId,
        name: 'Premio Jóvenes Investigadores',
        rules: 'Para menores de 35 años con un artículo inédito.',
        opensOn: day(10),
        closesOn: day(40),
        createdBy: adminId,
      },
    ])
    .returning({ id: awards.id });
  await tx.insert(awardJudges).values([
    { awardId: thesis.id, userId: judgeId },
    { awardId: thesis.id, userId: secondJudge.userId },
    { awardId: young.id, userId: judgeId },
  ]);

  const apps = await tx
    .insert(awardApplications)
    .values(applicants.map((p, i) => ({ awardId: thesis.id, inscriptionId: p.inscriptionId, userId: p.userId, title: WORKS[i][0], summary: WORKS[i][1], createdAt: new Date(Date.now() - (10 - i) * DAY) })))
    .returning({ id: awardApplications.id, userId: awardApplications.userId });

  if (ctx.storage) {
    for (const [i, app] of apps.entries()) {
      const p = applicants[i];
      const stored = await storeUpload(tx, ctx.storage, 'seed', {
        stream: Readable.from([await demoPdf(WORKS[i][0], `${p.firstName} ${p.lastName} - Tesis doctoral`)]),
        name: `tesis-${i + 1}.pdf`,
        purpose: 'AWARD_APPLICATION',
        uploader: null,
      });
      await setOwnedFiles(tx, applicationOwner(app.id), [{ field: 'file', id: stored.id, purpose: 'AWARD_APPLICATION' }]);
    }
  }

  // Partial scores: juez@ scored four (the demo member's among them: flagged), the second judge all but the last.
  const scores = [
    ...apps.slice(0, 4).map((a, i) => ({ applicationId: a.id, judgeId, score: [9, 7, 8, 6][i], comment: ['Muy sólida metodológicamente.', 'Buen trabajo de campo.', 'Aporte original.', 'Necesita más discusión teórica.'][i] })),
    ...apps.slice(0, 5).map((a, i) => ({ applicationId: a.id, judgeId: secondJudge.userId, score: [8, 8, 9, 5, 7][i], comment: '' })),
  ];
  await tx.insert(awardScores).values(scores);
  return apps.length;
}
