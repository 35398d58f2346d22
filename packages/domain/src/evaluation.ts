/**
 * Evaluation (PRODUCT.md "Evaluation and statuses"): the kinds' URL segments of
 * /dashboard/evaluacion and /dashboard/evaluadas, the vote and reopen inputs (the same zod schemas
 * the forms use), and the Spanish wording of decisions and conflicts of interest.
 */
import { z } from 'zod';
import type { SubmissionType } from './conferences';

/** The URL segment of each evaluated kind (spec section 2). */
export const evaluationKindSlugs = {
  ponencias: 'PRESENTACION',
  'ponencias-estudiantes': 'MESA_ESTUDIANTE',
  'paneles-cerrados': 'PANEL_CERRADO',
  'grupos-investigaciones': 'GRUPO_INVESTIGACION',
  libros: 'LIBRO',
} as const satisfies Record<string, SubmissionType>;
export type EvaluationKindSlug = keyof typeof evaluationKindSlugs;
export const evaluationSlugs = Object.keys(evaluationKindSlugs) as EvaluationKindSlug[];

export const kindOfEvaluationSlug = (slug: string | undefined): SubmissionType | null =>
  slug && slug in evaluationKindSlugs ? evaluationKindSlugs[slug as EvaluationKindSlug] : null;
export const evaluationSlugOf = (kind: SubmissionType): EvaluationKindSlug =>
  evaluationSlugs.find((slug) => evaluationKindSlugs[slug] === kind) ?? 'ponencias';

/** Plural titles of the evaluation lists. */
export const evaluationKindTitles: Record<SubmissionType, string> = {
  PRESENTACION: 'Ponencias',
  MESA_ESTUDIANTE: 'Ponencias de estudiantes',
  PANEL_CERRADO: 'Paneles cerrados',
  GRUPO_INVESTIGACION: 'Grupos de investigación',
  LIBRO: 'Libros',
};

export const COMMENT_MAX = 2000;

export const evaluationMessages = {
  decision: 'Elija aprobar o rechazar.',
  commentRequired: 'Explique el motivo del rechazo: los autores lo reciben por correo.',
  commentTooLong: `El comentario admite hasta ${COMMENT_MAX} caracteres.`,
  voteOrArea: 'Indique un voto o un área temática a la que reasignar, no ambos.',
  areaNotInConference: 'El área temática no pertenece a este congreso.',
  sameArea: 'La propuesta ya está en esa área temática.',
  wrongType: 'La propuesta no es de ese tipo.',
};

const comment = z.string().trim().max(COMMENT_MAX, evaluationMessages.commentTooLong);

/** A vote: approve or reject, with a comment (required to reject: the authors read it). */
export const voteSchema = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT'], { error: evaluationMessages.decision }),
    comment: comment.nullish().transform((c) => c || null),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'REJECT' && !v.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: evaluationMessages.commentRequired });
  });
export type VoteInput = z.input<typeof voteSchema>;
export type Vote = z.output<typeof voteSchema>;

/** Reopening a decided item: an optional comment for the history and the authors. */
export const reopenSchema = z.object({ comment: comment.nullish().transform((c) => c || null) });
export type Reopen = z.output<typeof reopenSchema>;

/** The reassignment form: the area to send the item to. */
export const reassignSchema = z.object({ reAsign: z.string().min(1, 'Elija el área temática.'), comment: comment.nullish().transform((c) => c || null) });

export const decisionLabels = {
  APPROVE: 'Aprobada',
  REJECT: 'Rechazada',
  REASSIGN_AREA: 'Reasignada a otra área',
  REOPEN: 'Evaluación reabierta',
  ADD_TO_PANEL: 'Incluida en un panel',
  REMOVE_FROM_PANEL: 'Quitada del panel',
  LEAVE_OUT_OF_PANELS: 'Dejada fuera de los paneles',
  RETURN_TO_PANELS: 'Ofrecida nuevamente para paneles',
  SCHEDULE: 'Asignada a un horario',
  UNSCHEDULE: 'Quitada del horario',
} as const;

/** Why an item is withheld from a coordinator. */
export const conflictReasons = ['AUTHOR', 'INSTITUTION'] as const;
export type ConflictReason = (typeof conflictReasons)[number];

export const conflictReasonLabels: Record<ConflictReason, string> = {
  AUTHOR: 'es autor/a de la propuesta',
  INSTITUTION: 'comparte institución con un autor/a',
};

/** "2 propuestas derivadas a la administración del congreso por conflicto de interés (…)". */
export function withheldSummary(counts: Record<ConflictReason, number>): string | null {
  const total = counts.AUTHOR + counts.INSTITUTION;
  if (total === 0) return null;
  const parts = [
    counts.AUTHOR ? `${counts.AUTHOR} de su autoría` : null,
    counts.INSTITUTION ? `${counts.INSTITUTION} con autores de su institución` : null,
  ].filter(Boolean);
  const noun = total === 1 ? 'propuesta derivada' : 'propuestas derivadas';
  return `${total} ${noun} a la administración del congreso por conflicto de interés (${parts.join('; ')}).`;
}
