import { submissionTypes, type SubmissionType } from '@portal/domain/conferences';
import { buenosAiresDay } from '@portal/domain/dates';
import { conferenceSubmissionWindows, conferenceThematicAreas } from '../../db/schema/conferences';
import { proposalAuthors, proposals } from '../../db/schema/proposals';
import type { Executor } from '../../platform/db';
import { buildConference, buildInscription, buildInscriptionCategory, buildThematicArea } from '../../test/factories';

const DAY = 24 * 3600 * 1000;
const dayOffset = (days: number) => buenosAiresDay(new Date(Date.now() + days * DAY));

/**
 * An edition that takes proposals: every window open today (unless `windows` says otherwise:
 * 'closed' ended yesterday, 'future' opens tomorrow, 'none' not set), two thematic areas, one
 * inscription category.
 */
export async function buildProposalEdition(db: Executor, o: { windows?: Partial<Record<SubmissionType, 'open' | 'closed' | 'future' | 'none'>>; maxFileMb?: number; abstractMaxWords?: number } = {}) {
  const conference = await buildConference(db, { maxFileMb: o.maxFileMb ?? 20, abstractMaxWords: o.abstractMaxWords ?? 300 });
  const areas = [await buildThematicArea(db), await buildThematicArea(db)];
  await db.insert(conferenceThematicAreas).values(areas.map((a) => ({ conferenceId: conference.id, thematicAreaId: a.id })));
  const windows = submissionTypes.flatMap((type) => {
    const state = o.windows?.[type] ?? 'open';
    if (state === 'none') return [];
    const [opensOn, closesOn] = state === 'open' ? [dayOffset(-10), dayOffset(0)] : state === 'closed' ? [dayOffset(-30), dayOffset(-1)] : [dayOffset(1), dayOffset(30)];
    return [{ conferenceId: conference.id, type, opensOn, closesOn }];
  });
  if (windows.length) await db.insert(conferenceSubmissionWindows).values(windows);
  const category = await buildInscriptionCategory(db, { conferenceId: conference.id });
  return { conference, areas, category };
}

/** An inscription of `userId` in the edition, without its charge (proposals do not look at it). */
export const buildInscriptionRow = (db: Executor, o: { userId: string; conferenceId: number; categoryId: number }) => buildInscription(db, { ...o, charge: null });

/** A proposal written straight to the tables (for lists and decided states), its owner as first author. */
export async function buildProposalRow(
  db: Executor,
  o: { inscriptionId: number; conferenceId: number; submittedBy: string; ownerEmail: string; thematicAreaId: number; kind?: SubmissionType; status?: (typeof proposals.$inferInsert)['status']; title?: string; details?: Record<string, unknown>; coAuthors?: { email: string; userId?: string | null }[] },
) {
  const [row] = await db
    .insert(proposals)
    .values({
      inscriptionId: o.inscriptionId,
      conferenceId: o.conferenceId,
      submittedBy: o.submittedBy,
      thematicAreaId: o.thematicAreaId,
      kind: o.kind ?? 'PRESENTACION',
      status: o.status ?? 'PENDING',
      title: o.title ?? 'Una ponencia de prueba',
      abstract: 'Resumen breve de la ponencia.',
      keywords: ['política', 'estado', 'democracia'],
      details: o.details ?? {},
    })
    .returning();
  const authors = [{ email: o.ownerEmail, userId: o.submittedBy as string | null }, ...(o.coAuthors ?? []).map((c) => ({ email: c.email, userId: c.userId ?? null }))];
  await db.insert(proposalAuthors).values(authors.map((a, position) => ({ proposalId: row.id, position, email: a.email, name: `Autor ${position + 1}`, userId: a.userId })));
  return row;
}

/** Valid `details` of each kind. */
export const detailsOf = (kind: SubmissionType, o: { papers?: number } = {}) => {
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
