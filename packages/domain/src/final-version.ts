/**
 * The «versión final» of accepted items: a per-edition window (dates inclusive, Buenos Aires) in
 * which the authors of an accepted item whose kind carries a full text upload or replace its final
 * text, kept apart from the text that was evaluated.
 */
import { formatDay } from './dates';
import { submissionWindowPhase, type SubmissionWindowPhase } from './proposals';

export type FinalVersionWindow = { opensOn: string; closesOn: string };

/** The window of an edition from its two columns (both or neither). */
export const finalVersionWindowOf = (opensOn: string | null, closesOn: string | null): FinalVersionWindow | null => (opensOn && closesOn ? { opensOn, closesOn } : null);

/** Where the window stands on `today`. */
export const finalVersionPhase = (window: FinalVersionWindow | null, today: string): SubmissionWindowPhase => submissionWindowPhase(window, today);

/** What the author's screen (and the refusal) says of the window. */
export function finalVersionWindowLabel(window: FinalVersionWindow | null, today: string): string {
  switch (finalVersionPhase(window, today)) {
    case 'NOT_SET':
      return 'Esta edición no recibe versiones finales.';
    case 'NOT_OPEN':
      return `La recepción de versiones finales abre el ${formatDay(window!.opensOn)} y cierra el ${formatDay(window!.closesOn)}.`;
    case 'OPEN':
      return `La recepción de versiones finales está abierta hasta el ${formatDay(window!.closesOn)} inclusive.`;
    case 'CLOSED':
      return `La recepción de versiones finales cerró el ${formatDay(window!.closesOn)}.`;
  }
}

/** Refusals of `attachProposalFinalVersion` (the server sends them; the screen explains the same before). */
export const finalVersionMessages = {
  notAccepted: 'Solo las propuestas aprobadas reciben versión final.',
  noFullText: 'Este tipo de propuesta no lleva archivo, ni versión final.',
  notOwner: 'Solo quien presentó la propuesta puede subir su versión final.',
  windowClosed: (label: string) => `No se puede subir la versión final en este momento. ${label}`,
} as const;
