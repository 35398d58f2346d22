import { submissionTypeLabels, type SubmissionType } from '@portal/domain/conferences';
import type { ProposalEvent } from '@portal/domain/proposal-status';
import { buenosAiresDay, formatDay } from '@portal/domain/dates';
import { finalVersionPhase, type FinalVersionWindow } from '@portal/domain/final-version';
import { hasFullText } from '@portal/domain/proposals';
import { personalMail, type MailBlock } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mail';

type Author = { email: string; name: string };
type Decision = {
  title: string;
  kind: SubmissionType;
  conferenceName: string;
  event: ProposalEvent;
  comment: string | null;
  toArea: string | null;
  /** The edition's «versión final» window, if it sets one. */
  finalVersion?: FinalVersionWindow | null;
};

const subjects: Partial<Record<ProposalEvent, string>> = {
  APPROVE: 'Su propuesta fue aprobada',
  REJECT: 'Su propuesta no fue aprobada',
  REASSIGN_AREA: 'Su propuesta pasó a otra área temática',
  REOPEN: 'La evaluación de su propuesta fue reabierta',
};

function outcome(d: Decision): string {
  const what = `${submissionTypeLabels[d.kind]} «${d.title}» (${d.conferenceName})`;
  switch (d.event) {
    case 'APPROVE':
      return `La coordinación del congreso aprobó su propuesta: ${what}.`;
    case 'REJECT':
      return `La coordinación del congreso evaluó su propuesta y no fue aprobada: ${what}.`;
    case 'REASSIGN_AREA':
      return `Su propuesta ${what} pasó al área temática «${d.toArea ?? ''}», cuya coordinación la evaluará.`;
    case 'REOPEN':
      return `La administración del congreso reabrió la evaluación de su propuesta ${what}: vuelve a estar PENDIENTE.`;
    default:
      return `Hubo un cambio en su propuesta ${what}.`;
  }
}

/**
 * To each author (linked account or e-mail-only co-author) after a decision on their proposal: what
 * was decided, the evaluator's comment, and where to see the status.
 */
export function decisionMail(author: Author, d: Decision, publicUrl: string, supportEmail: string): MailMessage {
  const blocks: MailBlock[] = [{ paragraph: outcome(d) }];
  if (d.comment) blocks.push({ paragraph: `Comentario de la evaluación: ${d.comment}` });
  if (d.event === 'APPROVE' && hasFullText(d.kind) && d.finalVersion && finalVersionPhase(d.finalVersion, buenosAiresDay()) !== 'CLOSED') {
    blocks.push({
      paragraph: `El congreso recibe la versión final de los trabajos aprobados del ${formatDay(d.finalVersion.opensOn)} al ${formatDay(d.finalVersion.closesOn)} inclusive. Quien presentó la propuesta la sube desde el detalle de la propuesta, en «Versión final».`,
    });
  }
  blocks.push({ paragraph: 'Puede ver el estado de sus postulaciones en «Mis inscripciones», desde cada inscripción.' });
  blocks.push({ button: { label: 'Ver mis inscripciones', href: `${publicUrl}/dashboard/mis-inscripciones` } });
  return personalMail({ email: author.email, firstName: author.name }, subjects[d.event] ?? 'Novedades sobre su propuesta', blocks, supportEmail);
}
