import { formatDateTime } from '@portal/domain/dates';
import { personalMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mail';

type Person = { email: string; firstName: string };

/** To the NEW address: the change of e-mail applies only when this link is followed. */
export function emailChangeConfirmationMail(person: { firstName: string }, newEmail: string, link: string, supportEmail: string): MailMessage {
  return personalMail(
    { email: newEmail, firstName: person.firstName },
    'Confirme su nueva dirección de correo',
    [
      { paragraph: `Pidió usar ${newEmail} como dirección de correo de su cuenta en el portal de la Asociación. El cambio se aplica recién cuando confirme desde este mensaje.` },
      { button: { label: 'Confirmar la nueva dirección', href: link } },
      { paragraph: 'El enlace vale por 24 horas y se puede usar una sola vez. Al confirmar se cerrarán sus otras sesiones abiertas.' },
      { paragraph: 'Si usted no lo pidió, ignore este mensaje: la dirección de la cuenta no cambia.' },
    ],
    supportEmail,
  );
}

/** To the OLD address, once the change applied: what happened and how to get help. */
export function emailChangedMail(person: Person, oldEmail: string, newEmail: string, when: Date, supportEmail: string): MailMessage {
  return personalMail(
    { email: oldEmail, firstName: person.firstName },
    'Su dirección de correo fue cambiada',
    [
      { paragraph: `Su dirección de correo fue cambiada: desde el ${formatDateTime(when)} (hora de Buenos Aires) su cuenta en el portal de la Asociación usa ${newEmail} en lugar de ${oldEmail}. Se cerraron sus otras sesiones abiertas.` },
      { paragraph: `Si no fue usted, escríbanos cuanto antes a ${supportEmail} desde esta dirección para recuperar su cuenta. No pida una nueva contraseña desde el portal: el enlace llegaría a la dirección nueva.` },
    ],
    supportEmail,
  );
}
