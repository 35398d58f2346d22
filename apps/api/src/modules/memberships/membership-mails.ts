import { formatCents } from '@portal/domain/money';
import { personalMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mail';

type Welcome = { email: string; firstName: string; year: number; categoryName: string; amountCents: number };

/** Sent when someone joins at /asociarse: category, year, amount due, how to sign in and pay. */
export function welcomeMail(person: Welcome, publicUrl: string, supportEmail: string): MailMessage {
  return personalMail(
    person,
    'Bienvenida a la Asociación',
    [
      { paragraph: `Su cuenta en el portal de la Asociación quedó creada y usted ya es socio/a en la categoría ${person.categoryName} para el año ${person.year}.` },
      { paragraph: `La cuota anual ${person.year} es de ${formatCents(person.amountCents)} y queda pendiente de pago.` },
      { paragraph: 'Para pagarla, ingrese al portal con su correo electrónico o su número de documento y la contraseña que eligió; en «Mis membresías» verá la cuota y su estado. Tesorería registra cada pago y el estado se actualiza en el portal.' },
      { button: { label: 'Ingresar al portal', href: `${publicUrl}/` } },
    ],
    supportEmail,
  );
}

/** Sent to the address typed at /asociarse when it has no account yet: the link that completes joining. */
export function joinConfirmationMail(person: { email: string; firstName: string }, link: string, supportEmail: string): MailMessage {
  return personalMail(
    person,
    'Confirme su correo para asociarse',
    [
      { paragraph: 'Recibimos su pedido para asociarse a la Asociación. Para terminar, confirme que esta dirección de correo es suya.' },
      { button: { label: 'Confirmar y asociarme', href: link } },
      { paragraph: 'El enlace vale por 24 horas y se puede usar una sola vez. Su cuenta, su membresía y la cuota del año se crean recién al seguirlo.' },
      { paragraph: 'Si usted no lo pidió, ignore este mensaje: no se creará ninguna cuenta.' },
    ],
    supportEmail,
  );
}

/** Sent instead when the address typed at /asociarse already has an account: nothing else happens. */
export function joinAttemptMail(person: { email: string; firstName: string }, publicUrl: string, supportEmail: string): MailMessage {
  return personalMail(
    person,
    'Alguien intentó asociarse con su dirección',
    [
      { paragraph: 'Alguien intentó asociarse a la Asociación con esta dirección de correo, que ya tiene una cuenta en el portal. No se hizo ningún cambio en su cuenta.' },
      { paragraph: 'Si fue usted, ingrese con su cuenta: desde «Mis membresías» puede asociarse para este año.' },
      { button: { label: 'Ingresar al portal', href: `${publicUrl}/` } },
      { paragraph: 'Si no recuerda su contraseña, pida una nueva:' },
      { button: { label: 'Recuperar la contraseña', href: `${publicUrl}/recuperacion` } },
      { paragraph: 'Si no fue usted, puede ignorar este mensaje.' },
    ],
    supportEmail,
  );
}
