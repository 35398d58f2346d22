import { formatDay } from '@portal/domain/dates';
import { formatCents } from '@portal/domain/money';
import { personalMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mail';

type Confirmation = {
  email: string;
  firstName: string;
  conference: { name: string; venue: string; startDate: string; endDate: string };
  categoryName: string;
  amountCents: number;
  memberFee: boolean;
  studentCategory: boolean;
};

/** Sent when someone inscribes in a congress: edition, category, dates, the fee and how to pay it. */
export function inscriptionConfirmationMail(c: Confirmation, publicUrl: string, supportEmail: string): MailMessage {
  const fee = c.memberFee ? 'la cuota de socio, porque su membresía de este año está paga' : 'la cuota general (sin membresía paga este año)';
  return personalMail(
    c,
    `Inscripción confirmada: ${c.conference.name}`,
    [
      { paragraph: `Su inscripción al ${c.conference.name} quedó registrada en la categoría ${c.categoryName}.` },
      { paragraph: `El congreso se realiza del ${formatDay(c.conference.startDate)} al ${formatDay(c.conference.endDate)} en ${c.conference.venue}.` },
      { paragraph: `El importe de la inscripción es de ${formatCents(c.amountCents)}: se aplicó ${fee}. Queda pendiente de pago.` },
      ...(c.studentCategory ? [{ paragraph: 'Como se inscribió en una categoría de estudiante, indique su carrera universitaria en «Mis inscripciones».' }] : []),
      { paragraph: 'En «Mis inscripciones» verá la inscripción, el estado del pago y desde allí podrá presentar sus postulaciones.' },
      { button: { label: 'Ver mis inscripciones', href: `${publicUrl}/dashboard/mis-inscripciones` } },
    ],
    supportEmail,
  );
}
