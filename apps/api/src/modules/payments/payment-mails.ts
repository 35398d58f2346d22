import { formatCents } from '@portal/domain/money';
import { receiptLabel } from '@portal/domain/payments';
import { personalMail } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mail';

type Person = { email: string; firstName: string };

/** The member's payment was approved: amount, receipt number, where to download it. */
export function paymentApprovedMail(person: Person, p: { amountCents: number; concepts: string[]; receipt: { year: number; number: number } }, publicUrl: string, supportEmail: string): MailMessage {
  return personalMail(
    person,
    'Su pago fue aprobado',
    [
      { paragraph: `Recibimos su pago de ${formatCents(p.amountCents)} y quedó aprobado. Comprobante N.º ${receiptLabel(p.receipt.year, p.receipt.number)}.` },
      { paragraph: `Conceptos: ${p.concepts.join('; ')}.` },
      { paragraph: 'Puede descargar el comprobante en «Mis pagos».' },
      { button: { label: 'Ver mis pagos', href: `${publicUrl}/dashboard/mis-pagos` } },
    ],
    supportEmail,
  );
}

/** The online payment was not approved by the provider: nothing was charged to the account. */
export function paymentRejectedMail(person: Person, p: { amountCents: number }, publicUrl: string, supportEmail: string): MailMessage {
  return personalMail(
    person,
    'Su pago no fue aprobado',
    [
      { paragraph: `El pago en línea de ${formatCents(p.amountCents)} no fue aprobado por el medio de pago. Sus cargos siguen pendientes.` },
      { paragraph: 'Puede intentarlo nuevamente desde su estado de cuenta.' },
      { button: { label: 'Ver mi estado de cuenta', href: `${publicUrl}/dashboard/estado-cuenta` } },
    ],
    supportEmail,
  );
}
