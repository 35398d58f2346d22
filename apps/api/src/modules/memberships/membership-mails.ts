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
