import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import type { SubmissionType } from '@portal/domain/conferences';
import { hasFullText } from '@portal/domain/proposals';
import type { ProposalStatus } from '@portal/domain/proposal-status';
import { conferenceThematicAreas } from '../../db/schema/conferences';
import { inscriptions } from '../../db/schema/inscriptions';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import { users } from '../../db/schema/users';
import type { SeedContext, Tx } from '../../platform/seed-context';
import { setOwnedFiles, storeUpload } from '../files/files.service';
import { demoPdf } from '../../platform/demo-pdf';

/**
 * Demo proposals of the demo congress: about 400 of every kind across its areas, mostly PENDING,
 * some APPROVED or REJECTED, with co-authors (linked accounts and invited addresses) and some
 * with a small PDF as full text; the demo member gets one of each kind. Built on the inscriptions
 * the inscriptions seed made (nothing when there are none).
 */

export const DEMO_PROPOSALS = 400;

const TOPICS = [
  'El federalismo fiscal', 'Las coaliciones de gobierno', 'La participación electoral juvenil', 'Los partidos provinciales',
  'La política exterior argentina', 'El Mercosur', 'La descentralización municipal', 'Las políticas de cuidado',
  'La representación de género', 'Los movimientos sociales', 'El presidencialismo', 'La opinión pública',
  'La regulación de plataformas digitales', 'Las políticas ambientales', 'La seguridad ciudadana', 'El financiamiento de la política',
  'La justicia electoral', 'Las relaciones cívico-militares', 'La integración sudamericana', 'Los gobiernos locales',
];
const FRAMES = [
  'en la Argentina reciente', 'en perspectiva comparada', 'entre 1983 y 2023', 'en América Latina',
  'en las provincias del norte', 'después de la pandemia', 'en el Cono Sur', 'en el debate teórico contemporáneo',
];
const OPENINGS = ['', 'Notas sobre ', 'Un análisis de ', 'Repensar ', 'Tensiones en '];
const KEYWORDS = [
  'federalismo', 'democracia', 'elecciones', 'partidos', 'Estado', 'políticas públicas', 'género', 'integración regional',
  'opinión pública', 'instituciones', 'territorio', 'participación', 'derechos', 'representación', 'gobierno local', 'Mercosur',
];
const PEOPLE = ['Lucía Benítez', 'Martín Quiroga', 'Florencia Paz', 'Joaquín Ledesma', 'Agustina Ferreyra', 'Tomás Villalba', 'Rocío Ibáñez', 'Nahuel Córdoba'];
const INSTITUTIONS = ['Universidad de Buenos Aires', 'Universidad Nacional de Córdoba', 'Universidad Nacional de Rosario', 'CONICET', 'Universidad Nacional de La Plata'];

/** Kinds in the proportions a congress receives them: papers most, books fewest. */
const kindOf = (i: number): SubmissionType => {
  const r = i % 20;
  if (r < 9) return 'PRESENTACION';
  if (r < 13) return 'MESA_ESTUDIANTE';
  if (r < 16) return 'PANEL_CERRADO';
  if (r < 18) return 'GRUPO_INVESTIGACION';
  return 'LIBRO';
};
const statusOf = (i: number): ProposalStatus => (i % 10 < 7 ? 'PENDING' : i % 10 < 9 ? 'APPROVED' : 'REJECTED');
const at = <T>(list: readonly T[], i: number) => list[((i % list.length) + list.length) % list.length];
const slug = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.');

function detailsFor(kind: SubmissionType, i: number, year: number): Record<string, unknown> {
  switch (kind) {
    case 'PRESENTACION':
      return {};
    case 'MESA_ESTUDIANTE':
      return { studentCareer: at(['Licenciatura en Ciencia Política', 'Licenciatura en Relaciones Internacionales', 'Licenciatura en Sociología'], i), studentInstitution: at(INSTITUTIONS, i) };
    case 'PANEL_CERRADO':
      return {
        rationale: `El panel reúne trabajos sobre ${at(TOPICS, i + 3).toLowerCase()} y discute sus efectos sobre la calidad democrática.`,
        chair: { name: at(PEOPLE, i), email: `${slug(at(PEOPLE, i))}@example.net` },
        commentator: { name: at(PEOPLE, i + 3), email: null },
        papers: Array.from({ length: 3 + (i % 3) }, (_, k) => ({
          title: `${at(TOPICS, i + k)} ${at(FRAMES, i + k)}`,
          abstract: 'Presenta resultados preliminares de una investigación en curso y su discusión con la literatura.',
          authors: [{ name: at(PEOPLE, i + k + 1), email: null }],
        })),
      };
    case 'GRUPO_INVESTIGACION':
      return { groupName: `Grupo de Estudios sobre ${at(TOPICS, i).replace(/^(El|La|Los|Las) /, '')}`, institution: at(INSTITUTIONS, i), director: at(PEOPLE, i + 2), members: [at(PEOPLE, i + 4), at(PEOPLE, i + 5), at(PEOPLE, i + 6)] };
    case 'LIBRO':
      return { bookAuthors: at(PEOPLE, i + 1), publisher: at(['Eudeba', 'Siglo XXI', 'Prometeo', 'UNSAM Edita'], i), year: year - (i % 4), isbn: null, presenters: `${at(PEOPLE, i + 2)} y ${at(PEOPLE, i + 5)}` };
  }
}

/** "Notas sobre el federalismo fiscal en perspectiva comparada". */
function titleOf(i: number) {
  const opening = at(OPENINGS, i);
  const topic = at(TOPICS, i * 3);
  return `${opening}${opening ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic} ${at(FRAMES, i * 5)}`;
}

type Owner = { inscriptionId: number; userId: string; email: string; name: string };

