import { z } from 'zod';

/**
 * Awards (PRODUCT.md "Awards"): an award of a congress edition, its application window (Buenos
 * Aires days, inclusive), its judges; members apply from their inscription; judges score 1 to 10.
 * The same schemas validate the forms and the server.
 */

export const awardStatuses = ['OPEN', 'CLOSED'] as const;
export type AwardStatus = (typeof awardStatuses)[number];
export const awardStatusLabels: Record<AwardStatus, string> = { OPEN: 'Abierto', CLOSED: 'Cerrado' };

/** What an application obtained when the award was closed (null: neither). */
export const awardResults = ['WINNER', 'MENTION'] as const;
export type AwardResult = (typeof awardResults)[number];
export const awardResultLabels: Record<AwardResult, string> = { WINNER: 'Ganador/a', MENTION: 'Mención' };

export const AWARD_NAME_MAX = 200;
export const AWARD_RULES_MAX = 10_000;
export const AWARD_TITLE_MAX = 300;
export const AWARD_SUMMARY_MAX = 5_000;
export const AWARD_COMMENT_MAX = 3_000;
export const AWARD_JUDGES_MAX = 20;
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;

/** Why a judge's score is flagged and left out of the application's mean. */
export const CONFLICT_LABEL = 'conflicto de interés: misma institución';

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Como máximo ${max} caracteres`);
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const day = (message: string) => z.string({ error: message }).min(1, message).refine(isDay, 'Ingrese una fecha válida');

export const awardSchema = z
  .object({
    name: text('Ingrese el nombre del premio', AWARD_NAME_MAX),
    rules: text('Ingrese las bases del premio', AWARD_RULES_MAX),
    opensOn: day('Ingrese la apertura de la postulación'),
    closesOn: day('Ingrese el cierre de la postulación'),
    judgeIds: z.array(z.string({ error: 'Juez inválido' }), { error: 'Elija los jueces' }).max(AWARD_JUDGES_MAX, `Como máximo ${AWARD_JUDGES_MAX} jueces`).default([]),
  })
  .superRefine((a, ctx) => {
    if (isDay(a.opensOn) && isDay(a.closesOn) && a.closesOn < a.opensOn) ctx.addIssue({ code: 'custom', path: ['closesOn'], message: 'El cierre debe ser igual o posterior a la apertura' });
    if (new Set(a.judgeIds).size !== a.judgeIds.length) ctx.addIssue({ code: 'custom', path: ['judgeIds'], message: 'Hay jueces repetidos' });
  });
export type AwardInput = z.input<typeof awardSchema>;

export const awardApplicationSchema = z.object({
  title: text('Ingrese el título del trabajo', AWARD_TITLE_MAX),
  summary: text('Ingrese el resumen', AWARD_SUMMARY_MAX),
});
export type AwardApplicationInput = z.input<typeof awardApplicationSchema>;

export const awardScoreSchema = z.object({
  score: z
    .number({ error: `Ingrese un puntaje de ${SCORE_MIN} a ${SCORE_MAX}` })
    .int('El puntaje es un número entero')
    .min(SCORE_MIN, `El puntaje va de ${SCORE_MIN} a ${SCORE_MAX}`)
    .max(SCORE_MAX, `El puntaje va de ${SCORE_MIN} a ${SCORE_MAX}`),
  comment: z.string().trim().max(AWARD_COMMENT_MAX, `Como máximo ${AWARD_COMMENT_MAX} caracteres`).default(''),
});
export type AwardScoreInput = z.input<typeof awardScoreSchema>;

/** Where today (yyyy-mm-dd) falls in a window of days (inclusive). */
export function awardWindowPhase(w: { opensOn: string; closesOn: string }, today: string): 'BEFORE' | 'OPEN' | 'AFTER' {
  if (today < w.opensOn) return 'BEFORE';
  if (today > w.closesOn) return 'AFTER';
  return 'OPEN';
}

/** The mean of the counted scores with two decimals, or null with none. */
export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
}

export const awardMessages = {
  notFound: 'No se encontró el premio.',
  applicationNotFound: 'No se encontró la postulación.',
  closed: 'El premio está cerrado: ya no recibe postulaciones ni puntajes.',
  windowClosed: (opensOn: string, closesOn: string) => `La postulación a este premio solo está abierta del ${fmt(opensOn)} al ${fmt(closesOn)}.`,
  alreadyApplied: 'Ya se postuló a este premio. Puede modificar su postulación mientras la convocatoria esté abierta.',
  hasApplications: 'El premio ya tiene postulaciones: no se puede eliminar. Puede cerrarlo.',
  notJudge: 'La persona elegida no es jueza ni juez de este congreso.',
  fileRequired: 'Adjunte el trabajo en PDF.',
  notInscriptionEdition: 'El premio no pertenece al congreso de esta inscripción.',
  alreadyClosed: 'El premio ya está cerrado.',
  judgeCannotApply: 'Usted es jurado de este premio: no puede postularse a él.',
  applicantCannotJudge: 'Una persona elegida como jurado se postuló a este premio: no puede evaluarlo.',
  ownApplication: 'No puede puntuar su propia postulación.',
  winnerRequired: 'Elija la postulación ganadora.',
  notAnApplication: 'La postulación elegida no pertenece a este premio.',
  winnerAlsoMention: 'La postulación ganadora no puede recibir además una mención.',
  ownAward: 'Usted se postuló a este premio: no puede cerrarlo ni decidir su resultado.',
};

/**
 * «Cerrar premio»: the winning application (required when the award has applications; with none
 * the award closes void) and any mentions, all among the award's applications (checked on the server).
 */
export const closeAwardSchema = z
  .strictObject({
    winnerApplicationId: z.string({ error: awardMessages.winnerRequired }).nullable().default(null),
    mentionApplicationIds: z.array(z.string({ error: awardMessages.notAnApplication }), { error: awardMessages.notAnApplication }).max(100, 'Como máximo 100 menciones').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.winnerApplicationId !== null && v.mentionApplicationIds.includes(v.winnerApplicationId)) ctx.addIssue({ code: 'custom', path: ['mentionApplicationIds'], message: awardMessages.winnerAlsoMention });
    if (new Set(v.mentionApplicationIds).size !== v.mentionApplicationIds.length) ctx.addIssue({ code: 'custom', path: ['mentionApplicationIds'], message: 'Hay menciones repetidas' });
  });
export type CloseAwardInput = z.input<typeof closeAwardSchema>;

function fmt(d: string) {
  const [y, m, dd] = d.split('-');
  return `${dd}/${m}/${y}`;
}

/** The application form: the same fields plus the uploaded work (required; an existing one counts). */
export const awardApplicationFormSchema = awardApplicationSchema.extend({
  file: z
    .object({ id: z.string(), url: z.string().nullable() })
    .nullable()
    .refine((v) => v !== null, awardMessages.fileRequired),
});
export type AwardApplicationFormValues = z.input<typeof awardApplicationFormSchema>;
