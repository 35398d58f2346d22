import { z } from 'zod';
import { intId, safeString } from './input-hygiene';

/** `createInscription(categoryId, conferenceId)` (spec section 5: both required). */
export const createInscriptionInput = z.object({
  categoryId: intId('Elija una categoría de inscripción'),
  conferenceId: intId('El congreso no es válido'),
});

/**
 * `updateInscription(universityCareer, userId?)`: the career of a student category, as for
 * memberships; the inscription is the one in the current edition, or in `conferenceId` when given.
 */
export const updateInscriptionInput = z.object({
  universityCareer: safeString({ error: 'Ingrese su carrera universitaria' })
    .trim()
    .min(1, 'Ingrese su carrera universitaria')
    .max(200, 'Como máximo 200 caracteres'),
  conferenceId: intId().optional().nullable(),
});

/** Why a visitor sees one fee or both (the inscription page says it). */
export const feeReasons = {
  MEMBER: 'Se aplica la cuota de socio: su membresía de este año está al día.',
  MEMBER_UNPAID: 'Tiene membresía este año, pero su cuota está pendiente: la cuota de socio se aplica cuando esté paga.',
  NOT_MEMBER: 'No tiene membresía este año: se aplica la cuota general. Asóciese para pagar la cuota de socio.',
  SIGNED_OUT: 'Los socios con la cuota del año al día pagan la cuota de socio. Inicie sesión para ver la suya.',
} as const;
export type FeeReason = keyof typeof feeReasons;

/** Where an edition's inscription window stands on a given day. */
export const inscriptionPhases = ['NOT_OPEN', 'OPEN', 'CLOSED'] as const;
export type InscriptionPhase = (typeof inscriptionPhases)[number];

/** Window dates are inclusive calendar days (yyyy-mm-dd, Buenos Aires); `today` is one too. */
export function inscriptionPhase(window: { inscriptionStart: string; inscriptionEnd: string }, today: string): InscriptionPhase {
  if (today < window.inscriptionStart) return 'NOT_OPEN';
  if (today > window.inscriptionEnd) return 'CLOSED';
  return 'OPEN';
}

/** Which fee of the category an inscription charge used. */
export const inscriptionFees = ['MEMBER', 'NON_MEMBER'] as const;
export type InscriptionFee = (typeof inscriptionFees)[number];
export const inscriptionFeeLabels: Record<InscriptionFee, string> = { MEMBER: 'Cuota de socio', NON_MEMBER: 'Cuota general' };

/** The messages the server answers with (the web shows them as they are). */
export const inscriptionMessages = {
  notOpen: (start: string) => `La inscripción a este congreso abre el ${start}.`,
  closed: (end: string) => `La inscripción a este congreso cerró el ${end}.`,
  already: 'Ya está inscripto/a en este congreso.',
  categoryNotOfConference: 'Elija una de las categorías de este congreso',
  notFound: 'No se encontró la inscripción.',
  conferenceNotFound: 'No se encontró el congreso.',
} as const;