export async function seedProposalsDemo(tx: Tx, ctx: SeedContext): Promise<number> {
  const owners: Owner[] = (
    await tx
      .select({ inscriptionId: inscriptions.id, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(inscriptions)
      .innerJoin(users, eq(users.id, inscriptions.userId))
      .where(eq(inscriptions.conferenceId, ctx.conferenceId))
      .orderBy(asc(inscriptions.id))
  ).map((o) => ({ inscriptionId: o.inscriptionId, userId: o.userId, email: o.email, name: `${o.firstName} ${o.lastName}` }));
  if (owners.length === 0) return 0;
  const areaIds = (await tx.select({ id: conferenceThematicAreas.thematicAreaId }).from(conferenceThematicAreas).where(eq(conferenceThematicAreas.conferenceId, ctx.conferenceId))).map((a) => a.id);
  const member = owners.find((o) => o.userId === ctx.accountIds['socio@example.org']);
  const others = owners.filter((o) => o !== member);

  type Planned = { owner: Owner; kind: SubmissionType; status: ProposalStatus; i: number; coAuthors: { email: string; name: string; userId: string | null }[] };
  const planned: Planned[] = [];
  // The demo member: one of each kind (a paper approved), so every screen has something to show.
  if (member) {
    (['PRESENTACION', 'MESA_ESTUDIANTE', 'PANEL_CERRADO', 'GRUPO_INVESTIGACION', 'LIBRO'] as const).forEach((kind, k) =>
      planned.push({ owner: member, kind, status: k === 4 ? 'APPROVED' : 'PENDING', i: k, coAuthors: k === 0 && others[0] ? [{ email: others[0].email, name: others[0].name, userId: others[0].userId }] : [] }),
    );
  }
  for (let i = 0; planned.length < DEMO_PROPOSALS && others.length > 0; i++) {
    const owner = at(others, i * 7);
    const coAuthors: Planned['coAuthors'] = [];
    for (let k = 0; k < i % 4; k++) {
      // Half the co-authors have an account (another inscribed person, or the demo member now and then), half were invited.
      const linked = (i + k) % 2 === 0 ? (i % 25 === 0 && member ? member : at(others, i * 7 + 13 * (k + 1))) : null;
      if (linked && linked.userId !== owner.userId && !coAuthors.some((c) => c.email === linked.email)) coAuthors.push({ email: linked.email, name: linked.name, userId: linked.userId });
      else if (!linked) coAuthors.push({ email: `${slug(at(PEOPLE, i + k))}.${i}@example.net`, name: at(PEOPLE, i + k), userId: null });
    }
    planned.push({ owner, kind: kindOf(i), status: statusOf(i), i, coAuthors });
  }

  const DAY = 24 * 3600 * 1000;
  const rows = await tx
    .insert(proposals)
    .values(
      planned.map((p) => {
        const createdAt = new Date(Date.now() - ((p.i * 37) % 60) * DAY - (p.i % 24) * 3600 * 1000);
        return {
          conferenceId: ctx.conferenceId,
          inscriptionId: p.owner.inscriptionId,
          submittedBy: p.owner.userId,
          kind: p.kind,
          status: p.status,
          thematicAreaId: at(areaIds, p.i * 3 + 1),
          title: titleOf(p.i),
          abstract: `Este trabajo examina ${at(TOPICS, p.i * 3).toLowerCase()} ${at(FRAMES, p.i * 5)}. Se basa en fuentes documentales y entrevistas, y propone una lectura de sus consecuencias institucionales.`,
          keywords: [at(KEYWORDS, p.i), at(KEYWORDS, p.i + 5), at(KEYWORDS, p.i + 11)],
          details: detailsFor(p.kind, p.i, ctx.year),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: proposals.id, createdAt: proposals.createdAt });

  // Linked co-authors accepted, but for the demo member's first co-authorship: still to answer in «Coautorías».
  const unanswered = member ? planned.findIndex((p) => p.owner !== member && p.coAuthors.some((c) => c.userId === member.userId)) : -1;
  await tx.insert(proposalAuthors).values(
    planned.flatMap((p, n) => [
      { proposalId: rows[n].id, position: 0, email: p.owner.email, name: p.owner.name, userId: p.owner.userId, invitedAt: null, acceptedAt: rows[n].createdAt },
      ...p.coAuthors.map((c, k) => ({
        proposalId: rows[n].id,
        position: k + 1,
        email: c.email,
        name: c.name,
        userId: c.userId,
        invitedAt: c.userId ? null : rows[n].createdAt,
        acceptedAt: c.userId && !(n === unanswered && c.userId === member?.userId) ? rows[n].createdAt : null,
      })),
    ]),
  );

  // Full texts: a small PDF for one in five proposals of a kind that has one (and the member's paper).
  if (ctx.storage) {
    for (const [n, p] of planned.entries()) {
      if (!hasFullText(p.kind) || (p.owner !== member && n % 5 !== 0) || (p.owner === member && p.kind !== 'PRESENTACION')) continue;
      const title = `${at(TOPICS, p.i * 3)} ${at(FRAMES, p.i * 5)}`;
      const stored = await storeUpload(tx, ctx.storage, 'seed', {
        stream: Readable.from([await demoPdf(title, `${p.owner.name} - ${ctx.year + 1}`)]),
        name: `${slug(title).replace(/\.+/g, '-').replace(/^-|-$/g, '')}.pdf`,
        purpose: 'PROPOSAL_FULL_TEXT',
        uploader: null,
      });
      await setOwnedFiles(tx, { type: 'proposal', id: rows[n].id }, [{ field: 'file', id: stored.id, purpose: 'PROPOSAL_FULL_TEXT' }]);
    }
  }
  return rows.length;
}
