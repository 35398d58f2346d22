import { formatDay } from '@portal/domain/dates';
import { personalMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mail';

type Person = { email: string; firstName: string };

/** The member's award application was received: which award, which work, until when it can be changed. */
export function applicationReceivedMail(person: Person, a: { awardName: string; title: string; closesOn: string; inscriptionId: number }, publicUrl: string, supportEmail: string): MailMessage {
  return personalMail(
    person,
    `Recibimos su postulación al ${a.awardName}`,
    [
      { paragraph: `Recibimos su postulación al ${a.awardName} con el trabajo «${a.title}».` },
      { paragraph: `Puede modificarla o retirarla hasta el ${formatDay(a.closesOn)}, mientras la convocatoria siga abierta. Después, el jurado la evaluará.` },
      { button: { label: 'Ver mis premios', href: `${publicUrl}/dashboard/mis-inscripciones/${a.inscriptionId}/premios` } },
    ],
    supportEmail,
  );
}

/** The award was closed and the member's work obtained it, or a mention: their certificate is ready. */
export function awardResultMail(person: Person, a: { awardName: string; title: string; result: 'WINNER' | 'MENTION' }, publicUrl: string, supportEmail: string): MailMessage {
  const what = a.result === 'WINNER' ? `obtuvo el ${a.awardName}` : `obtuvo una mención en el ${a.awardName}`;
  return personalMail(
    person,
    a.result === 'WINNER' ? `Su trabajo obtuvo el ${a.awardName}` : `Su trabajo obtuvo una mención en el ${a.awardName}`,
    [
      { paragraph: `¡Felicitaciones! Su trabajo «${a.title}» ${what}.` },
      { paragraph: 'Ya puede descargar el certificado, con su código de verificación, desde Mis certificados.' },
      { button: { label: 'Ir a Mis certificados', href: `${publicUrl}/dashboard/mis-certificados` } },
    ],
    supportEmail,
  );
}
