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
