import { formatDateTime } from '@portal/domain/dates';
import { personalMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mail';

type Person = { email: string; firstName: string };

export function recoveryMail(person: Person, link: string, supportEmail: string): MailMessage {
  return personalMail(
    person,
    'Recuperación de contraseña',
    [
      { paragraph: 'Recibimos un pedido para cambiar la contraseña de su cuenta en el portal de la Asociación.' },
      { button: { label: 'Elegir una nueva contraseña', href: link } },
      { paragraph: 'El enlace vale por una hora y se puede usar una sola vez. Al cambiar la contraseña se cerrarán todas sus sesiones abiertas.' },
      { paragraph: 'Si usted no lo pidió, ignore este mensaje: su contraseña no cambia.' },
    ],
    supportEmail,
  );
}

export function passwordChangedMail(person: Person, when: Date, supportEmail: string): MailMessage {
  const at = formatDateTime(when);
  return personalMail(
    person,
    'Su contraseña fue cambiada',
    [
      { paragraph: `La contraseña de su cuenta en el portal de la Asociación se cambió el ${at} (hora de Buenos Aires).` },
      { paragraph: `Si no fue usted, pida una nueva contraseña desde la pantalla de ingreso y escríbanos a ${supportEmail}.` },
    ],
    supportEmail,
  );
}
